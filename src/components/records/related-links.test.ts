import { describe, expect, it } from 'vitest';
import { routeByName } from '../../shell/routes/route-table';
import { tabLinks } from './related-links';

const anyone = () => true;

describe('related links', () => {
  it('puts the owner first in a tab bar and marks the current tab', () => {
    const tabs = tabLinks(routeByName('brand-ad-sets-adSetId-hooks'), { brand: 'acme', adSetId: '12' }, 'acme', anyone);
    expect(tabs[0]?.to).toBe('/acme/ad-sets/12');
    expect(tabs.map((t) => t.to)).toContain('/acme/ad-sets/12/render-requests');
    expect(tabs.find((t) => t.current)?.to).toBe('/acme/ad-sets/12/hooks');
  });

  it('gives an owner page its own tab bar', () => {
    expect(tabLinks(routeByName('brand-feeds'), { brand: 'acme' }, 'acme', anyone).map((t) => t.to)).toEqual(['/acme/feeds', '/acme/feeds/archive']);
  });

  it('has no tabs for pages without any', () => {
    expect(tabLinks(routeByName('brand-dashboard'), { brand: 'acme' }, 'acme', anyone)).toEqual([]);
  });

  it('offers only the tabs the user may open', () => {
    const notReviewer = (route: { name: string }) => route.name !== 'brand-feeds-feedId-api';
    const tabs = tabLinks(routeByName('brand-feeds-feedId'), { brand: 'acme', feedId: '3' }, 'acme', notReviewer).map((t) => t.key);
    expect(tabs).toContain('brand-feeds-feedId-settings');
    expect(tabs).not.toContain('brand-feeds-feedId-api');
  });
});

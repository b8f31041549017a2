import { describe, expect, it } from 'vitest';
import { routeByName } from '../../app/routes/route-table';
import { childLinks, DETAIL_ROUTE_OF, tabLinks } from './related-links';

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

  it('offers only child pages whose params are known', () => {
    const children = childLinks(routeByName('brand-visuals-visualId'), { brand: 'acme', visualId: '4' }, 'acme', anyone).map((c) => c.to);
    expect(children).toEqual(['/acme/visuals/4/version', '/acme/visuals/4/resizes', '/acme/visuals/4/tester']);
    expect(childLinks(routeByName('brand-ad-sets-create'), { brand: 'acme' }, 'acme', anyone)).toEqual([]);
  });

  it('maps every listable resource except users to an existing detail route', () => {
    for (const entry of Object.values(DETAIL_ROUTE_OF)) {
      if (entry === undefined) continue;
      expect(routeByName(entry.route).params[entry.param]).toBe('id');
    }
  });

  it('offers only the routes the user may open', () => {
    const managerOnly = (route: { roles?: readonly string[] }) => route.roles === undefined || route.roles.includes('editor');
    const links = childLinks(routeByName('brand-brand-settings'), { brand: 'acme' }, 'acme', managerOnly).map((c) => c.key);
    expect(links).not.toContain('brand-brand-settings-billing-details');
    expect(links).not.toContain('brand-brand-settings-users');
    expect(childLinks(routeByName('brand-brand-settings'), { brand: 'acme' }, 'acme', anyone).map((c) => c.key)).toContain('brand-brand-settings-users');
  });
});


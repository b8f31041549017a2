import { describe, expect, it } from 'vitest';
import { routeByName } from '../routes/route-table';
import { buildCrumbs, shouldShowBreadcrumbs } from './breadcrumbs';

describe('breadcrumbs', () => {
  it('starts every branded trail at the dashboard', () => {
    const crumbs = buildCrumbs(routeByName('brand-ad-sets-adSetId-hooks'), { brand: 'acme', adSetId: '12' }, 'acme');
    expect(crumbs.map((c) => c.to)).toEqual(['/acme/dashboard', '/acme/ad-sets', '/acme/ad-sets/12', '/acme/ad-sets/12/hooks']);
    expect(crumbs.map((c) => c.labelKey)).toEqual(['ROUTES.DASHBOARD', 'ROUTES.AD_SETS', 'ROUTES.AD_SET', 'ROUTES.AD_SET_HOOKS']);
    expect(crumbs.map((c) => c.order)).toEqual([0, 1, 2, 3]);
  });

  it('gives each crumb only the params of its own route', () => {
    const crumbs = buildCrumbs(routeByName('brand-visuals-visualId-tester-visualVersionId-build-buildId'), { brand: 'acme', visualId: '4', visualVersionId: '8', buildId: '15' }, 'acme');
    expect(crumbs.map((c) => c.to)).toEqual(['/acme/dashboard', '/acme/visuals', '/acme/visuals/4', '/acme/visuals/4/tester/8', '/acme/visuals/4/tester/8/build/15']);
    expect(crumbs[2]?.params).toEqual({ brand: 'acme', visualId: '4' });
  });

  it('is hidden on the dashboard (one crumb) and shown below it', () => {
    expect(shouldShowBreadcrumbs(buildCrumbs(routeByName('brand-dashboard'), { brand: 'acme' }, 'acme'))).toBe(false);
    expect(shouldShowBreadcrumbs(buildCrumbs(routeByName('brand-visuals'), { brand: 'acme' }, 'acme'))).toBe(true);
  });

  it('is hidden on unbranded pages', () => {
    expect(shouldShowBreadcrumbs(buildCrumbs(routeByName('switch-brand-brand'), {}, 'acme'))).toBe(false);
  });

  it('follows nested settings pages', () => {
    const crumbs = buildCrumbs(routeByName('brand-brand-settings-storage-feeds'), { brand: 'acme' }, 'acme');
    expect(crumbs.map((c) => c.to)).toEqual(['/acme/dashboard', '/acme/brand-settings', '/acme/brand-settings/storage', '/acme/brand-settings/storage/feeds']);
  });
});

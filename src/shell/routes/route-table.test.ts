import { describe, expect, it } from 'vitest';
import { encodeModuleUrl } from '../../lib/module-url';
import { matchRoute } from './match-route';
import { ROUTES, routeByName, tabsOf } from './route-table';
import { validateParams } from './validate-params';
import { FIRST_PAINT_PAGES } from '../../../worker/contract/first-paint';
import { buildCrumbs, shouldShowBreadcrumbs } from '../rules/breadcrumbs';

// Every path of spec section 2, with the route it must resolve to.
const SPEC_PATHS: readonly (readonly [string, string])[] = [
  ['/login', 'login'],
  ['/', 'index'],
  ['/autologin', 'autologin-clientHash'],
  ['/autologin/abc123', 'autologin-clientHash'],
  ['/invite', 'invite-hash'],
  ['/invite/h4sh', 'invite-hash'],
  ['/switch-brand', 'switch-brand-brand'],
  ['/switch-brand/beta', 'switch-brand-brand'],
  ['/acme', 'brand'],
  ['/acme/dashboard', 'brand-dashboard'],
  ['/acme/ad-sets', 'brand-ad-sets'],
  ['/acme/ads', 'brand-ads'],
  ['/acme/ads/5', 'brand-ads-adId'],
  ['/acme/asset-groups', 'brand-asset-groups'],
  ['/acme/asset-groups/7', 'brand-asset-groups-assetGroupId'],
  ['/acme/asset-library', 'brand-asset-library'],
  ['/acme/asset-library/video-editor/9', 'brand-asset-library-video-editor-fileId'],
  ['/acme/products', 'brand-products'],
  ['/acme/products/3', 'brand-products-productId'],
  ['/acme/incidents', 'brand-incidents'],
  ['/acme/modules', 'brand-modules-moduleUrl'],
  [`/acme/modules/${encodeModuleUrl('https://m.example/x')}`, 'brand-modules-moduleUrl'],
  ['/acme/builds', 'brand-builds'],
  ['/acme/builds/report', 'brand-builds-report'],
  ['/acme/builds/42', 'brand-builds-visualBuildId'],
  ['/acme/visuals', 'brand-visuals'],
  ['/acme/visuals/development', 'brand-visuals-development'],
  ['/acme/visuals/4', 'brand-visuals-visualId'],
  ['/acme/visuals/4/version', 'brand-visuals-visualId-version-visualVersionId'],
  ['/acme/visuals/4/version/8', 'brand-visuals-visualId-version-visualVersionId'],
  ['/acme/visuals/4/resizes', 'brand-visuals-visualId-resizes'],
  ['/acme/visuals/4/tester', 'brand-visuals-visualId-tester-visualVersionId'],
  ['/acme/visuals/4/tester/8', 'brand-visuals-visualId-tester-visualVersionId'],
  ['/acme/visuals/4/tester/8/build', 'brand-visuals-visualId-tester-visualVersionId-build-buildId'],
  ['/acme/visuals/4/tester/8/build/15', 'brand-visuals-visualId-tester-visualVersionId-build-buildId'],
  ['/acme/ad-sets/create', 'brand-ad-sets-create'],
  ['/acme/ad-sets/create/12', 'brand-ad-sets-create-adSetId'],
  ['/acme/ad-sets/create/12/feed', 'brand-ad-sets-create-adSetId-feed'],
  ['/acme/ad-sets/create/12/localize', 'brand-ad-sets-create-adSetId-localize'],
  ['/acme/ad-sets/create/12/mapping', 'brand-ad-sets-create-adSetId-mapping'],
  ['/acme/ad-sets/create/12/populate', 'brand-ad-sets-create-adSetId-populate'],
  ['/acme/ad-sets/create/12/resizes', 'brand-ad-sets-create-adSetId-resizes'],
  ['/acme/ad-sets/12', 'brand-ad-sets-adSetId'],
  ['/acme/ad-sets/12/ads', 'brand-ad-sets-adSetId-ads'],
  ['/acme/ad-sets/12/hooks', 'brand-ad-sets-adSetId-hooks'],
  ['/acme/ad-sets/12/hooks-settings', 'brand-ad-sets-adSetId-hooks-settings'],
  ['/acme/ad-sets/12/mappings', 'brand-ad-sets-adSetId-mappings'],
  ['/acme/ad-sets/12/permalinks', 'brand-ad-sets-adSetId-permalinks'],
  ['/acme/ad-sets/12/render-requests', 'brand-ad-sets-adSetId-render-requests'],
  ['/acme/ad-sets/12/ad', 'brand-ad-sets-adSetId-ad-adId'],
  ['/acme/ad-sets/12/ad/3', 'brand-ad-sets-adSetId-ad-adId'],
  ['/acme/feeds', 'brand-feeds'],
  ['/acme/feeds/archive', 'brand-feeds-archive'],
  ['/acme/feeds/create', 'brand-feeds-create'],
  ['/acme/feeds/create/derived', 'brand-feeds-create-derived'],
  ['/acme/feeds/create/fetch', 'brand-feeds-create-fetch'],
  ['/acme/feeds/create/manual', 'brand-feeds-create-manual'],
  ['/acme/feeds/create/upload', 'brand-feeds-create-upload'],
  ['/acme/feeds/edit/6/derived', 'brand-feeds-edit-feedId-derived'],
  ['/acme/feeds/edit/6/fetch', 'brand-feeds-edit-feedId-fetch'],
  ['/acme/feeds/edit/6/manual', 'brand-feeds-edit-feedId-manual'],
  ['/acme/feeds/edit/6/upload', 'brand-feeds-edit-feedId-upload'],
  ['/acme/feeds/6', 'brand-feeds-feedId'],
  ['/acme/feeds/6/api', 'brand-feeds-feedId-api'],
  ['/acme/feeds/6/derived-feed-editor', 'brand-feeds-feedId-derived-feed-editor'],
  ['/acme/feeds/6/feed-attributes', 'brand-feeds-feedId-feed-attributes'],
  ['/acme/feeds/6/feed-costs', 'brand-feeds-feedId-feed-costs'],
  ['/acme/feeds/6/feed-revisions', 'brand-feeds-feedId-feed-revisions'],
  ['/acme/feeds/6/permalinks', 'brand-feeds-feedId-permalinks'],
  ['/acme/feeds/6/product-changes', 'brand-feeds-feedId-product-changes'],
  ['/acme/feeds/6/settings', 'brand-feeds-feedId-settings'],
  ['/acme/feeds/6/products', 'brand-feeds-feedId-products-productId'],
  ['/acme/feeds/6/products/2', 'brand-feeds-feedId-products-productId'],
  ['/acme/brand-settings', 'brand-brand-settings'],
  ['/acme/brand-settings/billing-details', 'brand-brand-settings-billing-details'],
  ['/acme/brand-settings/brand-profile', 'brand-brand-settings-brand-profile'],
  ['/acme/brand-settings/my-team', 'brand-brand-settings-my-team'],
  ['/acme/brand-settings/notification-settings', 'brand-brand-settings-notification-settings'],
  ['/acme/brand-settings/notifications', 'brand-brand-settings-notifications'],
  ['/acme/brand-settings/wallet', 'brand-brand-settings-wallet'],
  ['/acme/brand-settings/users', 'brand-brand-settings-users'],
  ['/acme/brand-settings/teams', 'brand-brand-settings-teams'],
  ['/acme/brand-settings/teams/2', 'brand-brand-settings-teams-teamId'],
  ['/acme/brand-settings/storage', 'brand-brand-settings-storage'],
  ['/acme/brand-settings/storage/ad-sets', 'brand-brand-settings-storage-ad-sets'],
  ['/acme/brand-settings/storage/asset-groups', 'brand-brand-settings-storage-asset-groups'],
  ['/acme/brand-settings/storage/asset-library', 'brand-brand-settings-storage-asset-library'],
  ['/acme/brand-settings/storage/feeds', 'brand-brand-settings-storage-feeds'],
  ['/acme/brand-settings/storage/visuals', 'brand-brand-settings-storage-visuals'],
  // Spec section 2, "Other screens": usage statistics (its path is ours: docs/brand-money.md).
  ['/acme/brand-settings/usage-statistics', 'brand-brand-settings-usage-statistics'],
];

const MINI = [
  'brand-brand-settings',
  'brand-brand-settings-wallet',
  'brand-visuals',
  'brand-incidents',
  'brand-feeds',
  'brand-ad-sets',
  'brand-asset-groups',
  'brand-asset-library',
  'brand-dashboard',
  'brand-modules-moduleUrl',
];

describe('route table', () => {
  it.each(SPEC_PATHS)('%s resolves to %s', (path, name) => {
    expect(matchRoute(path)?.route.name).toBe(name);
  });

  it('covers every route of the table with a spec path', () => {
    const covered = new Set(SPEC_PATHS.map(([, name]) => name));
    expect(ROUTES.filter((route) => !covered.has(route.name) && route.name !== 'devtools').map((r) => r.name)).toEqual([]);
  });

  it('has unique names and unique paths', () => {
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it('extracts and decodes params', () => {
    expect(matchRoute('/acme/ad-sets/12/hooks')?.params).toEqual({ brand: 'acme', adSetId: '12' });
    expect(matchRoute('/acme/visuals/4/tester/8/build/15')?.params).toEqual({ brand: 'acme', visualId: '4', visualVersionId: '8', buildId: '15' });
    expect(matchRoute('/ac%20me/dashboard')?.params.brand).toBe('ac me');
    expect(matchRoute('/acme/dashboard/')?.route.name).toBe('brand-dashboard');
  });

  it('does not match unknown paths', () => {
    expect(matchRoute('/acme/nope')).toBeNull();
    expect(matchRoute('/acme/dashboard/extra')).toBeNull();
    expect(matchRoute('/acme/ads/%E0%A4%A')).toBeNull();
  });

  it('puts the sidebar in mini mode exactly on the listed pages, not on switch-brand', () => {
    expect(ROUTES.filter((r) => r.sidebarMini).map((r) => r.name).sort()).toEqual([...MINI].sort());
    expect(routeByName('switch-brand-brand').sidebarMini).toBe(false);
  });

  it('gives the modules page no padding and no money/storage alerts', () => {
    const modules = routeByName('brand-modules-moduleUrl');
    expect(modules.noPadding).toBe(true);
    expect(modules.hideMoneyStorageAlerts).toBe(true);
    expect(ROUTES.filter((r) => r.noPadding || r.hideMoneyStorageAlerts).map((r) => r.name)).toEqual(['brand-modules-moduleUrl']);
  });

  it('keeps invite, autologin, login and switch-brand unbranded', () => {
    for (const name of ['login', 'index', 'autologin-clientHash', 'invite-hash', 'switch-brand-brand']) {
      expect(routeByName(name).branded).toBe(false);
    }
    expect(ROUTES.filter((r) => r.path.startsWith('/:brand')).every((r) => r.branded)).toBe(true);
  });

  it('lets only sign-in pages be visited without a session', () => {
    expect(ROUTES.filter((r) => r.guest).map((r) => r.name)).toEqual(['login', 'autologin-clientHash']);
  });

  it('gives every crumb parent an existing route, and branded trails end at the dashboard', () => {
    for (const route of ROUTES) {
      let current = route;
      const seen = new Set<string>();
      while (current.crumbParent !== null) {
        expect(seen.has(current.name)).toBe(false);
        seen.add(current.name);
        current = routeByName(current.crumbParent);
      }
      if (route.branded && route.name !== 'brand') expect(current.name).toBe('brand-dashboard');
    }
  });

  it('lists tabs of detail routes', () => {
    expect(tabsOf('brand-ad-sets-adSetId').map((r) => r.path.split('/').pop())).toEqual([
      'ads',
      'hooks',
      'hooks-settings',
      'mappings',
      'permalinks',
      'render-requests',
    ]);
    expect(tabsOf('brand-ad-sets-create-adSetId')).toHaveLength(5);
    expect(tabsOf('brand-brand-settings-storage')).toHaveLength(5);
  });
});

describe('validate', () => {
  const check = (path: string) => {
    const match = matchRoute(path);
    if (match === null) throw new Error(`no match for ${path}`);
    return validateParams(match.route, match.params);
  };

  it('accepts numeric ids and refuses others', () => {
    expect(check('/acme/ads/5')).toBe(true);
    expect(check('/acme/ads/abc')).toBe(false);
    expect(check('/acme/ads/0')).toBe(false);
    expect(check('/acme/ad-sets/1e3/hooks')).toBe(false);
  });

  it('requires the module link to decode to an http(s) URL', () => {
    expect(check('/acme/modules')).toBe(true);
    expect(check(`/acme/modules/${encodeModuleUrl('https://modules.example/app')}`)).toBe(true);
    expect(check(`/acme/modules/${encodeModuleUrl('javascript:alert(1)')}`)).toBe(false);
    expect(check('/acme/modules/not-base64!')).toBe(false);
  });

  it('requires brand identifiers and hashes to be plain tokens', () => {
    expect(check('/acme-2/dashboard')).toBe(true);
    expect(check('/a%3Cb%3E/dashboard')).toBe(false);
    expect(check('/invite/abc-DEF_123')).toBe(true);
    expect(check('/invite/a%20b')).toBe(false);
  });
});

describe('the pages the server draws first (contract/first-paint.ts)', () => {
  it('are routes of the table, drawn with their route’s path, title and side navigation', () => {
    for (const [name, page] of Object.entries(FIRST_PAINT_PAGES)) {
      const route = routeByName(name);
      expect(route, name).toBeDefined();
      const crumbs = route ? buildCrumbs(route, { brand: 'acme' }, 'acme') : [];
      const shownCrumbs = shouldShowBreadcrumbs(crumbs) ? crumbs.map((crumb) => crumb.labelKey) : [];
      expect({ path: route?.path, title: route?.titleKey, mini: route?.sidebarMini, crumbs: shownCrumbs }, name).toEqual({ path: `/:brand/${page.path}`, title: page.title, mini: page.sidebarMini, crumbs: page.crumbs });
    }
  });
});

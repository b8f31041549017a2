/**
 * Every route of the product (spec section 2), as data. Order does not matter: the matcher ranks
 * static segments above parameters. Param rules are derived from the param names (`*Id` must be
 * numeric, `moduleUrl` must decode to an http(s) URL, hashes are tokens), so a malformed URL is a
 * 404 before any page code runs.
 */
import type { PrimaryRole } from '../../../worker/contract/entities';
import type { ResourceName } from '../../../worker/domains/resources/contract';
import { DEVTOOLS_IN_BUILD } from './devtools-build';
import type { LayoutKind, ParamRule, RouteDef, RouteGate } from './route-types';

interface Options {
  readonly guest?: boolean;
  readonly roles?: readonly PrimaryRole[];
  readonly gates?: readonly RouteGate[];
  readonly layout?: LayoutKind;
  readonly mini?: boolean;
  readonly noPadding?: boolean;
  readonly hideMoneyStorageAlerts?: boolean;
  readonly parent?: string | null;
  readonly resource?: ResourceName;
  readonly idParam?: string;
  /** RouteDef.namesRecord. */
  readonly names?: boolean;
  readonly tabOf?: string;
  readonly listArchived?: boolean;
  readonly subNav?: 'brand-settings';
}

const DASHBOARD = 'brand-dashboard';
const MONEY: readonly RouteGate[] = ['money-storage'];

function paramRule(name: string): ParamRule {
  if (name === 'brand') return 'brand';
  if (name === 'moduleUrl') return 'module-url';
  if (name.endsWith('Id')) return 'id';
  return 'hash';
}

function paramsOf(path: string): Record<string, ParamRule> {
  const rules: Record<string, ParamRule> = {};
  for (const segment of path.split('/')) {
    if (segment.startsWith(':')) {
      const name = segment.slice(1).replace(/\?$/, '');
      rules[name] = paramRule(name);
    }
  }
  return rules;
}

function define<const P extends string>(name: string, path: string, branded: boolean, page: P, titleKey: string, o: Options): RouteDef<P> {
  return {
    name,
    path,
    branded,
    guest: o.guest ?? false,
    ...(o.roles ? { roles: o.roles } : {}),
    ...(o.gates ? { gates: o.gates } : {}),
    params: paramsOf(path),
    layout: o.layout ?? 'default',
    sidebarMini: o.mini ?? false,
    noPadding: o.noPadding ?? false,
    hideMoneyStorageAlerts: o.hideMoneyStorageAlerts ?? false,
    titleKey: `ROUTES.${titleKey}`,
    crumbParent: o.parent === undefined ? (branded && name !== DASHBOARD ? DASHBOARD : null) : o.parent,
    page,
    ...(o.resource ? { resource: o.resource } : {}),
    ...(o.idParam ? { idParam: o.idParam } : {}),
    ...(o.names ? { namesRecord: true } : {}),
    ...(o.tabOf ? { tabOf: o.tabOf } : {}),
    ...(o.listArchived ? { listArchived: true } : {}),
    ...(o.subNav ? { subNav: o.subNav } : {}),
  };
}

const plain = <const P extends string>(name: string, path: string, page: P, title: string, o: Options = {}) => define(name, path, false, page, title, o);
const brand = <const P extends string>(name: string, sub: string, page: P, title: string, o: Options = {}) =>
  define(name, `/:brand${sub}`, true, page, title, sub.startsWith('/brand-settings') ? { subNav: 'brand-settings', ...o } : o);

/** Tabs of a detail route: the detail's page, resource and id, the detail as parent and tab bar owner. */
function tabs<const P extends string>(owner: string, page: P, base: string, resource: ResourceName, idParam: string, entries: readonly (readonly [string, string])[]): RouteDef<P>[] {
  return entries.map(([segment, title]) =>
    brand(`${owner}-${segment}`, `${base}/${segment}`, page, title, { parent: owner, resource, idParam, tabOf: owner }),
  );
}

/** The table as a read-only list that keeps each route's page kind (for PageKind). */
const table = <R extends RouteDef<string>>(routes: readonly R[]): readonly R[] => routes;

const AD_SET = 'brand-ad-sets-adSetId';
const WIZARD = 'brand-ad-sets-create-adSetId';
const FEED = 'brand-feeds-feedId';
const VISUAL = 'brand-visuals-visualId';
const TESTER = 'brand-visuals-visualId-tester-visualVersionId';
const SETTINGS = 'brand-brand-settings';
const STORAGE = 'brand-brand-settings-storage';

/** Every route, each with its own page kind: PageKind (below) is derived from them. */
const TABLE = table([
  // Not branded.
  plain('login', '/login', 'login', 'LOGIN', { guest: true, layout: 'guest' }),
  plain('index', '/', 'redirect-home', 'HOME', { layout: 'none' }),
  plain('autologin-clientHash', '/autologin/:clientHash?', 'autologin', 'AUTOLOGIN', { guest: true, layout: 'guest' }),
  plain('invite-hash', '/invite/:hash?', 'invite', 'INVITE', { layout: 'guest' }),
  plain('switch-brand-brand', '/switch-brand/:brand?', 'switch-brand', 'SWITCH_BRAND'),
  ...(DEVTOOLS_IN_BUILD ? [plain('devtools', '/__devtools', 'devtools', 'DEVTOOLS')] : []),

  brand('brand', '', 'redirect-home', 'HOME', { layout: 'none' }),
  brand(DASHBOARD, '/dashboard', 'dashboard', 'DASHBOARD', { mini: true }),

  // Ad sets: list, creation wizard, detail with tabs.
  brand('brand-ad-sets', '/ad-sets', 'ad-set-list', 'AD_SETS', { mini: true, resource: 'ad-set' }),
  brand('brand-ad-sets-create', '/ad-sets/create', 'ad-set-wizard', 'AD_SET_CREATE', { parent: 'brand-ad-sets' }),
  brand(WIZARD, '/ad-sets/create/:adSetId', 'ad-set-wizard', 'AD_SET_WIZARD', { parent: 'brand-ad-sets-create', resource: 'ad-set', idParam: 'adSetId', names: true }),
  ...[
    ['feed', 'WIZARD_FEED'],
    ['localize', 'WIZARD_LOCALIZE'],
    ['mapping', 'WIZARD_MAPPING'],
    ['populate', 'WIZARD_POPULATE'],
    ['resizes', 'WIZARD_RESIZES'],
  ].map(([step, title]) =>
    brand(`${WIZARD}-${step}`, `/ad-sets/create/:adSetId/${step}`, 'ad-set-wizard', title as string, { parent: WIZARD, resource: 'ad-set', idParam: 'adSetId', tabOf: WIZARD }),
  ),
  brand(AD_SET, '/ad-sets/:adSetId', 'ad-set-detail', 'AD_SET', { parent: 'brand-ad-sets', resource: 'ad-set', idParam: 'adSetId', names: true }),
  ...tabs(AD_SET, 'ad-set-detail', '/ad-sets/:adSetId', 'ad-set', 'adSetId', [
    ['ads', 'AD_SET_ADS'],
    ['hooks', 'AD_SET_HOOKS'],
    ['hooks-settings', 'AD_SET_HOOKS_SETTINGS'],
    ['mappings', 'AD_SET_MAPPINGS'],
    ['permalinks', 'AD_SET_PERMALINKS'],
    ['render-requests', 'AD_SET_RENDER_REQUESTS'],
  ]),
  brand(`${AD_SET}-ad-adId`, '/ad-sets/:adSetId/ad/:adId?', 'ad-set-detail', 'AD_SET_AD', { parent: AD_SET, resource: 'ad-set', idParam: 'adSetId' }),

  brand('brand-ads', '/ads', 'ads-list', 'ADS', { resource: 'ad' }),
  brand('brand-ads-adId', '/ads/:adId', 'ad-detail', 'AD', { parent: 'brand-ads', resource: 'ad', idParam: 'adId', names: true }),
  brand('brand-asset-groups', '/asset-groups', 'asset-groups', 'ASSET_GROUPS', { mini: true, resource: 'asset-group' }),
  brand('brand-asset-groups-assetGroupId', '/asset-groups/:assetGroupId', 'asset-group', 'ASSET_GROUP', {
    parent: 'brand-asset-groups',
    resource: 'asset-group',
    idParam: 'assetGroupId',
    names: true,
  }),
  brand('brand-asset-library', '/asset-library', 'asset-library', 'ASSET_LIBRARY', { mini: true }),
  brand('brand-asset-library-video-editor-fileId', '/asset-library/video-editor/:fileId', 'video-editor', 'VIDEO_EDITOR', { parent: 'brand-asset-library' }),
  brand('brand-products', '/products', 'products', 'PRODUCTS', { resource: 'product' }),
  brand('brand-products-productId', '/products/:productId', 'product', 'PRODUCT', { parent: 'brand-products', resource: 'product', idParam: 'productId', names: true }),
  brand('brand-incidents', '/incidents', 'incidents', 'INCIDENTS', { mini: true }),
  brand('brand-modules-moduleUrl', '/modules/:moduleUrl?', 'modules', 'MODULES', { mini: true, noPadding: true, hideMoneyStorageAlerts: true }),

  // Builds (renders).
  brand('brand-builds', '/builds', 'renders', 'BUILDS', { resource: 'visual-build' }),
  brand('brand-builds-report', '/builds/report', 'renders-report', 'BUILDS_REPORT', { parent: 'brand-builds' }),
  brand('brand-builds-visualBuildId', '/builds/:visualBuildId', 'render-detail', 'BUILD', { parent: 'brand-builds', resource: 'visual-build', idParam: 'visualBuildId' }),

  // Visuals (My templates) and their children.
  brand('brand-visuals', '/visuals', 'templates', 'VISUALS', { mini: true, resource: 'visual' }),
  brand('brand-visuals-development', '/visuals/development', 'templates-development', 'VISUALS_DEVELOPMENT', { parent: 'brand-visuals', roles: ['manager', 'developer'] }),
  brand(VISUAL, '/visuals/:visualId', 'template', 'VISUAL', { parent: 'brand-visuals', resource: 'visual', idParam: 'visualId', names: true }),
  brand(`${VISUAL}-version-visualVersionId`, '/visuals/:visualId/version/:visualVersionId?', 'visual-version', 'VISUAL_VERSION', { parent: VISUAL, resource: 'visual', idParam: 'visualId' }),
  brand(`${VISUAL}-resizes`, '/visuals/:visualId/resizes', 'visual-resizes', 'VISUAL_RESIZES', { parent: VISUAL, resource: 'visual', idParam: 'visualId' }),
  brand(TESTER, '/visuals/:visualId/tester/:visualVersionId?', 'visual-tester', 'VISUAL_TESTER', { parent: VISUAL, resource: 'visual', idParam: 'visualId' }),
  brand(`${TESTER}-build-buildId`, '/visuals/:visualId/tester/:visualVersionId/build/:buildId?', 'visual-tester', 'VISUAL_TESTER_BUILD', {
    parent: TESTER,
    resource: 'visual',
    idParam: 'visualId',
  }),

  // Feeds: list, archive, creation, editing, detail with tabs.
  brand('brand-feeds', '/feeds', 'feeds', 'FEEDS', { mini: true, resource: 'feed' }),
  brand('brand-feeds-archive', '/feeds/archive', 'feeds', 'FEEDS_ARCHIVE', {
    parent: 'brand-feeds',
    resource: 'feed',
    tabOf: 'brand-feeds',
    listArchived: true,
  }),
  brand('brand-feeds-create', '/feeds/create', 'feed-create', 'FEED_CREATE', { parent: 'brand-feeds' }),
  ...['derived', 'fetch', 'manual', 'upload'].map((kind) =>
    brand(`brand-feeds-create-${kind}`, `/feeds/create/${kind}`, 'feed-create', `FEED_CREATE_${kind.toUpperCase()}`, { parent: 'brand-feeds-create', tabOf: 'brand-feeds-create' }),
  ),
  ...['derived', 'fetch', 'manual', 'upload'].map((kind) =>
    brand(`brand-feeds-edit-feedId-${kind}`, `/feeds/edit/:feedId/${kind}`, 'feed-edit', `FEED_EDIT_${kind.toUpperCase()}`, { parent: FEED, resource: 'feed', idParam: 'feedId' }),
  ),
  brand(FEED, '/feeds/:feedId', 'feed', 'FEED', { parent: 'brand-feeds', resource: 'feed', idParam: 'feedId', names: true }),
  ...tabs(FEED, 'feed', '/feeds/:feedId', 'feed', 'feedId', [
    ['api', 'FEED_API'],
    ['derived-feed-editor', 'FEED_DERIVED_EDITOR'],
    ['feed-attributes', 'FEED_ATTRIBUTES'],
    ['feed-costs', 'FEED_COSTS'],
    ['feed-revisions', 'FEED_REVISIONS'],
    ['permalinks', 'FEED_PERMALINKS'],
    ['product-changes', 'FEED_PRODUCT_CHANGES'],
    ['settings', 'FEED_SETTINGS'],
  ]),
  brand(`${FEED}-products-productId`, '/feeds/:feedId/products/:productId?', 'feed', 'FEED_PRODUCTS', { parent: FEED, resource: 'feed', idParam: 'feedId', tabOf: FEED }),

  // Brand settings.
  brand(SETTINGS, '/brand-settings', 'settings-overview', 'BRAND_SETTINGS', { mini: true }),
  brand(`${SETTINGS}-billing-details`, '/brand-settings/billing-details', 'billing-details', 'BILLING_DETAILS', { parent: SETTINGS, roles: ['manager'] }),
  brand(`${SETTINGS}-brand-profile`, '/brand-settings/brand-profile', 'brand-profile', 'BRAND_PROFILE', { parent: SETTINGS }),
  brand(`${SETTINGS}-my-team`, '/brand-settings/my-team', 'my-team', 'MY_TEAM', { parent: SETTINGS, gates: ['has-team'] }),
  brand(`${SETTINGS}-notification-settings`, '/brand-settings/notification-settings', 'notification-settings', 'NOTIFICATION_SETTINGS', { parent: SETTINGS }),
  brand(`${SETTINGS}-notifications`, '/brand-settings/notifications', 'notifications', 'NOTIFICATIONS', { parent: SETTINGS }),
  brand(`${SETTINGS}-wallet`, '/brand-settings/wallet', 'wallet', 'WALLET', { parent: SETTINGS, mini: true, gates: MONEY }),
  brand(`${SETTINGS}-users`, '/brand-settings/users', 'users', 'USERS', { parent: SETTINGS, roles: ['manager'], resource: 'user' }),
  brand(`${SETTINGS}-usage-statistics`, '/brand-settings/usage-statistics', 'usage-statistics', 'USAGE_STATISTICS', { parent: SETTINGS, gates: MONEY }),
  brand(`${SETTINGS}-teams`, '/brand-settings/teams', 'teams', 'TEAMS', { parent: SETTINGS, gates: MONEY }),
  brand(`${SETTINGS}-teams-teamId`, '/brand-settings/teams/:teamId', 'team', 'TEAM', { parent: `${SETTINGS}-teams`, gates: MONEY }),
  brand(STORAGE, '/brand-settings/storage', 'storage', 'STORAGE', { parent: SETTINGS, gates: MONEY }),
  ...[
    ['ad-sets', 'STORAGE_AD_SETS'],
    ['asset-groups', 'STORAGE_ASSET_GROUPS'],
    ['asset-library', 'STORAGE_ASSET_LIBRARY'],
    ['feeds', 'STORAGE_FEEDS'],
    ['visuals', 'STORAGE_VISUALS'],
  ].map(([segment, title]) =>
    brand(`${STORAGE}-${segment}`, `/brand-settings/storage/${segment}`, 'storage', title as string, { parent: STORAGE, gates: MONEY, tabOf: STORAGE }),
  ),
]);

/** Which page component renders a route: every kind the table names (page-registry.tsx maps each to its chunk). */
export type PageKind = (typeof TABLE)[number]['page'];

export const ROUTES: readonly RouteDef<PageKind>[] = TABLE;

const BY_NAME: ReadonlyMap<string, RouteDef<PageKind>> = new Map(ROUTES.map((route) => [route.name, route]));

export function routeByName(name: string): RouteDef<PageKind> {
  const route = BY_NAME.get(name);
  if (route === undefined) throw new Error(`Unknown route ${name}`);
  return route;
}

/** Tab routes owned by `owner`, in table order. */
export function tabsOf(owner: string): readonly RouteDef<PageKind>[] {
  return ROUTES.filter((route) => route.tabOf === owner);
}

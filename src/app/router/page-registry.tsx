/**
 * Page kind → page component. Every page is its own chunk, so the first paint loads only the
 * shell and the page in view. The route table names kinds, never components, and stays pure data.
 */
import type { ComponentType } from 'react';
import { preloadLocales } from '../../i18n/locale-backend';
import { matchRoute } from '../../shell/routes/match-route';
import type { PageKind } from '../../shell/routes/route-table';
import { HomeRedirect } from './home-redirect';
import { loadedOrLazy, preloadLazyParts, type LoadedOrLazy } from '../../shell/router/lazy-part';

declare const __DEVTOOLS__: boolean | undefined;

/** How each page's chunk is loaded (all but the redirect, which is part of the shell). */
const LOADERS: Readonly<Record<Exclude<PageKind, 'redirect-home'>, () => Promise<ComponentType>>> = {
  login: () => import('../../features/auth/login-page').then((m) => m.LoginPage),
  autologin: () => import('../../features/auth/autologin-page').then((m) => m.AutologinPage),
  invite: () => import('../../features/auth/invite-page').then((m) => m.InvitePage),
  'switch-brand': () => import('../../features/brands/switch-brand-page').then((m) => m.SwitchBrandPage),
  dashboard: () => import('../../features/dashboard/dashboard-page').then((m) => m.DashboardPage),
  'ad-set-list': () => import('../../features/ad-sets/list/ad-set-list-page').then((m) => m.AdSetListPage),
  'ad-set-wizard': () => import('../../features/ad-sets/wizard/ad-set-wizard-page').then((m) => m.AdSetWizardPage),
  'ad-set-detail': () => import('../../features/ad-sets/detail/ad-set-detail-page').then((m) => m.AdSetDetailPage),
  'ads-list': () => import('../../features/ad-sets/ads/ads-list-page').then((m) => m.AdsListPage),
  'ad-detail': () => import('../../features/ad-sets/ads/ad-page').then((m) => m.AdPage),
  modules: () => import('../../features/modules/modules-page').then((m) => m.ModulesPage),
  incidents: () => import('../../features/incidents/incidents-page').then((m) => m.IncidentsPage),
  notifications: () => import('../../features/notifications/notifications-page').then((m) => m.NotificationsPage),
  wallet: () => import('../../features/brand-money/wallet-page').then((m) => m.WalletPage),
  storage: () => import('../../features/brand-money/storage-page').then((m) => m.StoragePage),
  'usage-statistics': () => import('../../features/brand-money/usage-statistics-page').then((m) => m.UsageStatisticsPage),
  teams: () => import('../../features/brand-money/teams-page').then((m) => m.TeamsPage),
  team: () => import('../../features/brand-money/team-page').then((m) => m.TeamPage),
  'brand-profile': () => import('../../features/brand-admin/brand-profile-page').then((m) => m.BrandProfilePage),
  'my-team': () => import('../../features/brand-admin/my-team-page').then((m) => m.MyTeamPage),
  'settings-overview': () => import('../../features/brand-admin/settings-overview-page').then((m) => m.SettingsOverviewPage),
  'billing-details': () => import('../../features/brand-admin/billing-details-page').then((m) => m.BillingDetailsPage),
  'notification-settings': () => import('../../features/brand-admin/notification-settings-page').then((m) => m.NotificationSettingsPage),
  users: () => import('../../features/brand-admin/users-page').then((m) => m.UsersPage),
  // Not in a production build: no route, and no chunk either (routes/devtools-build.ts). Written
  // out here rather than imported: the bundler folds the constant only within one module.
  devtools: typeof __DEVTOOLS__ === 'undefined' || __DEVTOOLS__ ? () => import('../../features/devtools/devtools-panel').then((m) => m.DevtoolsPanel) : async () => () => null,
  renders: () => import('../../features/renders/renders-page').then((m) => m.RendersPage),
  'renders-report': () => import('../../features/renders/renders-report-page').then((m) => m.RendersReportPage),
  'render-detail': () => import('../../features/renders/render-detail-page').then((m) => m.RenderDetailPage),
  templates: () => import('../../features/templates/list/templates-list-page').then((m) => m.TemplatesListPage),
  'templates-development': () => import('../../features/templates/list/templates-list-page').then((m) => m.TemplatesDevelopmentPage),
  template: () => import('../../features/templates/page/template-page').then((m) => m.TemplatePage),
  'visual-version': () => import('../../features/versions/version-page').then((m) => m.VersionPage),
  'visual-tester': () => import('../../features/versions/tester/tester-page').then((m) => m.TesterPage),
  'visual-resizes': () => import('../../features/versions/resizes/resizes-page').then((m) => m.ResizesPage),
  'asset-groups': () => import('../../features/assets/groups/asset-groups-page').then((m) => m.AssetGroupsPage),
  'asset-group': () => import('../../features/assets/groups/asset-group-page').then((m) => m.AssetGroupPage),
  'asset-library': () => import('../../features/assets/library/asset-library-page').then((m) => m.AssetLibraryPage),
  'video-editor': () => import('../../features/assets/video-editor/video-editor-page').then((m) => m.VideoEditorPage),
  feeds: () => import('../../features/feeds/list/feeds-page').then((m) => m.FeedsPage),
  'feed-create': () => import('../../features/feeds/create/feed-create-pages').then((m) => m.FeedCreatePage),
  'feed-edit': () => import('../../features/feeds/create/feed-edit-page').then((m) => m.FeedEditPage),
  feed: () => import('../../features/feeds/detail/feed-page').then((m) => m.FeedPage),
  products: () => import('../../features/feeds/products/products-page').then((m) => m.ProductsPage),
  product: () => import('../../features/feeds/products/product-page').then((m) => m.ProductPage),
};

type LoadedPageKind = keyof typeof LOADERS;

/** Each page's component, rendered at once when its chunk is in (lazy-part.tsx, loadedOrLazy), and its load. */
const LOADED_OR_LAZY = Object.fromEntries(Object.entries(LOADERS).map(([kind, load]) => [kind, loadedOrLazy<object>(load)])) as Record<LoadedPageKind, LoadedOrLazy<object>>;

export const PAGES: Readonly<Record<PageKind, ComponentType>> = {
  ...(Object.fromEntries(Object.entries(LOADED_OR_LAZY).map(([kind, page]): [string, ComponentType] => [kind, page.Component])) as Record<LoadedPageKind, ComponentType>),
  'redirect-home': HomeRedirect,
};

/**
 * Loads every page chunk, and the shell's lazy parts (lazy-part.tsx) and languages, now. Component
 * tests call it before rendering: they run on virtual time, where nothing waits for the I/O of a
 * first chunk import.
 */
export async function preloadPages(): Promise<void> {
  await Promise.all([...Object.values(LOADED_OR_LAZY).map((page) => page.load()), preloadLazyParts(), preloadLocales()]);
}

/**
 * Starts loading the chunk of the page at `pathname` now, at boot, beside the data layer's first
 * calls (the first load): left to React it was asked for only once the session and the
 * brand had come back and the route rendered, one more round trip before the page could paint.
 * The page's lazy component then finds the module loaded. Resolves to the page component; null
 * for a path no page chunk serves. A failure is left to the page's own load, which shows it.
 */
export function preloadPageAt(pathname: string): Promise<ComponentType | null> | null {
  const kind = matchRoute(pathname)?.route.page;
  if (kind === undefined || kind === 'redirect-home') return null;
  return LOADED_OR_LAZY[kind].load().catch(() => null);
}

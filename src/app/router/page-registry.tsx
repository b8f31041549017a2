/**
 * Page kind → page component. Every page is its own chunk, so the first paint loads only the
 * shell and the page in view. The route table names kinds, never components, and stays pure data.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageKind } from '../routes/route-types';
import { HomeRedirect } from './home-redirect';

type Page = ComponentType | LazyExoticComponent<ComponentType>;

function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: pick(await load()) }));
}

export const PAGES: Readonly<Record<PageKind, Page>> = {
  login: page(() => import('../../features/auth/login-page'), (m) => m.LoginPage),
  autologin: page(() => import('../../features/auth/autologin-page'), (m) => m.AutologinPage),
  invite: page(() => import('../../features/auth/invite-page'), (m) => m.InvitePage),
  'switch-brand': page(() => import('../../features/brands/switch-brand-page'), (m) => m.SwitchBrandPage),
  'redirect-home': HomeRedirect,
  dashboard: page(() => import('../../features/dashboard/dashboard-page'), (m) => m.DashboardPage),
  'resource-list': page(() => import('../../features/resources/resource-list-page'), (m) => m.ResourceListPage),
  'resource-detail': page(() => import('../../features/resources/resource-detail-page'), (m) => m.ResourceDetailPage),
  section: page(() => import('../../features/resources/section-page'), (m) => m.SectionPage),
  modules: page(() => import('../../features/modules/modules-page'), (m) => m.ModulesPage),
  incidents: page(() => import('../../features/incidents/incidents-page'), (m) => m.IncidentsPage),
  notifications: page(() => import('../../features/notifications/notifications-page'), (m) => m.NotificationsPage),
  wallet: page(() => import('../../features/brand-settings/wallet-page'), (m) => m.WalletPage),
  storage: page(() => import('../../features/brand-settings/storage-page'), (m) => m.StoragePage),
  'brand-profile': page(() => import('../../features/brand-settings/brand-profile-page'), (m) => m.BrandProfilePage),
  'my-team': page(() => import('../../features/brand-settings/my-team-page'), (m) => m.MyTeamPage),
  devtools: page(() => import('../../features/devtools/devtools-panel'), (m) => m.DevtoolsPanel),
};

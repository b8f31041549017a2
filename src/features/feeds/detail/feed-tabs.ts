/**
 * The feed page's tabs, in the order users work through them (products first). The API tab is
 * for managers and developers; the rules editor tab is shown on derived feeds only (its URL on
 * another kind says it is not a derived feed).
 */
import type { FeedKind } from '../../../../worker/contract/feeds';
import type { PrimaryRole } from '../../../../worker/contract/entities';

const FEED = 'brand-feeds-feedId';

export const FEED_TABS = ['products', 'feed-attributes', 'feed-costs', 'feed-revisions', 'product-changes', 'permalinks', 'api', 'derived-feed-editor', 'settings'] as const;
export type FeedTab = (typeof FEED_TABS)[number];

/** The route of a tab (products has an optional product id). */
export function tabRoute(tab: FeedTab): string {
  return tab === 'products' ? `${FEED}-products-productId` : `${FEED}-${tab}`;
}

/** The tab a route shows: the feed's own route shows its products. */
export function tabOfRoute(routeName: string): FeedTab {
  if (routeName === FEED) return 'products';
  return FEED_TABS.find((tab) => tabRoute(tab) === routeName) ?? 'products';
}

export const managesIntegrations = (role: PrimaryRole | null) => role === 'manager' || role === 'developer';

export function visibleTabs(kind: FeedKind, role: PrimaryRole | null): readonly FeedTab[] {
  return FEED_TABS.filter((tab) => (tab === 'api' ? managesIntegrations(role) : tab === 'derived-feed-editor' ? kind === 'derived' : true));
}

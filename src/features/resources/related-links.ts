/**
 * Links between a page and its relatives in the route table: the tab bar a route belongs to (or
 * owns), and its child pages. A link is offered only when every required param is known.
 */
import { brandPath } from '../../app/routes/brand-path';
import { ROUTES, routeByName, tabsOf } from '../../app/routes/route-table';
import type { RouteDef, RouteParams } from '../../app/routes/route-types';

export interface RelatedLink {
  readonly key: string;
  readonly labelKey: string;
  readonly to: string;
  readonly current: boolean;
}

function tryPath(route: RouteDef, params: RouteParams, brand: string | null): string | null {
  try {
    const own: Record<string, string> = {};
    for (const name of Object.keys(route.params)) if (params[name] !== undefined) own[name] = params[name];
    return brandPath(route.name, own, brand);
  } catch {
    return null; // a required param is missing: no link
  }
}

function link(route: RouteDef, params: RouteParams, brand: string | null, currentName: string): RelatedLink | null {
  const to = tryPath(route, params, brand);
  return to === null ? null : { key: route.name, labelKey: route.titleKey, to, current: route.name === currentName };
}

/** Which routes the user may open (use-route-allowed.ts); a link to any other is never offered. */
type Allowed = (route: RouteDef) => boolean;

/** The tab bar around `route`: its owner first, then the owner's tabs. Empty when it has none. */
export function tabLinks(route: RouteDef, params: RouteParams, brand: string | null, allowed: Allowed): readonly RelatedLink[] {
  const owner = route.tabOf ? routeByName(route.tabOf) : route;
  const tabs = tabsOf(owner.name);
  if (tabs.length === 0) return [];
  return [owner, ...tabs]
    .filter(allowed)
    .map((tab) => link(tab, params, brand, route.name))
    .filter((entry): entry is RelatedLink => entry !== null);
}

/** Child pages (crumb children that are not tabs) reachable with the params at hand. */
export function childLinks(route: RouteDef, params: RouteParams, brand: string | null, allowed: Allowed): readonly RelatedLink[] {
  return ROUTES.filter((child) => child.crumbParent === route.name && child.tabOf === undefined && child.page !== 'redirect-home')
    .filter(allowed)
    .map((child) => link(child, params, brand, route.name))
    .filter((entry): entry is RelatedLink => entry !== null);
}

/** Detail route of each resource, for linking list rows. */
export const DETAIL_ROUTE_OF: Readonly<Record<string, { readonly route: string; readonly param: string } | undefined>> = {
  'ad-set': { route: 'brand-ad-sets-adSetId', param: 'adSetId' },
  ad: { route: 'brand-ads-adId', param: 'adId' },
  feed: { route: 'brand-feeds-feedId', param: 'feedId' },
  'asset-group': { route: 'brand-asset-groups-assetGroupId', param: 'assetGroupId' },
  product: { route: 'brand-products-productId', param: 'productId' },
  visual: { route: 'brand-visuals-visualId', param: 'visualId' },
  'visual-build': { route: 'brand-builds-visualBuildId', param: 'visualBuildId' },
};

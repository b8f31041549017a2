/**
 * The tab bar a route belongs to (or owns), from the route table. A link is offered only when
 * every required param is known and the user may open its route.
 */
import { brandPath } from '../../shell/routes/brand-path';
import { routeByName, tabsOf } from '../../shell/routes/route-table';
import type { RouteDef, RouteParams } from '../../shell/routes/route-types';

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

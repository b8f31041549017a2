/**
 * Breadcrumbs (spec section 2): the trail follows each route's crumb parent up to the dashboard,
 * the root crumb of every branded page. The bar is shown only when there is more than one crumb.
 */
import { brandPath } from '../routes/brand-path';
import { routeByName } from '../routes/route-table';
import type { RouteDef, RouteParams } from '../routes/route-types';

export interface Crumb {
  readonly order: number;
  readonly to: string;
  readonly labelKey: string;
  readonly params: RouteParams;
}

/** Params a parent can be built with: the child's, minus those the parent's pattern lacks. */
function paramsFor(route: RouteDef, params: RouteParams): Record<string, string> {
  const own: Record<string, string> = {};
  for (const name of Object.keys(route.params)) {
    const value = params[name];
    if (value !== undefined) own[name] = value;
  }
  return own;
}

export function buildCrumbs(route: RouteDef, params: RouteParams, brand: string | null): readonly Crumb[] {
  const trail: RouteDef[] = [];
  for (let current: RouteDef | null = route; current !== null; current = current.crumbParent ? routeByName(current.crumbParent) : null) {
    trail.unshift(current);
  }
  return trail.map((step, order) => {
    const own = paramsFor(step, params);
    return { order, to: brandPath(step.name, own, brand), labelKey: step.titleKey, params: own };
  });
}

export function shouldShowBreadcrumbs(crumbs: readonly Crumb[]): boolean {
  return crumbs.length > 1;
}

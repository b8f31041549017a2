/**
 * Breadcrumbs (spec section 2): the trail follows each route's crumb parent up to the dashboard,
 * the root crumb of every branded page. The bar is shown only when there is more than one crumb.
 */
import { brandPath } from '../routes/brand-path';
import { routeByName } from '../routes/route-table';
import type { ResourceName } from '../../../worker/domains/resources/contract';
import type { RouteDef, RouteParams } from '../routes/route-types';

/** The record a route stands for (RouteDef.namesRecord), or null. */
export interface NamedRecord {
  readonly resource: ResourceName;
  readonly id: string;
}

export interface Crumb {
  readonly order: number;
  readonly to: string;
  readonly labelKey: string;
  readonly params: RouteParams;
  /** Its label is this record's, once known (else the title with its params, "Feed #11"). */
  readonly record: NamedRecord | null;
}

export function namedRecord(route: RouteDef, params: RouteParams): NamedRecord | null {
  if (!route.namesRecord || route.resource === undefined || route.idParam === undefined) return null;
  const id = params[route.idParam];
  return id === undefined || id === '' ? null : { resource: route.resource, id };
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
    return { order, to: brandPath(step.name, own, brand), labelKey: step.titleKey, params: own, record: namedRecord(step, own) };
  });
}

export function shouldShowBreadcrumbs(crumbs: readonly Crumb[]): boolean {
  return crumbs.length > 1;
}

/**
 * A route's validate check (spec section 2, error page): each parameter must have the shape its
 * rule demands, otherwise the page is a 404 before any data is asked for.
 */
import { decodeModuleUrl } from '../../lib/module-url';
import type { ParamRule, RouteDef, RouteParams } from './route-types';

const CHECKS: Readonly<Record<ParamRule, (value: string) => boolean>> = {
  id: (value) => /^[1-9]\d{0,15}$/.test(value),
  hash: (value) => /^[A-Za-z0-9_-]{1,200}$/.test(value),
  brand: (value) => /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/.test(value),
  'module-url': (value) => decodeModuleUrl(value) !== null,
};

export function validateParams(route: RouteDef, params: RouteParams): boolean {
  for (const [name, value] of Object.entries(params)) {
    const rule = route.params[name];
    if (rule === undefined || !CHECKS[rule](value)) return false;
  }
  return true;
}

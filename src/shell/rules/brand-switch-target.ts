/**
 * Where the brand menu goes after picking another brand: the same page when it is a brand-level
 * page (its only param is the brand), since ids of one brand mean nothing in another; otherwise
 * the new brand's dashboard.
 */
import { brandPath } from '../routes/brand-path';
import type { RouteMatch } from '../routes/route-types';

export function pathAfterBrandSwitch(current: RouteMatch | null, identifier: string): string {
  if (current !== null && current.route.branded && current.route.page !== 'redirect-home') {
    const otherParams = Object.keys(current.params).filter((name) => name !== 'brand');
    if (otherParams.length === 0) return brandPath(current.route.name, { brand: identifier });
  }
  return brandPath('brand-dashboard', { brand: identifier });
}

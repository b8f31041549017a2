/**
 * Builds paths from route names. Branded routes get the current brand, or the user's last brand
 * when none is current (spec section 2); without any brand the user must pick one first.
 */
import { routeByName } from './route-table';
import type { RouteParams } from './route-types';

export const PICK_BRAND_PATH = '/switch-brand';

/** Fills a pattern; optional params left out drop their segment. Values are percent-encoded. */
export function fillPath(pattern: string, params: RouteParams): string {
  const parts: string[] = [];
  for (const segment of pattern.split('/').filter((part) => part !== '')) {
    if (!segment.startsWith(':')) {
      parts.push(segment);
      continue;
    }
    const optional = segment.endsWith('?');
    const name = optional ? segment.slice(1, -1) : segment.slice(1);
    const value = params[name];
    if (value === undefined || value === '') {
      if (optional) continue;
      throw new Error(`Missing route param ${name} for ${pattern}`);
    }
    parts.push(encodeURIComponent(value));
  }
  return `/${parts.join('/')}`;
}

/** Path of a route; `brand` is the current brand ?? the user's last brand (may be null). */
export function brandPath(routeName: string, params: RouteParams = {}, brand: string | null = null): string {
  const route = routeByName(routeName);
  if (!route.branded) return fillPath(route.path, params);
  const identifier = params.brand ?? brand;
  if (identifier === null || identifier === undefined || identifier === '') return PICK_BRAND_PATH;
  return fillPath(route.path, { ...params, brand: identifier });
}

/** The brand to prefix with: the one in scope, else the user's last brand. */
export function prefixBrand(current: string | null | undefined, lastBrand: string | null | undefined): string | null {
  return current || lastBrand || null;
}

/**
 * Links of the current page: branded routes are prefixed with the brand in the URL, else the
 * brand in scope, else the user's last brand (spec section 2).
 */
import { useCallback } from 'react';
import { useAtomValue } from '../../state';
import { prefixBrandAtom } from '../../state/derived';
import { brandPath } from '../routes/brand-path';
import type { RouteParams } from '../routes/route-types';
import { useOptionalRouteMatch } from './route-context';

export function useCurrentBrand(): string | null {
  const match = useOptionalRouteMatch();
  const fallback = useAtomValue(prefixBrandAtom);
  const urlBrand = match?.route.branded ? (match.params.brand ?? null) : null;
  return urlBrand ?? fallback;
}

export function useBrandPath(): (routeName: string, params?: RouteParams) => string {
  const brand = useCurrentBrand();
  return useCallback((routeName, params = {}) => brandPath(routeName, params, brand), [brand]);
}

/**
 * Whether the route guard would let the current user into a route (roles, the money/storage
 * visibility rule, My team only with a team). Menus and related links offer only such routes, so
 * a link can never lead to the "forbidden" toast.
 */
import { useCallback } from 'react';
import { decideAccess } from '../rules/guard';
import type { RouteDef } from '../routes/route-types';
import { useDisplayedBrandUser } from './use-brand-scope';

export function useRouteAllowed(): (route: RouteDef) => boolean {
  const brandUser = useDisplayedBrandUser();
  return useCallback((route: RouteDef) => decideAccess({ route, sessionStatus: 'signed-in', brandUser, brandReady: brandUser !== null }) === 'allow', [brandUser]);
}

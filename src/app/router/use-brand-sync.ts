/**
 * Keeps the data layer's brand in step with the brand in the URL (spec section 2: changing the
 * brand in the route reloads the brand context). The worker resets every brand-scoped slice on
 * `brand/switch`, so nothing of the previous brand can show afterwards; the layout shows a loader
 * until the new brand user is loaded. Also follows the data layer's brand redirects (GraphQL
 * brandRedirect) to /switch-brand/{identifier}.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useDataLayer } from '../../data-client';
import { brandAtom, sessionAtom, useAtomValue } from '../../state';
import { brandPath } from '../routes/brand-path';
import type { RouteMatch } from '../routes/route-types';

export function useBrandSync(match: RouteMatch | null, valid: boolean): void {
  const api = useDataLayer();
  const [location, navigate] = useLocation();
  const session = useAtomValue(sessionAtom);
  const brand = useAtomValue(brandAtom);
  const requested = useRef<string | null>(null);

  const urlBrand = valid && match?.route.branded ? (match.params.brand ?? null) : null;
  const signedIn = session.status === 'signed-in';

  useEffect(() => {
    if (!signedIn || urlBrand === null) return;
    if (brand.identifier === urlBrand) {
      requested.current = null;
      return;
    }
    if (requested.current === urlBrand) return; // already asked; wait for the worker's answer
    requested.current = urlBrand;
    void api.dispatch({ type: 'brand/switch', identifier: urlBrand });
  }, [api, signedIn, urlBrand, brand.identifier]);

  // Follow each redirect once: the worker clears it when the switch happens, and until then the
  // user must be free to navigate (no tug of war with the router).
  const followed = useRef<string | null>(null);
  useEffect(() => {
    if (brand.redirectTo === null) {
      followed.current = null;
      return;
    }
    if (followed.current === brand.redirectTo) return;
    followed.current = brand.redirectTo;
    const target = brandPath('switch-brand-brand', { brand: brand.redirectTo });
    if (location !== target) navigate(target, { replace: true });
  }, [brand.redirectTo, location, navigate]);
}

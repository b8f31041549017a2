/**
 * Keeps the data layer's brand in step with the brand in the URL (spec section 2: changing the
 * brand in the route reloads the brand context). The worker resets every brand-scoped slice on
 * `brand/switch`, so nothing of the previous brand can show afterwards; the layout shows a loader
 * until the new brand user is loaded. Also follows the data layer's brand redirects (GraphQL
 * brandRedirect) to /switch-brand/{identifier}, and leaves a brand this person was removed from
 * (the data layer already left it: `brand.removedFrom`) for `/`, which leads to a brand they still
 * have or to their invitations (a later visit to that brand's pages asks the server, which refuses).
 *
 * When: at the navigation itself, from the history change (wouter's `pushState`/`replaceState`
 * events and `popstate`), not only from an effect after the new route rendered. Until the worker
 * hears of the switch it keeps loading for the brand it has in scope (refetches, follow-up loads),
 * and an effect comes after the new page rendered: 30-110 ms of requests with the previous
 * brand's X-Brand (tests/chaos/brand-switch-race.chaos.spec.ts). The effect stays
 * for the first render and for a router without browser history (tests' memory locations).
 */
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useDataLayer } from '../../data-client';
import { brandAtom, sessionAtom, useAtomValue } from '../../state';
import { brandPath } from '../../shell/routes/brand-path';
import { matchRoute } from '../../shell/routes/match-route';
import type { RouteMatch } from '../../shell/routes/route-types';
import { validateParams } from '../../shell/routes/validate-params';

/** The history changes wouter's browser location hook announces (wouter/src/use-browser-location.js). */
const HISTORY_EVENTS = ['pushState', 'replaceState', 'popstate'] as const;

/** The brand a branded route names, or null (pages outside a brand, unknown and invalid routes). */
function brandOfRoute(match: RouteMatch | null, valid: boolean): string | null {
  return valid && match?.route.branded ? (match.params.brand ?? null) : null;
}

export function useBrandSync(match: RouteMatch | null, valid: boolean): void {
  const api = useDataLayer();
  const [location, navigate] = useLocation();
  const session = useAtomValue(sessionAtom);
  const brand = useAtomValue(brandAtom);
  const requested = useRef<string | null>(null);

  const urlBrand = brandOfRoute(match, valid);
  const signedIn = session.status === 'signed-in';

  // What the history listener needs of the latest render, without re-subscribing at each one.
  const latest = useRef({ api, signedIn, loaded: brand.identifier, removedFrom: brand.removedFrom });
  useLayoutEffect(() => {
    latest.current = { api, signedIn, loaded: brand.identifier, removedFrom: brand.removedFrom };
  });
  const request = useCallback((wanted: string | null) => {
    const { api: dataLayer, signedIn: canSwitch, loaded, removedFrom } = latest.current;
    // Not a member any more: no switch back (its loads would all be refused); the effect below moves on.
    if (!canSwitch || wanted === null || wanted === removedFrom) return;
    if (loaded === wanted) {
      requested.current = null;
      return;
    }
    if (requested.current === wanted) return; // already asked; wait for the worker's answer
    requested.current = wanted;
    void dataLayer.dispatch({ type: 'brand/switch', identifier: wanted });
  }, []);

  useLayoutEffect(() => {
    const onHistoryChange = () => {
      const next = matchRoute(window.location.pathname);
      request(brandOfRoute(next, next !== null && validateParams(next.route, next.params)));
    };
    for (const type of HISTORY_EVENTS) window.addEventListener(type, onHistoryChange);
    return () => {
      for (const type of HISTORY_EVENTS) window.removeEventListener(type, onHistoryChange);
    };
  }, [request]);

  useEffect(() => {
    request(urlBrand);
  }, [request, signedIn, urlBrand, brand.identifier]);

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

  useEffect(() => {
    if (brand.removedFrom !== null && urlBrand === brand.removedFrom) navigate('/', { replace: true });
  }, [brand.removedFrom, urlBrand, navigate]);
}

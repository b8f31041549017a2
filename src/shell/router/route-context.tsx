/** The matched route of the current location, for layouts and pages below the router. */
import { createContext, useContext, type ReactNode } from 'react';
import type { RouteMatch } from '../routes/route-types';

const RouteMatchContext = createContext<RouteMatch | null>(null);

export function RouteMatchProvider({ match, children }: { match: RouteMatch; children: ReactNode }) {
  return <RouteMatchContext.Provider value={match}>{children}</RouteMatchContext.Provider>;
}

export function useRouteMatch(): RouteMatch {
  const match = useContext(RouteMatchContext);
  if (match === null) throw new Error('useRouteMatch() needs a matched route above it');
  return match;
}

/** The matched route, or null outside one (error pages of unknown paths). */
export function useOptionalRouteMatch(): RouteMatch | null {
  return useContext(RouteMatchContext);
}

/**
 * The brand the current page is rendered for: the brand in the route, filled by the branded
 * layout. Watches name it (not the store's brand slice): during a brand switch the page is
 * already rendered for the new brand while the store may still hold the old one, and the worker
 * holds a watch until its brand is in scope, so nothing is ever fetched with the wrong X-Brand.
 */
import { createContext, useContext, type ReactNode } from 'react';

const RouteBrandContext = createContext<string | null>(null);

export function RouteBrandProvider({ brand, children }: { brand: string | null; children: ReactNode }) {
  return <RouteBrandContext.Provider value={brand}>{children}</RouteBrandContext.Provider>;
}

/** The route's brand; null on pages outside a brand. */
export function useRouteBrand(): string | null {
  return useContext(RouteBrandContext);
}

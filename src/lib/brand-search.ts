/**
 * Brand search of the brand menu (spec sections 2 and 9): the search box exists only when the
 * user has more than 4 brands; matching is fuzzy (fuse.js, threshold 0.4) on label and identifier.
 */
import Fuse from 'fuse.js';

export const BRAND_SEARCH_MIN_BRANDS = 5;
export const BRAND_SEARCH_THRESHOLD = 0.4;

export interface SearchableBrand {
  readonly identifier: string;
  readonly label: string;
}

/** The search box is shown only above 4 brands. */
export function isBrandSearchEnabled(brandCount: number): boolean {
  return brandCount >= BRAND_SEARCH_MIN_BRANDS;
}

/** Creates a searcher once per brand list; an empty query gives the list back in its order. */
export function createBrandSearch<B extends SearchableBrand>(brands: readonly B[]): (query: string) => readonly B[] {
  const fuse = new Fuse(brands as B[], {
    keys: ['label', 'identifier'],
    threshold: BRAND_SEARCH_THRESHOLD,
    ignoreLocation: true,
  });
  return (query) => {
    const trimmed = query.trim();
    if (trimmed === '' || !isBrandSearchEnabled(brands.length)) return brands;
    return fuse.search(trimmed).map((result) => result.item);
  };
}

/**
 * What the shell shows of a brand: the brand being displayed (useCurrentBrand: the URL's brand,
 * else the one in scope, else the user's last one), its name, and its brand-scoped values only
 * while they belong to it (state/derived/brand-scope.ts). A brand's name and its figures are read
 * here, from the same displayed brand in the same render, so no frame can put one brand's storage
 * or balance under another brand's name, whatever order the URL and the worker's batch arrive in.
 */
import type { BrandUser } from '../../../worker/contract/entities';
import type { BridgedSnapshot } from '../../../worker/contract/snapshot';
import { sessionAtom, useAtomValue } from '../../state';
import { brandScopedAtoms, brandUserOfBrandAtom, moneyStorageVisibleFor, valueUnder, type BrandScopedSlice } from '../../state/derived';
import { displayedBrand, type DisplayedBrand } from '../rules/displayed-brand';
import { useCurrentBrand } from './use-brand-path';

export function useDisplayedBrand(): DisplayedBrand {
  const { brands } = useAtomValue(sessionAtom);
  return displayedBrand(brands, useCurrentBrand());
}

/** A brand-scoped slice of the displayed brand; null while the store holds another brand's. */
export function useBrandScoped<K extends BrandScopedSlice>(name: K): BridgedSnapshot[K] | null {
  const brand = useCurrentBrand();
  return valueUnder(useAtomValue(brandScopedAtoms[name]), brand);
}

/** The user's loaded brand user in the displayed brand (roles, team, modules); else null. */
export function useDisplayedBrandUser(): BrandUser | null {
  const brand = useCurrentBrand();
  return valueUnder(useAtomValue(brandUserOfBrandAtom), brand);
}

/** The visibility rule of spec section 6 for the displayed brand: false until its brand user is loaded. */
export function useMoneyStorageVisible(): boolean {
  return moneyStorageVisibleFor(useDisplayedBrandUser());
}

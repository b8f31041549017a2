/**
 * The brand-scoped slices, each tagged with the brand it belongs to, and the one rule for showing
 * them: a brand-scoped value is shown only under the brand it belongs to.
 *
 * Why: the URL's brand changes first and the worker's batch (brand slice plus reset brand-scoped
 * slices, together) arrives one batch later. In between, the store still holds the previous
 * brand's balance, storage, builds, notifications and incidents. Reading them untagged put the
 * old storage figure under the new brand's name (17 of 60 switches, 15–68 ms). The worker
 * keeps every brand-scoped slice belonging to `brand.identifier`, so that identifier is the tag.
 */
import { atom, type Atom } from 'jotai';
import { BRAND_SCOPED_SLICES, type BridgedSnapshot } from '../../../worker/contract/snapshot';
import { sliceAtom } from '../slice-atoms';
import { brandIdentifierAtom } from './brand-status';
import { brandUserAtom } from './permissions';

export type BrandScopedSlice = (typeof BRAND_SCOPED_SLICES)[number];

/** A value and the brand it belongs to (null: no brand in scope, so it belongs to none). */
export interface OfBrand<T> {
  readonly brand: string | null;
  readonly value: T;
}

/** The rule: the value when it belongs to the brand being displayed, else null (show nothing). */
export function valueUnder<T>(tagged: OfBrand<T>, displayedBrand: string | null): T | null {
  return displayedBrand !== null && tagged.brand === displayedBrand ? tagged.value : null;
}

function ofBrand<T>(source: Atom<T>, label: string): Atom<OfBrand<T>> {
  // Recomputed only when the brand's identifier or the source changes, so readers keep a stable
  // value (not on every change of the brand slice, e.g. a refetched brand user).
  const tagged = atom((get) => ({ brand: get(brandIdentifierAtom), value: get(source) }));
  tagged.debugLabel = label;
  return tagged;
}

/** One per slice of the contract's list of brand-scoped slices (a new one is tagged without an edit here). */
export const brandScopedAtoms = Object.fromEntries(BRAND_SCOPED_SLICES.map((name) => [name, ofBrand(sliceAtom(name), `${name}OfBrandAtom`)])) as {
  readonly [K in BrandScopedSlice]: Atom<OfBrand<BridgedSnapshot[K]>>;
};

/** The loaded brand user, tagged like the slices: roles and modules are brand-scoped too. */
export const brandUserOfBrandAtom = ofBrand(brandUserAtom, 'brandUserOfBrandAtom');

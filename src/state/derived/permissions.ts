/**
 * Who the user is in the brand in scope, and what that allows (spec section 6). Components read
 * these instead of re-deriving roles, so the visibility rule lives in one tested function.
 */
import { atom } from 'jotai';
import type { BrandUser } from '../../../worker/contract/entities';
import { canSeeMoneyStorage } from '../../shell/rules/visibility';
import { brandAtom, sessionAtom } from '../slice-atoms';

export const currentUserAtom = atom((get) => get(sessionAtom).user);
currentUserAtom.debugLabel = 'currentUserAtom';

/** The loaded brand user of the brand in scope; null while a brand loads or switches. */
export const brandUserAtom = atom((get) => {
  const brand = get(brandAtom);
  return brand.status === 'ready' && brand.brandUser !== null && brand.brandUser.brand.identifier === brand.identifier ? brand.brandUser : null;
});
brandUserAtom.debugLabel = 'brandUserAtom';

export const isGodlikeAtom = atom((get) => get(sessionAtom).user?.isGodlike ?? false);
isGodlikeAtom.debugLabel = 'isGodlikeAtom';

/**
 * Spec section 6 for a brand user that may be missing (loading, switching, another brand): gates
 * storage, balance, running builds, money/storage alerts, wallet/storage links, statistics, teams.
 */
export function moneyStorageVisibleFor(brandUser: BrandUser | null): boolean {
  return brandUser !== null && canSeeMoneyStorage({ role: brandUser.primaryRole, collaborativeMode: brandUser.brand.collaborativeMode });
}


/** Brand used to prefix branded links: the one in scope, else the user's last brand. */
export const prefixBrandAtom = atom((get) => get(brandAtom).identifier ?? get(sessionAtom).user?.lastBrand ?? null);
prefixBrandAtom.debugLabel = 'prefixBrandAtom';

/**
 * The visibility rule of spec section 6: storage, balance and running builds in the header, the
 * low-credit and high-storage alerts, the storage and wallet links, usage statistics and teams
 * exist only when the brand is collaborative or the user is a manager, developer or visitor.
 * Editors outside collaborative mode do not even see (or fetch) the balance.
 */
import type { PrimaryRole } from '../../../worker/contract/entities';
// The rule itself is written once, for the worker and the UI (architecture decision 8).
import { canSeeMoneyStorage, MONEY_STORAGE_ROLES, type VisibilityInput } from '../../../worker/contract/visibility';

export { canSeeMoneyStorage, type VisibilityInput };

/** The Feeds link: hidden in production for one configured brand unless manager/developer/visitor. */
export function isFeedsLinkVisible(input: {
  readonly environment: string;
  readonly brand: string | null;
  readonly hiddenBrand: string | null;
  readonly role: PrimaryRole | null;
}): boolean {
  if (input.environment !== 'production' || input.hiddenBrand === null || input.brand !== input.hiddenBrand) return true;
  return input.role !== null && MONEY_STORAGE_ROLES.includes(input.role);
}

/** The environment chip shows dev or uat only (never production or anything unknown). */
export function environmentChip(environment: string): 'dev' | 'uat' | null {
  return environment === 'dev' || environment === 'uat' ? environment : null;
}

/** The asset library opens the user's (or team's) upload root for editors outside collaborative mode. */
export function assetLibraryDirectory(input: VisibilityInput & { readonly uploadsRootDirectoryId: number | null }): number | null {
  if (input.role !== 'editor' || input.collaborativeMode) return null;
  return input.uploadsRootDirectoryId;
}

/**
 * Where `/` and `/{brand}` lead (spec section 2): the brand dashboard of the brand in scope, the
 * user's last brand or their first brand; a user with no brand but invites goes to the first
 * invite; a user with neither picks a brand (an empty list that says so).
 */
import type { BrandInvite, BrandSummary } from '../../../worker/contract/entities';
import { brandPath } from '../routes/brand-path';

export interface HomeInput {
  /** Brand in the URL (for `/{brand}`), if any. */
  readonly urlBrand: string | null;
  /** Brand in scope in the data layer. */
  readonly currentBrand: string | null;
  readonly lastBrand: string | null;
  readonly brands: readonly BrandSummary[];
  readonly invites: readonly BrandInvite[];
}

export function homeTarget({ urlBrand, currentBrand, lastBrand, brands, invites }: HomeInput): string {
  const known = (identifier: string | null) => identifier !== null && brands.some((brand) => brand.identifier === identifier);
  const brand = urlBrand ?? [currentBrand, lastBrand].find(known) ?? brands[0]?.identifier ?? null;
  if (brand !== null) return brandPath('brand-dashboard', { brand });
  const invite = invites[0];
  if (invite !== undefined) return brandPath('invite-hash', { hash: invite.hash });
  return brandPath('switch-brand-brand');
}

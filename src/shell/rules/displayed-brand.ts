/** The brand the shell displays, with the name it shows for it. */
import type { BrandSummary } from '../../../worker/contract/entities';

export interface DisplayedBrand {
  readonly identifier: string | null;
  /** The label from the user's brand list; the identifier when the brand is not listed. */
  readonly label: string | null;
}

export function displayedBrand(brands: readonly BrandSummary[], identifier: string | null): DisplayedBrand {
  if (identifier === null) return { identifier, label: null };
  return { identifier, label: brands.find((brand) => brand.identifier === identifier)?.label ?? identifier };
}

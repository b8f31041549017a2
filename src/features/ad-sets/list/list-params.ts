/**
 * The ad-set list's state lives in the URL (`?search=…&review=approved&archived=1`), so a
 * filtered list can be linked, reloaded and left with the back button. Anything malformed falls
 * back to the default. There is no page: the list scrolls through a window of the whole list
 * (docs/engine.md, "Windows"), and an old link's `page=` is ignored.
 */
import { AD_SET_REVIEW_STATES, type AdSetReviewState } from '../../../../worker/contract/ad-sets';

/** A review state, 'none' (not reviewed yet), or '' (any). */
export type ReviewFilter = AdSetReviewState | 'none' | '';
export const REVIEW_FILTERS: readonly Exclude<ReviewFilter, ''>[] = [...AD_SET_REVIEW_STATES, 'none'];

export interface AdSetListParams {
  readonly search: string;
  readonly review: ReviewFilter;
  readonly archived: boolean;
}

export function parseAdSetListParams(search: string): AdSetListParams {
  const p = new URLSearchParams(search);
  const review = p.get('review') ?? '';
  return {
    search: (p.get('search') ?? '').trim(),
    review: (REVIEW_FILTERS as readonly string[]).includes(review) ? (review as ReviewFilter) : '',
    archived: p.get('archived') === '1',
  };
}

/** The query string of `params` (defaults left out), with its `?`, or ''. */
export function adSetListSearch(params: AdSetListParams): string {
  const out = new URLSearchParams();
  if (params.search) out.set('search', params.search);
  if (params.review) out.set('review', params.review);
  if (params.archived) out.set('archived', '1');
  const text = out.toString();
  return text ? `?${text}` : '';
}

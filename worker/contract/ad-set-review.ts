/**
 * What an ad set's review covers, one rule for the reference backend (server/routes/ad-sets-*.ts)
 * and the client's decoder (worker/domains/ad-sets/wire.ts), docs/ad-sets.md "Review":
 *
 *   - the review is of the ads the set's content made: its template (version), feed, languages
 *     and mapping. A change to any of them resets the review to "not reviewed" (the server does
 *     it when it saves the step; the client shows it when it hears AdSetUpdated and refetches);
 *   - a set without ads has nothing anyone reviewed: it is never "approved" (nor anything else),
 *     whatever was stored, and approving it is refused.
 */

/** The wizard steps whose content a review covers; saving a change in one of them resets it. */
export const REVIEWED_CONTENT_STEPS = ['settings', 'feed', 'localize', 'mapping'] as const;

/** The review state to show and filter by: the stored one, but none while the set has no ads. */
export function effectiveReviewState<S extends string>(stored: S | null, adsCount: number): S | null {
  return adsCount > 0 ? stored : null;
}

/** Why a review cannot be recorded now, or null. */
export function reviewRefusal(adsCount: number): 'no-ads' | null {
  return adsCount > 0 ? null : 'no-ads';
}

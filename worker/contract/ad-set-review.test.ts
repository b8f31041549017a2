import { describe, expect, it } from 'vitest';
import { effectiveReviewState, reviewRefusal } from './ad-set-review';

describe('the ad-set review rule', () => {
  it('shows the stored state only while the set has ads', () => {
    expect(effectiveReviewState('approved', 0)).toBeNull();
    expect(effectiveReviewState('rejected', 0)).toBeNull();
    expect(effectiveReviewState('approved', 3)).toBe('approved');
    expect(effectiveReviewState(null, 3)).toBeNull();
  });

  it('refuses a review of a set without ads', () => {
    expect(reviewRefusal(0)).toBe('no-ads');
    expect(reviewRefusal(1)).toBeNull();
  });
});

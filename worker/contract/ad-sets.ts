/**
 * Ad sets (docs/ad-sets.md): the wizard's steps, review states, hook events, retry policies and
 * list limit the server and the pages both check against. The ad-sets domain's entities, queries
 * and commands are its contract's (domains/ad-sets/contract.ts).
 */
export const AD_SET_WIZARD_STEPS = ['settings', 'feed', 'localize', 'mapping', 'populate', 'resizes'] as const;
export type AdSetWizardStep = (typeof AD_SET_WIZARD_STEPS)[number];

export const AD_SET_REVIEW_STATES = ['approved', 'partly-approved', 'rejected'] as const;
export type AdSetReviewState = (typeof AD_SET_REVIEW_STATES)[number];

export const AD_SET_HOOK_EVENTS = ['ad-set.reviewed', 'ad-set.populated', 'render.finished', 'render.failed'] as const;

export const AD_SET_RETRY_POLICIES = ['none', 'linear', 'exponential'] as const;

/**
 * The most ad sets one page of the list answers (`GET ad-set/overview`, `limit`; each summary
 * counts its set's ads): the server refuses more, and the windowed list pages at this size.
 */
export const AD_SETS_LIST_MAX_LIMIT = 100;

/** A delivery waits for its (next) attempt, reached its receiver, or ran out of attempts. */
export const AD_SET_HOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type AdSetHookDeliveryStatus = (typeof AD_SET_HOOK_DELIVERY_STATUSES)[number];

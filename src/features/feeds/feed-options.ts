/**
 * The option lists the feed forms offer: the contract's own lists (worker/contract is pure, so the
 * page imports its values too), never written again here.
 */
export { ATTRIBUTE_TYPES, FEED_KINDS, FEED_SCHEDULES, FETCH_FORMATS, FILTER_OPS } from '../../../worker/contract/feeds';
export { FEED_CURRENCIES } from '../../../worker/contract/feed-values';

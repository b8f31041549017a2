/**
 * The option lists the feed forms offer, written from the contract's types (src/ may import only
 * types from the worker's contract): a record per union makes the compiler refuse a list that
 * misses or invents a value.
 */
import type { AttributeType, FeedKind, FeedSchedule, FetchFormat, FilterOp } from '../../../worker/contract/feeds';

const keysOf = <K extends string>(all: Readonly<Record<K, true>>): readonly K[] => Object.keys(all) as K[];

export const FEED_KINDS = keysOf<FeedKind>({ upload: true, fetch: true, manual: true, derived: true });
export const ATTRIBUTE_TYPES = keysOf<AttributeType>({ text: true, number: true, price: true, url: true, image: true, boolean: true });
export const FETCH_FORMATS = keysOf<FetchFormat>({ csv: true, xml: true, json: true });
export const FEED_SCHEDULES = keysOf<FeedSchedule>({ manual: true, hourly: true, daily: true, weekly: true });
export const FILTER_OPS = keysOf<FilterOp>({ equals: true, not_equals: true, contains: true, greater_than: true, less_than: true, not_empty: true });
export { FEED_CURRENCIES } from '../../../worker/contract/feed-values';

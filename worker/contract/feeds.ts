/**
 * Product feeds (docs/feeds.md): the kinds, formats, schedules, filter operators and actions the
 * server, the worker and the feeds pages all check against. Four kinds of feed, each made from
 * something else (an uploaded file, a fetched URL, a typed-in grid, rules over another feed). The
 * feeds domain's entities, queries and commands are its contract's (domains/feeds/contract.ts).
 */
export const FEED_KINDS = ['upload', 'fetch', 'manual', 'derived'] as const;
export type FeedKind = (typeof FEED_KINDS)[number];
export const ATTRIBUTE_TYPES = ['text', 'number', 'price', 'url', 'image', 'boolean'] as const;
export type AttributeType = (typeof ATTRIBUTE_TYPES)[number];
export const FETCH_FORMATS = ['csv', 'xml', 'json'] as const;
export type FetchFormat = (typeof FETCH_FORMATS)[number];
export const FEED_SCHEDULES = ['manual', 'hourly', 'daily', 'weekly'] as const;
export type FeedSchedule = (typeof FEED_SCHEDULES)[number];
export const FILTER_OPS = ['equals', 'not_equals', 'contains', 'greater_than', 'less_than', 'not_empty'] as const;
export type FilterOp = (typeof FILTER_OPS)[number];

export const FEED_ACTIONS = ['archive', 'restore', 'delete', 'fetch-now', 'regenerate-permalink', 'regenerate-api-token'] as const;
export type FeedAction = (typeof FEED_ACTIONS)[number];

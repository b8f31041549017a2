/**
 * The feeds domain's contract: product feeds (docs/feeds.md): the entities, queries and commands
 * of contract/feeds.ts, and the live event that tells open feed pages a feed changed. Pure
 * (worker/domains/contract-kit.ts): the server, the worker and, for types, the page import it.
 */
import * as v from 'valibot';
import type { LivePayloadMeta } from '../../contract/live-meta';
import type { FeedsCommand, FeedsQuery, FeedsQueryResults } from '../../contract/feeds';
import { defineContract, liveId, liveWire, meta, metaWire, optional, unlessNull } from '../contract-kit';

/**
 * What happened to the feed, as the server says it: a new revision (`created`, `imported` for a
 * new file, `edited` for the grid or rules, `fetched`, `fetch-failed`, `pushed` through the API),
 * or the feed itself (`settings` for a rename, schedule or currency, `columns` for the column
 * types, `archived`, `restored`, `tokens`, `deleted`). The client refetches whatever it is; an
 * action it does not know is still a reason to (decoded as null).
 */
export const FEED_CHANGES = ['created', 'imported', 'edited', 'fetched', 'fetch-failed', 'pushed', 'settings', 'columns', 'archived', 'restored', 'tokens', 'deleted'] as const;
export type FeedChange = (typeof FEED_CHANGES)[number];

/** Someone (or the schedule) changed a feed, its products or its history: feed pages and lists refetch. */
export interface LiveFeedUpdated extends LivePayloadMeta {
  readonly type: 'live/feed-updated';
  readonly feedId: number;
  readonly action: FeedChange | null;
}

// ---------------------------------------------------------------- live rows: the wire half (the decoder is live.ts)

/** A feed changed: every feed and product watch refetches (feeds/live.ts). */
export const feedUpdatedWire = liveWire({
  name: 'FeedUpdated',
  channel: 'brand',
  type: 'live/feed-updated',
  schema: v.object({ ...meta, feed: v.object({ id: liveId }), action: optional }),
  encode: (e: LiveFeedUpdated) => ({ ...metaWire(e), feed: { id: e.feedId }, ...unlessNull('action', e.action) }),
  example: { type: 'live/feed-updated', brandId: 3, feedId: 14, action: 'fetched' },
});

/** What the feeds domain adds to the protocol (worker/domains/contracts.ts unions every domain's). */
export const feedsContract = defineContract<{
  readonly events: LiveFeedUpdated;
  readonly commands: FeedsCommand;
  readonly queries: FeedsQuery;
  readonly results: FeedsQueryResults;
}>()({ live: [feedUpdatedWire] });

/**
 * What tells open feed pages that a feed changed elsewhere (docs/feeds.md "Live"):
 *
 *   FeedUpdated {feed: {id}, action} (a create, a new file, the grid, a fetch by hand or by the
 *   schedule, a failed fetch, an API push, settings, archive, restore, delete)
 *       ─▶ invalidates ['feed'], ['product']: every feed page and list, every products list
 *          (the brand's and the feed's tab), the revisions and changes tabs, the wizard's pickers
 *
 * The event carries only the id: counts, revisions and product rows are the server's, so a
 * refetch is the only faithful update. Every watch, not only the named feed's: derived feeds are
 * rebuilt from their source in the same write, and the brand's products list mixes all feeds.
 */
import { invalidate, type QueryPatcher } from '../../engine/live-queries/patcher';
import { resourceKey } from '../../engine/live-queries/query-keys';
import { asText, liveEvent, withMeta } from '../../ports/live/live-event-spec';
import { FEED_CHANGES, feedUpdatedWire, type FeedChange } from './contract';

const feedChange = (x: unknown): FeedChange | null => {
  const text = x === undefined || x === null ? null : asText(x, 'action');
  // An action this client does not know yet is still a reason to refetch.
  return text !== null && (FEED_CHANGES as readonly string[]).includes(text) ? (text as FeedChange) : null;
};

export const feedsLive = [liveEvent(feedUpdatedWire, (o) => withMeta({ type: 'live/feed-updated', feedId: o.feed.id, action: feedChange(o.action) }, o))];

/** A feed changed elsewhere: what shows feeds or products refetches. */
export const feedUpdates: QueryPatcher = {
  on: ['live/feed-updated'],
  change: ({ event }) => (event.type === 'live/feed-updated' ? invalidate(resourceKey('feed'), resourceKey('product')) : null),
};

/** A notification about a feed (a scheduled fetch failed): its pages refetch, a second way in when the brand channel is down. */
export const feedNotices: QueryPatcher = {
  on: ['live/notification-created'],
  change({ event }) {
    if (event.type !== 'live/notification-created') return null;
    const id = event.notification.data.feed;
    if (typeof id !== 'number' && (typeof id !== 'string' || id === '')) return null;
    return invalidate(resourceKey('feed'));
  },
};

/** What the domain's live events (and the notifications that name a feed) make stale in watched queries. */
export const feedsPatchers = [feedUpdates, feedNotices];

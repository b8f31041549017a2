/**
 * What tells open ad-set pages that someone else changed an ad set (docs/ad-sets.md "Live"):
 *
 *   AdSetUpdated {adSet: {id}} (any write: a wizard step, populate, review, hooks, renders)
 *       ─▶ invalidates ['ad-set'], ['ad']: that ad set's watches, every ad-set list and every ad list refetch
 *   a notification naming an ad set (someone reviewed it) ─▶ ['ad-set'] (its ads did not change)
 *
 * The event carries only the id: the list's labels, counts and filters are the server's, so a
 * refetch is the only faithful update.
 */
import { invalidate, type Invalidation, type QueryPatcher } from '../../engine/live-queries/patcher';
import { resourceKey } from '../../engine/live-queries/query-keys';
import { liveEvent, withMeta } from '../../ports/live/live-event-spec';
import { adSetUpdatedWire } from './contract';

export const adSetsLive = [liveEvent(adSetUpdatedWire, (o) => withMeta({ type: 'live/ad-set-updated', adSetId: o.adSet.id }, o))];

/** Every ad-set watch (the set's own among them: ['ad-set'] is a prefix of its keys). */
const staleAdSets = (adsToo: boolean): Invalidation => (adsToo ? invalidate(resourceKey('ad-set'), resourceKey('ad')) : invalidate(resourceKey('ad-set')));

/** An ad set changed elsewhere: its pages, the lists and (its ads may have changed) the ad lists refetch. */
export const adSetUpdates: QueryPatcher = {
  on: ['live/ad-set-updated'],
  change: ({ event }) => (event.type === 'live/ad-set-updated' ? staleAdSets(true) : null),
};

/** A notification naming an ad set (its review changed): the pages showing it refetch. */
export const reviewNotices: QueryPatcher = {
  on: ['live/notification-created'],
  change({ event }) {
    if (event.type !== 'live/notification-created') return null;
    const id = event.notification.data.adSet;
    if (typeof id !== 'number' && (typeof id !== 'string' || id === '')) return null;
    return staleAdSets(false);
  },
};

/** What the domain's live events (and the notifications that name its records) make stale in watched queries. */
export const adSetsPatchers = [adSetUpdates, reviewNotices];

/**
 * What tells open pages that someone else changed a template (contract/creative-live.ts):
 *
 *   VisualUpdated {visual: {id}} (create, update, unpublish, publish, archive, restore, delete,
 *   a new version) ─▶ invalidates ['visual']: that template's watches and every template list refetch
 *
 * Only the id travels: whether the template still belongs in a filtered list (search, tags,
 * "in development") is the server's to say.
 */
import { invalidate, type QueryPatcher } from '../../engine/live-queries/patcher';
import { resourceKey } from '../../engine/live-queries/query-keys';
import { liveEvent, withMeta } from '../../ports/live/live-event-spec';
import { visualUpdatedWire } from './contract';

export const visualsLive = [liveEvent(visualUpdatedWire, (o) => withMeta({ type: 'live/visual-updated', visualId: o.visual.id }, o))];

export const visualUpdates: QueryPatcher = {
  on: ['live/visual-updated'],
  // ['visual'] is a prefix of the template's own keys too.
  change: ({ event }) => (event.type === 'live/visual-updated' ? invalidate(resourceKey('visual')) : null),
};

/** What the domain's live events (and the notifications that name its records) make stale in watched queries. */
export const visualsPatchers = [visualUpdates];

/**
 * What tells open pages that someone else changed a template (contract/creative-live.ts):
 *
 *   VisualUpdated {visual: {id}} (create, update, unpublish, publish, archive, restore, delete,
 *   a new version) ─▶ invalidates ['visual']: that template's watches and every template list refetch
 *
 * Only the id travels: whether the template still belongs in a filtered list (search, tags,
 * "in development") is the server's to say.
 */
import * as v from 'valibot';
import { CREATIVE_LIVE_EVENTS } from '../../contract/creative-live';
import { invalidate, type QueryPatcher } from '../../engine/live-queries/patcher';
import { resourceKey } from '../../engine/live-queries/query-keys';
import { liveEvent, liveId, meta, metaWire, withMeta } from '../../ports/live/live-event-spec';

export const visualsLive = [
  liveEvent(
    CREATIVE_LIVE_EVENTS.visualUpdated,
    'brand',
    'live/visual-updated',
    v.object({ ...meta, visual: v.object({ id: liveId }) }),
    (o) => withMeta({ type: 'live/visual-updated', visualId: o.visual.id }, o),
    { encode: (e) => ({ ...metaWire(e), visual: { id: e.visualId } }), example: { type: 'live/visual-updated', brandId: 3, visualId: 12 } },
  ),
];

export const visualUpdates: QueryPatcher = {
  on: ['live/visual-updated'],
  // ['visual'] is a prefix of the template's own keys too.
  change: ({ event }) => (event.type === 'live/visual-updated' ? invalidate(resourceKey('visual')) : null),
};

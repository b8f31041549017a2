/**
 * What tells open pages that someone else changed a template (contract/creative-live.ts):
 *
 *   VisualUpdated {visual: {id}} (create, update, unpublish, publish, archive, restore, delete,
 *   a new version) ─▶ records/stale: that template's watches and every template list refetch
 *
 * Only the id travels: whether the template still belongs in a filtered list (search, tags,
 * "in development") is the server's to say.
 */
import type { QueryPatcher } from '../../engine/live-queries/patcher';
import { liveEvent, withMeta } from '../../ports/live/live-event-spec';
import { visualUpdatedWire } from './contract';

export const visualsLive = [liveEvent(visualUpdatedWire, (o) => withMeta({ type: 'live/visual-updated', visualId: o.visual.id }, o))];

export const visualUpdates: QueryPatcher = {
  on: ['live/visual-updated'],
  change: ({ event }) =>
    event.type === 'live/visual-updated'
      ? [
          { kind: 'stale', resource: 'visual', id: String(event.visualId) },
          { kind: 'stale', resource: 'visual', id: null },
        ]
      : null,
};

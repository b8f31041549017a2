/**
 * VisualBuildCreated / VisualBuildUpdated: decoded here, and turned into record changes that patch
 * every watched list and record of renders in place (status, progress, stage; a created render is
 * inserted where it matches the list's filter, fetched through the id queue).
 */
import { isRenderStage, type RenderStage } from '../../contract/render-stages';
import { invalidate, type LiveChange, type QueryPatcher } from '../../engine/live-queries/patcher';
import { resourceKey } from '../../engine/live-queries/query-keys';
import { asNumber, asText, liveEvent, withMeta } from '../../ports/live/live-event-spec';
import { visualBuildCreatedWire, visualBuildUpdatedWire } from './contract';

const FINAL_STATUSES: readonly string[] = ['finished', 'failed', 'cancelled'];

const stageOf = (x: unknown): RenderStage | null => (isRenderStage(x) ? x : null);

export const buildsLive = [
  liveEvent(visualBuildCreatedWire, (o) =>
    withMeta({ type: 'live/visual-build-created', buildId: o.visualBuild.id, status: asText(o.visualBuild.status), progress: asNumber(o.visualBuild.progress), stage: stageOf(o.visualBuild.stage) }, o),
  ),
  liveEvent(visualBuildUpdatedWire, (o) =>
    withMeta({ type: 'live/visual-build-updated', buildId: o.visualBuild.id, status: asText(o.visualBuild.status), progress: asNumber(o.visualBuild.progress), stage: stageOf(o.visualBuild.stage) }, o),
  ),
];

export const buildPatcher: QueryPatcher = {
  on: ['live/visual-build-created', 'live/visual-build-updated'],
  change({ event }) {
    if (event.type !== 'live/visual-build-created' && event.type !== 'live/visual-build-updated') return null;
    if (event.buildId === null) return null;
    const fields: Record<string, string | number | null> = {};
    if (event.status !== null) fields.status = event.status;
    // The server says a build's stage with its status (null when it is in none): the two go together.
    if (event.status !== null) fields.stage = event.stage ?? null;
    if (event.progress !== null) fields.progress = event.progress;
    const id = String(event.buildId);
    const changes: LiveChange[] = [
      { kind: 'fields', resource: 'visual-build', id, fields, created: event.type === 'live/visual-build-created' },
      invalidate(resourceKey('visual-build-report')),
    ];
    // A finished or failed render now has a file, a size, times or a reason: fetch it once.
    if (event.status !== null && FINAL_STATUSES.includes(event.status)) changes.push({ kind: 'refresh', resource: 'visual-build', id });
    return changes;
  },
};

/** What the domain's live events (and the notifications that name its records) make stale in watched queries. */
export const buildsPatchers = [buildPatcher];

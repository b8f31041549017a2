/**
 * Builds (renders): the running-renders widget, and live status/progress of every build.
 *
 *   VisualBuildCreated / VisualBuildUpdated ─┬─▶ widget refetched at most once per 3 s (maxWait 3 s)
 *                                           └─▶ watched build lists and records patched in place
 *                                               (status, progress; a created build is inserted
 *                                               where it matches the list's filter)
 */
import * as v from 'valibot';
import { merge } from 'rxjs';
import { fetchEmissions, ofType, perBrandScope, resync$, type Effect } from '../../engine/core/effect';
import type { Runtime } from '../../engine/core/runtime';
import type { QueryPatcher } from '../../engine/live-queries/patcher';
import { REFETCH_WINDOWS, refetchPolicy } from '../../engine/policies/refetch-policy';
import { callSpec, execute, type RequestSpec } from '../../engine/requests/execute';
import { defineCall } from '../../ports/http/call';
import { resource } from '../../ports/http/laravel-primitives';
import { asNumber, asText, liveEvent, liveId, meta, optional, withMeta } from '../../ports/live/live-event-spec';
import type { BuildsWidget } from '../../contract/entities';
import { canSeeMoneyAndStorage } from '../brand/loads';
import { defineDomain, defineSlice } from '../domain';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const buildsCalls = {
  buildsWidget: defineCall({
    name: 'buildsWidget',
    method: 'GET',
    path: '/api/v1/visual-build/widget',
    answer: resource(
      v.pipe(
        v.object({ unfinished: count, unfinishedWithinEnvironment: count }),
        v.transform((w): BuildsWidget => ({ unfinished: w.unfinished, unfinishedWithinEnvironment: w.unfinishedWithinEnvironment })),
      ),
    ),
  }),
};

const buildsSlice = defineSlice({
  name: 'builds',
  initial: { status: 'idle', widget: null },
  cases: {
    'builds/widget-loaded': (slice, event) => ({ ...slice, status: 'ready', widget: event.widget }),
  },
});

const buildSchema = v.object({ ...meta, visualBuild: v.object({ id: liveId, status: optional, progress: optional }) });

/** The widget, or null for editors outside collaborative mode (spec section 6). */
function widgetLoad(rt: Runtime, brand: string): RequestSpec<BuildsWidget> | null {
  if (!canSeeMoneyAndStorage(rt.state())) return null;
  return callSpec(rt, buildsCalls.buildsWidget, undefined, { scope: 'brand', brand, onSuccess: (widget) => [{ type: 'builds/widget-loaded', widget }] });
}

const widgetRefresh: Effect = (event$, rt) =>
  perBrandScope(event$, () =>
    merge(event$.pipe(ofType('live/visual-build-created', 'live/visual-build-updated')), resync$(event$)).pipe(
      refetchPolicy(REFETCH_WINDOWS.buildsWidget, rt.ports.scheduler, () =>
        fetchEmissions(() => {
          const brand = rt.state().brand.identifier;
          const spec = brand === null ? null : widgetLoad(rt, brand);
          return spec === null ? null : execute(rt, { ...spec, toast: 'never' });
        }),
      ),
    ),
  );

/** A build event → the fields of that build it carries (only those present on the wire). */
const buildPatcher: QueryPatcher = {
  on: ['live/visual-build-created', 'live/visual-build-updated'],
  change({ event }) {
    if (event.type !== 'live/visual-build-created' && event.type !== 'live/visual-build-updated') return null;
    if (event.buildId === null) return null;
    const fields: Record<string, string | number> = {};
    if (event.status !== null) fields.status = event.status;
    if (event.progress !== null) fields.progress = event.progress;
    return { resource: 'visual-build', id: String(event.buildId), fields, created: event.type === 'live/visual-build-created' };
  },
};

export const buildsDomain = defineDomain({
  slice: buildsSlice,
  calls: buildsCalls,
  live: [
    liveEvent('VisualBuildCreated', 'brand', 'live/visual-build-created', buildSchema, (o) =>
      withMeta({ type: 'live/visual-build-created', buildId: o.visualBuild.id, status: asText(o.visualBuild.status), progress: asNumber(o.visualBuild.progress) }, o),
    ),
    liveEvent('VisualBuildUpdated', 'brand', 'live/visual-build-updated', buildSchema, (o) =>
      withMeta({ type: 'live/visual-build-updated', buildId: o.visualBuild.id, status: asText(o.visualBuild.status), progress: asNumber(o.visualBuild.progress) }, o),
    ),
  ],
  effects: [widgetRefresh],
  onBrandReady: (rt, brand) => {
    const spec = widgetLoad(rt, brand);
    return spec === null ? null : execute(rt, spec);
  },
  patchers: [buildPatcher],
});

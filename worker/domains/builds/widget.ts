/**
 * The running-renders widget of the header: VisualBuildCreated / VisualBuildUpdated refetch it at
 * most once per 3 s (maxWait 3 s), never for editors outside collaborative mode.
 */
import * as v from 'valibot';
import { fetchEmissions, ofType, perBrandScope, type Effect } from '../../engine/core/effect';
import type { Runtime } from '../../engine/core/runtime';
import { REFETCH_WINDOWS, refetchPolicy } from '../../engine/policies/refetch-policy';
import { callSpec, execute, type RequestSpec } from '../../engine/requests/execute';
import { defineCall } from '../../ports/http/call';
import { resource } from '../../ports/http/laravel-primitives';
import type { BuildsWidget } from '../../contract/entities';
import { canSeeMoneyAndStorage, refreshNow$ } from '../brand/loads';
import { defineSlice } from '../domain';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const widgetCalls = {
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

export const buildsSlice = defineSlice({
  name: 'builds',
  initial: { status: 'idle', widget: null },
  cases: {
    'builds/widget-loaded': (slice, event) => ({ ...slice, status: 'ready', widget: event.widget }),
  },
  // The running-renders count is a figure: at the display cadence, but its first value at once.
  cadence: (before, after) => (before.status !== after.status ? 'now' : 'display'),
});


/** The widget, or null for editors outside collaborative mode (spec section 6). */
export function widgetLoad(rt: Runtime, brand: string): RequestSpec<BuildsWidget> | null {
  if (!canSeeMoneyAndStorage(rt.state())) return null;
  return callSpec(rt, widgetCalls.buildsWidget, undefined, { scope: 'brand', brand, onSuccess: (widget) => [{ type: 'builds/widget-loaded', widget }] });
}

export const widgetRefresh: Effect = (event$, rt) =>
  perBrandScope(event$, () =>
    event$.pipe(
      ofType('live/visual-build-created', 'live/visual-build-updated'),
      // Builds: at most once per 3 s; after a reconnect or when the user may newly see it: at once.
      refetchPolicy(
        REFETCH_WINDOWS.buildsWidget,
        rt.ports.scheduler,
        () =>
          fetchEmissions(() => {
            const brand = rt.state().brand.identifier;
            const spec = brand === null ? null : widgetLoad(rt, brand);
            return spec === null ? null : execute(rt, { ...spec, toast: 'never' });
          }),
        refreshNow$(event$, rt),
      ),
    ),
  );

/**
 * VisualBuildCreated / VisualBuildUpdated → the build's status at once (builds/build-updated),
 * and the running-renders widget refetched at most once per 3 s window (maxWait 3 s).
 */
import { filter, map, merge } from 'rxjs';
import type { Emission } from '../core/emission';
import { execute } from '../requests/execute';
import { buildsWidgetRequest, canSeeMoneyAndStorage } from '../requests/loaders';
import { REFETCH_WINDOWS, refetchPolicy } from '../policies/refetch-policy';
import { fetchEmissions, ofType, perBrandScope, resync$, type Effect } from './effect';

export const buildsEffect: Effect = (event$, rt) => {
  const build$ = event$.pipe(ofType('live/visual-build-created', 'live/visual-build-updated'));
  // map/filter, not mergeMap(of(...)): this runs for every build event of a render storm.
  const status$ = build$.pipe(
    filter((envelope) => envelope.event.buildId !== null),
    map((envelope): Emission => {
      const e = envelope.event;
      return {
        event: { type: 'builds/build-updated', buildId: e.buildId as number, status: e.type === 'live/visual-build-updated' ? e.status : null },
        source: 'live',
        brand: envelope.brand,
      };
    }),
  );
  const widget$ = perBrandScope(event$, () =>
    merge(event$.pipe(ofType('live/visual-build-created', 'live/visual-build-updated')), resync$(event$)).pipe(
      refetchPolicy(REFETCH_WINDOWS.buildsWidget, rt.ports.scheduler, () =>
        fetchEmissions(() => (canSeeMoneyAndStorage(rt.state()) ? execute(rt, { ...buildsWidgetRequest(rt), suppressToast: true }) : null)),
      ),
    ),
  );
  return merge(status$, widget$);
};

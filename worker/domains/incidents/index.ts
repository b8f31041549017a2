/**
 * Incidents of the brand and their dismiss buttons.
 *
 *   list: switch-started ──▶ loading ──loaded──▶ ready     (the switch loads them: onBrandReady)
 *                               └──load-failed──▶ error   (a failed refresh keeps what is shown)
 *
 *   row ──dismiss-started──▶ row (button disabled) ──dismissed──▶ removed
 *                                   │
 *                                   └──dismiss-failed──▶ row (button enabled again)
 *
 * IncidentUpdated / IncidentTransitioned with created, archived or restored reload the list;
 * other actions are ignored (spec section 4).
 */
import * as v from 'valibot';
import { filter, merge } from 'rxjs';
import type { IncidentSeverity } from '../../contract/entities';
import { emitCommand, OK, resultOf } from '../../engine/commands/command-context';
import { fetchEmissions, ofType, perBrandScope, resync$, type Effect } from '../../engine/core/effect';
import type { Runtime } from '../../engine/core/runtime';
import { REFETCH_WINDOWS, refetchPolicy } from '../../engine/policies/refetch-policy';
import { callSpec, execute, run } from '../../engine/requests/execute';
import { defineCall } from '../../ports/http/call';
import { id, laravelBool, nullableString, paginator } from '../../ports/http/laravel-primitives';
import { asId, liveEvent, withMeta } from '../../ports/live/live-event-spec';
import { incidentTransitionedWire, incidentUpdatedWire } from './contract';
import { defineDomain, defineSlice } from '../domain';
import { LIST_MAX_LIMIT } from '../../contract/limits';

/** Spec section 4: other actions are ignored. */
export const INCIDENT_RELOAD_ACTIONS: readonly string[] = ['created', 'archived', 'restored'];

/** Any severity other than high or medium is treated as success (spec section 3). */
function incidentSeverity(severity: string | null): IncidentSeverity {
  return severity === 'high' || severity === 'medium' ? severity : 'success';
}

const incidentsSchema = paginator(
  v.pipe(
    v.object({ id, severity: nullableString, body: v.string(), expires_at: nullableString, is_dismissed: v.optional(laravelBool, false) }),
    v.transform((i) => ({ id: i.id, severity: incidentSeverity(i.severity), body: i.body, expiresAt: i.expires_at, isDismissed: i.is_dismissed })),
  ),
);

export const incidentsCalls = {
  /** Incidents shown in the alert bar: high severity, not expired, all of them (spec section 9). */
  incidents: defineCall({
    name: 'incidents',
    method: 'GET',
    path: '/api/v1/incident',
    request: () => ({ query: { severity: 'high', notExpired: 1, limit: LIST_MAX_LIMIT } }),
    answer: incidentsSchema,
  }),
  dismissIncident: defineCall<number>({ name: 'dismissIncident', method: 'POST', path: '/api/v1/incident/{id}/dismiss', pathParams: (id) => ({ id }) }),
};

/** `incident: {id}`: a broken incident object only loses the id. */
const asIncidentId = (x: unknown): number | null => (typeof x === 'object' && x !== null ? (asId((x as { id?: unknown }).id) ?? null) : null);

const incidentsSlice = defineSlice({
  name: 'incidents',
  initial: { status: 'idle', items: [], dismissing: [] },
  cases: {
    // The switch loads the new brand's incidents (onBrandReady): until they answer they are
    // loading, not "none" (an empty list here read as "everything is running normally").
    'brand/switch-started': () => ({ status: 'loading', items: [], dismissing: [] }),
    // A dismissed incident is never shown again, even if a reload still lists it.
    'incidents/loaded': (slice, event) => ({ ...slice, status: 'ready', items: event.items.filter((i) => !i.isDismissed) }),
    // Only a first load that failed is an error; a failed refresh keeps what is shown.
    'incidents/load-failed': (slice) => (slice.status === 'loading' ? { ...slice, status: 'error' } : slice),
    'incidents/dismiss-started': (slice, event) => (slice.dismissing.includes(event.id) ? slice : { ...slice, dismissing: [...slice.dismissing, event.id] }),
    'incidents/dismissed': (slice, event) => ({
      ...slice,
      items: slice.items.filter((i) => i.id !== event.id),
      dismissing: slice.dismissing.filter((x) => x !== event.id),
    }),
    'incidents/dismiss-failed': (slice, event) =>
      slice.dismissing.includes(event.id) ? { ...slice, dismissing: slice.dismissing.filter((x) => x !== event.id) } : slice,
  },
});

function incidentsLoad(rt: Runtime, brand: string) {
  return callSpec(rt, incidentsCalls.incidents, undefined, {
    scope: 'brand',
    brand,
    onSuccess: (items) => [{ type: 'incidents/loaded', items }],
    onFailure: () => [{ type: 'incidents/load-failed' }],
  });
}

const incidentsRefresh: Effect = (event$, rt) =>
  perBrandScope(event$, () =>
    merge(
      event$.pipe(
        ofType('live/incident-updated', 'live/incident-transitioned'),
        filter((envelope) => INCIDENT_RELOAD_ACTIONS.includes(envelope.event.action)),
      ),
      resync$(event$),
    ).pipe(
      refetchPolicy(REFETCH_WINDOWS.liveRefresh, rt.ports.scheduler, () =>
        fetchEmissions(() => {
          const brand = rt.state().brand.identifier;
          return brand === null ? null : execute(rt, { ...incidentsLoad(rt, brand), toast: 'never' });
        }),
      ),
    ),
  );

export const incidentsDomain = defineDomain({
  slice: incidentsSlice,
  calls: incidentsCalls,
  live: [
    liveEvent(incidentUpdatedWire, (o) => withMeta({ type: 'live/incident-updated', incidentId: asIncidentId(o.incident), action: o.action }, o)),
    liveEvent(incidentTransitionedWire, (o) => withMeta({ type: 'live/incident-transitioned', incidentId: asIncidentId(o.incident), action: o.action }, o)),
  ],
  effects: [incidentsRefresh],
  onBrandReady: (rt, brand) => execute(rt, incidentsLoad(rt, brand)),
  commands: {
    async 'incidents/dismiss'(ctx, { id }) {
      if (ctx.state().incidents.dismissing.includes(id)) return OK;
      emitCommand(ctx, { type: 'incidents/dismiss-started', id });
      return resultOf(
        await run(
          ctx,
          callSpec(ctx, incidentsCalls.dismissIncident, id, {
            scope: 'brand',
            onSuccess: () => [{ type: 'incidents/dismissed', id }],
            onFailure: () => [{ type: 'incidents/dismiss-failed', id }],
          }),
        ),
      );
    },
  },
});

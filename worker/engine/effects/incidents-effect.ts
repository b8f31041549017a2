/** Incident created / archived / restored (IncidentUpdated or IncidentTransitioned) → reload incidents. */
import { filter, merge } from 'rxjs';
import { execute } from '../requests/execute';
import { incidentsRequest } from '../requests/loaders';
import { REFETCH_WINDOWS, refetchPolicy } from '../policies/refetch-policy';
import { fetchEmissions, ofType, perBrandScope, resync$, type Effect } from './effect';

/** Spec section 4: other actions are ignored. */
export const INCIDENT_RELOAD_ACTIONS: readonly string[] = ['created', 'archived', 'restored'];

export const incidentsEffect: Effect = (event$, rt) =>
  perBrandScope(event$, () =>
    merge(
      event$.pipe(
        ofType('live/incident-updated', 'live/incident-transitioned'),
        filter((envelope) => INCIDENT_RELOAD_ACTIONS.includes(envelope.event.action)),
      ),
      resync$(event$),
    ).pipe(
      refetchPolicy(REFETCH_WINDOWS.liveRefresh, rt.ports.scheduler, () =>
        fetchEmissions(() => (rt.state().brand.identifier === null ? null : execute(rt, { ...incidentsRequest(rt), suppressToast: true }))),
      ),
    ),
  );

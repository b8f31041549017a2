/**
 * The incidents domain's contract: the brand's incidents in the alert bar, their dismiss buttons
 * and the live events that reload them. Pure (worker/domains/contract-kit.ts): the server, the
 * worker and, for types, the page import it.
 */
import * as v from 'valibot';
import type { Incident } from '../../contract/entities';
import type { LivePayloadMeta } from '../../contract/live-meta';
import { defineContract, liveWire, meta, metaWire, optional } from '../contract-kit';
import type { LoadStatus } from '../../contract/load-status';

export interface LiveIncidentUpdated extends LivePayloadMeta {
  readonly type: 'live/incident-updated';
  readonly incidentId: number | null;
  /** created | archived | restored reload the incident list; anything else is ignored. */
  readonly action: string;
}

export interface LiveIncidentTransitioned extends LivePayloadMeta {
  readonly type: 'live/incident-transitioned';
  readonly incidentId: number | null;
  readonly action: string;
}

export interface IncidentsLoaded {
  readonly type: 'incidents/loaded';
  readonly items: readonly Incident[];
}

/** The brand's incidents could not be loaded: "not known", never "none". */
export interface IncidentsLoadFailed {
  readonly type: 'incidents/load-failed';
}

export interface IncidentDismissStarted {
  readonly type: 'incidents/dismiss-started';
  readonly id: number;
}

export interface IncidentDismissed {
  readonly type: 'incidents/dismissed';
  readonly id: number;
}

export interface IncidentDismissFailed {
  readonly type: 'incidents/dismiss-failed';
  readonly id: number;
}

export interface DismissIncidentCommand {
  readonly type: 'incidents/dismiss';
  readonly id: number;
}

// ---------------------------------------------------------------- live rows: the wire half (the decoder is live.ts)

const incidentSchema = v.object({ ...meta, action: v.string(), incident: optional });
const encodeIncident = (e: LiveIncidentUpdated | LiveIncidentTransitioned) => ({
  ...metaWire(e),
  action: e.action,
  ...(e.incidentId === null ? {} : { incident: { id: e.incidentId } }),
});

export const incidentUpdatedWire = liveWire({
  name: 'IncidentUpdated',
  channel: 'public',
  type: 'live/incident-updated',
  schema: incidentSchema,
  encode: (e: LiveIncidentUpdated) => encodeIncident(e),
  example: { type: 'live/incident-updated', brandId: 3, incidentId: 7, action: 'created' },
});

export const incidentTransitionedWire = liveWire({
  name: 'IncidentTransitioned',
  channel: 'public',
  type: 'live/incident-transitioned',
  schema: incidentSchema,
  encode: (e: LiveIncidentTransitioned) => encodeIncident(e),
  example: { type: 'live/incident-transitioned', incidentId: null, action: 'archived' },
});

// ---------------------------------------------------------------- its slice of the engine's state

export interface IncidentsSlice {
  readonly status: LoadStatus;
  readonly items: readonly Incident[];
  /** Ids with a dismiss call in flight (their button is disabled). */
  readonly dismissing: readonly number[];
}

/** What the incidents domain adds to the protocol (worker/domains/contracts.ts unions every domain's). */
export const incidentsContract = defineContract<{
  /** Its slice of the engine's state (contract/snapshot.ts derives the Snapshot from every domain's). */
  readonly slice: { readonly incidents: IncidentsSlice };
  readonly events: LiveIncidentUpdated | LiveIncidentTransitioned | IncidentsLoaded | IncidentsLoadFailed | IncidentDismissStarted | IncidentDismissed | IncidentDismissFailed;
  readonly commands: DismissIncidentCommand;
}>()({ live: [incidentUpdatedWire, incidentTransitionedWire] });

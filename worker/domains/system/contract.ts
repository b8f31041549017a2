/**
 * The system domain's contract: the deployment: its configuration, the maintenance banner, a new
 * version, a tester's broadcast, the page's reloads. Pure (worker/domains/contract-kit.ts): the
 * server, the worker and, for types, the page import it.
 */
import * as v from 'valibot';
import type { DeploymentInfo, MaintenanceSeverity } from '../../contract/entities';
import type { LivePayloadMeta } from '../../contract/live-meta';
import type { PageLoadReason } from '../../contract/page-load';
import { defineContract, liveWire, meta, metaWire, optional, unlessNull } from '../contract-kit';

export interface LiveShowMaintenance extends LivePayloadMeta {
  readonly type: 'live/show-maintenance';
  readonly severity: MaintenanceSeverity;
  readonly message: string | null;
}

export interface LiveNewVersionAvailable extends LivePayloadMeta {
  readonly type: 'live/new-version-available';
  readonly buildNumber: string | null;
  readonly revision: string | null;
}

export interface LiveBrandBroadcastTested extends LivePayloadMeta {
  readonly type: 'live/brand-broadcast-tested';
  readonly message: string | null;
}

/** The deployment's public configuration, known once the data layer has booted. */
export interface DeploymentLoaded {
  readonly type: 'system/deployment-loaded';
  readonly deployment: DeploymentInfo;
}

export interface MaintenanceShown {
  readonly type: 'system/maintenance-shown';
  readonly severity: MaintenanceSeverity;
  readonly message: string | null;
}

export interface MaintenanceClosed {
  readonly type: 'system/maintenance-closed';
}

export interface NewVersionAvailable {
  readonly type: 'system/new-version-available';
  readonly buildNumber: string | null;
}

/**
 * The first envelope of a page that continues its tab's log: everything before it belongs to an
 * earlier page of the tab. The reducer starts over from the initial state (what the new page
 * does), so a replay through it reaches the new page's state exactly.
 */
export interface PageLoaded {
  readonly type: 'log/page-loaded';
  readonly reason: PageLoadReason;
}

export interface CloseMaintenanceCommand {
  readonly type: 'system/close-maintenance';
}

// ---------------------------------------------------------------- live rows: the wire half (the decoder is live.ts)

export const showMaintenanceWire = liveWire({
  name: 'ShowMaintenance',
  channel: 'public',
  type: 'live/show-maintenance',
  schema: v.object({ ...meta, severity: v.string(), message: optional }),
  encode: (e: LiveShowMaintenance) => ({ ...metaWire(e), severity: e.severity, message: e.message }),
  example: { type: 'live/show-maintenance', severity: 'high', message: 'Back at 10:00' },
});

export const newVersionAvailableWire = liveWire({
  name: 'NewVersionAvailable',
  channel: 'public',
  type: 'live/new-version-available',
  schema: v.object({ ...meta, buildNumber: optional, revision: optional }),
  encode: (e: LiveNewVersionAvailable) => ({ ...metaWire(e), ...unlessNull('buildNumber', e.buildNumber), ...unlessNull('revision', e.revision) }),
  example: { type: 'live/new-version-available', buildNumber: '42', revision: 'abc123' },
});

/** Heard so that a tester's broadcast shows up in the log; nothing reacts to it. */
export const brandBroadcastTestedWire = liveWire({
  name: 'BrandBroadcastTested',
  channel: 'brand',
  type: 'live/brand-broadcast-tested',
  schema: v.object({ ...meta, message: optional }),
  encode: (e: LiveBrandBroadcastTested) => ({ ...metaWire(e), ...unlessNull('message', e.message) }),
  example: { type: 'live/brand-broadcast-tested', brandId: 3, message: 'ping' },
});

// ---------------------------------------------------------------- its slice of the engine's state

export interface SystemSlice {
  readonly deployment: DeploymentInfo | null;
  readonly maintenance: { readonly severity: MaintenanceSeverity; readonly message: string | null } | null;
  readonly newVersionAvailable: boolean;
}

/** What the system domain adds to the protocol (worker/domains/contracts.ts unions every domain's). */
export const systemContract = defineContract<{
  /** Its slice of the engine's state (contract/snapshot.ts derives the Snapshot from every domain's). */
  readonly slice: { readonly system: SystemSlice };
  readonly events: LiveShowMaintenance | LiveNewVersionAvailable | LiveBrandBroadcastTested | DeploymentLoaded | MaintenanceShown | MaintenanceClosed | NewVersionAvailable | PageLoaded;
  readonly commands: CloseMaintenanceCommand;
}>()({ live: [showMaintenanceWire, newVersionAvailableWire, brandBroadcastTestedWire] });

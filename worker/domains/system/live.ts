/** Live events of the system domain: maintenance, new version, the brand's broadcast test. */
import type { MaintenanceSeverity } from '../../contract/entities';
import { asStringish, asText, liveEvent, withMeta } from '../../ports/live/live-event-spec';
import { brandBroadcastTestedWire, newVersionAvailableWire, showMaintenanceWire } from './contract';

const MAINTENANCE: ReadonlyMap<string, MaintenanceSeverity> = new Map([
  ['high', 'high'],
  ['medium', 'medium'],
]);

export const systemLive = [
  liveEvent(showMaintenanceWire, (o) => withMeta({ type: 'live/show-maintenance', severity: MAINTENANCE.get(o.severity) ?? 'low', message: asText(o.message) }, o)),
  liveEvent(newVersionAvailableWire, (o) => withMeta({ type: 'live/new-version-available', buildNumber: asStringish(o.buildNumber), revision: asStringish(o.revision) }, o)),
  liveEvent(brandBroadcastTestedWire, (o) => withMeta({ type: 'live/brand-broadcast-tested', message: asText(o.message) }, o)),
];

/** Live events of the system domain: maintenance, new version, the brand's broadcast test. */
import * as v from 'valibot';
import type { MaintenanceSeverity } from '../../contract/entities';
import { asStringish, asText, liveEvent, meta, metaWire, optional, unlessNull, withMeta } from '../../ports/live/live-event-spec';

/** Any severity other than high or medium is low (a Map: "constructor" must not hit Object.prototype). */
const MAINTENANCE: ReadonlyMap<string, MaintenanceSeverity> = new Map([
  ['high', 'high'],
  ['medium', 'medium'],
]);

export const systemLive = [
  liveEvent(
    'ShowMaintenance',
    'public',
    'live/show-maintenance',
    v.object({ ...meta, severity: v.string(), message: optional }),
    (o) => withMeta({ type: 'live/show-maintenance', severity: MAINTENANCE.get(o.severity) ?? 'low', message: asText(o.message) }, o),
    { encode: (e) => ({ ...metaWire(e), severity: e.severity, message: e.message }), example: { type: 'live/show-maintenance', severity: 'high', message: 'Back at 10:00' } },
  ),
  liveEvent(
    'NewVersionAvailable',
    'public',
    'live/new-version-available',
    v.object({ ...meta, buildNumber: optional, revision: optional }),
    (o) => withMeta({ type: 'live/new-version-available', buildNumber: asStringish(o.buildNumber), revision: asStringish(o.revision) }, o),
    {
      encode: (e) => ({ ...metaWire(e), ...unlessNull('buildNumber', e.buildNumber), ...unlessNull('revision', e.revision) }),
      example: { type: 'live/new-version-available', buildNumber: '42', revision: 'abc123' },
    },
  ),
  // Heard so that a tester's broadcast shows up in the log; nothing reacts to it.
  liveEvent(
    'BrandBroadcastTested',
    'brand',
    'live/brand-broadcast-tested',
    v.object({ ...meta, message: optional }),
    (o) => withMeta({ type: 'live/brand-broadcast-tested', message: asText(o.message) }, o),
    { encode: (e) => ({ ...metaWire(e), ...unlessNull('message', e.message) }), example: { type: 'live/brand-broadcast-tested', brandId: 3, message: 'ping' } },
  ),
];

/**
 * Wire schemas of the Pusher live events (docs/live-events.md) and their translation into
 * domain `LiveEvent`s. Schemas are built once at module load: the decoder is on the hot path
 * (hundreds of thousands of events per second), so nothing here is allocated per call.
 *
 * Policy for fields (the table's "required" column is bold):
 *  - a required field that is missing or of the wrong type makes the payload malformed;
 *  - an optional field of the wrong type is treated as absent (the event is still a useful
 *    refresh trigger; a stray string brandId must not cost us a balance refetch);
 *  - unknown extra fields are ignored (and not copied: nothing wire-shaped leaves the port).
 */
import * as v from 'valibot';
import type { LiveEvent, LivePayloadMeta, MaintenanceSeverity } from '../../contract';

// ---------------------------------------------------------------- field schemas

/** Ids are integers; NaN or fractions are never ids (and NaN would break the replay hash). */
const id = v.pipe(v.number(), v.integer());
/**
 * Optional fields are read as `unknown` and narrowed by the small functions below: a wrongly
 * typed optional field only costs the field, and one schema step per field is cheaper on the
 * hot path than a valibot fallback/optional/pipe chain.
 */
const optional = v.optional(v.unknown());

const asId = (x: unknown): number | undefined => (Number.isInteger(x) ? (x as number) : undefined);
const asText = (x: unknown): string | null => (typeof x === 'string' ? x : null);
/** buildNumber / revision arrive as strings or numbers. */
const asStringish = (x: unknown): string | null =>
  typeof x === 'string' ? x : typeof x === 'number' && Number.isFinite(x) ? String(x) : null;
/** `incident: {id}`: a broken incident object only loses the id. */
const asIncidentId = (x: unknown): number | null =>
  typeof x === 'object' && x !== null ? (asId((x as { id?: unknown }).id) ?? null) : null;

const meta = { brandId: optional, brandUserId: optional, userId: optional };

// ---------------------------------------------------------------- payload schemas

const incidentSchema = v.object({ ...meta, action: v.string(), incident: optional });
const maintenanceSchema = v.object({ ...meta, severity: v.string(), message: optional });
const newVersionSchema = v.object({ ...meta, buildNumber: optional, revision: optional });
const broadcastTestedSchema = v.object({ ...meta, message: optional });
const metaOnlySchema = v.object(meta);
const visualBuildSchema = v.object({
  ...meta,
  visualBuild: v.object({ id, status: optional }),
});

type MetaOut = v.InferOutput<typeof metaOnlySchema>;

/** Copies only the meta fields that are valid ids, so events stay small and JSON-stable. */
function withMeta<E extends LiveEvent>(event: E, out: MetaOut): E & LivePayloadMeta {
  const e = event as E & { brandId?: number; brandUserId?: number; userId?: number };
  const brandId = asId(out.brandId);
  const brandUserId = asId(out.brandUserId);
  const userId = asId(out.userId);
  if (brandId !== undefined) e.brandId = brandId;
  if (brandUserId !== undefined) e.brandUserId = brandUserId;
  if (userId !== undefined) e.userId = userId;
  return e;
}

/** Any severity other than high or medium is low (a Map: "constructor" must not hit Object.prototype). */
const MAINTENANCE: ReadonlyMap<string, MaintenanceSeverity> = new Map([
  ['high', 'high'],
  ['medium', 'medium'],
]);

// ---------------------------------------------------------------- the table

/** One row of docs/live-events.md: the schema and the translation of a valid payload. */
export interface LiveEventSpec {
  /** Echo name, e.g. `BalanceManager.Spend`; also the canonical name used in reports. */
  readonly name: string;
  readonly channel: 'public' | 'brand';
  readonly schema: v.GenericSchema;
  readonly build: (out: never) => LiveEvent;
}

function spec<S extends v.GenericSchema>(
  name: string,
  channel: 'public' | 'brand',
  schema: S,
  build: (out: v.InferOutput<S>) => LiveEvent,
): LiveEventSpec {
  return { name, channel, schema, build: build as (out: never) => LiveEvent };
}

export const LIVE_EVENT_SPECS: readonly LiveEventSpec[] = [
  spec('IncidentUpdated', 'public', incidentSchema, (o) =>
    withMeta({ type: 'live/incident-updated', incidentId: asIncidentId(o.incident), action: o.action }, o),
  ),
  spec('IncidentTransitioned', 'public', incidentSchema, (o) =>
    withMeta({ type: 'live/incident-transitioned', incidentId: asIncidentId(o.incident), action: o.action }, o),
  ),
  spec('ShowMaintenance', 'public', maintenanceSchema, (o) =>
    withMeta({ type: 'live/show-maintenance', severity: MAINTENANCE.get(o.severity) ?? 'low', message: asText(o.message) }, o),
  ),
  spec('NewVersionAvailable', 'public', newVersionSchema, (o) =>
    withMeta(
      {
        type: 'live/new-version-available',
        buildNumber: asStringish(o.buildNumber),
        revision: asStringish(o.revision),
      },
      o,
    ),
  ),
  spec('BrandBroadcastTested', 'brand', broadcastTestedSchema, (o) =>
    withMeta({ type: 'live/brand-broadcast-tested', message: asText(o.message) }, o),
  ),
  spec('BrandUserUpdated', 'brand', metaOnlySchema, (o) => withMeta({ type: 'live/brand-user-updated' }, o)),
  spec('BrandUpdated', 'brand', metaOnlySchema, (o) => withMeta({ type: 'live/brand-updated' }, o)),
  spec('UserUpdated', 'brand', metaOnlySchema, (o) => withMeta({ type: 'live/user-updated' }, o)),
  spec('BrandStoreUsageCalculated', 'brand', metaOnlySchema, (o) =>
    withMeta({ type: 'live/brand-store-usage-calculated' }, o),
  ),
  // `amount` is on the wire but the engine only needs the trigger (it refetches the balance).
  spec('BalanceManager.Spend', 'brand', metaOnlySchema, (o) => withMeta({ type: 'live/balance-spend' }, o)),
  spec('VisualBuildCreated', 'brand', visualBuildSchema, (o) =>
    withMeta({ type: 'live/visual-build-created', buildId: o.visualBuild.id }, o),
  ),
  spec('VisualBuildUpdated', 'brand', visualBuildSchema, (o) =>
    withMeta({ type: 'live/visual-build-updated', buildId: o.visualBuild.id, status: asText(o.visualBuild.status) }, o),
  ),
];

/** Echo names (`BalanceManager.Spend`) of the events heard on each channel kind. */
export const PUBLIC_EVENT_NAMES = LIVE_EVENT_SPECS.filter((s) => s.channel === 'public').map((s) => s.name);
export const BRAND_EVENT_NAMES = LIVE_EVENT_SPECS.filter((s) => s.channel === 'brand').map((s) => s.name);

/**
 * Every spelling an event name can arrive in, mapped to its row: the Pusher name
 * `App\Events\BalanceManager\Spend` (with or without a leading backslash), the echo name
 * `BalanceManager.Spend`, the broadcastAs form `.BalanceManager.Spend`, and the dotted
 * namespace form `App.Events.BalanceManager.Spend`.
 */
export const LIVE_EVENT_BY_NAME: ReadonlyMap<string, LiveEventSpec> = new Map(
  LIVE_EVENT_SPECS.flatMap((s) => {
    const pusherName = `App\\Events\\${s.name.replace(/\./g, '\\')}`;
    return [s.name, `.${s.name}`, `App.Events.${s.name}`, pusherName, `\\${pusherName}`].map(
      (alias) => [alias, s] as const,
    );
  }),
);

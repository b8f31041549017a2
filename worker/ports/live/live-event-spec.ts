/**
 * How a domain declares a live event it hears: the Pusher/echo name, the channel kind, the wire
 * schema, the translation of a valid payload into a domain `LiveEvent`, and the way back (the
 * payload a server sends for an event) with one example. Domains keep their rows in their own
 * `live.ts`; the registry collects them, the live port decodes with them, and whatever else lists
 * every live event is made from them: the scenario encoder (scripts/scenario/wire-encode.ts), the
 * tests' sample events (tests/harness/sample-events.ts) and the decoder test's table. A row is the
 * whole description of its event, so a new one is written in one place.
 *
 * Policy for fields:
 *  - a required field that is missing or of the wrong type makes the payload malformed;
 *  - an optional field of the wrong type is treated as absent (the event is still a useful
 *    refresh trigger; a stray string brandId must not cost us a balance refetch), and the
 *    payload is counted as malformed all the same (the `as*` helpers note it);
 *  - unknown extra fields are ignored (and not copied: nothing wire-shaped leaves the port).
 * Schemas are built once at module load: decoding is on the hot path.
 */
import * as v from 'valibot';
import type { LiveEvent, LivePayloadMeta } from '../../contract/events';

export type LiveChannelKind = 'public' | 'brand';

/** A live payload as JSON carries it. */
export type WirePayload = Record<string, unknown>;

/** The way back from a decoded event to its wire shape, and one event to show it. */
export interface LiveWire<E extends LiveEvent> {
  /**
   * The payload a server sends for `event`: the inverse of the row's build, so that decoding it
   * gives `event` again (decode-live-event.test.ts checks it on every row's example, and
   * from-log.test.ts on the tests' samples). Scenarios made from logs use it.
   */
  readonly encode: (event: E) => WirePayload;
  /** One event as the row decodes it: the decoder test's case and the tests' sample of the type. */
  readonly example: E;
}

/** One row, typed by the event it becomes (what a domain writes). */
export interface TypedLiveEventSpec<T extends LiveEvent['type']> extends LiveWire<Extract<LiveEvent, { type: T }>> {
  /** Echo name, e.g. `BalanceManager.Spend`; also the canonical name used in reports. */
  readonly name: string;
  readonly channel: LiveChannelKind;
  /** The domain event type it becomes (the registry derives the event-type list from it). */
  readonly type: T;
  readonly schema: v.GenericSchema;
  readonly build: (out: never) => Extract<LiveEvent, { type: T }>;
}

/** Any row, whatever its event type (what the registry and the decoder hold). */
export interface LiveEventSpec {
  readonly name: string;
  readonly channel: LiveChannelKind;
  readonly type: LiveEvent['type'];
  readonly schema: v.GenericSchema;
  readonly build: (out: never) => LiveEvent;
  readonly encode: (event: never) => WirePayload;
  readonly example: LiveEvent;
}

export function liveEvent<T extends LiveEvent['type'], S extends v.GenericSchema>(
  name: string,
  channel: LiveChannelKind,
  type: T,
  schema: S,
  build: (out: v.InferOutput<S>) => Extract<LiveEvent, { type: T }>,
  wire: LiveWire<Extract<LiveEvent, { type: T }>>,
): TypedLiveEventSpec<T> {
  return { name, channel, type, schema, build: build as (out: never) => Extract<LiveEvent, { type: T }>, encode: wire.encode, example: wire.example };
}

/** The meta fields an event carries, as the wire spells them (the inverse of `withMeta`). */
export function metaWire(event: LivePayloadMeta): WirePayload {
  const out: WirePayload = {};
  if (event.brandId !== undefined) out.brandId = event.brandId;
  if (event.brandUserId !== undefined) out.brandUserId = event.brandUserId;
  if (event.userId !== undefined) out.userId = event.userId;
  return out;
}

/** `{ [key]: value }` unless the value is absent: optional fields a decoder reads back as null. */
export const unlessNull = (key: string, value: unknown): WirePayload => (value === null || value === undefined ? {} : { [key]: value });

// ---------------------------------------------------------------- field helpers

/** Ids are integers; NaN or fractions are never ids (and NaN would break the replay hash). */
export const liveId = v.pipe(v.number(), v.integer());
/**
 * Optional fields are read as `unknown` and narrowed by the small functions below: a wrongly
 * typed optional field only costs the field, and one schema step per field is cheaper on the
 * hot path than a valibot fallback/optional/pipe chain.
 */
export const optional = v.optional(v.unknown());

// A present value (not undefined, not null) of the wrong type is noted as dropped (see below);
// `field` names it in the report.
export const asId = (x: unknown, field?: string): number | undefined => {
  if (Number.isInteger(x)) return x as number;
  noteDropped(x, field, 'integer');
  return undefined;
};
export const asText = (x: unknown, field?: string): string | null => {
  if (typeof x === 'string') return x;
  noteDropped(x, field, 'string');
  return null;
};
/** buildNumber / revision arrive as strings or numbers. */
export const asStringish = (x: unknown, field?: string): string | null => {
  if (typeof x === 'string') return x;
  if (typeof x === 'number' && Number.isFinite(x)) return String(x);
  noteDropped(x, field, 'string or number');
  return null;
};
/** A finite number, else null (progress, amounts). */
export const asNumber = (x: unknown, field?: string): number | null => {
  if (typeof x === 'number' && Number.isFinite(x)) return x;
  noteDropped(x, field, 'finite number');
  return null;
};

/** A non-negative integer (the balance version, contract/balance-version.ts), else null. */
export const asVersion = (x: unknown, field?: string): number | null => {
  if (Number.isInteger(x) && (x as number) >= 0) return x as number;
  noteDropped(x, field, 'non-negative integer');
  return null;
};

// ---------------------------------------------------------------- dropped optional fields

/**
 * The first optional field of the wrong type met while one payload is built. The event is still
 * delivered (it is a useful refresh trigger), but the payload is counted as malformed with this
 * reason (decode-live-event.ts). Decoding is synchronous and builds never nest, so one
 * module-level slot is enough: `buildNoting` clears it before a build and reads it after.
 */
let firstDropped: string | null = null;

function noteDropped(x: unknown, field: string | undefined, expected: string): void {
  if (x === undefined || x === null || firstDropped !== null) return;
  firstDropped = `invalid ${field ?? 'optional field'} (expected ${expected})`;
}

/** Runs one build and says which optional field (if any) it had to drop. */
export function buildNoting<T>(build: () => T): { readonly value: T; readonly dropped: string | null } {
  firstDropped = null;
  try {
    const value = build();
    return { value, dropped: firstDropped };
  } finally {
    firstDropped = null;
  }
}

/** The common fields of the spec's live payload (brandId, brandUserId, userId). */
export const meta = { brandId: optional, brandUserId: optional, userId: optional };
export const metaOnlySchema = v.object(meta);
type MetaOut = v.InferOutput<typeof metaOnlySchema>;

/** Copies only the meta fields that are valid ids, so events stay small and JSON-stable. */
export function withMeta<E extends LiveEvent>(event: E, out: MetaOut): E & LivePayloadMeta {
  const e = event as E & { brandId?: number; brandUserId?: number; userId?: number };
  const brandId = asId(out.brandId, 'brandId');
  const brandUserId = asId(out.brandUserId, 'brandUserId');
  const userId = asId(out.userId, 'userId');
  if (brandId !== undefined) e.brandId = brandId;
  if (brandUserId !== undefined) e.brandUserId = brandUserId;
  if (userId !== undefined) e.userId = userId;
  return e;
}

/**
 * Every spelling an event name can arrive in, mapped to its row: the Pusher name
 * `App\Events\BalanceManager\Spend` (with or without a leading backslash), the echo name
 * `BalanceManager.Spend`, the broadcastAs form `.BalanceManager.Spend`, and the dotted
 * namespace form `App.Events.BalanceManager.Spend`.
 */
export function indexByName(specs: readonly LiveEventSpec[]): ReadonlyMap<string, LiveEventSpec> {
  return new Map(
    specs.flatMap((s) => {
      const pusherName = `App\\Events\\${s.name.replace(/\./g, '\\')}`;
      return [s.name, `.${s.name}`, `App.Events.${s.name}`, pusherName, `\\${pusherName}`].map((alias) => [alias, s] as const);
    }),
  );
}

/**
 * How a domain declares a live event it hears. The wire half (the Pusher/echo name, the channel
 * kind, the wire schema, the encoder back to the payload a server sends, one example) is in the
 * domain's contract (domains/contract-kit.ts `liveWire`), shared with the reference server; the
 * decoder half (the translation of a valid payload into a domain `LiveEvent`) is the domain's
 * `live.ts`, which joins the two with `liveEvent`. The registry collects the rows, the live port
 * decodes with them, and whatever else lists every live event is made from them: the scenario
 * encoder (scripts/scenario/wire-encode.ts), the tests' sample events
 * (tests/harness/sample-events.ts), the decoder test's table and the server's publisher.
 *
 * Policy for fields:
 *  - a required field that is missing or of the wrong type makes the payload malformed;
 *  - an optional field of the wrong type is treated as absent (the event is still a useful
 *    refresh trigger; a stray string brandId must not cost us a balance refetch), and the
 *    payload is counted as malformed all the same (the `as*` helpers note it);
 *  - unknown extra fields are ignored (and not copied: nothing wire-shaped leaves the port).
 * Schemas are built once at module load: decoding is on the hot path.
 */
import type * as v from 'valibot';
import type { LiveEvent } from '../../contract/events';
import type { LivePayloadMeta } from '../../contract/live-meta';
import type { LiveChannelKind, LiveWire, metaOnlySchema, WirePayload } from '../../domains/contract-kit';

/** One row, typed by the event it becomes (what a domain's live.ts makes of its contract's wire half). */
export interface TypedLiveEventSpec<T extends LiveEvent['type']> extends Omit<LiveWire<Extract<LiveEvent, { type: T }>>, 'type'> {
  readonly type: T;
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

/**
 * A whole row: the wire half from the domain's contract (name, channel, schema, encoder, example)
 * and the decoder's build from a valid payload to the domain event.
 */
export function liveEvent<E extends LiveEvent, S extends v.GenericSchema>(wire: LiveWire<E, S>, build: (out: v.InferOutput<S>) => E): TypedLiveEventSpec<E['type']> {
  return { ...wire, build: build as (out: never) => E } as unknown as TypedLiveEventSpec<E['type']>;
}

// ---------------------------------------------------------------- field helpers

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

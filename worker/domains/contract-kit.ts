/**
 * What a domain's contract (`worker/domains/<domain>/contract.ts`) is made of: the parts it adds
 * to the protocol (its events, commands, queries and what they give), and the wire half of each
 * live event it hears. Pure: valibot and the shared contract (`worker/contract`) only, so the
 * server imports a domain's contract as it is (its publisher encodes with the rows), the worker
 * decodes with them, and the page imports its types.
 *
 * A live row is split in two halves:
 *  - the wire half, here and in the domain's contract: the echo name, the channel kind, the wire
 *    schema, the encoder (event → payload, what the server sends) and one example event;
 *  - the decoder half, in the domain's `live.ts` (ports/live/live-event-spec.ts `liveEvent`): the
 *    build from a valid payload to the domain event, which notes dropped optional fields.
 */
import * as v from 'valibot';
import type { LivePayloadMeta } from '../contract/live-meta';

// ---------------------------------------------------------------- the parts of a contract

/** The protocol parts one domain adds; worker/domains/contracts.ts unions them over every domain. */
export interface ContractParts {
  /** Its domain events (the `type` union: live events it hears, events it emits and folds). */
  readonly events: { readonly type: string };
  /** The commands it answers. */
  readonly commands: { readonly type: string };
  /** The query kinds pages watch from it. */
  readonly queries: { readonly kind: string };
  /** What each of its query kinds gives, by kind. */
  readonly results: object;
  /** The resources its watched queries show: the first part of their query keys (WatchedResource). */
  readonly watches: string;
  /**
   * Its slice of the engine's state, by the slice's name (`{ readonly balance: BalanceSlice }`):
   * the Snapshot is every domain's slice (contract/snapshot.ts), and the domain registry's
   * `defineSlice` is checked against it.
   */
  readonly slice: object;
  /** Its slice's form on the main thread, when the bridge sends another than the slice itself. */
  readonly bridged: object;
}

/** A domain's contract: its live rows at run time, its parts as types (`parts` is never set). */
export interface DomainContract<P extends Partial<ContractParts>, L extends readonly AnyLiveWire[] = readonly AnyLiveWire[]> {
  /** The wire half of every live event the domain hears. */
  readonly live: L;
  /** Type-level only: what the domain adds to the DomainEvent, Command and Query unions. */
  readonly parts?: P;
}

/**
 * Declares a domain's contract: `defineContract<Parts>()({ live: [rows] })`. The parts are named
 * as a type argument (a domain without commands leaves `commands` out); the live rows are the
 * value, kept as a tuple so that their names are known to the type checker (the server's
 * LIVE_EVENTS). Two calls, because TypeScript infers no type argument once one is given.
 */
export function defineContract<P extends Partial<ContractParts>>() {
  return <const L extends readonly AnyLiveWire[] = readonly []>(contract?: { readonly live: L }): DomainContract<P, L> => ({ live: contract?.live ?? ([] as unknown as L) });
}

// ---------------------------------------------------------------- the wire half of a live row

export type LiveChannelKind = 'public' | 'brand';

/** A live payload as JSON carries it. */
export type WirePayload = Record<string, unknown>;

/** The wire half of one live row, typed by the event it becomes, its wire schema and its name. */
export interface LiveWire<E extends { readonly type: string }, S extends v.GenericSchema = v.GenericSchema, N extends string = string> {
  /** Echo name, e.g. `BalanceManager.Spend` (the Pusher name is `App\Events\` + it, dots as backslashes). */
  readonly name: N;
  readonly channel: LiveChannelKind;
  /** The domain event type it becomes (the registry derives the event-type list from it). */
  readonly type: E['type'];
  readonly schema: S;
  /**
   * The payload a server sends for `event`: the inverse of the decoder's build, so that decoding
   * it gives `event` again (decode-live-event.test.ts checks it on every row's example, and
   * from-log.test.ts on the tests' samples). The reference server publishes with it; scenarios
   * made from logs use it.
   */
  readonly encode: (event: E) => WirePayload;
  /** One event as the row decodes it: the decoder test's case and the tests' sample of the type. */
  readonly example: E;
}

/** Any wire half, whatever its event (what a contract's `live` list holds). */
export interface AnyLiveWire {
  readonly name: string;
  readonly channel: LiveChannelKind;
  readonly type: string;
  readonly schema: v.GenericSchema;
  readonly encode: (event: never) => WirePayload;
  readonly example: { readonly type: string };
}

/**
 * Declares a row's wire half. The event type is taken from the encoder's parameter
 * (`encode: (e: LiveTeamUpdated) => ...`), the schema's output from the schema.
 */
export function liveWire<E extends { readonly type: string }, S extends v.GenericSchema, const N extends string>(row: {
  readonly name: N;
  readonly channel: LiveChannelKind;
  readonly type: NoInfer<E['type']>;
  readonly schema: S;
  readonly encode: (event: E) => WirePayload;
  readonly example: NoInfer<E>;
}): LiveWire<E, S, N> {
  return row;
}

/**
 * The wire half of an event that carries nothing but the meta fields ("something of this brand
 * changed: refetch"): its schema and encoder are always the same, its type is its example's.
 */
export function metaOnlyWire<E extends LivePayloadMeta & { readonly type: string }>() {
  // Curried, because TypeScript infers no type argument (the name) once one (the event) is given.
  return <const N extends string>(name: N, channel: LiveChannelKind, example: E): LiveWire<E, typeof metaOnlySchema, N> =>
    liveWire<E, typeof metaOnlySchema, N>({ name, channel, type: example.type, schema: metaOnlySchema, encode: metaWire, example });
}

/** The meta fields an event carries, as the wire spells them (the inverse of the decoder's `withMeta`). */
export function metaWire(event: LivePayloadMeta): WirePayload {
  const out: WirePayload = {};
  if (event.brandId !== undefined) out.brandId = event.brandId;
  if (event.brandUserId !== undefined) out.brandUserId = event.brandUserId;
  if (event.userId !== undefined) out.userId = event.userId;
  return out;
}

/** `{ [key]: value }` unless the value is absent: optional fields a decoder reads back as null. */
export const unlessNull = (key: string, value: unknown): WirePayload => (value === null || value === undefined ? {} : { [key]: value });

// ---------------------------------------------------------------- schema pieces

/** Ids are integers; NaN or fractions are never ids (and NaN would break the replay hash). */
export const liveId = v.pipe(v.number(), v.integer());
/**
 * Optional fields are read as `unknown` and narrowed by the decoder's small `as*` functions
 * (ports/live/live-event-spec.ts): a wrongly typed optional field only costs the field, and one
 * schema step per field is cheaper on the hot path than a valibot fallback/optional/pipe chain.
 */
export const optional = v.optional(v.unknown());

/** The common fields of the spec's live payload (brandId, brandUserId, userId). */
export const meta = { brandId: optional, brandUserId: optional, userId: optional };
export const metaOnlySchema = v.object(meta);

/**
 * The types an engine is made of, as the app registers them (TanStack Query's `Register`): the
 * engine is written against these names and imports no domain, not even as a type. This app
 * registers its unions where it derives them from its domains (contract/events.ts, snapshot.ts,
 * commands.ts and queries.ts):
 *
 *   declare module '../engine/registered' { interface Register { readonly event: AppDomainEvent } }
 *
 * What the engine itself is made of lives here too: the envelope, its sources, how a caller asks
 * for a command. The engine also speaks some events itself, by their type (the connection's, the
 * requests', the outbox's, `records/*`: the files that emit them name them): an app's event union
 * must contain them, and a registration that lacks one fails to compile where it is emitted.
 * Unregistered, each name falls back to the least the generic parts need (an event is something
 * with a `type`). `engine-boundary.test.ts` checks that nothing the engine imports reaches a domain.
 */

/** Augmented by the app: `event`, `snapshot`, `command`, `commandResult`, `query`, `queryResults` and `watchedResource`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the app's declaration merging
export interface Register {}

/** Every event the engine folds: the app's union of its domains' events. */
export type DomainEvent = Register extends { readonly event: infer T } ? T : { readonly type: string };
export type DomainEventType = DomainEvent['type'];
export type EventOf<T extends DomainEventType> = Extract<DomainEvent, { readonly type: T }>;
/** The live events as received (validated and translated by the live port): the `live/*` variants. */
export type LiveEvent = Extract<DomainEvent, { readonly type: `live/${string}` }>;

/** The engine's state: every slice of the app's domains. */
export type Snapshot = Register extends { readonly snapshot: infer T } ? T : Readonly<Record<string, unknown>>;
export type SliceName = keyof Snapshot & string;

/** What the main thread can ask of the engine: the app's union of its domains' commands. */
export type Command = Register extends { readonly command: infer T } ? T : { readonly type: string };

/** What pages watch: the app's union of its domains' queries (lists and single records), by `kind`. */
export type Query = Register extends { readonly query: infer T } ? T : { readonly kind: string };
/** What each query kind gives. */
export type QueryResults = Register extends { readonly queryResults: infer T } ? T : { readonly [kind: string]: unknown };
/** The resources watched queries are keyed by (query-keys.ts). */
export type WatchedResource = Register extends { readonly watchedResource: infer T } ? T : string;

/**
 * A query key (live-queries/query-keys.ts): the resource first, then what narrows it.
 * `[resource]` is every watch of the resource, `[resource, id]` one record of it (the watches
 * showing it), as TanStack Query's keys are matched by prefix.
 */
export type QueryKey = QueryKeyOf<WatchedResource>;
/** A key over resources `R` (the app names its own keys with its resources, before it registers them). */
export type QueryKeyOf<R extends string> = readonly [R, ...string[]];

export type QueryResult<Q extends Query = Query> = QueryResults[Q['kind'] & keyof QueryResults];

/** A watched query that failed: the i18n key to show and the HTTP status, if any (404 → not-found page). */
export interface QueryFailure {
  readonly ok: false;
  readonly status: number | null;
  readonly key: string;
}

/** What the engine itself reads of a command's answer; the app's answer carries more (contract/commands.ts). */
export interface BaseCommandResult {
  readonly ok: boolean;
  /** i18n key of the failure, when ok is false. */
  readonly error?: string;
  /** Its i18n parameters when it has any (`{ status }` for REQUESTS.FAILED). */
  readonly errorParams?: Readonly<Record<string, string | number>>;
  /** The server's validation messages by field (a 422 with an errors map), for forms. */
  readonly fieldErrors?: Readonly<Record<string, readonly string[]>>;
  /** The server's message when it gave one. */
  readonly message?: string;
  /** The write found no network and was kept in the outbox: it goes out by itself later. `ok` is true. */
  readonly queued?: true;
}
export type CommandResult = Register extends { readonly commandResult: infer T } ? T : BaseCommandResult;

/**
 * How the caller shows a command's failure. A form that shows the problems of a 422's errors map
 * itself (under its fields, or in its own list) says so with `showsFieldProblems`: the data layer
 * then toasts nothing for them, so a problem is shown once. Every other failure (a 403, a 500, a
 * 422 without an errors map) is toasted as usual, and a caller that says nothing gets a toast per
 * problem, so nothing is lost where a caller ignores `fieldErrors`.
 */
export interface DispatchOptions {
  readonly showsFieldProblems?: boolean;
}

export const EVENT_SOURCES = ['live', 'http', 'command', 'system'] as const;
export type EventSource = (typeof EVENT_SOURCES)[number];

/**
 * Every event travels in an envelope. `brand` is the brand the event belongs to (the brand that
 * was current when the request started or the channel it arrived on), or null for events that
 * belong to no brand (session, public channel, connection). The reducer drops brand-scoped
 * envelopes of another brand, so a late response can never leak across a brand switch.
 */
export interface Envelope<E extends DomainEvent = DomainEvent> {
  readonly seq: number;
  /** Epoch milliseconds from the engine's clock. */
  readonly at: number;
  readonly brand: string | null;
  readonly source: EventSource;
  readonly event: E;
}

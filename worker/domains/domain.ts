/**
 * What a domain module declares, in one place (docs/domains.md has the recipe):
 *
 *   slice     its state: name, initial value, whether a brand switch resets it, the reducer
 *             cases (event type → pure case reducer), and what of it crosses the bridge when not
 *             all of it (a long list is read through a window instead)
 *   live      the live events it hears (Pusher name → schema → domain event)
 *   calls     its backend calls (method, path, request, answer schema)
 *   effects   what triggers which refetch under which refetch policy
 *   commands  the commands it answers
 *   queries   the query kinds pages watch: how to load them and patch their items
 *   patchers  how live events patch watched queries in place (live queries)
 *   onBrandReady  what it loads once a brand's user is loaded (brand switch)
 *   signals   event types it defines that no slice folds and no decoder produces (log entries,
 *             effect triggers)
 *
 * The registry (registry.ts) composes every module; slice names, the event-type list, the
 * decoder table, the command table and the batcher's slices are all derived from it, and the
 * type checker refuses a registry that misses a slice, an event type or a command.
 */
import type { CommandResult, CommandType, Command } from '../contract/commands';
import type { DomainEventType, Envelope, EventOf } from '../contract/events';
import type { BridgedSnapshot, SliceName, Snapshot } from '../contract/snapshot';
import type { BrandLoad, CommandContext } from '../engine/commands/command-context';
import type { WriteCommand } from '../engine/commands/write-command';
import type { Cadence } from '../engine/core/cadence';
import type { Effect } from '../engine/core/effect';
import type { QueryPatcher } from '../engine/live-queries/patcher';
import type { QueryDefs } from '../engine/live-queries/query-def';
import type { CallDef } from '../ports/http/call';
import type { LiveEventSpec } from '../ports/live/live-event-spec';

export type CaseReducer<S, T extends DomainEventType> = (slice: S, event: EventOf<T>, envelope: Envelope<EventOf<T>>) => S;

/** Reducer cases of one slice, keyed by the event types it folds. */
export type SliceCases<S> = { readonly [T in DomainEventType]?: CaseReducer<S, T> };

export interface SliceDef<K extends SliceName = SliceName, T extends DomainEventType = DomainEventType> {
  readonly name: K;
  readonly initial: Snapshot[K];
  readonly cases: { readonly [E in T]: CaseReducer<Snapshot[K], E> };
  /** What crosses the bridge when it is not the slice itself (contract/snapshot.ts, BridgedSnapshot). */
  readonly bridge?: Bridge<K>;
  /** When a change of it crosses the bridge (host/batcher.ts); 'now' when not declared. */
  readonly cadence?: SliceCadence<K>;
}

/**
 * A slice's cadence: always display, or a pure rule on the slice before and after a change
 * (cheap: it runs on every envelope that changed the slice).
 */
export type SliceCadence<K extends SliceName> = 'display' | ((before: Snapshot[K], after: Snapshot[K]) => Cadence);

/** A slice's bridged form: pure, and cheap (it runs whenever the slice changed). */
export type Bridge<K extends SliceName> = (slice: Snapshot[K]) => BridgedSnapshot[K];

/**
 * Declares a slice; keeps the literal event types of its cases for the registry's checks.
 * Whether a brand switch resets it is the contract's BRAND_SCOPED_SLICES (the UI reads it too).
 */
export function defineSlice<K extends SliceName, const C extends SliceCases<Snapshot[K]>>(def: {
  readonly name: K;
  readonly initial: Snapshot[K];
  readonly cases: C;
  readonly bridge?: Bridge<K>;
  readonly cadence?: SliceCadence<K>;
}): SliceDef<K, keyof C & DomainEventType> {
  return def as unknown as SliceDef<K, keyof C & DomainEventType>;
}

export type CommandOf<T extends CommandType> = Extract<Command, { type: T }>;
/**
 * A command's handler: a function, or a write that declares the query keys it makes stale
 * (engine/commands/write-command.ts). The write's value type is erased here (each is checked
 * where it is declared, by defineWrite).
 */
export type CommandHandler<T extends CommandType> =
  | ((ctx: CommandContext, command: CommandOf<T>) => Promise<CommandResult> | CommandResult)
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- erased value type, see above
  | WriteCommand<CommandOf<T>, any>;
export type CommandHandlers = { readonly [T in CommandType]?: CommandHandler<T> };

export interface DomainModule {
  readonly slice?: { readonly name: SliceName; readonly initial: unknown; readonly cases: object; readonly bridge?: (slice: never) => unknown; readonly cadence?: 'display' | ((before: never, after: never) => Cadence) };
  readonly live?: readonly LiveEventSpec[];
  readonly calls?: Readonly<Record<string, CallDef<never, unknown>>>;
  readonly effects?: readonly Effect[];
  readonly commands?: CommandHandlers;
  readonly patchers?: readonly QueryPatcher[];
  /** The query kinds pages can watch (engine/live-queries/query-def.ts). */
  readonly queries?: QueryDefs;
  /** What to load once a brand's user is loaded (brand switch, start). */
  readonly onBrandReady?: BrandLoad;
  readonly signals?: readonly DomainEventType[];
}

/** Identity, but keeps the module's literal types (slice name, event types, commands, calls). */
export function defineDomain<const D extends DomainModule>(domain: D): D {
  return domain;
}

/**
 * What an engine is made of (createEngine(registry, ports)): the tables an app's domains declare,
 * already composed. The engine knows envelopes, folding, commands, queries, the outbox mechanism
 * and the ports; which slices, events, commands and queries there are is the registry's. This app
 * composes its registry once (worker/domains/registry.ts, APP_REGISTRY; worker/app-engine.ts).
 */
import type { CommandResult, DomainEvent, Envelope, SliceName, Snapshot } from './registered';
import type { CallDef } from '../ports/http/call';
import type { BrandLoad, CommandContext } from './commands/command-context';
import type { WriteCommand } from './commands/write-command';
import type { Effect } from './core/effect';
import type { QueryPatcher } from './live-queries/patcher';
import type { QueryDefs } from './live-queries/query-def';
import type { OutboxSpec } from './outbox/outbox';

/** How one slice folds one event type. */
export interface SliceCase {
  readonly slice: SliceName;
  readonly reduce: (slice: unknown, event: DomainEvent, envelope: Envelope) => unknown;
}

/**
 * A command's handler: a function, or a write that declares the query keys it makes stale
 * (commands/write-command.ts). Typed per command where the domain declares it; erased here.
 */
export type AnyCommandHandler =
  | ((ctx: CommandContext, command: never) => Promise<CommandResult> | CommandResult)
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- erased command and value types, see above
  | WriteCommand<any, any>;

export interface EngineRegistry {
  /** The state before anything happened (a new one each call: slices are never shared between engines). */
  initialState(): Snapshot;
  /** Event type → the slices that fold it and how. */
  readonly cases: ReadonlyMap<string, readonly SliceCase[]>;
  /**
   * The brand scope (docs/engine.md, "Brand scope"): which brand the state is in, the event type
   * that opens a new scope (never foreign itself), the event types that reset the brand-scoped
   * slices before their own cases, and those slices.
   */
  readonly brandScope: {
    current(state: Snapshot): string | null;
    readonly opensWith: string;
    readonly resetBy: ReadonlySet<string>;
    readonly slices: ReadonlySet<SliceName>;
  };
  /** Folded after every envelope, foreign ones too (the diagnostics' counters and last seq). */
  readonly everyEnvelope: {
    readonly slice: SliceName;
    note(slice: unknown, seq: number, foreign: boolean): unknown;
  };
  /** The last seq a state folded, and a state moved on to one (an earlier page's log continues). */
  readonly seq: {
    last(state: Snapshot): number;
    resume(state: Snapshot, seq: number): Snapshot;
  };
  /** The event type that starts a new page of the tab's log: every slice starts over. */
  readonly pageStart: string;
  readonly effects: readonly Effect[];
  readonly patchers: readonly QueryPatcher[];
  readonly queries: QueryDefs;
  /** What each domain loads once a brand's user is loaded. */
  readonly brandLoads: readonly BrandLoad[];
  /** Command type → its handler. */
  readonly commands: ReadonlyMap<string, AnyCommandHandler>;
  /** The writes the outbox keeps while the network is gone, and how they are sent and read back. */
  readonly outbox: OutboxSpec;
  /** The call that asks for a fresh CSRF cookie after a 419 (requests/csrf-refresh.ts). */
  readonly csrfCookie: CallDef<void, unknown>;
}

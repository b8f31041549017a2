/**
 * The engine: pipeline + event log + effects + commands + live queries over a set of ports,
 * composed from a registry (registry.ts: the app's is worker/domains/registry.ts, composed once in
 * worker/app-engine.ts). It knows no domain of its own.
 *
 *   live port ─┐
 *   commands ──┼─▶ emit ─▶ [queue] ─▶ seq/at ─▶ reduce ─▶ state()
 *   effects ───┘                         │         └────▶ envelope$ ─▶ event log, bridge
 *      ▲                                 └──▶ accepted$ (brand in scope) ──┬──▶ live queries
 *      └───────────────────────────────────────────────────────────────────┘
 */
import type { Command, CommandResult, DispatchOptions, Envelope, Snapshot } from './registered';
import { merge, type Observable, type Subscription } from 'rxjs';
import { createRequestIds } from '../contract/request-id';
import type { Cadence } from './core/cadence';
import { EventLog } from '../log/ring-buffer';
import { foreignTest } from './brand-scope';
import { createReducer, type Reducer } from './reduce';
import type { EngineRegistry } from './registry';
import type { Ports } from '../ports/types';
import type { CommandContext, SessionResources } from './commands/command-context';
import { dispatchCommand } from './commands/dispatch-command';
import type { Effect } from './core/effect';
import type { Emission } from './core/emission';
import { EventStream } from './core/event-stream';
import { liveInputToEmissions } from './core/live-input';
import { createPipeline } from './core/pipeline';
import { BrandScope } from './core/runtime';
import { LiveQueries } from './live-queries/live-queries';
import { createOutbox, type Outbox } from './outbox/outbox';

/** What an earlier page of the tab logged (host/tab-log.ts): the new page's log starts with it. */
export interface RestoredLog {
  /** State before the first envelope; null: the initial state. */
  readonly checkpoint: Snapshot | null;
  readonly envelopes: readonly Envelope[];
}

export interface EngineOptions {
  /** Ring buffer size of the event log (envelopes). */
  readonly logCapacity?: number;
  /**
   * An earlier page's log: refolded into this engine's log (so it exports, replays and evicts as
   * if this engine had seen it), and seqs continue after it. The state itself starts over: the
   * host emits `log/page-loaded` first, which the reducer folds into the initial state.
   */
  readonly restoredLog?: RestoredLog;
  /** Replace the registry's effects (tests of one effect, benchmarks without effects). */
  readonly effects?: readonly Effect[];
  /** This tab's id, kept with the outbox's entries; a new one per engine by default. */
  readonly tab?: string;
  /**
   * The signed-in session the server wrote into the page (contract/page-config.ts), as text: the
   * first start folds it instead of asking (domains/session/page-session.ts).
   */
  readonly pageSession?: string | null;
}

export interface Engine {
  /** Every envelope the reducer saw, in seq order (foreign ones included). */
  readonly envelope$: Observable<Envelope>;
  readonly log: EventLog;
  /** Watched queries (contract/live-queries.ts). */
  readonly liveQueries: LiveQueries;
  state(): Snapshot;
  dispatch(command: Command, options?: DispatchOptions): Promise<CommandResult>;
  /** Feeds an event in as if a port produced it (scenarios, tests). */
  emit(emission: Emission): void;
  /** Called whenever a watched query changed, with how soon the page must see it (the host's bridge schedules a batch). */
  onQueryChange(listener: (cadence: Cadence) => void): void;
  dispose(): void;
}

export function createEngine(registry: EngineRegistry, ports: Ports, options: EngineOptions = {}): Engine {
  const nextRequestId = createRequestIds(ports.clock.now());
  const log = new EventLog({ capacity: options.logCapacity ?? 50_000 });
  const reduce = createReducer(registry);
  const lastRestoredSeq = options.restoredLog === undefined ? 0 : restoreInto(log, options.restoredLog, registry, reduce);
  const initialState = registry.initialState();
  const pipeline = createPipeline({
    clock: ports.clock,
    initialState: lastRestoredSeq === 0 ? initialState : registry.seq.resume(initialState, lastRestoredSeq),
    lastSeq: lastRestoredSeq === 0 ? registry.seq.last(initialState) : lastRestoredSeq,
    reduce,
    isForeign: foreignTest(registry.brandScope),
    onFolded: (env, before) => log.append(env, before),
  });
  const scope = new BrandScope();
  let toastCounter = 0;
  let disposed = false;
  let queryChanged: (cadence: Cadence) => void = () => undefined;

  const resources: SessionResources = { liveConnected: false, unsubscribeNotifications: null, notificationsLoad: null, pageSession: options.pageSession ?? null };
  let outbox: Outbox | null = null;
  const ctx: CommandContext = {
    get outbox(): Outbox {
      if (outbox === null) throw new Error('the outbox is made with the context');
      return outbox;
    },
    ports,
    state: pipeline.state,
    brandInScope: () => registry.brandScope.current(pipeline.state()),
    emit: (emission) => pipeline.emit(emission),
    scope,
    nextToastId: () => `toast-${++toastCounter}`,
    nextRequestId,
    csrfCookie: registry.csrfCookie,
    resources,
    brandLoads: registry.brandLoads,
    commands: registry.commands,
    connectLive() {
      if (resources.liveConnected) return;
      resources.liveConnected = true;
      ports.live.connect((input) => {
        for (const emission of liveInputToEmissions(input)) pipeline.emit(emission);
      });
    },
  };

  outbox = createOutbox({ ctx, spec: registry.outbox, tab: options.tab ?? crypto.randomUUID() });
  const liveQueries = new LiveQueries({ rt: ctx, defs: registry.queries, patchers: registry.patchers, onChange: (cadence) => queryChanged(cadence) });
  const feedQueries = pipeline.accepted$.subscribe((envelope) => liveQueries.onEnvelope(envelope));
  const feedOutbox = pipeline.accepted$.subscribe((envelope) => outbox?.onEnvelope(envelope));
  const accepted = new EventStream(pipeline.accepted$);
  const effects: Subscription = merge(...(options.effects ?? registry.effects).map((effect) => effect(accepted, ctx))).subscribe({
    next: (emission) => pipeline.emit(emission),
    // An effect must never error (failures are events); if one does, it is a bug: surface it.
    error: (e: unknown) => {
      throw e;
    },
  });

  return {
    envelope$: pipeline.envelope$,
    log,
    liveQueries,
    state: pipeline.state,
    async dispatch(command, options) {
      if (disposed) return { ok: false, error: 'ENGINE.DISPOSED' };
      try {
        // The caller's way of showing failures goes with this command's requests only.
        return await dispatchCommand(options?.showsFieldProblems === true ? { ...ctx, showsFieldProblems: true } : ctx, command);
      } catch (e) {
        // A bug in a handler: report it as a failed command instead of an unhandled rejection.
        pipeline.emit({
          event: { type: 'request/failed', method: 'COMMAND', path: command.type, status: null, kind: 'internal', reason: String(e) },
          source: 'command',
          brand: null,
        });
        return { ok: false, error: 'ERRORS.INTERNAL' };
      }
    },
    emit: (emission) => pipeline.emit(emission),
    onQueryChange(listener) {
      queryChanged = listener;
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      effects.unsubscribe();
      feedQueries.unsubscribe();
      feedOutbox.unsubscribe();
      outbox?.dispose();
      liveQueries.dispose();
      accepted.dispose();
      scope.dispose();
      resources.notificationsLoad?.abort();
      resources.unsubscribeNotifications?.();
      if (resources.liveConnected) ports.live.disconnect();
      pipeline.complete();
    },
  };
}

/** Folds an earlier page's envelopes into the log (each with the state before it); returns the last seq. */
function restoreInto(log: EventLog, restored: RestoredLog, registry: EngineRegistry, reduce: Reducer): number {
  let state = restored.checkpoint ?? registry.initialState();
  let last = 0;
  for (const envelope of restored.envelopes) {
    log.append(envelope, state);
    state = reduce(state, envelope);
    last = envelope.seq;
  }
  return last;
}

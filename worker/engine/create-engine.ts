/**
 * The engine: pipeline + event log + effects + commands over a set of ports.
 *
 *   live port ─┐
 *   commands ──┼─▶ emit ─▶ [queue] ─▶ seq/at ─▶ reduce ─▶ state$
 *   effects ───┘                         │         └────▶ envelope$ ─▶ event log, bridge
 *      ▲                                 └──▶ accepted$ (brand in scope) ──┘
 *      └─────────────────────────────────────────────┘
 */
import { merge, type Observable, type Subscription } from 'rxjs';
import type { Command, CommandResult } from '../contract/commands';
import type { Envelope } from '../contract/events';
import type { Query, QueryOutcome } from '../contract/queries';
import type { Snapshot } from '../contract/snapshot';
import { EventLog } from '../log/ring-buffer';
import type { Ports } from '../ports/types';
import { dispatchCommand } from './commands/dispatch-command';
import type { CommandContext, SessionResources } from './commands/command-context';
import type { Emission } from './core/emission';
import { EventStream } from './core/event-stream';
import { liveInputToEmission } from './core/live-input';
import { createPipeline } from './core/pipeline';
import { BrandScope } from './core/runtime';
import { DEFAULT_EFFECTS, type Effect } from './effects';
import { initialSnapshot } from './initial-snapshot';
import { runQuery } from './queries/run-query';

export interface EngineOptions {
  /** Ring buffer size of the event log (envelopes). */
  readonly logCapacity?: number;
  /** Replace the default effects (tests of one effect, benchmarks without effects). */
  readonly effects?: readonly Effect[];
}

export interface Engine {
  readonly state$: Observable<Snapshot>;
  /** Every envelope the reducer saw, in seq order (foreign ones included). */
  readonly envelope$: Observable<Envelope>;
  readonly log: EventLog;
  state(): Snapshot;
  dispatch(command: Command): Promise<CommandResult>;
  query<Q extends Query>(query: Q): Promise<QueryOutcome<Q>>;
  /** Feeds an event in as if a port produced it (scenarios, tests). */
  emit(emission: Emission): void;
  dispose(): void;
}

export function createEngine(ports: Ports, options: EngineOptions = {}): Engine {
  const log = new EventLog({ capacity: options.logCapacity ?? 50_000 });
  const pipeline = createPipeline({ clock: ports.clock, initialState: initialSnapshot(), onFolded: (env, before) => log.append(env, before) });
  const scope = new BrandScope();
  let toastCounter = 0;
  let disposed = false;

  const resources: SessionResources = { liveConnected: false, unsubscribeNotifications: null, notificationsLoad: null };
  const ctx: CommandContext = {
    ports,
    state: pipeline.state,
    emit: (emission) => pipeline.emit(emission),
    scope,
    nextToastId: () => `toast-${++toastCounter}`,
    resources,
    connectLive() {
      if (resources.liveConnected) return;
      resources.liveConnected = true;
      ports.live.connect((input) => pipeline.emit(liveInputToEmission(input)));
    },
  };

  const accepted = new EventStream(pipeline.accepted$);
  const effects: Subscription = merge(...(options.effects ?? DEFAULT_EFFECTS).map((effect) => effect(accepted, ctx))).subscribe({
    next: (emission) => pipeline.emit(emission),
    // An effect must never error (failures are events); if one does, it is a bug: surface it.
    error: (e: unknown) => {
      throw e;
    },
  });

  return {
    state$: pipeline.state$,
    envelope$: pipeline.envelope$,
    log,
    state: pipeline.state,
    async dispatch(command) {
      if (disposed) return { ok: false, error: 'ENGINE.DISPOSED' };
      try {
        return await dispatchCommand(ctx, command);
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
    async query(query) {
      if (disposed) return { ok: false, status: null, key: 'ENGINE.DISPOSED' };
      return runQuery(ctx, ports.resources, query);
    },
    emit: (emission) => pipeline.emit(emission),
    dispose() {
      if (disposed) return;
      disposed = true;
      effects.unsubscribe();
      accepted.dispose();
      scope.dispose();
      resources.notificationsLoad?.abort();
      resources.unsubscribeNotifications?.();
      if (resources.liveConnected) ports.live.disconnect();
      pipeline.complete();
    },
  };
}

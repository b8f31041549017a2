/**
 * The engine: pipeline + event log + effects + commands + live queries over a set of ports,
 * composed from the domain registry (domains/registry.ts).
 *
 *   live port ─┐
 *   commands ──┼─▶ emit ─▶ [queue] ─▶ seq/at ─▶ reduce ─▶ state()
 *   effects ───┘                         │         └────▶ envelope$ ─▶ event log, bridge
 *      ▲                                 └──▶ accepted$ (brand in scope) ──┬──▶ live queries
 *      └───────────────────────────────────────────────────────────────────┘
 */
import { merge, type Observable, type Subscription } from 'rxjs';
import type { Command, CommandResult } from '../contract/commands';
import type { Envelope } from '../contract/events';
import type { Snapshot } from '../contract/snapshot';
import { BRAND_LOADS, EFFECTS, initialSnapshot, PATCHERS, QUERY_DEFS } from '../domains/registry';
import { EventLog } from '../log/ring-buffer';
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

export interface EngineOptions {
  /** Ring buffer size of the event log (envelopes). */
  readonly logCapacity?: number;
  /** Replace the registry's effects (tests of one effect, benchmarks without effects). */
  readonly effects?: readonly Effect[];
}

export interface Engine {
  /** Every envelope the reducer saw, in seq order (foreign ones included). */
  readonly envelope$: Observable<Envelope>;
  readonly log: EventLog;
  /** Watched queries (contract/live-queries.ts). */
  readonly liveQueries: LiveQueries;
  state(): Snapshot;
  dispatch(command: Command): Promise<CommandResult>;
  /** Feeds an event in as if a port produced it (scenarios, tests). */
  emit(emission: Emission): void;
  /** Called whenever a watched query changed (the host's bridge schedules a batch). */
  onQueryChange(listener: () => void): void;
  dispose(): void;
}

export function createEngine(ports: Ports, options: EngineOptions = {}): Engine {
  const log = new EventLog({ capacity: options.logCapacity ?? 50_000 });
  const pipeline = createPipeline({ clock: ports.clock, initialState: initialSnapshot(), onFolded: (env, before) => log.append(env, before) });
  const scope = new BrandScope();
  let toastCounter = 0;
  let disposed = false;
  let queryChanged: () => void = () => undefined;

  const resources: SessionResources = { liveConnected: false, unsubscribeNotifications: null, notificationsLoad: null };
  const ctx: CommandContext = {
    ports,
    state: pipeline.state,
    emit: (emission) => pipeline.emit(emission),
    scope,
    nextToastId: () => `toast-${++toastCounter}`,
    resources,
    brandLoads: BRAND_LOADS,
    connectLive() {
      if (resources.liveConnected) return;
      resources.liveConnected = true;
      ports.live.connect((input) => {
        for (const emission of liveInputToEmissions(input)) pipeline.emit(emission);
      });
    },
  };

  const liveQueries = new LiveQueries({ rt: ctx, defs: QUERY_DEFS, patchers: PATCHERS, onChange: () => queryChanged() });
  const feedQueries = pipeline.accepted$.subscribe((envelope) => liveQueries.onEnvelope(envelope));
  const accepted = new EventStream(pipeline.accepted$);
  const effects: Subscription = merge(...(options.effects ?? EFFECTS).map((effect) => effect(accepted, ctx))).subscribe({
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
    emit: (emission) => pipeline.emit(emission),
    onQueryChange(listener) {
      queryChanged = listener;
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      effects.unsubscribe();
      feedQueries.unsubscribe();
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

/**
 * The in-process host: the DataLayerApi over an engine and a bridge batcher. worker/main.ts
 * exposes the same object through Comlink; tests and `?worker=0` use it directly.
 */
import { checkScenario } from './check-scenario';
import { PROTOCOL_VERSION, type DataLayerApi } from '../contract/api';
import type { DeploymentInfo } from '../contract/entities';
import { createAppEngine } from '../app-engine';
import type { Engine, EngineOptions } from '../engine/create-engine';
import { InspectionSession } from '../log/inspection-session';
import { exportEventLog, type AppBuild } from '../log/ndjson';
import { stateHash } from '../log/state-hash';
import type { PageLoadReason } from '../contract/page-load';
import type { StoredTabLog, TabLogStore } from '../ports/tab-log/types';
import type { Ports } from '../ports/types';
import { Batcher } from './batcher';
import { BridgedState } from './bridged-state';
import { refusedWhileViewing, WRITES_OFF_KEY } from '../contract/time-travel';
import { persistTabLog, restorable, type TabLogPersistence } from './tab-log';

export interface DataLayerOptions extends EngineOptions {
  /** Written into exported log headers. */
  readonly appVersion?: string;
  /** The build that runs (boot/app-version.ts), named in exported logs. */
  readonly build?: AppBuild | null;
  /** Bridge window: a change a person acts on goes within it (host/batcher.ts). */
  readonly batchWindowMs?: number;
  /** The display cadence: progress and figures go at most once per this many ms (host/batcher.ts). */
  readonly displayCadenceMs?: number;
  readonly maxEnvelopesPerBatch?: number;
  /** Folded into the state first thing (as an event, so a replay has it too). */
  readonly deployment?: DeploymentInfo;
  /** The tab's log across page loads (tab-log.ts): what an earlier page stored, and where to store. */
  readonly tabLog?: {
    readonly store: TabLogStore;
    readonly stored: StoredTabLog | null;
    readonly reason: PageLoadReason;
  };
}

export interface InProcessDataLayer extends DataLayerApi {
  readonly engine: Engine;
  /** Stable hash of the current state (what a replay of the exported log must reproduce). */
  stateHash(): Promise<string>;
  /** Sends pending batches now instead of when the window closes. */
  flushBatches(): void;
  /** Resolves once the page has painted everything folded so far (host/batcher.ts `whenShown`). */
  whenShown(): Promise<void>;
}

const WRITES_OFF_WHILE_VIEWING = { ok: false, error: WRITES_OFF_KEY } as const;

export function createDataLayer(ports: Ports, options: DataLayerOptions = {}): InProcessDataLayer {
  const startedAt = ports.clock.now();
  const restored = options.tabLog === undefined ? null : restorable(options.tabLog.stored);
  const engine = createAppEngine(ports, restored === null ? options : { ...options, restoredLog: restored });
  const batcher = new Batcher({
    scheduler: ports.scheduler,
    state: engine.state,
    queries: () => engine.liveQueries.views(),
    ...(options.batchWindowMs !== undefined ? { windowMs: options.batchWindowMs } : {}),
    ...(options.displayCadenceMs !== undefined ? { cadenceMs: options.displayCadenceMs } : {}),
    ...(options.maxEnvelopesPerBatch !== undefined ? { maxEnvelopesPerBatch: options.maxEnvelopesPerBatch } : {}),
  });
  const feed = engine.envelope$.subscribe((envelope) => batcher.push(envelope));
  engine.onQueryChange((cadence) => batcher.touch(cadence));
  // The earlier page's envelopes end here: the state starts over, as this page does.
  if (restored !== null) engine.emit({ event: { type: 'log/page-loaded', reason: options.tabLog?.reason ?? 'reload' }, source: 'system', brand: null });
  if (options.deployment !== undefined) {
    engine.emit({ event: { type: 'system/deployment-loaded', deployment: options.deployment }, source: 'system', brand: null });
  }
  const persistence: TabLogPersistence | null = options.tabLog === undefined ? null : persistTabLog(engine, options.tabLog.store, ports.scheduler, () => ports.clock.now());
  let disposed = false;
  // Wall-clock time for the devtools' figures (how long a load or a point took), not engine time.
  const inspection = new InspectionSession(() => performance.now());
  // A viewed moment crosses in the bridge's form, as the live slices do (its own, so the live
  // bridge's identities are not disturbed).
  const pastBridge = new BridgedState();

  return {
    protocolVersion: PROTOCOL_VERSION,
    engine,
    // While the app shows a past moment nothing it does may reach the server (contract/time-travel.ts).
    dispatch: async (command, options) => (inspection.viewing && refusedWhileViewing(command) ? WRITES_OFF_WHILE_VIEWING : engine.dispatch(command, options)),
    watch: async (query, brand, window) => engine.liveQueries.watch(query, brand, window),
    unwatch: async (id) => engine.liveQueries.unwatch(id),
    setWindow: async (id, window) => engine.liveQueries.setWindow(id, window),
    select: async (id, change, seq) => engine.liveQueries.select(id, change, seq),
    windowIds: async (id, pick) => engine.liveQueries.windowIds(id, pick),
    snapshot: async () => batcher.snapshot(),
    subscribe: async (listener, subscribeOptions) => batcher.subscribe(listener, subscribeOptions?.envelopes ?? true),
    unsubscribe: async (id) => batcher.unsubscribe(id),
    streamEnvelopes: async (id, on) => batcher.streamEnvelopes(id, on),
    exportLog: async ({ redact, newest }) => exportEventLog(newest === undefined ? engine.log.contents() : engine.log.tail(newest), { appVersion: options.appVersion ?? 'dev', build: options.build ?? null, startedAt, state: engine.state() }, { redact }),
    liveStateHash: async () => {
      const state = engine.state();
      return { hash: stateHash(state), seq: state.diagnostics.lastSeq };
    },
    recentEnvelopes: async (count) => engine.log.newest(count),
    persistLog: async () => persistence?.flush(),
    inspectLog: async (text) => inspection.load(text),
    inspectLogAt: async (index) => inspection.at(index),
    editLog: async (edit) => inspection.edit(edit),
    searchLog: async (query) => inspection.search(query),
    viewLogAt: async (index) => {
      const moment = inspection.view(index);
      return moment === null ? null : { ...moment, state: pastBridge.of(moment.state) };
    },
    checkScenario: async (text) => checkScenario(text),
    exploreLogRaces: async (raceOptions) => {
      const loaded = inspection.loadedEntries();
      if (loaded === null) return { ok: false, problem: 'no event log is loaded' };
      // A lazy chunk: the explorer is for developers, the data layer's entry does not carry it.
      const { exploreLoaded } = await import('../log/races/explore-loaded');
      return exploreLoaded(loaded.entries, loaded.start, raceOptions);
    },
    stateHash: async () => stateHash(engine.state()),
    flushBatches: () => batcher.flush(),
    whenShown: () => batcher.whenShown(),
    async dispose() {
      if (disposed) return;
      disposed = true;
      feed.unsubscribe();
      persistence?.dispose();
      batcher.dispose();
      engine.dispose();
    },
  };
}

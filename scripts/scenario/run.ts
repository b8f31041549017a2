/**
 * Runs a scenario in Node on VIRTUAL time: @sinonjs/fake-timers replaces setTimeout,
 * setInterval and Date for the run, so RxJS's asyncScheduler, the engine's timers, the answers'
 * delays and the player all follow one fake clock, and a 60 s storm takes as long as its work.
 * setImmediate and microtasks stay real: fake-timers yields through them between timers, which
 * lets promises (fetch answers, Response bodies) settle in order.
 */
import FakeTimers from '@sinonjs/fake-timers';
import { createDataLayer, type InProcessDataLayer } from '../../worker/host/create-data-layer';
import { createMemoryTabLogStore } from '../../worker/ports/tab-log/memory-tab-log-store';
import type { PageLoadReason } from '../../worker/contract/page-load';
import type { Scenario } from '../../worker/scenario/format';
import { playScenario, type ScenarioSummary } from '../../worker/scenario/player';
import { createScenarioRig } from '../../worker/scenario/scenario-ports';
import { scenarioDeployment } from '../../worker/scenario/scenario-deployment';

/** 2025-05-01T09:00:00Z, as tests/harness/virtual-clock.ts: the default wall clock at 0 ms. */
export const DEFAULT_START = Date.UTC(2025, 4, 1, 9);

export interface ScenarioRun extends ScenarioSummary {
  /** Real milliseconds the run took. */
  readonly wallMs: number;
  /** The exported event log (NDJSON), when asked for with `keepLog`. */
  readonly log?: string;
}

export interface RunOptions {
  /** Export the run's event log into `run.log` (for --from-log round trips). */
  readonly keepLog?: boolean;
}

const TICK_MS = 1_000;

export async function runScenario(scenario: Scenario, options: RunOptions = {}): Promise<ScenarioRun> {
  const started = performance.now();
  const now = scenario.start.now !== undefined ? Date.parse(scenario.start.now) : DEFAULT_START;
  const clock = FakeTimers.install({ now, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'], loopLimit: 10_000_000 });
  try {
    const rig = createScenarioRig(scenario);
    // The tab's log across page loads, kept as the browser keeps it (worker/host/tab-log.ts), so a
    // reload step restarts the data layer from the stored copy and the log runs on.
    const tabLog = createMemoryTabLogStore();
    // The browser folds the same deployment (scenario-deployment.ts), so the `system` slice agrees.
    const folded = scenarioDeployment(scenario);
    const deployment = folded === null ? {} : { deployment: folded };
    let dl: InProcessDataLayer = createDataLayer(rig.ports, { appVersion: 'scenario', ...deployment, tabLog: { store: tabLog, stored: null, reason: 'navigate' } });
    const reload = async (reason: PageLoadReason): Promise<InProcessDataLayer> => {
      // As the app before its own reload: the log is stored, then the page (and its worker) goes.
      await dl.persistLog();
      await dl.dispose();
      dl = createDataLayer(rig.ports, { appVersion: 'scenario', ...deployment, tabLog: { store: tabLog, stored: await tabLog.load(), reason } });
      return dl;
    };
    const playback = playScenario(scenario, rig, dl, { jumpClock: (ms) => clock.setSystemTime(clock.now + ms), reload });
    let summary: ScenarioSummary | null = null;
    void playback.done.then((s) => (summary = s));
    // Ticks in slices so a scenario that never finishes (a bug) cannot spin forever.
    const limit = scenario.durationMs + 10 * TICK_MS;
    for (let elapsed = 0; summary === null && elapsed <= limit; elapsed += TICK_MS) await clock.tickAsync(TICK_MS);
    playback.stop();
    const log = options.keepLog === true ? await dl.exportLog({ redact: false }) : undefined;
    await dl.dispose();
    if (summary === null) throw new Error(`the scenario did not finish within ${limit} ms of virtual time`);
    return { ...(summary as ScenarioSummary), wallMs: Math.round(performance.now() - started), ...(log !== undefined ? { log } : {}) };
  } finally {
    clock.uninstall();
  }
}

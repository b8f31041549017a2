/**
 * Reports a browser run of a scenario: to the page's badge (status.ts, on the launch's
 * BroadcastChannel) and to the console, where a failed expectation is a warning and the end a
 * summary table, so a tester sees at once whether the run did what the file expects.
 */
import type { ExpectationResult } from './expectations';
import type { Scenario } from './format';
import type { ScenarioLaunch } from './launch';
import type { ScenarioSummary } from './player';
import { SCENARIO_HASH_SLICES } from './scenario-hash';
import { checkOf, type ScenarioStatus, type StatusMessage } from './status';

export interface StatusReporter {
  started(): void;
  check(result: ExpectationResult): void;
  ended(summary: ScenarioSummary): void;
  close(): void;
}

export function createStatusReporter(launch: ScenarioLaunch, scenario: Scenario, now: () => number = () => Date.now()): StatusReporter {
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(launch.channel);
  let status: ScenarioStatus = {
    name: scenario.name,
    speed: launch.speed,
    durationMs: scenario.durationMs,
    startedAt: null,
    phase: 'waiting',
    expectations: scenario.expect.length,
    checks: [],
    stateHash: null,
    scenarioHash: null,
  };
  const post = () => channel?.postMessage({ kind: 'status', status } satisfies StatusMessage);
  if (channel !== null) {
    channel.onmessage = (event: { readonly data: StatusMessage | undefined }) => {
      if (event.data?.kind === 'ask') post();
    };
  }
  const update = (next: Partial<ScenarioStatus>) => {
    status = { ...status, ...next };
    post();
  };

  return {
    started() {
      console.info(`Scenario "${scenario.name}" started at ${launch.speed}× real time: ${Math.round(scenario.durationMs / launch.speed / 100) / 10} s, ${scenario.expect.length} expectations.`);
      update({ phase: 'running', startedAt: now() });
    },
    check(result) {
      if (!result.pass) console.warn(`Scenario "${scenario.name}": FAIL ${result.description} (actual ${checkOf(result).actual})`);
      update({ checks: [...status.checks, checkOf(result)] });
    },
    ended(summary) {
      const failed = summary.expectations.filter((r) => !r.pass).length;
      console.info(`Scenario "${scenario.name}" slice hashes: ${JSON.stringify(summary.sliceHashes)}`);
      // The line a test or a tester compares with `npm run scenario` (the same hash in Node).
      console.info(`Scenario "${scenario.name}" scenario hash ${summary.scenarioHash} (${SCENARIO_HASH_SLICES.join(', ')})`);
      console.info(`Scenario "${scenario.name}" ended: ${failed === 0 ? 'every expectation passed' : `${failed} of ${summary.expectations.length} expectations failed`}; state hash ${summary.stateHash}.`);
      console.table(summary.expectations.map((r) => ({ result: r.pass ? 'PASS' : 'FAIL', expectation: r.description, actual: checkOf(r).actual })));
      update({ phase: 'ended', stateHash: summary.stateHash, scenarioHash: summary.scenarioHash });
    },
    close() {
      channel?.close();
    },
  };
}

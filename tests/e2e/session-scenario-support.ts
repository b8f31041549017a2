/**
 * A session exported from the real app in Chromium, turned into a scenario (`--from-log`,
 * docs/scenarios.md "From a log") and run in Node: what the specs that record real sessions
 * compare: the scenario hash (docs/scenarios.md "One hash everywhere") of the session's last state and
 * of the run's, and the slices whose own hash differs, named.
 */
import { scenarioFromLog } from '../../scripts/scenario/from-log';
import { runScenario, type ScenarioRun } from '../../scripts/scenario/run';
import { PROTOCOL_VERSION } from '../../worker/contract/api';
import { replay } from '../../worker/log/replay';
import { sliceHashes } from '../../worker/log/state-hash';
import { parseScenario } from '../../worker/scenario/parse-scenario';
import { scenarioHash } from '../../worker/scenario/scenario-hash';
import type { LoggedEnvelope } from './live-support';

export interface SessionReplayed {
  /** The scenario's run in Node. */
  readonly run: ScenarioRun;
  /** What `--from-log` left out, in words. */
  readonly notes: readonly string[];
  /** The slices whose hash at the end of the Node run differs from the session's own, sorted. */
  readonly differing: readonly string[];
  /** The scenario hash of the session's last state (what the run's `scenarioHash` must be). */
  readonly sessionScenarioHash: string;
}

export async function replaySessionAsScenario(envelopes: readonly LoggedEnvelope[]): Promise<SessionReplayed> {
  const header = { format: 'adcreative-event-log', formatVersion: 1, protocolVersion: PROTOCOL_VERSION, appVersion: 'e2e', startedAt: new Date().toISOString(), evicted: 0, redacted: false };
  const text = [JSON.stringify(header), ...envelopes.map((e) => JSON.stringify(e))].join('\n');
  const { scenario, notes } = scenarioFromLog(text, 'session.ndjson');
  const run = await runScenario(parseScenario(JSON.stringify(scenario)));
  const sessionState = replay(text).state;
  const session = sliceHashes(sessionState);
  const differing = Object.keys(session).filter((slice) => session[slice] !== run.sliceHashes[slice]);
  return { run, notes, differing: differing.sort(), sessionScenarioHash: scenarioHash(sessionState) };
}

/**
 * What a browser run of a scenario tells the page's badge: which scenario, its speed, when its
 * 0 ms was, and each expectation as it is checked. Sent on the launch's BroadcastChannel
 * (`launch.channel`, one per page, so two tabs never mix), which works the same from the worker and in
 * process (`?worker=0`). The whole status is sent each time: a badge that asks late (`ask`)
 * gets everything so far.
 */
import type { ExpectationResult } from './expectations';

export interface ScenarioCheck {
  readonly index: number;
  readonly description: string;
  readonly pass: boolean;
  /** The value seen, as JSON (cut to 200 characters). */
  readonly actual: string;
}

export interface ScenarioStatus {
  readonly name: string;
  readonly speed: number;
  readonly durationMs: number;
  /** Real time (epoch ms) of the scenario's 0 ms: the page's session start; null before it. */
  readonly startedAt: number | null;
  readonly phase: 'waiting' | 'running' | 'ended';
  /** How many expectations the scenario has. */
  readonly expectations: number;
  /** Those checked so far, in the order they were checked. */
  readonly checks: readonly ScenarioCheck[];
  /** The final state hash, once ended. */
  readonly stateHash: string | null;
  /** The scenario's hash (scenario-hash.ts: the same in Node), once ended. */
  readonly scenarioHash: string | null;
}

export type StatusMessage = { readonly kind: 'status'; readonly status: ScenarioStatus } | { readonly kind: 'ask' };

export function checkOf(result: ExpectationResult): ScenarioCheck {
  let actual: string;
  try {
    actual = JSON.stringify(result.actual) ?? 'undefined';
  } catch {
    actual = String(result.actual);
  }
  return { index: result.index, description: result.description, pass: result.pass, actual: actual.length > 200 ? `${actual.slice(0, 199)}…` : actual };
}

/**
 * The race explorer's options and report (docs/event-log.md "Exploring races"): shared by the
 * explorer (worker/log/races/), `npm run replay -- --explore-races` and the devtools panel, which
 * receives the report from the data layer (DataLayerApi.exploreLogRaces). Types and defaults only.
 */
import type { EventSource } from './events';
import type { SliceDiff } from './log-inspection';

export interface RaceOptions {
  /** Envelopes of different sources whose arrival times are at most this far apart may trade places. */
  readonly windowMs: number;
  /** Seed of the random search (the same seed explores the same orderings). */
  readonly seed: number;
  /** Orderings tried at most per group of envelopes that arrived close together. */
  readonly budget: number;
  /** A quiet point: nothing in flight, and no envelope for this long after it (or the log's end). */
  readonly quietMs: number;
}

export const RACE_DEFAULTS: RaceOptions = { windowMs: 50, seed: 1, budget: 200, quietMs: 250 };

/** Bounds that keep a mistyped option from hanging the search. */
export const RACE_LIMITS = { windowMsMax: 60_000, budgetMax: 100_000, quietMsMax: 600_000 } as const;

/** Checks options from a person (CLI, panel); the reason in words when one is out of range. */
export function checkRaceOptions(options: RaceOptions): string | null {
  const whole = (n: number) => Number.isInteger(n) && n >= 0;
  if (!whole(options.windowMs) || options.windowMs > RACE_LIMITS.windowMsMax) return `the window must be a whole number of ms from 0 to ${RACE_LIMITS.windowMsMax}`;
  if (!whole(options.budget) || options.budget < 1 || options.budget > RACE_LIMITS.budgetMax) return `the budget must be a whole number of orderings from 1 to ${RACE_LIMITS.budgetMax}`;
  if (!whole(options.quietMs) || options.quietMs > RACE_LIMITS.quietMsMax) return `the quiet time must be a whole number of ms from 0 to ${RACE_LIMITS.quietMsMax}`;
  if (!Number.isSafeInteger(options.seed)) return 'the seed must be a whole number';
  return null;
}

/** One envelope as the report names it. */
export interface RaceEnvelope {
  /** Index in the explored log (the time travel's row). */
  readonly index: number;
  readonly seq: number;
  readonly at: number;
  readonly source: EventSource;
  readonly type: string;
}

export interface RaceFinding {
  /** The group of envelopes that arrived close together (first and last seq). */
  readonly fromSeq: number;
  readonly toSeq: number;
  /** The span that changed, in the recorded order and in the differing order. */
  readonly recorded: readonly RaceEnvelope[];
  readonly explored: readonly RaceEnvelope[];
  /** Pairs of envelopes in the other order than recorded (the swaps). */
  readonly swaps: number;
  /** The fewest envelopes whose moving gives the explored order from the recorded one. */
  readonly moved: readonly RaceEnvelope[];
  /** The envelope after which the states were compared (the quiet point). */
  readonly quietSeq: number;
  /** Slices that differ there, recorded → explored (times left out). */
  readonly slices: readonly SliceDiff[];
  /** The first differing path (`balance.value`) with both values. */
  readonly path: string;
  readonly recordedValue: string | null;
  readonly exploredValue: string | null;
  /** Orderings of this group tried, how many of them differed, and how they were chosen. */
  readonly tried: number;
  readonly differing: number;
  /** Every ordering tried; random orderings, shrunk; or only swaps of neighbours (a race of one swap found in a group too large to try whole). */
  readonly search: 'enumerated' | 'random' | 'neighbours';
}

/** What the data layer answers the devtools (DataLayerApi.exploreLogRaces). */
export type RaceExploration = { readonly ok: true; readonly report: RaceReport } | { readonly ok: false; readonly problem: string };

export interface RaceReport {
  readonly options: RaceOptions;
  readonly envelopes: number;
  /** Groups with at least one pair that may trade places. */
  readonly groups: number;
  /** Groups whose every ordering was tried (the rest were sampled within the budget). */
  readonly groupsEnumerated: number;
  readonly orderingsTried: number;
  readonly findings: readonly RaceFinding[];
  readonly durationMs: number;
}

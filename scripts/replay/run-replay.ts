/**
 * The replay command's logic, without the process around it (scripts/replay.ts): read the
 * log(s), fold, verify the recorded hash, find a divergence, and say so in text or JSON.
 *
 * Exit codes (docs/event-log.md):
 *   0  replayed (and verified, when the log records its hash); with --against: no divergence
 *   1  divergence: --against found one, --explore-races found a race, or the replay does not
 *      reproduce the recorded hash
 *   2  bad input: usage, unreadable file, or a log that does not parse (line and reason)
 */
import type { SliceSummary } from '../../worker/contract/log-inspection';
import type { RaceReport } from '../../worker/contract/race-exploration';
import { findDivergence, type Divergence } from '../../worker/log/divergence';
import { EventLogParseError, parseEventLog, type AppBuild, type EventLogFile } from '../../worker/log/ndjson';
import { exploreRaces, snapshotFold } from '../../worker/log/races/explore';
import { replay } from '../../worker/log/replay';
import { summarizeState } from '../../worker/log/slice-summary';
import { parseReplayArgs, USAGE, UsageError, type ReplayArgs } from './args';
import { formatReport } from './format-report';

export const EXIT = { ok: 0, diverged: 1, badInput: 2 } as const;

export interface ReplayReport {
  readonly file: string;
  readonly appVersion: string;
  /** The build that wrote the log (null: not recorded). */
  readonly build: AppBuild | null;
  readonly redacted: boolean;
  readonly checkpointSeq: number | null;
  readonly envelopes: number;
  /** Seq of the last envelope folded (the checkpoint's when none was). */
  readonly seq: number;
  readonly until: number | null;
  readonly hash: string;
  /** The hash the header vouches for; verification is skipped with --until (it is for the whole file). */
  readonly recordedHash: string | null;
  readonly verified: boolean | null;
  /** The protocol version the log was written with, when it was read through the upcasters. */
  readonly upcastFrom: number | null;
  readonly slices: readonly SliceSummary[];
  readonly against: { readonly file: string; readonly divergence: Divergence } | null;
  /** With --explore-races: the orderings tried and the races found (docs/event-log.md "Exploring races"). */
  readonly races: RaceReport | null;
}

export interface ReplayOutcome {
  readonly exitCode: number;
  readonly stdout: string;
  readonly stderr: string;
}

class InputError extends Error {}

function load(path: string, readText: (path: string) => string): EventLogFile {
  let text: string;
  try {
    text = readText(path);
  } catch (error) {
    throw new InputError(`${path}: cannot read (${(error as Error).message})`);
  }
  try {
    return parseEventLog(text);
  } catch (error) {
    if (error instanceof EventLogParseError) throw new InputError(`${path}: ${error.message}`, { cause: error });
    throw error;
  }
}

function report(args: ReplayArgs, readText: (path: string) => string): ReplayReport {
  const file = load(args.log, readText);
  const result = replay(file, args.until);
  const last = file.envelopes[result.envelopes - 1];
  const recordedHash = file.header.stateHash;
  const verifiable = recordedHash !== null && args.until === undefined;
  return {
    file: args.log,
    appVersion: file.header.appVersion,
    build: file.header.build,
    redacted: file.header.redacted,
    checkpointSeq: file.checkpoint?.seq ?? null,
    envelopes: result.envelopes,
    seq: last?.seq ?? file.checkpoint?.seq ?? 0,
    until: args.until ?? null,
    hash: result.hash,
    recordedHash,
    verified: verifiable ? recordedHash === result.hashAsWritten : null,
    upcastFrom: file.header.upcastFrom,
    slices: summarizeState(result.state),
    against: args.against === undefined ? null : { file: args.against, divergence: findDivergence(file, load(args.against, readText), args.until) },
    races: args.races === null ? null : exploreRaces(file.envelopes.slice(0, result.envelopes), snapshotFold(file.checkpoint?.state ?? null), args.races, () => performance.now()),
  };
}

export function runReplay(argv: readonly string[], readText: (path: string) => string): ReplayOutcome {
  if (argv.includes('--help') || argv.includes('-h')) return { exitCode: 0, stdout: `${USAGE}\n`, stderr: '' };
  let args: ReplayArgs;
  try {
    args = parseReplayArgs(argv);
  } catch (error) {
    if (error instanceof UsageError) return { exitCode: EXIT.badInput, stdout: '', stderr: `replay: ${error.message}\n${USAGE}\n` };
    throw error;
  }
  let result: ReplayReport;
  try {
    result = report(args, readText);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    const cause = error.cause instanceof EventLogParseError ? { line: error.cause.line, problem: error.cause.problem } : {};
    const stdout = args.json ? `${JSON.stringify({ error: { message: error.message, ...cause } })}\n` : '';
    return { exitCode: EXIT.badInput, stdout, stderr: `replay: ${error.message}\n` };
  }
  const diverged = result.verified === false || result.against?.divergence.diverged === true || (result.races?.findings.length ?? 0) > 0;
  return {
    exitCode: diverged ? EXIT.diverged : EXIT.ok,
    stdout: args.json ? `${JSON.stringify(result, null, 2)}\n` : formatReport(result),
    stderr: '',
  };
}

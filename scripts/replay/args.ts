/**
 * `npm run replay -- <log.ndjson> [--until <seq>] [--against <other.ndjson>] [--json]`
 * `npm run replay -- <log.ndjson> --explore-races [--window <ms>] [--seed <n>] [--budget <n>] [--quiet <ms>] [--json]`
 */
import { checkRaceOptions, RACE_DEFAULTS, type RaceOptions } from '../../worker/contract/race-exploration';

export interface ReplayArgs {
  readonly log: string;
  readonly until: number | undefined;
  readonly against: string | undefined;
  readonly json: boolean;
  /** Set with --explore-races: reorder what arrived close together and look for races. */
  readonly races: RaceOptions | null;
}

export const USAGE = [
  'usage: npm run replay -- <log.ndjson> [--until <seq>] [--against <other.ndjson>] [--json]',
  '       npm run replay -- <log.ndjson> --explore-races [--window <ms>] [--seed <n>] [--budget <n>] [--quiet <ms>] [--until <seq>] [--json]',
  '',
  '  --until <seq>       the state after that envelope',
  '  --against <log>     the first divergence from another log of the same session',
  '  --explore-races     reorder envelopes of different sources that arrived close together, re-fold,',
  '                      and report orderings whose state at the next quiet point differs (exit 1)',
  `  --window <ms>       how close is close (default ${RACE_DEFAULTS.windowMs})`,
  `  --seed <n>          seed of the random search (default ${RACE_DEFAULTS.seed})`,
  `  --budget <n>        orderings tried at most per group (default ${RACE_DEFAULTS.budget})`,
  `  --quiet <ms>        a quiet point: nothing in flight and no envelope for this long (default ${RACE_DEFAULTS.quietMs})`,
  '  --json              the report as JSON',
].join('\n');

const RACE_FLAGS = { '--window': 'windowMs', '--seed': 'seed', '--budget': 'budget', '--quiet': 'quietMs' } as const;

export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export function parseReplayArgs(argv: readonly string[]): ReplayArgs {
  let log: string | undefined;
  let until: number | undefined;
  let against: string | undefined;
  let json = false;
  let explore = false;
  const race: { -readonly [K in keyof RaceOptions]: RaceOptions[K] } = { ...RACE_DEFAULTS };
  const raceFlags: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const value = () => {
      const next = argv[++i];
      if (next === undefined || (next.startsWith('--') && !/^-\d/.test(next))) throw new UsageError(`${arg} needs a value`);
      return next;
    };
    if (arg === '--json') json = true;
    else if (arg === '--explore-races') explore = true;
    else if (arg === '--against') against = value();
    else if (arg === '--until') {
      const raw = value();
      until = Number(raw);
      if (!Number.isInteger(until) || until < 0) throw new UsageError(`--until expects a seq (a whole number), got "${raw}"`);
    } else if (arg in RACE_FLAGS) {
      const raw = value();
      const n = Number(raw);
      if (raw.trim() === '' || !Number.isInteger(n)) throw new UsageError(`${arg} expects a whole number, got "${raw}"`);
      race[RACE_FLAGS[arg as keyof typeof RACE_FLAGS]] = n;
      raceFlags.push(arg);
    } else if (arg.startsWith('--')) throw new UsageError(`unknown option ${arg}`);
    else if (log === undefined) log = arg;
    else throw new UsageError(`one log only (got "${log}" and "${arg}"); compare two with --against`);
  }
  if (log === undefined) throw new UsageError('which log? give the path of an exported .ndjson');
  if (!explore && raceFlags.length > 0) throw new UsageError(`${raceFlags[0]} goes with --explore-races`);
  if (explore && against !== undefined) throw new UsageError('--explore-races explores one log; leave out --against');
  const problem = explore ? checkRaceOptions(race) : null;
  if (problem !== null) throw new UsageError(problem);
  return { log, until, against, json, races: explore ? race : null };
}

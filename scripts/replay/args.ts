/** `npm run replay -- <log.ndjson> [--until <seq>] [--against <other.ndjson>] [--json]` */

export interface ReplayArgs {
  readonly log: string;
  readonly until: number | undefined;
  readonly against: string | undefined;
  readonly json: boolean;
}

export const USAGE = 'usage: npm run replay -- <log.ndjson> [--until <seq>] [--against <other.ndjson>] [--json]';

export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export function parseReplayArgs(argv: readonly string[]): ReplayArgs {
  let log: string | undefined;
  let until: number | undefined;
  let against: string | undefined;
  let json = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const value = () => {
      const next = argv[++i];
      if (next === undefined || next.startsWith('--')) throw new UsageError(`${arg} needs a value`);
      return next;
    };
    if (arg === '--json') json = true;
    else if (arg === '--against') against = value();
    else if (arg === '--until') {
      const raw = value();
      until = Number(raw);
      if (!Number.isInteger(until) || until < 0) throw new UsageError(`--until expects a seq (a whole number), got "${raw}"`);
    } else if (arg.startsWith('--')) throw new UsageError(`unknown option ${arg}`);
    else if (log === undefined) log = arg;
    else throw new UsageError(`one log only (got "${log}" and "${arg}"); compare two with --against`);
  }
  if (log === undefined) throw new UsageError('which log? give the path of an exported .ndjson');
  return { log, until, against, json };
}

/**
 * `npm run replay -- <log.ndjson> [--until <seq>] [--against <other.ndjson>] [--json]`: folds an
 * exported event log with no network and prints the state hash, each slice in a few words, and
 * the first divergence from another log. Exit codes: scripts/replay/run-replay.ts.
 */
import { readFileSync } from 'node:fs';
import { runReplay } from './replay/run-replay';

const outcome = runReplay(process.argv.slice(2), (path) => readFileSync(path, 'utf8'));
process.stdout.write(outcome.stdout);
process.stderr.write(outcome.stderr);
process.exitCode = outcome.exitCode;

/**
 * npm run scenario -- <file.json>... [--json]      runs scenarios on virtual time (docs/scenarios.md)
 * npm run scenario -- <file.json> --export-log <out.ndjson>   also writes the run's event log, as the browser exports it
 * npm run scenario -- --from-log <log.ndjson> [--out <file.json>]   turns an exported event log into a scenario
 *
 * Exit codes: 0 every expectation passed; 1 an expectation failed, a file is invalid or the run
 * broke; 2 wrong usage.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { parseScenario } from '../worker/scenario/parse-scenario';
import { ScenarioError } from '../worker/scenario/scenario-error';
import { scenarioFromLog } from './scenario/from-log';
import { formatReport } from './scenario/report';
import { runScenario } from './scenario/run';

export interface CliIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  readonly read: (path: string) => Promise<string>;
  readonly write: (path: string, text: string) => Promise<void>;
}

const USAGE = 'usage: npm run scenario -- <scenario.json>... [--json]\n       npm run scenario -- <scenario.json> --export-log <out.ndjson> [--json]\n       npm run scenario -- --from-log <log.ndjson> [--out <scenario.json>]';

async function fromLog(args: readonly string[], io: CliIo): Promise<number> {
  const logPath = args[args.indexOf('--from-log') + 1];
  const outIndex = args.indexOf('--out');
  const outPath = outIndex >= 0 ? args[outIndex + 1] : undefined;
  if (logPath === undefined || (outIndex >= 0 && outPath === undefined)) {
    io.err(USAGE);
    return 2;
  }
  try {
    const { scenario, notes } = scenarioFromLog(await io.read(logPath), logPath);
    const text = `${JSON.stringify(scenario, null, 2)}\n`;
    if (outPath === undefined) io.out(text);
    else await io.write(outPath, text);
    for (const note of notes) io.err(`note: ${note}`);
    return 0;
  } catch (e) {
    io.err(`${logPath}: ${e instanceof Error ? e.message : String(e)}`);
    return 1;
  }
}

export async function main(args: readonly string[], io: CliIo): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    io.out(USAGE);
    return 0;
  }
  if (args.includes('--from-log')) return fromLog(args, io);
  const json = args.includes('--json');
  const exportIndex = args.indexOf('--export-log');
  const exportPath = exportIndex >= 0 ? args[exportIndex + 1] : undefined;
  const files = args.filter((a, i) => !a.startsWith('--') && (exportIndex < 0 || i !== exportIndex + 1));
  const badOption = args.some((a) => a.startsWith('--') && a !== '--json' && a !== '--export-log');
  // One run, one log: --export-log takes exactly one scenario.
  if (files.length === 0 || badOption || (exportIndex >= 0 && (exportPath === undefined || exportPath.startsWith('--') || files.length !== 1))) {
    io.err(USAGE);
    return 2;
  }
  let exit = 0;
  const runs: unknown[] = [];
  for (const file of files) {
    try {
      const run = await runScenario(parseScenario(await io.read(file)), { keepLog: exportPath !== undefined });
      if (exportPath !== undefined && run.log !== undefined) {
        await io.write(exportPath, run.log);
        io.err(`event log written to ${exportPath}`);
      }
      const { log: _log, ...shown } = run;
      if (json) runs.push({ file, ...shown });
      else io.out(`${file}\n${formatReport(shown)}\n`);
      if (!run.passed) exit = 1;
    } catch (e) {
      // An invalid file (ScenarioError) or a broken run: said, never thrown.
      const message = e instanceof ScenarioError ? `invalid scenario: ${e.message}` : `run failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`;
      if (json) runs.push({ file, error: message });
      io.err(`${file}: ${message}`);
      exit = 1;
    }
  }
  if (json) io.out(JSON.stringify(runs.length === 1 ? runs[0] : runs, null, 2));
  return exit;
}

const nodeIo: CliIo = {
  out: (text) => process.stdout.write(text.endsWith('\n') ? text : `${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  read: (path) => readFile(path, 'utf8'),
  write: (path, text) => writeFile(path, text, 'utf8'),
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await main(process.argv.slice(2), nodeIo);
}

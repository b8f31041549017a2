/**
 * `npm run replay -- <log> --explore-races` (docs/event-log.md "Exploring races"): a race found
 * is named with its envelopes and path and exits 1; none exits 0; bad options exit 2 with the
 * usage; --help lists it. Runs the command's logic on in-memory logs folded by today's reducer.
 */
import { describe, expect, it } from 'vitest';
import { EXIT, runReplay, type ReplayReport } from '../../scripts/replay/run-replay';
import { twoBalanceAnswers as twoAnswers } from '../../worker/log/testing/race-log';
import { sampleLogText } from '../../worker/log/testing/sample-log';

const files: Record<string, string> = {
  'unversioned.ndjson': sampleLogText(twoAnswers([null, null])),
  'versioned.ndjson': sampleLogText(twoAnswers([1, 2])),
};
const run = (...argv: string[]) =>
  runReplay(argv, (path) => {
    const text = files[path];
    if (text === undefined) throw new Error('ENOENT: no such file');
    return text;
  });

describe('npm run replay -- --explore-races', () => {
  it('finds two unversioned balance answers that could arrive in the other order, names them, and exits 1', () => {
    const outcome = run('unversioned.ndjson', '--explore-races');
    expect(outcome.exitCode).toBe(EXIT.diverged);
    expect(outcome.stdout).toMatch(/^races {8}window 50 ms, quiet 250 ms, seed 1, budget 200: \d+ orderings tried in 1 group \(1 enumerated\) in \d+ ms$/m);
    expect(outcome.stdout).toContain('RACE 1       seq 3–8: 1 swap');
    expect(outcome.stdout).toContain('  recorded   #5 requests/finished (http) → #6 balance/changed (http) → #7 requests/finished (http) → #8 balance/changed (http)');
    expect(outcome.stdout).toContain('  explored   #7 requests/finished (http) → #8 balance/changed (http) → #5 requests/finished (http) → #6 balance/changed (http)');
    expect(outcome.stdout).toContain('  at seq 8 (quiet): balance.value: recorded 20, explored 10');
  });

  it('gives the same as JSON', () => {
    const report = JSON.parse(run('unversioned.ndjson', '--explore-races', '--json').stdout) as ReplayReport;
    expect(report.races?.findings).toHaveLength(1);
    expect(report.races?.findings[0]).toMatchObject({ path: 'balance.value', recordedValue: '20', exploredValue: '10', swaps: 1, quietSeq: 8 });
    expect(report.races?.options).toEqual({ windowMs: 50, seed: 1, budget: 200, quietMs: 250 });
  });

  it('finds no race when the answers carry versions (the newer wins in either order), or when the window is narrower than their gap', () => {
    const versioned = run('versioned.ndjson', '--explore-races');
    expect(versioned.exitCode).toBe(EXIT.ok);
    expect(versioned.stdout).toContain('no race      every ordering explored ends in the recorded state at its quiet point');
    expect(run('unversioned.ndjson', '--explore-races', '--window', '4').exitCode).toBe(EXIT.ok);
    expect(run('unversioned.ndjson', '--explore-races', '--window', '5').exitCode).toBe(EXIT.diverged);
  });

  it.each([
    [['unversioned.ndjson', '--window', '10'], '--window goes with --explore-races'],
    [['unversioned.ndjson', '--explore-races', '--window', 'soon'], '--window expects a whole number, got "soon"'],
    [['unversioned.ndjson', '--explore-races', '--window'], '--window needs a value'],
    [['unversioned.ndjson', '--explore-races', '--budget', '0'], 'the budget must be a whole number of orderings from 1 to 100000'],
    [['unversioned.ndjson', '--explore-races', '--window', '-5'], 'the window must be a whole number of ms from 0 to 60000'],
    [['unversioned.ndjson', '--explore-races', '--against', 'versioned.ndjson'], '--explore-races explores one log; leave out --against'],
  ])('refuses %j with exit 2 and the usage', (argv, message) => {
    const outcome = run(...argv);
    expect(outcome.exitCode).toBe(EXIT.badInput);
    expect(outcome.stderr).toContain(`replay: ${message}\n`);
    expect(outcome.stderr).toContain('--explore-races');
  });

  it('--help lists the race explorer and its options', () => {
    const help = run('--help');
    expect(help.exitCode).toBe(EXIT.ok);
    for (const option of ['--explore-races', '--window <ms>', '--seed <n>', '--budget <n>', '--quiet <ms>']) expect(help.stdout).toContain(option);
  });
});

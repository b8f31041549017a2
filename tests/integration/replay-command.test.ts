/**
 * `npm run replay` (scripts/replay.ts): hash and slice summary, verification of the recorded
 * hash, the first divergence with --against, and the documented errors and exit codes for bad
 * input (docs/event-log.md). Runs the command's logic on in-memory files; one test spawns it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT, runReplay, type ReplayReport } from '../../scripts/replay/run-replay';
import { PROTOCOL_VERSION } from '../../worker/contract/api';
import type { Envelope } from '../../worker/contract/events';
import { replay } from '../../worker/log/replay';
import { SAMPLE_BUILD, sampleEnvelopes, sampleLogText } from '../../worker/log/testing/sample-log';

const base = sampleEnvelopes(20);
const edited = base.map((e): Envelope => (e.seq === 14 ? { ...e, event: { type: 'balance/changed', balance: 999, version: null } } : e));
const files: Record<string, string> = {
  'a.ndjson': sampleLogText(base),
  'b.ndjson': sampleLogText(edited),
  'redacted.ndjson': sampleLogText(base, { redact: true }),
};
const run = (...argv: string[]) =>
  runReplay(argv, (path) => {
    const text = files[path];
    if (text === undefined) throw new Error('ENOENT: no such file');
    return text;
  });
const json = (...argv: string[]) => JSON.parse(run(...argv, '--json').stdout) as ReplayReport;

/** A copy of a.ndjson with line `n` (1-based) replaced, or the text transformed. */
function variant(name: string, change: (lines: string[]) => string[] | string): string {
  const lines = (files['a.ndjson'] as string).split('\n');
  const out = change(lines);
  files[name] = typeof out === 'string' ? out : out.join('\n');
  return name;
}

describe('npm run replay', () => {
  it('prints the state hash, each slice with its hash, and verifies the recorded hash', () => {
    const outcome = run('a.ndjson');
    expect(outcome.exitCode).toBe(EXIT.ok);
    const hash = replay(files['a.ndjson'] as string).hash;
    expect(outcome.stdout).toContain(`state hash   ${hash}`);
    // The build to check out.
    expect(outcome.stdout).toContain(`built by     commit ${SAMPLE_BUILD.commit}, built ${SAMPLE_BUILD.builtAt}`);
    expect(outcome.stdout).toContain(`verified     the log's recorded hash ${hash} is reproduced`);
    expect(outcome.stdout).toMatch(/^ {2}balance {8}[0-9a-f]{16} {2}status="ready" value=119 /m);
    const report = json('a.ndjson');
    expect(report).toMatchObject({ hash, verified: true, envelopes: base.length, seq: base.length });
    expect(report.slices.map((s) => s.slice)).toContain('notifications');
  });

  it('replays a log an older build wrote through the upcasters, says so, and verifies the hash that build wrote', () => {
    files['v6.ndjson'] = readFileSync(new URL('../fixtures/event-logs/protocol-6.ndjson', import.meta.url), 'utf8');
    const outcome = run('v6.ndjson');
    expect(outcome.exitCode).toBe(EXIT.ok);
    expect(outcome.stdout).toContain(`upcast       written with protocol 6, read as ${PROTOCOL_VERSION}: 6→7 who else is here`);
    expect(outcome.stdout).toMatch(/^verified {5}the log's recorded hash [0-9a-f]{16} is reproduced$/m);
    expect(json('v6.ndjson')).toMatchObject({ upcastFrom: 6, verified: true });
  });

  it('stops at --until and then leaves verification out', () => {
    const report = json('a.ndjson', '--until', '14');
    expect(report).toMatchObject({ seq: 14, envelopes: 14, verified: null, hash: replay(files['a.ndjson'] as string, 14).hash });
  });

  it('verifies a redacted export against the hash it carries', () => {
    const report = json('redacted.ndjson');
    expect(report.redacted).toBe(true);
    expect(report.verified).toBe(true);
    expect(report.hash).not.toBe(replay(files['a.ndjson'] as string).hash);
  });

  it('fails verification (exit 1) when an envelope was edited but the header kept', () => {
    const name = variant('tampered.ndjson', (lines) => lines.map((l, i) => (i === 42 ? l.replace('"balance":119', '"balance":1') : l)));
    expect(files[name]).not.toBe(files['a.ndjson']);
    const outcome = run(name);
    expect(outcome.exitCode).toBe(EXIT.diverged);
    expect(outcome.stdout).toMatch(/^NOT VERIFIED the log records [0-9a-f]{16}, its replay gives [0-9a-f]{16}/m);
  });

  it('with --against, names the first diverging seq and the slices that differ (exit 1)', () => {
    const outcome = run('a.ndjson', '--against', 'b.ndjson');
    expect(outcome.exitCode).toBe(EXIT.diverged);
    expect(outcome.stdout).toContain('DIVERGED     at seq 14 (this log) / 14 (the other): the envelopes differ');
    expect(outcome.stdout).toContain('  first state path that differs: balance.value');
    expect(outcome.stdout).toContain('    event.balance: 105 → 999');
    expect(outcome.stdout).toMatch(/ {4}balance\n {6}value: 105 → 999/);
    expect(json('a.ndjson', '--against', 'b.ndjson').against?.divergence).toMatchObject({ diverged: true, seq: 14, seqA: 14, seqB: 14, reason: 'event', path: 'balance.value' });
  });

  it('with --against an identical log, says so (exit 0)', () => {
    const outcome = run('a.ndjson', '--against', 'a.ndjson');
    expect(outcome.exitCode).toBe(EXIT.ok);
    expect(outcome.stdout).toMatch(/no divergence \(43 envelopes compared/);
  });

  it.each([
    ['truncated', (l: string[]) => l.join('\n').slice(0, -40), /^replay: truncated\.ndjson: event log line 44: truncated: the last line ends in the middle of a record$/],
    ['cut-at-line', (l: string[]) => l.slice(0, 30).join('\n') + '\n', /^replay: cut-at-line\.ndjson: event log line 31: truncated or edited: the header announces 43 envelopes, the file has 29$/],
    ['wrong-version', (l: string[]) => [l[0]!.replace(`"protocolVersion":${PROTOCOL_VERSION}`, '"protocolVersion":1'), ...l.slice(1)], /line 1: log was written with protocolVersion 1; this build reads 6 to \d+ \(older logs have no upcaster\)/],
    ['wrong-format-version', (l: string[]) => [l[0]!.replace('"formatVersion":1', '"formatVersion":2'), ...l.slice(1)], /line 1: unsupported formatVersion 2/],
    ['unknown-event', (l: string[]) => l.map((x, i) => (i === 5 ? x.replace('builds/widget-loaded', 'builds/exploded') : x)), /line 6: unknown event type "builds\/exploded"/],
    ['seq-back', (l: string[]) => l.map((x, i) => (i === 9 ? x.replace('"seq":9,', '"seq":2,') : x)), /line 10: seq 2 goes back \(the previous seq is 8\)/],
    ['seq-repeated', (l: string[]) => l.map((x, i) => (i === 9 ? x.replace('"seq":9,', '"seq":8,') : x)), /line 10: seq 8 repeats the previous seq/],
  ])('rejects a bad log (%s) with its line and reason, exit 2', (name, change, message) => {
    const outcome = run(variant(`${name}.ndjson`, change));
    expect(outcome.exitCode).toBe(EXIT.badInput);
    expect(outcome.stdout).toBe('');
    expect(outcome.stderr.trimEnd()).toMatch(message);
  });

  it('gives a parse error as JSON too, with the line', () => {
    const name = variant('bad-json.ndjson', (l) => l.map((x, i) => (i === 5 ? x.replace('builds/widget-loaded', 'builds/exploded') : x)));
    const outcome = run(name, '--json');
    expect(outcome.exitCode).toBe(EXIT.badInput);
    expect(JSON.parse(outcome.stdout)).toEqual({ error: { message: expect.stringContaining('unknown event type'), line: 6, problem: 'unknown event type "builds/exploded"' } });
  });

  it.each([
    [[], /which log\?/],
    [['a.ndjson', '--until', 'x'], /--until expects a seq/],
    [['a.ndjson', '--against'], /--against needs a value/],
    [['a.ndjson', '--wat'], /unknown option --wat/],
    [['missing.ndjson'], /missing\.ndjson: cannot read/],
  ])('refuses bad usage %j (exit 2)', (argv, message) => {
    const outcome = run(...argv);
    expect(outcome.exitCode).toBe(EXIT.badInput);
    expect(outcome.stderr).toMatch(message);
  });

  it('as a process: the exit code and streams are the command\'s', () => {
    const dir = mkdtempSync(join(tmpdir(), 'replay-'));
    writeFileSync(join(dir, 'a.ndjson'), files['a.ndjson'] as string);
    writeFileSync(join(dir, 'bad.ndjson'), files['unknown-event.ndjson'] as string);
    const ok = spawnSync('npx', ['tsx', 'scripts/replay.ts', join(dir, 'a.ndjson')], { encoding: 'utf8' });
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain(`state hash   ${replay(files['a.ndjson'] as string).hash}`);
    const bad = spawnSync('npx', ['tsx', 'scripts/replay.ts', join(dir, 'bad.ndjson')], { encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/line 6: unknown event type "builds\/exploded"/);
  }, 30_000);
});

/**
 * `npm run scenario -- --from-log`: an exported log becomes a scenario that plays the same inputs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main, type CliIo } from '../../scripts/scenario';
import { scenarioFromLog } from '../../scripts/scenario/from-log';
import { runScenario } from '../../scripts/scenario/run';
import { livePayload } from '../../scripts/scenario/wire-encode';
import type { LiveEvent } from '../../worker/contract/events';
import { LIVE_EVENTS } from '../../worker/domains/registry';
import { brandChannel, PUBLIC_CHANNEL } from '../../worker/contract/live-channels';
import { createLiveDecoder } from '../../worker/ports/live/decode-live-event';
import { findDivergence } from '../../worker/log/divergence';
import { parseEventLog } from '../../worker/log/ndjson';
import { replay } from '../../worker/log/replay';
import { parseScenario } from '../../worker/scenario/parse-scenario';
import { SAMPLE_EVENTS } from '../harness/sample-events';

const LIBRARY = join(import.meta.dirname, '../../scenarios');
const SESSIONS = join(import.meta.dirname, '../fixtures/event-logs/sessions');
const decode = createLiveDecoder(LIVE_EVENTS);

describe('re-encoding live events', () => {
  it.each(LIVE_EVENTS.map((spec) => [spec.type, spec] as const))('%s decodes back to the same event', (type, spec) => {
    const sample = { ...(SAMPLE_EVENTS[type as keyof typeof SAMPLE_EVENTS] as LiveEvent), brandId: 3, userId: 9 } as Exclude<LiveEvent, { type: 'live/notification-created' }>;
    const channel = spec.channel === 'public' ? PUBLIC_CHANNEL : brandChannel('acme');
    const input = decode(channel, spec.name, livePayload(sample));
    expect(input).toEqual({ kind: 'event', channel, brand: spec.channel === 'public' ? null : 'acme', event: sample });
  });
});

describe('a scenario from a log', () => {
  it('replays a recorded run: the same live inputs, commands and answers give the same state', async () => {
    const original = parseScenario(readFileSync(join(LIBRARY, 'low-credit-sequence.json'), 'utf8'));
    const recorded = await runScenario(original, { keepLog: true });
    const { scenario, notes } = scenarioFromLog(recorded.log ?? '', 'low-credit.ndjson');
    const replayed = await runScenario(parseScenario(JSON.stringify(scenario)));

    expect(notes).toEqual([]);
    expect(replayed.envelopes.bySource.live).toBe(recorded.envelopes.bySource.live);
    expect(replayed.commands.sent).toBe(recorded.commands.sent);
    expect(replayed.requests).toEqual(recorded.requests);
    expect(replayed.stateHash).toBe(recorded.stateHash);
  });

  it('carries drops and notifications, and says what it left out', async () => {
    const malformed = parseScenario(readFileSync(join(LIBRARY, 'malformed-mix.json'), 'utf8'));
    const { notes } = scenarioFromLog((await runScenario(malformed, { keepLog: true })).log ?? '', 'mix.ndjson');
    expect(notes).toEqual([
      '7 × malformed live payload (the log keeps no raw body) not carried over',
      '1 × malformed graphql payload (the log keeps no raw body) not carried over',
      '1 × http request/failed not carried over',
      '1 × http diagnostics/payload-malformed not carried over',
    ]);

    const storm = parseScenario(readFileSync(join(LIBRARY, 'reconnect-storm.json'), 'utf8'));
    const { scenario } = scenarioFromLog((await runScenario(storm, { keepLog: true })).log ?? '', 'storm.ndjson');
    const steps = scenario.steps as { drop?: { forMs: number } }[];
    expect(steps.filter((s) => s.drop !== undefined).map((s) => s.drop?.forMs)).toEqual(Array.from({ length: 20 }, (_, i) => (i % 5) * 500 + 500));
  });

  it('carries the notification centre’s pages: each answer with its items, total and unread count', async () => {
    const flood = parseScenario(readFileSync(join(LIBRARY, 'notification-flood.json'), 'utf8'));
    const recorded = await runScenario(flood, { keepLog: true });
    const { scenario } = scenarioFromLog(recorded.log ?? '', 'flood.ndjson');
    const pages = (scenario.http as { operation?: string; body?: { data: { notificationsPaginated: { data: unknown[] }; loggedUser: { unread_notifications_count: number } } } }[])
      .filter((rule) => rule.operation === 'NotificationsPaginated');
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.map((rule) => [rule.body?.data.notificationsPaginated.data.length, rule.body?.data.loggedUser.unread_notifications_count]).at(-1)).toEqual([20, 201]);
    const replayed = await runScenario(parseScenario(JSON.stringify(scenario)), { keepLog: true });
    expect(replayed.stateHash).toBe(recorded.stateHash);
    expect(findDivergence(parseEventLog(recorded.log ?? ''), parseEventLog(replayed.log ?? ''))).toMatchObject({ diverged: false });
  });

  it('through the CLI: writes the file, and a bad log exits 1 with the log error', async () => {
    const files: Record<string, string> = { 'bad.ndjson': '{"format":"adcreative-event-log","formatVersion":7}\n' };
    const errors: string[] = [];
    const io: CliIo = { out: () => undefined, err: (t) => errors.push(t), read: async (p) => files[p] ?? '', write: async (p, t) => void (files[p] = t) };
    expect(await main(['--from-log', 'bad.ndjson'], io)).toBe(1);
    expect(errors).toEqual(['bad.ndjson: event log line 1: unsupported formatVersion 7 (this build reads 1)']);

    const run = await runScenario(parseScenario(readFileSync(join(LIBRARY, 'maintenance-high.json'), 'utf8')), { keepLog: true });
    files['run.ndjson'] = run.log ?? '';
    expect(await main(['--from-log', 'run.ndjson', '--out', 'run.json'], io)).toBe(0);
    expect(parseScenario(files['run.json'] ?? '').inputs.filter((s) => 'live' in s)).toHaveLength(2);
    expect(await main(['--from-log'], io)).toBe(2);
  });
});

/**
 * Recorded sessions (tests/fixtures/event-logs/sessions/: each log was exported by
 * `npm run scenario -- <name>.scenario.json --export-log <name>.ndjson`). The scenario made from
 * the log alone must replay to the hash the session's own export vouches for.
 */
describe('sessions become scenarios', () => {
  it.each(['page-loads', 'brand-switch', 'reconnect'])('%s: the scenario from the log reproduces the session hash', async (name) => {
    const text = readFileSync(join(SESSIONS, `${name}.ndjson`), 'utf8');
    const recorded = replay(text);
    expect(recorded.hashAsWritten).toBe(parseEventLog(text).header.stateHash);
    const { scenario } = scenarioFromLog(text, `${name}.ndjson`);
    const run = await runScenario(parseScenario(JSON.stringify(scenario)), { keepLog: true });
    expect(run.commands.failed).toEqual([]);
    expect(run.stateHash).toBe(recorded.hashAsWritten);
    // And step by step: the run's own log aligns with the session's, envelope for envelope.
    expect(findDivergence(parseEventLog(text), parseEventLog(run.log ?? ''))).toMatchObject({ diverged: false, extra: [] });
  });

  it('keeps relative times across page loads: each page load is a reload step at its own time', () => {
    const text = readFileSync(join(SESSIONS, 'page-loads.ndjson'), 'utf8');
    const log = parseEventLog(text);
    const { scenario } = scenarioFromLog(text, 'page-loads.ndjson');
    const steps = scenario.steps as { at: number; reload?: unknown; live?: unknown }[];
    const t0 = log.envelopes[0]?.at ?? 0;
    const markers = log.envelopes.filter((e) => e.event.type === 'log/page-loaded');
    expect(steps.filter((s) => s.reload !== undefined)).toEqual([
      { at: (markers[0]?.at ?? 0) - t0, reload: { reason: 'reload', locale: 'en', routeBrand: 'acme' } },
      { at: (markers[1]?.at ?? 0) - t0, reload: { reason: 'role-change', locale: 'en', routeBrand: 'acme' } },
    ]);
    // As recorded: the page loads at 5 s and 11 s, the spends at 1, 7 and 13 s.
    expect(steps.filter((s) => s.reload !== undefined).map((s) => s.at)).toEqual([5000, 11000]);
    expect(steps.filter((s) => s.live !== undefined).map((s) => s.at)).toEqual([1000, 7000, 8000, 13000]);
    expect(scenario.durationMs).toBe((log.envelopes.at(-1)?.at ?? 0) - t0 + 1000);
  });

  it('a built page: its deployment goes into start, and each answer waits as long as its call took', () => {
    const { scenario } = scenarioFromLog(readFileSync(join(SESSIONS, 'reconnect.ndjson'), 'utf8'), 'r.ndjson');
    expect(scenario.start).toMatchObject({ deployment: { environment: 'uat', applicationName: 'adcreative' } });
    const balance = (scenario.http as { path: string; delayMs: number }[]).filter((r) => r.path === '/api/v1/balance-manager/balance');
    // The first answer came from the preset at once (the call took 1 ms of the engine's own waiting).
    expect(balance.map((r) => r.delayMs)).toEqual([1, 700, 700]);
  });

  it('carries the pending invites the session read (a real person may have some; the preset has none)', async () => {
    const invite = { hash: 'wayne-invite-manager', brandLabel: 'Wayne Enterprises', primaryRole: 'manager', teamName: null, expiresAt: '2026-12-10T06:51:01.933Z' };
    // The session's last page read one invite (the header's hash no longer applies: not replayed here).
    const text = readFileSync(join(SESSIONS, 'page-loads.ndjson'), 'utf8').split('\n').map((line) => (line.includes('"seq":') && line.includes('"invites/loaded"') && !line.includes('"seq":21,') && !line.includes('"seq":55,') ? line.replace('"invites":[]', `"invites":[${JSON.stringify(invite)}]`) : line)).join('\n');
    const run = await runScenario(parseScenario(JSON.stringify(scenarioFromLog(text, 'p.ndjson').scenario)), { keepLog: true });
    expect(replay(run.log ?? '').state.session.invites).toEqual([invite]);
  });

  it('a brand switch: the new page starts on the brand the session was on', () => {
    const { scenario } = scenarioFromLog(readFileSync(join(SESSIONS, 'brand-switch.ndjson'), 'utf8'), 'b.ndjson');
    expect(scenario.start).toMatchObject({ routeBrand: 'acme' });
    const steps = scenario.steps as { command?: Record<string, unknown>; reload?: Record<string, unknown> }[];
    expect(steps.flatMap((s) => (s.command !== undefined ? [s.command] : s.reload !== undefined ? [s.reload] : []))).toEqual([
      { type: 'brand/switch', identifier: 'beta' },
      { reason: 'reload', locale: 'en', routeBrand: 'beta' },
      { type: 'notices/dismiss', notice: 'credit' },
    ]);
  });
});

describe('the Node runner exports its log', () => {
  it('--export-log writes the run as the browser exports it: it replays to the run hash', async () => {
    const files: Record<string, string> = { 's.json': readFileSync(join(SESSIONS, 'reconnect.scenario.json'), 'utf8') };
    const out: string[] = [];
    const io: CliIo = { out: (t) => out.push(t), err: () => undefined, read: async (p) => files[p] ?? '', write: async (p, t) => void (files[p] = t) };
    expect(await main(['s.json', '--export-log', 'run.ndjson', '--json'], io)).toBe(0);
    const report = JSON.parse(out.join('')) as { stateHash: string; log?: string };
    expect(report.log).toBeUndefined();
    const log = parseEventLog(files['run.ndjson'] ?? '');
    expect(log.header.stateHash).toBe(report.stateHash);
    expect(replay(log).hash).toBe(report.stateHash);
    expect(await main(['s.json', 's.json', '--export-log', 'x.ndjson'], io)).toBe(2);
    expect(await main(['s.json', '--export-log'], io)).toBe(2);
  });
});

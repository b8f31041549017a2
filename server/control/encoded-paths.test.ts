/**
 * The router decodes the path (`%5F` → `_`), so a guard that tests the raw URL lets
 * `/%5F_control/reset` through. Every spelling of a control path that reaches a control route is
 * refused by the guard of the route itself, and nothing of the call runs.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Db } from '../db/database.ts';
import { createRecordingPublisher, type RecordingPublisher } from '../live/publisher.ts';
import type { LiveGate } from '../live/live-gate.ts';
import { snapshot, steppedClock } from '../test-support/test-app.ts';

let app: FastifyInstance;
let db: Db;
let publisher: RecordingPublisher;
let drops = 0;
const gate: LiveGate = { port: 0, connections: 3, down: false, drop: () => ++drops, close: async () => {} };

beforeAll(async () => {
  const config = { ...loadConfig('test'), databasePath: ':memory:', farm: false };
  db = openDatabase(':memory:');
  publisher = createRecordingPublisher(config);
  app = await buildApp(config, { db, publisher, clock: steppedClock(), liveGate: gate });
  await app.ready();
  // A marker a reset would wipe (the seed is the same data again, so a reset must show somewhere).
  db.prepare("INSERT INTO incidents (brand_id, severity, body, created_at, updated_at) VALUES (NULL, 'high', 'marker', '2025-06-15', '2025-06-15')").run();
  db.prepare("INSERT INTO sessions (id, csrf_token, last_activity) VALUES ('marker', 'token', 0)").run();
});
afterAll(async () => {
  await app.close();
  db.close();
});

/** Everything a control call could change: data, sessions and their tokens, live messages, dropped connections. */
const fingerprint = () => [snapshot(db), JSON.stringify(db.prepare('SELECT * FROM sessions ORDER BY id').all()), publisher.messages.length, drops].join('\n');

const CALLS: ReadonlyArray<{ path: string; body: Record<string, unknown> }> = [
  { path: 'reset', body: {} },
  { path: 'notify', body: { email: 'manager@example.com' } },
  { path: 'incidents', body: { severity: 'high', body: 'Defaced' } },
  { path: 'broadcast', body: { channel: 'public', event: 'ShowMaintenance', data: { severity: 'high' } } },
  { path: 'session/expire', body: { mode: 'csrf' } },
  // A hostile page must never sign the browser in (as the godlike user, say).
  { path: 'session', body: { email: 'god@example.com' } },
  { path: 'live/drop', body: { downForMs: 1000 } },
];

// The spellings of `/__control` a browser sends as they are and the router reads as `/__control`
// (or, double encoded, as `/%5F_control`, which must not reach anything either).
const PREFIXES = ['%5F_control', '_%5Fcontrol', '%5f%5fcontrol', '%5F%5Fcontrol', '%255F_control', '%5F_%63ontrol', '_%5f%63%6Fntrol', '__contr%6Fl', '__control'];

const EVIL = 'https://evil.example';
const urlencoded = (body: Record<string, unknown>) => new URLSearchParams(Object.entries(body).map(([k, v]): [string, string] => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)])).toString();
const multipart = (body: Record<string, unknown>) => `${Object.entries(body).map(([k, v]) => `--x\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${typeof v === 'object' ? JSON.stringify(v) : String(v)}\r\n`).join('')}--x--\r\n`;

type Attack = (body: Record<string, unknown>) => { headers: Record<string, string>; payload?: string };
const ATTACKS: ReadonlyArray<[string, Attack]> = [
  ['a JSON post from another origin', (b) => ({ headers: { origin: EVIL, 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' }, payload: JSON.stringify(b) })],
  ['a bodyless post from another origin', () => ({ headers: { origin: EVIL, 'sec-fetch-site': 'cross-site' } })],
  ['a form post from another origin', (b) => ({ headers: { origin: EVIL, 'sec-fetch-site': 'cross-site', 'content-type': 'application/x-www-form-urlencoded' }, payload: urlencoded(b) })],
  ['a form post without Origin', (b) => ({ headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: urlencoded(b) })],
  ['a text/plain post without Origin', (b) => ({ headers: { 'content-type': 'text/plain' }, payload: JSON.stringify(b) })],
  ['an empty text/plain post without Origin', () => ({ headers: { 'content-type': 'text/plain' }, payload: '' })],
  ['a multipart post without Origin', (b) => ({ headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: multipart(b) })],
];

describe('the control API under encoded paths', () => {
  for (const { path, body } of CALLS) {
    describe(`POST …/${path}`, () => {
      it.each(ATTACKS)('refuses %s on every spelling of /__control, and nothing runs', async (_name, attack) => {
        // Once around the loop: what a call changes stays changed (a reset included), so one comparison sees any of them.
        const before = fingerprint();
        for (const prefix of PREFIXES) {
          const request = attack(body);
          const res = await app.inject({ method: 'POST', url: `/${prefix}/${path}`, ...request });
          // Double encoding reaches no route (404); every other spelling reaches the control route and its guard.
          const expected = prefix.includes('%25') ? 404 : request.headers.origin === EVIL ? 403 : 415;
          expect({ prefix, status: res.statusCode }).toEqual({ prefix, status: expected });
        }
        expect(fingerprint()).toBe(before);
      });
    });
  }

  it('still runs a same-origin JSON call on an encoded spelling (the route decides, not the string)', async () => {
    const before = drops;
    const res = await app.inject({ method: 'POST', url: '/%5F_control/live/drop', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(res.json()).toEqual({ dropped: before + 1, downForMs: 0 });
  });

  it('guards the reads too: another origin cannot read the requests, reports or live state', async () => {
    for (const path of ['requests', 'farm', 'live', 'error-reports', 'csp-reports']) {
      const res = await app.inject({ method: 'GET', url: `/%5F_control/${path}`, headers: { origin: EVIL, 'sec-fetch-site': 'cross-site' } });
      expect({ path, status: res.statusCode }).toEqual({ path, status: 403 });
    }
  });
});

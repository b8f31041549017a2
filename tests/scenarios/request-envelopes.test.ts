/**
 * Request envelopes say what they were: each call's requests/started and requests/finished carry
 * its id (the X-Request-Id it sent), method, path, the status the server answered and how long
 * it took, on virtual time through the real HTTP port.
 */
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../scripts/scenario/run';
import type { RequestFinished, RequestStarted } from '../../worker/domains/requests/contract';
import { exportEventLog, parseEventLog } from '../../worker/log/ndjson';
import { parseScenario } from '../../worker/scenario/parse-scenario';

const scenario = parseScenario(
  JSON.stringify({
    format: 'adcreative-scenario',
    version: 1,
    name: 'request-envelopes',
    http: [
      { method: 'GET', path: '/api/v1/balance-manager/balance', delayMs: 300, body: { data: { balance: 12 } } },
      { method: 'GET', path: '/api/v1/incident', status: 500, body: { message: 'boom' } },
      { method: 'GET', path: '/api/v1/visual-build/widget', delayMs: 50, fail: 'network' },
    ],
    durationMs: 2000,
  }),
);

async function requestEvents() {
  const run = await runScenario(scenario, { keepLog: true });
  const log = parseEventLog(run.log ?? '');
  const started = log.envelopes.flatMap((e) => (e.event.type === 'requests/started' ? [e.event] : [])) as RequestStarted[];
  const finished = log.envelopes.flatMap((e) => (e.event.type === 'requests/finished' ? [e.event] : [])) as RequestFinished[];
  return { log, started, finished };
}

describe('request envelopes', () => {
  it('carry id, method, path, status and duration; each id is unique and pairs a start with its end', async () => {
    const { started, finished } = await requestEvents();
    expect(started.length).toBeGreaterThan(5);
    const ids = started.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z0-9]+-[a-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(finished.map((e) => e.id))).toEqual(new Set(ids));
    const end = (path: string) => finished.find((e) => e.path?.startsWith(path));
    expect(end('/api/v1/balance-manager/balance')).toMatchObject({ method: 'GET', status: 200, durationMs: 300 });
    expect(end('/api/v1/incident')).toMatchObject({ method: 'GET', path: '/api/v1/incident?severity=high&notExpired=1&limit=999', status: 500 });
    expect(end('/api/v1/incident')?.durationMs).toBeLessThan(50);
    // No answer (offline): no status, but how long it took.
    expect(end('/api/v1/visual-build/widget')).toMatchObject({ status: null, durationMs: 50 });
    expect(end('/api/v1/graphql LoggedUser')).toMatchObject({ method: 'POST', status: 200 });
    expect(started.find((e) => e.path === '/api/v1/me')).toMatchObject({ method: 'GET' });
  });

  it('the same run gives the same ids (no random source: the engine clock and a counter)', async () => {
    const a = await requestEvents();
    const b = await requestEvents();
    expect(b.started.map((e) => e.id)).toEqual(a.started.map((e) => e.id));
  });

  it('a redacted export keeps method, path and ids and replaces the query values', async () => {
    const { log } = await requestEvents();
    const redacted = parseEventLog(exportEventLog({ envelopes: log.envelopes, checkpoint: null, evicted: 0 }, { appVersion: 't', build: null, startedAt: 0 }, { redact: true }));
    const incident = redacted.envelopes.find((e) => e.event.type === 'requests/finished' && e.event.path?.startsWith('/api/v1/incident'));
    expect(incident?.event).toMatchObject({ method: 'GET', path: '/api/v1/incident?severity=[query-1]&notExpired=[query-2]&limit=[query-3]', status: 500 });
  });
});

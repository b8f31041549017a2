// A zip of 999 renders over real HTTP. app.inject() skips Node's HTTP parser,
// which is where the 16 KiB limit on a request's head refused the URL (431), so this test listens
// on a port and sends the URL the client writes (worker/contract/laravel-query.ts).
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { laravelQueryString } from '../../worker/contract/laravel-query';
import { MAX_REQUEST_HEAD_BYTES } from '../http/request-head.ts';
import type { Agent } from '../test-support/agent.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { readZip } from '../test-support/zip-reader.ts';
import { ZIP_MAX_IDS } from '../../worker/contract/limits';

let t: TestApp;
let stark: Agent;
let origin: string;
beforeAll(async () => {
  // stark gets 1,200 more renders: about 1,045 of them finished (every ninth fails, 2 % queued).
  t = await createTestApp({ seedRenders: 1_200 });
  stark = await t.signIn('manager@example.com', 'stark');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

/** A GET over the network with the agent's session and brand, as the worker's fetch sends it. */
function get(path: string): Promise<Response> {
  const cookie = [...stark.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
  return fetch(`${origin}${path}`, { headers: { cookie, 'x-brand': 'stark', 'x-xsrf-token': stark.xsrf ?? '', accept: 'application/json' } });
}

const zipPath = (ids: readonly (number | string)[]) => `/server/api/v1/visual-build/download?${laravelQueryString({ visual_build_ids: ids })}`;

describe('GET /visual-build/download with 999 ids, over HTTP', () => {
  it('answers a zip of 999 entries for the URL a Laravel client sends', { timeout: 60_000 }, async () => {
    const ids = t.db.prepare("SELECT id FROM visual_builds WHERE brand_id = 5 AND status = 'finished' ORDER BY id DESC LIMIT ?").pluck().all(ZIP_MAX_IDS) as number[];
    expect(ids).toHaveLength(999);
    const path = zipPath(ids);
    // Over Node's default 16 KiB: this is the request that was refused.
    expect(path.length).toBeGreaterThan(16 * 1024);
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const entries = readZip(Buffer.from(await res.arrayBuffer()));
    expect(entries).toHaveLength(999);
    expect(new Set(entries.map((e) => Number(/-(\d+)\.(?:zip|png|jpg)$/.exec(e.name)?.[1]))).size).toBe(999);
  });

  it("refuses a head over its limit with Laravel's { message }, never a bare reason phrase", async () => {
    const ids = Array.from({ length: ZIP_MAX_IDS }, (_, i) => 10 ** 9 + i);
    // 999 ten-digit ids fit; a cookie that takes the head over the limit does not.
    expect(zipPath(ids).length).toBeLessThan(MAX_REQUEST_HEAD_BYTES / 2);
    const cookie = `big=${'x'.repeat(MAX_REQUEST_HEAD_BYTES)}`;
    const res = await fetch(`${origin}${zipPath(ids)}`, { headers: { cookie } });
    expect(res.status).toBe(431);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(await res.json()).toEqual({ message: 'The request is too large: its address and headers may take at most 64 KiB.' });
  });
});

/**
 * Downloads never block the event loop (section 3). The real app listens on an
 * ephemeral port; renders of the largest size allowed (4096×4096 PNG) are finished by the farm
 * (which stores their files) or, like the seed's, finished without a stored file yet (produced
 * on first download). While the farm stores them, and while a zip of all of them and single
 * downloads run in parallel, `/server/health` is polled back to back and the loop is watched:
 * every health answer must come within 100 ms and the loop must never be held for 100 ms, on top
 * of what the machine adds with the server idle (measured just before: `noise`).
 * Regenerating one such PNG on the loop, as downloads used to, holds it for 0.2 to 1.25 s.
 *
 * The figures are taken without the time the OS kept the server's thread waiting for a core
 * (test-support/loop-watch.ts): on a loaded machine an idle server already shows such stalls.
 * What remains can still include a garbage collection slowed down by other processes (up to
 * ~110 ms seen on this 2-core machine at load 15), so each check may run again, twice at most:
 * every attempt is a full measurement with renders of its own, and blocking code fails them
 * all (the old downloads held the loop ≥ 0.8 s on every attempt).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failsByDesign } from '../../server/farm/farm.ts';
import type { Agent } from '../../server/test-support/agent.ts';
import { type Delay, timed, watchLoop } from '../../server/test-support/loop-watch.ts';
import { createTestApp, type TestApp } from '../../server/test-support/test-app.ts';
import { readZip } from '../../server/test-support/zip-reader.ts';

const LIMIT_MS = 100;
const SIDE = 4096;

let t: TestApp;
let base: string;
let manager: Agent;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${address.port}`;
  manager = await t.signIn('manager@example.com');
});
afterAll(() => t.close());

/** A GET over a real socket with the agent's session and brand, as the browser sends it. */
async function download(path: string): Promise<{ status: number; length: string | null; body: Buffer }> {
  const cookie = [...manager.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
  const res = await fetch(`${base}/server/api/v1/${path}`, { headers: { cookie, 'x-brand': 'acme' } });
  return { status: res.status, length: res.headers.get('content-length'), body: Buffer.from(await res.arrayBuffer()) };
}

/**
 * How slow health answers and how long the loop stalls with nothing to do, on this machine now:
 * the noise a busy machine adds (a garbage collection slowed down by other processes) that is
 * not the server's doing. A check allows LIMIT_MS on top of it; code that blocks the loop held it
 * for 0.8 s and more, far beyond any noise seen (at most ~110 ms at load 15).
 */
async function noise(): Promise<number> {
  const until = performance.now() + 500;
  const idle = await whileWatching((async () => {
    while (performance.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
  })());
  return Math.max(idle.slowestHealth.ownMs, idle.longestStall.ownMs);
}

/** Polls health back to back until `work` settles: the slowest answer and the loop's longest stall. */
async function whileWatching<T>(work: Promise<T>): Promise<{ value: T; slowestHealth: Delay; longestStall: Delay; polls: number }> {
  const loop = watchLoop();
  let done = false;
  const finished = work.finally(() => (done = true));
  const answers: Delay[] = [];
  while (!done) answers.push((await timed(async () => (await fetch(`${base}/server/health`)).text())).delay);
  const value = await finished;
  const longestStall = loop.stop();
  const slowestHealth = { measuredMs: Math.max(...answers.map((a) => a.measuredMs)), ownMs: Math.max(...answers.map((a) => a.ownMs)) };
  console.log(`health polled ${answers.length}×, slowest ${slowestHealth.measuredMs.toFixed(0)} ms (${slowestHealth.ownMs.toFixed(0)} ms own); loop stalled ${longestStall.measuredMs.toFixed(0)} ms at most (${longestStall.ownMs.toFixed(0)} ms own)`);
  return { value, slowestHealth, longestStall, polls: answers.length };
}

const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

describe.sequential('large renders', { timeout: 60_000 }, () => {
  const stored: number[] = [];

  it('are stored by the farm when they finish without holding the loop', { retry: 2 }, async () => {
    stored.length = 0;
    // The seed's queue out of the way, so the farm's four slots are ours.
    t.db.prepare("UPDATE visual_builds SET status = 'finished' WHERE status IN ('queued', 'rendering')").run();
    const version = t.db.prepare("SELECT id FROM visual_versions WHERE brand_id = 1 AND status = 'approved' LIMIT 1").pluck().get() as number;
    while (stored.length < 4) {
      const res = await manager.post('/server/api/v1/visual-build', { visual_version_id: version, sizes: [{ width: SIDE, height: SIDE }], output_format: 'png' });
      expect(res.statusCode).toBe(201);
      const id = res.json().data[0].id as number;
      if (!failsByDesign(id)) stored.push(id);
    }
    const ticks = (async () => {
      for (let i = 0; i < 4; i++) expect((await manager.post('/__control/farm/tick', {})).statusCode).toBe(200);
    })();
    const allowed = LIMIT_MS + (await noise());
    const watched = await whileWatching(ticks);
    expect(stored.map((id) => t.db.prepare('SELECT status FROM visual_builds WHERE id = ?').pluck().get(id))).toEqual(stored.map(() => 'finished'));
    expect(watched.polls).toBeGreaterThan(1);
    expect(watched.slowestHealth.ownMs).toBeLessThan(allowed);
    expect(watched.longestStall.ownMs).toBeLessThan(allowed);
  });

  it('download alone and as a zip, streamed, while health answers within 100 ms of the machine’s own noise and the loop is never held 100 ms beyond it', { retry: 2 }, async () => {
    // Finished, like the seed's renders, but with no stored file yet: produced on first download.
    const unstored = t.db.prepare("SELECT id FROM visual_builds WHERE brand_id = 1 AND status = 'finished' AND output_format = 'html' ORDER BY id LIMIT 4").pluck().all() as number[];
    t.db.prepare(`UPDATE visual_builds SET output_format = 'png', width = ${SIDE}, height = ${SIDE} WHERE id IN (${unstored.map(() => '?').join(', ')})`).run(...unstored);
    const all = [...stored, ...unstored].sort((a, b) => a - b);

    const allowed = LIMIT_MS + (await noise());
    const watched = await whileWatching(
      Promise.all([download(`visual-build/download?${all.map((id) => `visual_build_ids[]=${id}`).join('&')}`), ...[stored[0]!, unstored[0]!, unstored[1]!].map((id) => download(`visual-build/${id}/download`))]),
    );
    const [zip, ...singles] = watched.value;

    // The downloads are real: every file is a 4096×4096 PNG, in the zip (stored, not deflated again) and alone.
    expect(zip.status).toBe(200);
    const entries = readZip(zip.body);
    expect(entries.map((e) => Number(/-(\d+)\.png$/.exec(e.name)?.[1]))).toEqual(all);
    for (const e of entries) expect([e.method, ...pngSize(e.content)]).toEqual([0, SIDE, SIDE]);
    for (const s of singles) expect([s.status, Number(s.length), ...pngSize(s.body)]).toEqual([200, s.body.length, SIDE, SIDE]);
    expect(watched.polls).toBeGreaterThan(1);
    expect(watched.slowestHealth.ownMs).toBeLessThan(allowed);
    expect(watched.longestStall.ownMs).toBeLessThan(allowed);
  });
});

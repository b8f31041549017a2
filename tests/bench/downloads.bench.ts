/**
 * `npm run bench:downloads`: what a zip of large renders costs the API server (section 3).
 * For zips of 6 and 50 finished 4096×4096 PNG renders, downloaded over a real socket while
 * `/server/health` is polled back to back, one line each:
 *   - the event loop's longest stall and the slowest health answer, as measured and without the
 *     time the OS kept the thread waiting for a core (server/test-support/loop-watch.ts);
 *   - time to the first byte and to the last, the zip's size;
 *   - memory above where it was before the download, at its highest: the process's RSS (Linux's
 *     high-water mark, reset before; it sees a peak even while the loop is blocked) and its
 *     Buffers (external + array buffers, sampled every 20 ms on the loop, so blind while it is
 *     blocked).
 * "first download": the renders are finished but their files not stored yet (produced on the
 * way, as for the seed's renders); "stored": the farm stored them when they finished.
 */
import { parseArgs } from 'node:util';
import { parseBenchArgs } from '../../scripts/bench/cli';
import { readFileSync, writeFileSync } from 'node:fs';
import { createTestApp, type TestApp } from '../../server/test-support/test-app.ts';
import { type Delay, timed, watchLoop } from '../../server/test-support/loop-watch.ts';

parseBenchArgs(`npm run bench:downloads

What zips of 6 and 50 large PNG renders cost the API server: the event loop's longest stall while
they download, time to first and last byte, the zip's size and the memory above the start. No options.`, () => parseArgs({ options: {} }));

const SIDE = 4096;
const fmt = (n: number) => n.toFixed(0).padStart(5);
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1).padStart(6)} MiB`;

async function signedInHeaders(t: TestApp): Promise<Record<string, string>> {
  const agent = await t.signIn('manager@example.com');
  return { cookie: [...agent.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; '), 'x-brand': 'acme' };
}

/** `count` finished 4096×4096 PNG renders of acme, none of them downloaded yet. */
function largeRenders(t: TestApp, count: number): number[] {
  const version = t.db.prepare("SELECT id FROM visual_versions WHERE brand_id = 1 AND status = 'approved' LIMIT 1").pluck().get() as number;
  const insert = t.db.prepare(
    `INSERT INTO visual_builds (brand_id, visual_version_id, user_id, status, progress, output_format, width, height, cost, size_bytes, created_at, updated_at, finished_at)
     VALUES (1, ?, 1, 'finished', 100, 'png', ?, ?, 1, 0, 'x', 'x', 'x')`,
  );
  return Array.from({ length: count }, () => Number(insert.run(version, SIDE, SIDE).lastInsertRowid));
}

interface Figures {
  loop: Delay;
  health: Delay;
  firstByteMs: number;
  totalMs: number;
  bytes: number;
  rss: number;
  buffers: number;
}

/** Peak RSS since the last reset (bytes), from /proc; null elsewhere. */
function peakRss(): number | null {
  try {
    return Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1]) * 1024;
  } catch {
    return null;
  }
}

function resetPeakRss(): void {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
  } catch {
    // not Linux: the sampled RSS stands
  }
}

async function measure(base: string, headers: Record<string, string>, ids: readonly number[]): Promise<Figures> {
  resetPeakRss();
  const before = process.memoryUsage();
  const peak = { rss: before.rss, buffers: before.external + before.arrayBuffers };
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peak.rss = Math.max(peak.rss, m.rss);
    peak.buffers = Math.max(peak.buffers, m.external + m.arrayBuffers);
  }, 20);
  const loop = watchLoop();
  const started = performance.now();
  let firstByteMs = 0;
  let bytes = 0;
  const download = (async () => {
    const res = await fetch(`${base}/server/api/v1/visual-build/download?${ids.map((id) => `visual_build_ids[]=${id}`).join('&')}`, { headers });
    if (res.status !== 200 || !res.body) throw new Error(`zip answered ${res.status}`);
    for await (const chunk of res.body) {
      if (bytes === 0) firstByteMs = performance.now() - started;
      bytes += (chunk as Uint8Array).length;
    }
  })();
  let done = false;
  void download.finally(() => (done = true)).catch(() => {});
  const answers: Delay[] = [];
  while (!done) answers.push((await timed(async () => (await fetch(`${base}/server/health`)).text())).delay);
  await download;
  const totalMs = performance.now() - started;
  clearInterval(sampler);
  peak.rss = Math.max(peak.rss, peakRss() ?? 0);
  const health = { measuredMs: Math.max(...answers.map((a) => a.measuredMs)), ownMs: Math.max(...answers.map((a) => a.ownMs)) };
  return { loop: loop.stop(), health, firstByteMs, totalMs, bytes, rss: peak.rss - before.rss, buffers: peak.buffers - before.external - before.arrayBuffers };
}

async function run(count: number, stored: boolean): Promise<void> {
  const t = await createTestApp();
  try {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    const headers = await signedInHeaders(t);
    const ids = largeRenders(t, count);
    // Stored as the farm stores them: downloading each once has the server produce and keep it.
    if (stored) for (const id of ids) await (await fetch(`${base}/server/api/v1/visual-build/${id}/download`, { headers })).arrayBuffer();
    const f = await measure(base, headers, ids);
    console.log(
      `zip of ${String(count).padStart(2)} (${stored ? 'stored       ' : 'first download'}): loop stall ${fmt(f.loop.measuredMs)} ms (${fmt(f.loop.ownMs)} own), ` +
        `slowest health ${fmt(f.health.measuredMs)} ms (${fmt(f.health.ownMs)} own), first byte ${fmt(f.firstByteMs)} ms, all ${fmt(f.totalMs)} ms, ` +
        `${mib(f.bytes)}; memory above start: RSS ${mib(f.rss)}, buffers ${mib(f.buffers)}`,
    );
  } finally {
    await t.close();
  }
}

for (const count of [6, 50]) {
  await run(count, false);
  await run(count, true);
}

/**
 * `npm run bench:render [-- --help]`: renders per minute of a seeded template at 300×250 through
 * the embedded render queue — HTML5 (`--html`, 3000) and PNG (`--png`, 400) — with the real
 * renderer, Chromium pages (one per slot) and output store, `--concurrency` (RENDER_CONCURRENCY,
 * 2) at once; the memory of Chromium (PSS of every process under this one) per page; the peak
 * memory per render and the memory ceiling at work (`--memory` renders per size, render-memory.ts);
 * the fair-turns figure (brand A queues `--fair-a` HTML5 renders, then brand B `--fair-b`: B's wait
 * p50/p95 against A's total time) and the time of one claim with 10,000 queued; then the same
 * throughput and fairness on two remote render workers when redis-server is installed
 * (render-bullmq.ts). A benchmark, not a test: it prints figures (docs/benchmarks.md). Floors:
 * ≥ 3,000 HTML5/min, ≥ 200 PNG/min.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/database.ts';
import { createRecordingPublisher } from '../../server/live/publisher.ts';
import { createNotificationBus } from '../../server/notifications/store.ts';
import { createOutputStore } from '../../server/outputs/output-store.ts';
import { withAdPlatformChecks } from '../../server/outputs/platform-checked-store.ts';
import { createScreenshotter } from '../../server/render/chromium.ts';
import { createRenderer } from '../../server/render/renderer.ts';
import { createRenderQueue } from '../../server/render-queue/embedded-queue.ts';
import { seed } from '../../server/seed/seed.ts';
import { systemClock } from '../../server/clock.ts';
import { benchRemoteWorkers } from './render-bullmq.ts';
import { measureClaimTime, measureFairness, printFairness } from './render-fairness.ts';
import { benchMemoryPerRender } from './render-memory.ts';

const HELP = `npm run bench:render [-- options]

Renders per minute through the embedded render queue and on two remote render workers (BullMQ over
a throwaway redis-server, when installed), Chromium's memory per page, the peak memory per render, and the fair-turns figure.

  --html N          HTML5 renders per throughput run (default 3000)
  --png N           PNG renders per throughput run (default 400)
  --concurrency N   renders at once per queue or worker (default 2)
  --fair-a N        brand A's HTML5 renders in the fairness run (default 2000)
  --fair-b N        brand B's, queued once A's are under way (default 10)
  --memory N        PNG renders per size for the peak memory per render (default 20; 0: none)
  --no-remote       leave out the remote workers
  --help            this text`;

const { values: opts } = parseArgs({
  options: {
    html: { type: 'string', default: '3000' },
    png: { type: 'string', default: '400' },
    concurrency: { type: 'string', default: '2' },
    'fair-a': { type: 'string', default: '2000' },
    'fair-b': { type: 'string', default: '10' },
    memory: { type: 'string', default: '20' },
    'no-remote': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (opts.help) {
  console.log(HELP);
  process.exit(0);
}
const concurrency = Number(opts.concurrency);
const config = loadConfig('test');
const db = openDatabase(':memory:');
seed(db, systemClock);
db.prepare("UPDATE visual_builds SET status = 'finished' WHERE status IN ('queued', 'rendering')").run();
// Enough credits for every render; the seed's first approved version of acme (a real package).
db.prepare('UPDATE brands SET balance = 1e9 WHERE id IN (1, 2)').run();
const version = db.prepare("SELECT id FROM visual_versions WHERE brand_id = 1 AND status = 'approved' ORDER BY id LIMIT 1").pluck().get() as number;
const screenshots = createScreenshotter({ executablePath: config.chromiumPath, pages: concurrency });
const renderer = createRenderer(db, screenshots);
// As the API server keeps them: every HTML5 zip checked against the ad platforms' rules when stored.
const store = withAdPlatformChecks(await createOutputStore(null), db, { error: (d, m) => console.error(m, d) });
const queue = createRenderQueue(
  { db, clock: systemClock, publisher: createRecordingPublisher(config), bus: createNotificationBus(), store, render: (job, onStage) => renderer.render(job, onStage), log: { error: (d, m) => console.error(m, d) } },
  { capacity: concurrency },
);

/** Proportional set size (shared pages split among their sharers) in KiB of a process, 0 when gone. */
function pssKib(pid: number): number {
  try {
    return Number(/^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** PSS in KiB of every process under this one (Chromium's browser, zygotes, GPU, renderers): RSS would count their shared pages once per process. */
function descendantsPssKib(): number {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,rss='], { encoding: 'utf8' }).trim().split('\n').map((l) => l.trim().split(/\s+/).map(Number) as [number, number, number]);
  const mine = new Set([process.pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, ppid] of rows) {
      if (!mine.has(ppid) || mine.has(pid)) continue;
      mine.add(pid);
      grew = true;
    }
  }
  return rows.filter(([pid]) => pid !== process.pid && mine.has(pid)).reduce((sum, [pid]) => sum + pssKib(pid), 0);
}

async function run(format: 'html' | 'png', count: number): Promise<number> {
  const insert = db.prepare("INSERT INTO visual_builds (brand_id, visual_version_id, user_id, status, output_format, width, height, cost, created_at, updated_at) VALUES (1, ?, NULL, 'queued', ?, 300, 250, 1, 'x', 'x')");
  // One warm-up render (the package cache, Chromium's start) not counted.
  const first = Number(insert.run(version, format).lastInsertRowid) - 1;
  queue.start();
  await queue.idle();
  db.transaction(() => {
    for (let i = 0; i < count; i++) insert.run(version, format);
  })();
  const started = performance.now();
  queue.kick();
  await queue.idle();
  const seconds = (performance.now() - started) / 1000;
  const failed = db.prepare("SELECT COUNT(*) FROM visual_builds WHERE status = 'failed' AND id > ?").pluck().get(first) as number;
  if (failed > 0) throw new Error(`${failed} ${format} renders failed: ${db.prepare("SELECT error FROM visual_builds WHERE status = 'failed' AND id > ? LIMIT 1").pluck().get(first) as string}`);
  const perMinute = (count / seconds) * 60;
  console.log(`${format.padEnd(4)} ${count} renders in ${seconds.toFixed(1)} s: ${Math.round(perMinute).toLocaleString('en')} per minute (concurrency ${concurrency})`);
  return perMinute;
}

const html = await run('html', Number(opts.html));
let png: number | null = null;
if (screenshots.unavailable) console.log(`png  skipped: ${screenshots.unavailable}`);
else {
  png = await run('png', Number(opts.png));
  const kib = descendantsPssKib();
  const { pages, launches } = screenshots.stats();
  console.log(`chromium: ${launches} browser, ${pages} pages, ${(kib / 1024).toFixed(0)} MiB (PSS) in all, ${(kib / 1024 / Math.max(1, pages)).toFixed(0)} MiB per page (browser share included)`);
}
// The peak memory per render and the memory ceiling, one render at a time (render-memory.ts).
if (Number(opts.memory) > 0) await benchMemoryPerRender(db, { executablePath: config.chromiumPath, versionId: version, memoryMib: config.renderLimits.memoryMib, count: Number(opts.memory) });
/** Brand A's backlog and brand B's few renders through the embedded queue (render-fairness.ts). */
async function embeddedFairness(): Promise<void> {
  const fairness = await measureFairness(db, { version, a: Number(opts['fair-a']), b: Number(opts['fair-b']), kick: () => queue.kick() });
  printFairness('embedded queue', fairness);
  const claim = await measureClaimTime();
  console.log(`fair turns: one claim with 10,000 renders queued (5 brands, 2 requesters each): p50 ${claim.p50Us.toFixed(0)} µs, p95 ${claim.p95Us.toFixed(0)} µs (mean ${claim.meanUs.toFixed(0)} µs)`);
}

await embeddedFairness();
await queue.close();
await renderer.close();
await store.close();
db.close();
// The same renders, and the fairness figure, on two remote render workers when redis-server is installed.
if (!opts['no-remote']) {
  const formats = png === null ? [{ format: 'html' as const, count: Number(opts.html) }] : [{ format: 'html' as const, count: Number(opts.html) }, { format: 'png' as const, count: Number(opts.png) }];
  await benchRemoteWorkers(formats, concurrency, { a: Number(opts['fair-a']), b: Number(opts['fair-b']) });
}
const floors = [html >= 3000 ? null : `HTML5 ${Math.round(html)}/min is under the floor of 3,000`, png === null || png >= 200 ? null : `PNG ${Math.round(png)}/min is under the floor of 200`].filter(Boolean);
for (const f of floors) console.log(`BELOW FLOOR: ${f}`);

/**
 * `npm run bench:render` (issue 23 §3): renders per minute of a seeded template at 300×250 through
 * the embedded render queue — HTML5 (`--html`, 3000) and PNG (`--png`, 400) — with the real
 * renderer, Chromium pages (one per slot) and output store, `--concurrency` (RENDER_CONCURRENCY,
 * 2) at once; and the memory of Chromium (PSS of every process under this one) per page; then the
 * same on two BullMQ render workers when redis-server is installed (render-bullmq.ts). A benchmark,
 * not a test: it prints figures (docs/benchmarks.md). Floors: ≥ 3,000 HTML5/min, ≥ 200 PNG/min.
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
import { benchBullmq } from './render-bullmq.ts';

const { values: opts } = parseArgs({ options: { html: { type: 'string', default: '3000' }, png: { type: 'string', default: '400' }, concurrency: { type: 'string', default: '2' } } });
const concurrency = Number(opts.concurrency);
const config = loadConfig('test');
const db = openDatabase(':memory:');
seed(db, systemClock);
db.prepare("UPDATE visual_builds SET status = 'finished' WHERE status IN ('queued', 'rendering')").run();
// Enough credits for every render; the seed's first approved version of acme (a real package).
db.prepare('UPDATE brands SET balance = 1e9 WHERE id = 1').run();
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
await queue.close();
await renderer.close();
await store.close();
db.close();
// The same renders on two BullMQ render workers (separate processes) when redis-server is installed.
await benchBullmq(png === null ? [{ format: 'html', count: Number(opts.html) }] : [{ format: 'html', count: Number(opts.html) }, { format: 'png', count: Number(opts.png) }], concurrency);
const floors = [html >= 3000 ? null : `HTML5 ${Math.round(html)}/min is under the floor of 3,000`, png === null || png >= 200 ? null : `PNG ${Math.round(png)}/min is under the floor of 200`].filter(Boolean);
for (const f of floors) console.log(`BELOW FLOOR: ${f}`);

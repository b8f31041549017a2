/**
 * `npm run bench:server`: the reference backend with a heavy user's brand. Seeds
 * `--renders` (10,000) renders into stark (server/seed/bulk-renders.ts), then prints how long the
 * seed took and, per list call, the median answer time over app.inject (no network) and its size,
 * and the render farm's tick time with `--queue` (10,000) more renders waiting. `--other-renders` (0) gives globex that
 * many too: a shared environment, where a query without an index reads everyone's renders.
 * `--without-list-indexes` drops the indexes of 013-list-indexes first, to see what they are
 * worth. Figures: docs/benchmarks.md.
 */
import { parseArgs } from 'node:util';
import { parseBenchArgs } from './cli';
import { queueBuilds } from '../../server/control/builds.ts';
import { openDatabase } from '../../server/db/database.ts';
import type { BrandRow } from '../../server/db/rows.ts';
import { createFarm } from '../../server/farm/farm.ts';
import { createRenderOutputs } from '../../server/farm/output.ts';
import { createScreenshotter } from '../../server/render/chromium.ts';
import { createRenderer } from '../../server/render/renderer.ts';
import { createOutputStore } from '../../server/outputs/output-store.ts';
import { createRecordingPublisher } from '../../server/live/publisher.ts';
import { loadConfig } from '../../server/config.ts';
import { createNotificationBus } from '../../server/notifications/store.ts';
import { seedBulkRenders } from '../../server/seed/bulk-renders.ts';
import { seed } from '../../server/seed/seed.ts';
import { createTestApp, steppedClock } from '../../server/test-support/test-app.ts';

const USAGE = `npm run bench:server [-- options]

The reference backend with a heavy user's brand: seeds renders into stark, then prints the median
answer time and size of each list call (app.inject, no network) and the render farm's tick time.

  --renders N               renders seeded into stark (10000)
  --runs N                  answers timed per call (15)
  --other-renders N         renders given to globex too, a shared environment (0)
  --queue N                 renders waiting while the farm's tick is timed (10000)
  --without-list-indexes    drop the list indexes first, to see what they are worth
  --help                    this text`;

const { values: opts } = parseBenchArgs(USAGE, () =>
  parseArgs({
  options: {
    renders: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '15' },
    'other-renders': { type: 'string', default: '0' },
    queue: { type: 'string', default: '10000' },
    'without-list-indexes': { type: 'boolean', default: false },
  },
}),
);
const renders = Number(opts.renders);
const otherRenders = Number(opts['other-renders']);
const runs = Number(opts.runs);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => `${x.toFixed(x < 10 ? 2 : 1)} ms`;

function listIndexes(db: ReturnType<typeof openDatabase>): string[] {
  const sql = db.prepare("SELECT sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL").pluck().all() as string[];
  return sql;
}

// 1. The seed alone, in memory (what tests and the e2e stack use).
{
  const db = openDatabase(':memory:');
  const started = performance.now();
  seed(db, steppedClock(), { renders });
  console.log(`seed with ${renders.toLocaleString('en')} renders: ${ms(performance.now() - started)} (the whole demo seed included)`);
  db.close();
}

// 2. The list calls a heavy user's pages make.
const t = await createTestApp({ seedRenders: renders });
seedBulkRenders(t.db, t.clock, otherRenders, 'globex');
if (opts['without-list-indexes']) {
  const { sql } = await import('../../server/db/migrations/013-list-indexes.ts');
  for (const name of sql.matchAll(/CREATE INDEX (\w+)/g)) t.db.exec(`DROP INDEX IF EXISTS ${name[1]}`);
  t.db.exec('CREATE INDEX notifications_notifiable ON notifications (notifiable_id, created_at)');
  console.log(`without the list indexes (${listIndexes(t.db).length} indexes left)`);
}
const agent = await t.signIn('manager@example.com', 'stark');
const calls: [string, string, unknown?][] = [
  ['renders, first page (15)', '/server/api/v1/visual-build'],
  ['renders, page 10', '/server/api/v1/visual-build?page=10'],
  ['renders, limit 999', '/server/api/v1/visual-build?limit=999'],
  ['renders, limit 999, page 10', '/server/api/v1/visual-build?limit=999&page=10'],
  ['renders, failed only', '/server/api/v1/visual-build?status=failed'],
  ['renders of one template', `/server/api/v1/visual-build?visual_id=${t.db.prepare("SELECT MIN(visual_id) FROM visual_versions WHERE brand_id = 5 AND status = 'approved'").pluck().get()}`],
  ['renders, search', '/server/api/v1/visual-build?search=launch'],
  ['builds widget (counts)', '/server/api/v1/visual-build/widget'],
  ['notifications, first page', '/server/api/v1/graphql', { query: 'query { loggedUser { unread_notifications_count } notificationsPaginated(order: CREATED_AT, orderDir: DESC, first: 20) { data { id } paginatorInfo { total } } }' }],
];
const others = otherRenders ? `, ${otherRenders.toLocaleString('en')} in another` : '';
console.log(`\n| call (${renders.toLocaleString('en')} renders in the brand${others}) | median | answer |\n|---|---|---|`);
for (const [label, url, body] of calls) {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const res = body === undefined ? await agent.get(url) : await agent.post(url, body);
    times.push(performance.now() - started);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    bytes = res.body.length;
  }
  console.log(`| ${label} | ${ms(median(times))} | ${(bytes / 1024).toFixed(1)} KiB |`);
}
await t.close();

// 3. The farm: ticks with `--queue` more renders waiting (capacity 4, as the server runs it).
{
  const db = openDatabase(':memory:');
  const clock = steppedClock();
  seed(db, clock, { renders });
  const publisher = createRecordingPublisher(loadConfig('test'));
  const stark = db.prepare("SELECT * FROM brands WHERE identifier = 'stark'").get() as BrandRow;
  queueBuilds({ db, publisher, now: clock.now().toISOString() }, stark, Number(opts.queue));
  // A temporary output store for the renders that finish during the ticks (their files are
  // produced off the loop, after the tick that finished them).
  const store = await createOutputStore(null);
  const renderer = createRenderer(db, createScreenshotter({ executablePath: loadConfig('test').chromiumPath, pages: 1 }));
  const farm = createFarm({ db, clock, publisher, bus: createNotificationBus(), outputs: createRenderOutputs(renderer, store), log: console });
  const times: number[] = [];
  for (let i = 0; i < runs * 2; i++) {
    const started = performance.now();
    farm.tick();
    times.push(performance.now() - started);
  }
  const waiting = db.prepare("SELECT COUNT(*) FROM visual_builds WHERE status = 'queued'").pluck().get() as number;
  console.log(`\nfarm tick: median ${ms(median(times))}, longest ${ms(Math.max(...times))} over ${times.length} ticks (${waiting} still queued)`);
  await farm.settled();
  await store.close();
  await renderer.close();
  db.close();
}

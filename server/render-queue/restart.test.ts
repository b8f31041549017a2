/**
 * A restart of the API server with renders queued and rendering: the first app
 * renders a few for real (HTML5, the seed's packages), holds two mid-way and is closed; one of the
 * held renders had its file stored already (the process stopped between storing and settling) and
 * one is still leased by a process that died without giving it back. A new app on the same
 * database file and output folder finishes every render exactly once: one stored output each, one
 * `render` ledger row each, the stored-before-the-stop one not rendered again.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type StackConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { createRecordingPublisher } from '../live/publisher.ts';
import { createOutputStore } from '../outputs/output-store.ts';
import type { RenderJob, StageListener } from '../render/renderer.ts';
import { seed } from '../seed/seed.ts';
import { fakeProvider, steppedClock } from '../test-support/test-app.ts';
import type { RenderQueueDeps } from './embedded-queue.ts';

const RENDERS = 8;
const clock = steppedClock();
let dir: string;
let config: StackConfig;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'render-restart-'));
  config = { ...loadConfig('test'), databasePath: join(dir, 'app.sqlite'), outputDir: join(dir, 'outputs'), renderQueue: 'embedded', renderConcurrency: 2, farm: false };
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The seeded database with the seed's own unfinished renders settled and RENDERS HTML5 ones queued. */
function prepare(): number[] {
  const db = openDatabase(config.databasePath);
  seed(db, clock);
  db.prepare("UPDATE visual_builds SET status = 'finished' WHERE status IN ('queued', 'rendering')").run();
  const version = db.prepare("SELECT id FROM visual_versions WHERE brand_id = 1 AND status = 'approved' ORDER BY id LIMIT 1").pluck().get() as number;
  const insert = db.prepare("INSERT INTO visual_builds (brand_id, visual_version_id, user_id, status, output_format, width, height, cost, created_at, updated_at) VALUES (1, ?, 1, 'queued', 'html', 300, 250, 1, 'x', 'x')");
  const ids = Array.from({ length: RENDERS }, () => Number(insert.run(version).lastInsertRowid));
  db.close();
  return ids;
}

const app = (renderWith?: (real: RenderQueueDeps['render']) => RenderQueueDeps['render']) =>
  buildApp(config, { clock, publisher: createRecordingPublisher(config), provider: fakeProvider, ...(renderWith ? { renderWith } : {}) });

it('resumes queued and interrupted renders after a restart: each finishes once, none rendered twice', async () => {
  const ids = prepare();
  const outputs = await createOutputStore(config.outputDir);
  // First app: the first three render; the fourth is stored, then held (stopped before settling);
  // the fifth is held mid-render. The app is closed with both held.
  const rendered: number[] = [];
  let held = 0;
  let bothHeld: () => void = () => {};
  const twoHeld = new Promise<void>((go) => (bothHeld = go));
  const first: FastifyInstance = await app((real) => async (job: RenderJob, onStage: StageListener) => {
    rendered.push(job.id);
    if (rendered.length <= 3) return real(job, onStage);
    if (rendered.length === 4) await outputs.put(job.id, await real(job, onStage));
    onStage('render');
    if (++held === 2) bothHeld();
    return new Promise(() => {});
  });
  await twoHeld;
  const [storedId, heldId] = rendered.slice(3);
  await first.close();

  const db = openDatabase(config.databasePath);
  const row = (id: number) => db.prepare('SELECT status, lease_owner, attempts FROM visual_builds WHERE id = ?').get(id) as { status: string; lease_owner: string | null; attempts: number };
  expect(ids.map((id) => row(id).status)).toEqual(['finished', 'finished', 'finished', 'rendering', 'rendering', 'queued', 'queued', 'queued']);
  // The held one is still leased by a process that died without giving it back.
  db.prepare("UPDATE visual_builds SET lease_owner = 'crashed', lease_until = ?, attempts = 1 WHERE id = ?").run(new Date(clock.now().getTime() + 30_000).toISOString(), heldId);

  // Second app, same database and outputs: everything else at once; the crashed one once its lease ran out.
  const again: number[] = [];
  const second = await app((real) => (job, onStage) => {
    again.push(job.id);
    return real(job, onStage);
  });
  const agent = (path: string) => second.inject({ method: 'POST', url: `/__control/render-queue/${path}`, headers: { origin: config.appOrigin } });
  expect((await agent('idle')).statusCode).toBe(200);
  expect(row(heldId!).status).toBe('rendering');
  clock.advance(30_001);
  expect((await agent('idle')).statusCode).toBe(200);
  await second.close();

  expect(ids.map((id) => row(id).status)).toEqual(Array(RENDERS).fill('finished'));
  expect(again.sort((a, b) => a - b)).toEqual(ids.slice(4));
  expect(again).not.toContain(storedId);
  const spends = db.prepare(`SELECT visual_build_id, COUNT(*) AS n FROM credit_transactions WHERE reason = 'render' AND visual_build_id IN (${ids.join(',')}) GROUP BY visual_build_id`).all() as { visual_build_id: number; n: number }[];
  expect(spends).toEqual(ids.map((id) => ({ visual_build_id: id, n: 1 })));
  const stored = readdirSync(config.outputDir!).filter((name) => ids.includes(Number(name)));
  expect(stored).toHaveLength(RENDERS);
  db.close();
  await outputs.close();
});

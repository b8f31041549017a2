/**
 * The render watchdog on the real embedded queue in the API app, with real Chromium (Debian's, as
 * the renderer's own tests): a hostile template in brand A (acme) whose page never goes idle, or
 * that allocates 1 GiB, and an innocent one in brand B (stark). B's renders and thumbnails finish
 * while A's fail with their reason, the queue keeps moving after a restart, and a render that is
 * rendering can be cancelled. Deadlines and the memory ceiling are short here (config), so each
 * test takes seconds.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import type { StackConfig } from '../config.ts';
import { packageFolder } from '../creatives/template-packages.ts';
import type { Db } from '../db/database.ts';
import type { VisualBuildRow } from '../db/rows.ts';
import type { WatchdogStats } from '../render/chromium.ts';
import { createTestApp, fakeProvider, type SteppedClock, type TestApp } from '../test-support/test-app.ts';

const A = 1; // acme
const B = 5; // stark

/** The hostile template: after load, a busy loop that never ends. */
const HOSTILE = `<!doctype html><html><head><meta charset="utf-8"></head><body><h1>Never idle</h1><script>addEventListener('load',()=>setTimeout(()=>{for(;;){}},0))</script></body></html>`;
/** 1 GiB, touched, while the page loads. */
const GREEDY = `<!doctype html><html><head><meta charset="utf-8"></head><body><h1>Greedy</h1><script>window.hoard=new Uint8Array(1024*1024*1024);hoard.fill(7);</script></body></html>`;
const INNOCENT = `<!doctype html><html><head><meta charset="utf-8"><style>body{margin:0;background:#0a7;color:#fff;font:32px sans-serif}</style></head><body><p>Fine</p></body></html>`;

const limits = (imageDeadlineMs: number): StackConfig['renderLimits'] => ({ imageDeadlineMs, html5DeadlineMs: 5_000, thumbnailDeadlineMs: 8_000, memoryMib: 300 });

/** The brand's `n`-th approved version, its template given `html` as its package (a newer upload wins). */
function upload(db: Db, brandId: number, n: number, html: string): number {
  const ref = db
    .prepare("SELECT v.id AS visual, vv.id AS version FROM visual_versions vv JOIN visuals v ON v.id = vv.visual_id WHERE v.brand_id = ? AND vv.status = 'approved' AND v.deleted_at IS NULL ORDER BY vv.id LIMIT 1 OFFSET ?")
    .get(brandId, n) as { visual: number; version: number };
  db.prepare("INSERT INTO files (brand_id, user_id, path, name, mime, size, content, created_at) VALUES (?, NULL, ?, 'index.html', 'text/html', ?, ?, 'x')").run(brandId, packageFolder(ref.visual), Buffer.byteLength(html), Buffer.from(html));
  return ref.version;
}

function queue(db: Db, brandId: number, version: number, count: number): number[] {
  const insert = db.prepare("INSERT INTO visual_builds (brand_id, visual_version_id, user_id, status, output_format, width, height, cost, created_at, updated_at) VALUES (?, ?, NULL, 'queued', 'png', 300, 250, 1, 'x', 'x')");
  return Array.from({ length: count }, () => Number(insert.run(brandId, version).lastInsertRowid));
}

type Row = Pick<VisualBuildRow, 'status' | 'stage' | 'error' | 'error_code' | 'error_params' | 'attempts' | 'timeouts' | 'lease_owner'>;
const row = (db: Db, id: number) => db.prepare('SELECT status, stage, error, error_code, error_params, attempts, timeouts, lease_owner FROM visual_builds WHERE id = ?').get(id) as Row;
const spends = (db: Db, id: number) => db.prepare("SELECT COUNT(*) FROM credit_transactions WHERE visual_build_id = ? AND reason = 'render'").pluck().get(id) as number;
/** Waits for the render queue itself (real Chromium: real time), never a fixed sleep. */
const until = (check: () => void, timeout = 20_000) => vi.waitFor(check, { timeout, interval: 50 });

let apps: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  for (const app of apps.reverse()) await app.close();
  apps = [];
});

interface Setup {
  readonly t: TestApp;
  readonly a: number[];
  readonly b: number[];
  readonly versions: { readonly a: number; readonly b: number };
}

/** An app whose embedded queue finds A's renders queued before B's (brands take turns: acme's first, having the lower id). */
async function start(options: { html: string; a: number; b: number; concurrency: number; imageDeadlineMs: number }): Promise<Setup> {
  let setup: Omit<Setup, 't'> | null = null;
  const t = await createTestApp(
    { renderQueue: 'embedded', renderConcurrency: options.concurrency, renderPollMs: 100, renderLimits: limits(options.imageDeadlineMs) },
    {
      prepare(db) {
        // The seed's own unfinished renders are not this test's.
        db.prepare("UPDATE visual_builds SET status = 'finished' WHERE status IN ('queued', 'rendering')").run();
        const versions = { a: upload(db, A, 0, options.html), b: upload(db, B, 0, INNOCENT) };
        setup = { versions, a: queue(db, A, versions.a, options.a), b: queue(db, B, versions.b, options.b) };
      },
    },
  );
  apps.push(t);
  return { t, ...setup! };
}

const idle = async (t: { app: TestApp['app']; config: StackConfig }) => (await t.app.inject({ method: 'POST', url: '/__control/render-queue/idle', headers: { origin: t.config.appOrigin } })).json() as { watchdog: WatchdogStats };
/** What the Chromium watchdog did in the app's process (control API). */
const watchdog = async (t: { app: TestApp['app']; config: StackConfig }) => ((await t.app.inject({ method: 'GET', url: '/__control/render-queue', headers: { origin: t.config.appOrigin } })).json() as { watchdog: WatchdogStats }).watchdog;

describe('the render watchdog', () => {
  it("stops a template that never goes idle at its deadline: brand B's renders and thumbnails finish, brand A's fail with the reason", async () => {
    const { t, a, b, versions } = await start({ html: HOSTILE, a: 2, b: 3, concurrency: 2, imageDeadlineMs: 4_000 });
    const stark = await t.signIn('manager@example.com', 'stark');
    const acme = await t.signIn('manager@example.com', 'acme');
    await until(() => expect(a.map((id) => row(t.db, id).status)).toEqual(['rendering', 'rendering']));

    // Both render slots hang on A's pages; B's thumbnail has a page of its own and answers meanwhile
    // (A's renders, tried twice, cannot have failed before 8 s). A's own thumbnail stops at the
    // thumbnail deadline: a size box, and at once the next time.
    const [thumbnail, hostile] = await Promise.all([
      stark.get(`/server/api/v1/visual-version/${versions.b}/thumbnail`).then((answer) => {
        expect(a.map((id) => row(t.db, id).status).every((s) => s === 'rendering' || s === 'queued')).toBe(true);
        return answer;
      }),
      acme.get(`/server/api/v1/visual-version/${versions.a}/thumbnail`),
    ]);
    expect([thumbnail.statusCode, thumbnail.headers['content-type']]).toEqual([200, 'image/png']);
    expect(hostile.headers['content-type']).toBe('image/svg+xml');
    const again = Date.now();
    expect((await acme.get(`/server/api/v1/visual-version/${versions.a}/thumbnail`)).headers['content-type']).toBe('image/svg+xml');
    expect(Date.now() - again).toBeLessThan(1_000);

    await idle(t);
    expect(b.map((id) => row(t.db, id).status)).toEqual(['finished', 'finished', 'finished']);
    // Stopped while the other slot was busy too: tried once more (attempt 2), then failed for good.
    for (const id of a) {
      expect(row(t.db, id)).toMatchObject({ status: 'failed', error_code: 'render.deadline', error_params: '{"seconds":4}', attempts: 2, timeouts: 1, lease_owner: null });
      expect(row(t.db, id).error).toBe('The template took longer than 4 s to render, so the render was stopped.');
    }
    expect([...a, ...b].map((id) => spends(t.db, id))).toEqual([0, 0, 1, 1, 1]);
    // The API gives the reason as a code the client translates.
    const presented = (await acme.get(`/server/api/v1/visual-build/${a[0]}`)).json().data;
    expect(presented).toMatchObject({ status: 'failed', error_code: 'render.deadline', error_params: { seconds: 4 } });
    // Each of A's two attempts of each render, and A's thumbnail: five pages killed.
    expect((await watchdog(t)).stopped).toBe(5);
  }, 60_000);

  it('keeps the queue moving after a restart: the hanging render is taken again, counted, stopped, and B renders', async () => {
    const { t, a, b } = await start({ html: HOSTILE, a: 1, b: 1, concurrency: 1, imageDeadlineMs: 2_500 });
    await until(() => expect(row(t.db, a[0]!)).toMatchObject({ status: 'rendering', stage: 'render' }));
    // The server dies with A's render under way (its lease left behind, attempt 1 counted).
    await t.app.close();
    apps = [{ close: async () => t.db.close() }];
    t.db.prepare("UPDATE visual_builds SET lease_owner = 'died', lease_until = ?, attempts = 1 WHERE id = ?").run(new Date(t.clock.now().getTime() - 1).toISOString(), a[0]);
    expect(row(t.db, b[0]!).status).toBe('queued');

    const next = await buildApp({ ...t.config }, { db: t.db, publisher: t.publisher, clock: t.clock as SteppedClock, provider: fakeProvider });
    apps.push(next);
    await idle({ app: next, config: t.config });
    expect(row(t.db, a[0]!)).toMatchObject({ status: 'failed', error_code: 'render.deadline', attempts: 2 });
    expect(row(t.db, b[0]!).status).toBe('finished');
    expect([spends(t.db, a[0]!), spends(t.db, b[0]!)]).toEqual([0, 1]);
  }, 60_000);

  it('stops a render over the memory ceiling with its reason while another render finishes', async () => {
    const { t, a, b } = await start({ html: GREEDY, a: 1, b: 2, concurrency: 2, imageDeadlineMs: 20_000 });
    await idle(t);
    expect(row(t.db, a[0]!)).toMatchObject({ status: 'failed', error_code: 'render.memory', error_params: '{"mib":300}', attempts: 1 });
    expect(row(t.db, a[0]!).error).toBe('The template used more than 300 MiB of memory while rendering, so the render was stopped.');
    expect(b.map((id) => row(t.db, id).status)).toEqual(['finished', 'finished']);
    expect(spends(t.db, a[0]!)).toBe(0);
    expect((await watchdog(t)).memoryKills).toBe(1);
  }, 60_000);

  it('cancels a render while it renders (its page is killed, nothing is spent) and one left rendering by a server that died', async () => {
    // One slot and a deadline far away: only the cancel can free the slot for B in time.
    const { t, a, b } = await start({ html: HOSTILE, a: 1, b: 1, concurrency: 1, imageDeadlineMs: 120_000 });
    const acme = await t.signIn('manager@example.com', 'acme');
    await until(() => expect(row(t.db, a[0]!)).toMatchObject({ status: 'rendering', stage: 'render' }));
    const stoppedBefore = (await watchdog(t)).stopped;

    const cancel = await acme.post(`/server/api/v1/visual-build/${a[0]}/cancel`, {});
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().data).toMatchObject({ status: 'cancelled', error_code: 'render.cancelled' });
    await until(() => expect(row(t.db, b[0]!).status).toBe('finished'));
    expect(row(t.db, a[0]!)).toMatchObject({ status: 'cancelled', lease_owner: null });
    expect(spends(t.db, a[0]!)).toBe(0);
    // Its page was killed, not left to spin until the deadline.
    expect((await watchdog(t)).stopped).toBe(stoppedBefore + 1);

    // A render whose server died mid-way (its lease still running): cancelled at once.
    const [stuck] = queue(t.db, A, t.db.prepare('SELECT visual_version_id FROM visual_builds WHERE id = ?').pluck().get(a[0]) as number, 1);
    t.db.prepare("UPDATE visual_builds SET status = 'rendering', stage = 'render', attempts = 1, lease_owner = 'died', lease_until = ? WHERE id = ?").run(new Date(t.clock.now().getTime() + 60_000).toISOString(), stuck);
    expect((await acme.post(`/server/api/v1/visual-build/${stuck}/cancel`, {})).json().data).toMatchObject({ status: 'cancelled' });
    expect(row(t.db, stuck!)).toMatchObject({ status: 'cancelled', lease_owner: null });
    // A finished render is not cancellable, and the route says which are.
    const refused = await acme.post(`/server/api/v1/visual-build/${b[0]}/cancel`, {}, { brand: 'stark' });
    expect(refused.json().errors).toEqual({ status: [`Only a queued or rendering render can be cancelled: render #${b[0]} is finished.`] });
  }, 60_000);
});

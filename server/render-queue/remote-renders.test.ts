/**
 * Render workers on other machines (worker-protocol.ts): the API server over real HTTP, and the
 * worker's own client and renderer (no database on the worker's side). A render is claimed,
 * rendered from the package the worker downloads, stored and settled by the API server exactly
 * once; the worker token is the only way in; an upload cut midway stores and settles nothing and
 * leaves no partial file; a render cancelled meanwhile is no longer the worker's.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as httpRequest } from 'node:http';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { VisualBuildRow } from '../db/rows.ts';
import { PNG } from 'pngjs';
import type { OutputFile } from '../outputs/output-store.ts';
import { createScreenshotter } from '../render/chromium.ts';
import { RenderError } from '../render/render-error.ts';
import { multipart } from '../test-support/agent.ts';
import { readTemplatePackage } from '../../worker/contract/template-package';
import { createTemplateRenderer, type Renderer } from '../render/renderer.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { createWorkerClient, type WorkerClient } from './worker-client.ts';
import { workerPaths } from './worker-protocol.ts';
import { createWorkerTemplates } from './worker-templates.ts';

const TOKEN = 'test-worker-token-0123456789';
const LEASE_MS = 60_000;
let t: TestApp;
let url: string;
let outputs: string;

beforeEach(async () => {
  outputs = mkdtempSync(join(tmpdir(), 'remote-renders-'));
  t = await createTestApp({ renderWorkerToken: TOKEN, renderLeaseMs: LEASE_MS, outputDir: outputs });
  t.db.prepare("UPDATE visual_builds SET status = 'finished' WHERE status IN ('queued', 'rendering')").run();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(async () => {
  await t.close();
  rmSync(outputs, { recursive: true, force: true });
});

const row = (id: number) => t.db.prepare('SELECT * FROM visual_builds WHERE id = ?').get(id) as VisualBuildRow;
const spends = (id: number) => t.db.prepare("SELECT COUNT(*) FROM credit_transactions WHERE visual_build_id = ? AND reason = 'render'").pluck().get(id) as number;
function queued(format = 'html'): number {
  const version = t.db.prepare("SELECT id FROM visual_versions WHERE brand_id = 1 AND status = 'approved' ORDER BY id LIMIT 1").pluck().get() as number;
  return Number(t.db.prepare("INSERT INTO visual_builds (brand_id, visual_version_id, user_id, status, output_format, width, height, cost, created_at, updated_at) VALUES (1, ?, 1, 'queued', ?, 300, 250, 1, 'x', 'x')").run(version, format).lastInsertRowid);
}

/** A worker as render-worker-main.ts makes one: its client, and a renderer whose templates come from the claims. */
function worker(owner: string, token = TOKEN): { client: WorkerClient; renderer: Renderer; templates: ReturnType<typeof createWorkerTemplates> } {
  const client = createWorkerClient({ apiUrl: url, token, owner, timeoutMs: 5_000 });
  const templates = createWorkerTemplates(client);
  return { client, templates, renderer: createTemplateRenderer(templates, createScreenshotter({ executablePath: null, pages: 1 })) };
}

async function renderWith(w: ReturnType<typeof worker>, id: number) {
  const claim = (await w.client.claim(id))!;
  const release = w.templates.hold(claim);
  try {
    return await w.renderer.render(claim.build, () => {});
  } finally {
    release();
  }
}

describe('the worker API', () => {
  it('claims, serves the package, stores the uploaded file and settles the render once', async () => {
    const id = queued();
    const a = worker('host-a:1:aaaa');
    const claim = await a.client.claim(id);
    expect(claim).toMatchObject({ build: { id, width: 300, height: 250, output_format: 'html' }, template: { brand_id: 1 }, package: { id: expect.any(Number) } });
    expect(row(id)).toMatchObject({ status: 'rendering', lease_owner: 'host-a:1:aaaa', attempts: 1 });
    // Claimed once: another delivery of the same job, to any worker, takes nothing.
    expect(await a.client.claim(id)).toBeNull();
    expect(await worker('host-b:2:bbbb').client.claim(id)).toBeNull();

    // A file is stored only under the renderer's kind of name and a render's type (downloads answer with both).
    const signal = new AbortController().signal;
    await expect(a.client.deliver(id, { filename: '../x".html', mime: 'application/zip', bytes: Buffer.from('x') }, signal)).rejects.toMatchObject({ status: 422 });
    await expect(a.client.deliver(id, { filename: 'x.html', mime: 'text/html', bytes: Buffer.from('x') }, signal)).rejects.toMatchObject({ status: 422 });
    expect(row(id)).toMatchObject({ status: 'rendering', lease_owner: 'host-a:1:aaaa' });

    const release = a.templates.hold(claim!);
    expect(await a.client.stage(id, 'unpack')).toBe(true);
    expect(row(id)).toMatchObject({ stage: 'unpack', progress: 5 });
    const file = await a.renderer.render(claim!.build, () => {});
    release();
    const settled = await a.client.deliver(id, file, new AbortController().signal);
    expect(settled).toEqual({ id, status: 'finished' });
    expect(row(id)).toMatchObject({ status: 'finished', lease_owner: null, error: null });
    expect(row(id).size_bytes).toBeGreaterThan(1000);
    expect(spends(id)).toBe(1);
    expect(await readdir(join(outputs, String(id)))).toHaveLength(2);
    // A second upload of the same render (a retry after a timeout) settles nothing again.
    expect(await a.client.deliver(id, { filename: 'x.zip', mime: 'application/zip', bytes: Buffer.from('again') }, new AbortController().signal)).toBeNull();
    expect(spends(id)).toBe(1);
    expect(t.publisher.messages.some((m) => (m.data as { visualBuild?: { id: number; status: string } }).visualBuild?.id === id)).toBe(true);
  });

  it('settles a template failure with its reason, and a worker failure as the storage failure', async () => {
    const [bad, broken] = [queued('gif'), queued()];
    const w = worker('host-a:1:aaaa');
    await expect(renderWith(w, bad)).rejects.toThrow('GIF renders are not available yet');
    expect(await w.client.fail(bad, { code: 'render.format-unavailable', params: { format: 'GIF' } })).toEqual({ id: bad, status: 'failed' });
    expect(row(bad)).toMatchObject({ status: 'failed', error: 'GIF renders are not available yet: choose HTML5, PNG or JPEG.', error_code: 'render.format-unavailable', error_params: JSON.stringify({ format: 'GIF' }) });
    await w.client.claim(broken);
    expect(await w.client.fail(broken, { internal: true, detail: 'TypeError: x is not a function' })).toEqual({ id: broken, status: 'failed' });
    expect(row(broken)).toMatchObject({ error: "The render's file could not be stored.", error_code: 'render.not-stored' });
    expect(spends(bad) + spends(broken)).toBe(0);
  });

  it('answers only with the worker token: none configured, none sent, a wrong one, or a session cookie', async () => {
    const id = queued();
    await expect(worker('host-x:1:x', 'not-the-token-at-all-00').client.claim(id)).rejects.toMatchObject({ status: 401 });
    const agent = await t.signIn('manager@example.com');
    const cookie = [...agent.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
    const withSession = await fetch(`${url}${workerPaths.claim(id)}`, { method: 'POST', headers: { cookie, 'x-xsrf-token': agent.xsrf!, 'x-render-worker': 'host-x:1:x', 'content-type': 'application/json' }, body: '{}' });
    expect(withSession.status).toBe(401);
    const noOwner = await fetch(`${url}${workerPaths.claim(id)}`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, body: '{}' });
    expect(noOwner.status).toBe(422);
    expect(row(id)).toMatchObject({ status: 'queued', lease_owner: null, attempts: 0 });

    const closed = await createTestApp({ renderWorkerToken: null });
    const refused = await closed.app.inject({ method: 'GET', url: workerPaths.hello, headers: { authorization: `Bearer ${TOKEN}`, 'x-render-worker': 'host-x:1:x' } });
    expect(refused.statusCode).toBe(503);
    expect(refused.json().message).toContain('RENDER_WORKER_TOKEN');
    await closed.close();
  });

  it('serves a package only to a worker holding a render of it', async () => {
    const id = queued();
    const claim = (await worker('host-a:1:aaaa').client.claim(id))!;
    const bytes = await worker('host-a:1:aaaa').client.packageBytes(claim.package!.id);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    await expect(worker('host-b:2:bbbb').client.packageBytes(claim.package!.id)).rejects.toMatchObject({ status: 404 });
  });

  it('stores and settles nothing when the upload is cut, leaves no partial file, and lets another worker finish it once the lease runs out', async () => {
    const id = queued();
    const a = worker('host-a:1:aaaa');
    await a.client.claim(id);
    // Half a file, then the worker dies: the stream errors and the connection goes.
    let sent = 0;
    const dying = new Readable({
      read() {
        if (sent++ < 3) this.push(Buffer.alloc(64 * 1024, 7));
        else setTimeout(() => this.destroy(new Error('killed')), 50);
      },
    });
    await expect(a.client.deliver(id, { filename: 'x.zip', mime: 'application/zip', stream: dying }, new AbortController().signal)).rejects.toThrow();
    // The API server saw the cut (its partial file is gone) and let the render go.
    await waitFor(async () => (await workerRenders()) === 0 && (await readdir(join(outputs, '.incoming'))).length === 0);
    expect(row(id)).toMatchObject({ status: 'rendering', lease_owner: 'host-a:1:aaaa' });
    expect(spends(id)).toBe(0);
    expect(await readdir(outputs)).not.toContain(String(id));

    t.clock.advance(LEASE_MS + 1);
    const b = worker('host-b:2:bbbb');
    const file = await renderWith(b, id);
    expect(await b.client.deliver(id, file, new AbortController().signal)).toEqual({ id, status: 'finished' });
    expect(row(id)).toMatchObject({ status: 'finished', attempts: 2 });
    expect(spends(id)).toBe(1);
    // The first worker, back from the dead, can settle nothing.
    expect(await a.client.deliver(id, { filename: 'x.zip', mime: 'application/zip', bytes: Buffer.from('late') }, new AbortController().signal)).toBeNull();
    expect(await readdir(join(outputs, '.incoming'))).toEqual([]);
    expect(spends(id)).toBe(1);
  });

  it('renews only the leases still held: a render cancelled meanwhile is no longer the worker\'s', async () => {
    const [kept, cancelled] = [queued(), queued()];
    const w = worker('host-a:1:aaaa');
    await w.client.claim(kept);
    await w.client.claim(cancelled);
    t.db.prepare("UPDATE visual_builds SET status = 'cancelled' WHERE id = ?").run(cancelled);
    t.clock.advance(30_000);
    expect(await w.client.renew([kept, cancelled])).toEqual([kept]);
    expect(row(kept).lease_until).toBe(new Date(t.clock.now().getTime() + LEASE_MS).toISOString());
  });

  it('forgets that a render cancelled while waiting in Redis was sent there, so a retry sends it again', async () => {
    const id = queued();
    t.db.prepare("UPDATE visual_builds SET dispatched_at = ?, status = 'cancelled' WHERE id = ?").run(t.clock.now().toISOString(), id);
    expect(await worker('host-a:1:aaaa').client.claim(id)).toBeNull();
    expect(row(id)).toMatchObject({ status: 'cancelled', dispatched_at: null, attempts: 0 });
  });

  it('takes renders back when the worker stops, not counted, and limits the output\'s size', async () => {
    const [given, large] = [queued(), queued()];
    const w = worker('host-a:1:aaaa');
    await w.client.claim(given);
    await w.client.giveBack();
    expect(row(given)).toMatchObject({ status: 'rendering', lease_owner: null, lease_until: null, attempts: 0 });
    expect(await w.client.claim(given)).not.toBeNull();

    await w.client.claim(large);
    // Announced larger than the limit: refused before a byte is read, and the render fails with the reason.
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(`${url}${workerPaths.output(large)}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${TOKEN}`, 'x-render-worker': 'host-a:1:aaaa', 'content-type': 'application/octet-stream', 'x-output-filename': 'big.png', 'x-output-mime': 'image/png', 'content-length': String(300 * 1024 * 1024) },
      });
      request.on('response', (response) => {
        resolve(response.statusCode ?? 0);
        request.destroy();
      });
      request.on('error', reject);
      request.write(Buffer.alloc(1024));
    });
    expect(status).toBe(200);
    expect(row(large)).toMatchObject({ status: 'failed', error: "The render's file is larger than 256 MB, the most the render server stores.", error_code: 'render.output-too-large' });
  });
});

describe('the values a worker renders with', () => {
  /** The seeded "Summer sale banner" (inputs: product image, headline, price, accent colour, button text). */
  const saleVersion = () => t.db.prepare("SELECT vv.id FROM visuals v JOIN visual_versions vv ON vv.visual_id = v.id WHERE v.name = 'Summer sale banner' AND vv.status = 'approved' ORDER BY vv.id LIMIT 1").pluck().get() as number;
  function queuedWith(values: Record<string, string>): number {
    return Number(
      t.db
        .prepare("INSERT INTO visual_builds (brand_id, visual_version_id, user_id, status, output_format, width, height, cost, created_at, updated_at, values_json) VALUES (1, ?, 1, 'queued', 'html', 300, 250, 1, 'x', 'x', ?)")
        .run(saleVersion(), JSON.stringify(values)).lastInsertRowid,
    );
  }
  async function uploadAsset(bytes: Buffer): Promise<number> {
    const agent = await t.signIn('manager@example.com');
    const res = await agent.post('/server/api/v1/uploads/file', undefined, { raw: multipart({ path: '/' }, [{ field: 'file', filename: 'red.png', content: bytes, type: 'image/png' }]) });
    expect(res.statusCode).toBe(201);
    return res.json().data.id as number;
  }
  async function bytesOf(file: OutputFile): Promise<Buffer> {
    if ('bytes' in file) return Buffer.from(file.bytes);
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }

  it("fills the render's own values and an asset-library image it fetches from the API server (the worker has no database)", async () => {
    const red = PNG.sync.write(Object.assign(new PNG({ width: 4, height: 4 }), { data: Buffer.alloc(64, 0xff) }));
    const asset = await uploadAsset(red);
    const id = queuedWith({ product: `asset:${asset}`, headline: 'Made on a worker', accent: 'rgb(220 38 38)' });
    const w = worker('host-a:1:aaaa');
    const claim = (await w.client.claim(id))!;
    expect(claim.assets).toEqual([{ id: asset, size: red.length }]);
    // Only to the worker holding the render that chooses it.
    await expect(worker('host-b:2:bbbb').client.assetBytes(asset)).rejects.toMatchObject({ status: 404 });
    const release = w.templates.hold(claim);
    const zip = await bytesOf(await w.renderer.render(claim.build, () => {})).finally(release);
    const read = await readTemplatePackage({ name: 'out.zip', bytes: zip }, { unpack: 'all' });
    if (!read.ok) throw new Error(JSON.stringify(read.problem));
    expect(Buffer.from(read.value.files.get(`values/asset-${asset}.png`)!).equals(red)).toBe(true);
    const page = Buffer.from(read.value.files.get(read.value.page)!).toString();
    expect(page).toContain('Made on a worker');
    expect(page).toContain(`values/asset-${asset}.png`);
    expect(page).toContain('rgb(220 38 38)');
    expect(await w.client.deliver(id, { filename: `sale-${id}.zip`, mime: 'application/zip', bytes: zip }, new AbortController().signal)).toEqual({ id, status: 'finished' });
    expect(spends(id)).toBe(1);
  });

  it("never hands a worker another brand's asset: the render fails with the shared rule's reason, as on the API server", async () => {
    const foreign = t.db.prepare('SELECT id FROM files WHERE brand_id = 2 AND (directory_id IS NOT NULL OR asset_group_id IS NOT NULL) ORDER BY id LIMIT 1').pluck().get() as number;
    const id = queuedWith({ product: `asset:${foreign}` });
    const w = worker('host-a:1:aaaa');
    const claim = (await w.client.claim(id))!;
    expect(claim.assets).toEqual([]);
    await expect(w.client.assetBytes(foreign)).rejects.toMatchObject({ status: 404 });
    const release = w.templates.hold(claim);
    const failure = await w.renderer.render(claim.build, () => {}).then(() => null, (error: unknown) => error).finally(release);
    expect(failure).toBeInstanceOf(RenderError);
    const { code, params } = (failure as RenderError).reason;
    expect(code).toBe('render.value-refused');
    expect(await w.client.fail(id, { code, params })).toEqual({ id, status: 'failed' });
    expect(row(id)).toMatchObject({ status: 'failed', error_code: 'render.value-refused', error: expect.stringContaining('"Product image" (product)') });
    expect(spends(id)).toBe(0);
  });
});


/** Renders the API server holds for workers now (control API). */
const workerRenders = async () => (await t.app.inject({ method: 'GET', url: '/__control/render-queue', headers: { origin: t.config.appOrigin } })).json().workerRenders as number;

async function waitFor(done: () => Promise<boolean> | boolean, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { INLINE_FRAME_CSP } from '../http/inline-frame.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { readZip } from '../test-support/zip-reader.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const finished = (brandId = 1) => t.db.prepare("SELECT id FROM visual_builds WHERE brand_id = ? AND status = 'finished' ORDER BY id").pluck().all(brandId) as number[];
const failed = (brandId = 1) => t.db.prepare("SELECT id FROM visual_builds WHERE brand_id = ? AND status = 'failed' ORDER BY id").pluck().all(brandId) as number[];

describe('GET /visual-build/{id}/download', () => {
  it('gives the file as an attachment named after the template, version, size and build', async () => {
    const id = finished()[0]!;
    const row = t.db.prepare('SELECT b.width, b.height, vv.number, v.name FROM visual_builds b JOIN visual_versions vv ON vv.id = b.visual_version_id JOIN visuals v ON v.id = vv.visual_id WHERE b.id = ?').get(id) as { width: number; height: number; number: number; name: string };
    const slug = row.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const res = await (await t.signIn('manager@example.com')).get(`/server/api/v1/visual-build/${id}/download`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${slug}-v${row.number}-${row.width}x${row.height}-${id}.zip"`);
  });

  it('streams the stored file with its length; an HTML5 render is the filled package, a PNG render a PNG of its size', async () => {
    const [html, png] = finished().slice(1, 3) as [number, number];
    t.db.prepare("UPDATE visual_builds SET output_format = 'png', width = 320, height = 50 WHERE id = ?").run(png);
    const agent = await t.signIn('manager@example.com');
    const zip = await agent.get(`/server/api/v1/visual-build/${html}/download`);
    expect([zip.headers['content-type'], Number(zip.headers['content-length'])]).toEqual(['application/zip', zip.rawPayload.length]);
    const { width, height } = t.db.prepare('SELECT width, height FROM visual_builds WHERE id = ?').get(html) as { width: number; height: number };
    expect(readZip(zip.rawPayload).find((e) => e.name === 'index.html')?.content.toString()).toContain(`<meta name="ad.size" content="width=${width},height=${height}">`);
    const image = await agent.get(`/server/api/v1/visual-build/${png}/download`);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename=".+-v\\d+-320x50-${png}\\.png"$`));
    const decoded = PNG.sync.read(image.rawPayload);
    expect([Number(image.headers['content-length']), decoded.width, decoded.height]).toEqual([image.rawPayload.length, 320, 50]);
  });

  it('answers JSON 404 with a readable message for a failed or unfinished build', async () => {
    const agent = await t.signIn('manager@example.com');
    const res = await agent.get(`/server/api/v1/visual-build/${failed()[0]}/download`);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ message: `Render ${failed()[0]} failed, so it has no file.` });
    const queued = (await agent.post('/server/api/v1/visual-build', { visual_version_id: t.db.prepare("SELECT id FROM visual_versions WHERE brand_id = 1 AND status = 'approved' LIMIT 1").pluck().get(), sizes: [{ width: 300, height: 250 }] })).json().data[0].id;
    expect((await agent.get(`/server/api/v1/visual-build/${queued}/download`)).json()).toEqual({ message: `Render ${queued} is not finished yet (queued), so it has no file.` });
  });
});

describe('GET /visual-build/download (zip)', () => {
  const zipUrl = (ids: readonly (number | string)[]) => `/server/api/v1/visual-build/download?${ids.map((id) => `visual_build_ids[]=${id}`).join('&')}`;

  it('names the zip in Content-Disposition and skips the ids that have no file', async () => {
    const ids = [...finished().slice(0, 2), failed()[0]!];
    const res = await (await t.signIn('manager@example.com')).get(zipUrl(ids));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="acme-visual-builds-2025-06-15-12-00-00.zip"');
    const names = readZip(res.rawPayload).map((e) => e.name);
    expect(names.every((name) => /^[a-z0-9-]+-\d+x\d+-\d+\.zip$/.test(name))).toBe(true);
    expect(new Set(names).size).toBe(2);
  });

  it('holds each render\'s file under its download name, PNGs and HTML5 zips stored as they are', async () => {
    const ids = finished().slice(3, 6);
    t.db.prepare("UPDATE visual_builds SET output_format = 'png', width = 300, height = 600 WHERE id = ?").run(ids[0]);
    const agent = await t.signIn('manager@example.com');
    const singles = await Promise.all(ids.map((id) => agent.get(`/server/api/v1/visual-build/${id}/download`)));
    const res = await agent.get(zipUrl(ids));
    expect(res.statusCode).toBe(200);
    const entries = readZip(res.rawPayload);
    expect(entries.map((e) => e.name)).toEqual(singles.map((r) => /filename="(.+)"/.exec(String(r.headers['content-disposition']))?.[1]));
    expect(entries.map((e) => e.method)).toEqual([0, 0, 0]);
    entries.forEach((e, i) => expect(e.content.equals(singles[i]!.rawPayload)).toBe(true));
  });

  it('takes at most 999 ids (422 beyond), and answers JSON 404 when none is downloadable', async () => {
    const agent = await t.signIn('manager@example.com');
    const tooMany = await agent.get(zipUrl(Array.from({ length: 1000 }, (_, i) => i + 1)));
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toEqual({ visual_build_ids: ['The visual build ids field must not have more than 999 items.'] });
    expect((await agent.get(zipUrl(Array.from({ length: 999 }, (_, i) => i + 1)))).statusCode).toBe(200);
    const none = await agent.get(zipUrl([failed()[0]!, finished(2)[0]!]));
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: 'None of the selected renders is finished, so there is nothing to download.' });
  });
});

describe('GET /visual-build/{id}/output (tester iframe)', () => {
  it('serves a finished HTML5 build inline as its page, with the sandbox CSP and the package\'s files inlined', async () => {
    const id = finished()[0]!;
    const res = await (await t.signIn('manager@example.com')).get(`/server/api/v1/visual-build/${id}/output`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toBe(INLINE_FRAME_CSP);
    expect(res.headers['content-disposition']).toMatch(/^inline; filename=".+\.html"$/);
    expect(res.body).toContain('<!doctype html>');
    expect(res.body).toMatch(/<link rel="stylesheet" href="data:text\/css;base64,/);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
  });

  it('is what output_url points at, for finished builds only', async () => {
    const agent = await t.signIn('manager@example.com');
    const done = (await agent.get(`/server/api/v1/visual-build/${finished()[0]}`)).json().data;
    expect(done.output_url).toBe(`${t.config.appOrigin}/server/api/v1/visual-build/${done.id}/output`);
    expect((await agent.get(`/server/api/v1/visual-build/${failed()[0]}`)).json().data.output_url).toBeNull();
    expect((await agent.get(`/server/api/v1/visual-build/${failed()[0]}/output`)).statusCode).toBe(404);
  });

  it('needs no X-Brand, and is 404 for a brand the user is not in, or another brand with X-Brand', async () => {
    const editor = await t.signIn('editor@example.com', null);
    expect((await editor.get(`/server/api/v1/visual-build/${finished()[0]}/output`)).statusCode).toBe(200);
    expect((await editor.get(`/server/api/v1/visual-build/${finished(3)[0]}/output`)).statusCode).toBe(404);
    const manager = await t.signIn('manager@example.com', 'acme');
    expect((await manager.get(`/server/api/v1/visual-build/${finished(2)[0]}/output`)).statusCode).toBe(404);
    expect((await manager.get(`/server/api/v1/visual-build/${finished(2)[0]}/output`, { brand: 'globex' })).statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_EVENTS } from '../live/events.ts';
import { VISUAL_VERSION_UPDATED } from './visuals-live.ts';
import { createTestApp, rowCounts, type TestApp } from '../test-support/test-app.ts';
import { RENDER_FORMATS } from '../../worker/contract/output-formats';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const approvedVersion = (brandId = 1) => t.db.prepare("SELECT id FROM visual_versions WHERE brand_id = ? AND status = 'approved' ORDER BY id LIMIT 1").pluck().get(brandId) as number;
const visualOf = (versionId: number) => t.db.prepare('SELECT visual_id FROM visual_versions WHERE id = ?').pluck().get(versionId) as number;
const finished = (brandId = 1) => t.db.prepare("SELECT id FROM visual_builds WHERE brand_id = ? AND status = 'finished' ORDER BY id").pluck().all(brandId) as number[];

describe('POST /visual-build', () => {
  it('queues one build per size and announces VisualBuildCreated, then the version (its history lists the start)', async () => {
    const agent = await t.signIn('manager@example.com');
    t.publisher.clear();
    const versionId = approvedVersion();
    const res = await agent.post('/server/api/v1/visual-build', { visual_version_id: versionId, sizes: [{ width: 300, height: 250 }, { width: 728, height: 90 }], output_format: 'png' });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toHaveLength(2);
    expect(data[0]).toMatchObject({ status: 'queued', progress: 0, output_format: 'png', width: 300, height: 250, download_url: null });
    expect(t.publisher.messages.map((m) => [m.channel, m.event, m.data])).toEqual(
      [
        ...data.map((b: { id: number }) => ['private-brand.acme', LIVE_EVENTS.VisualBuildCreated, { brandId: 1, visualBuild: { id: b.id, status: 'queued', progress: 0, stage: null } }]),
        ['private-brand.acme', VISUAL_VERSION_UPDATED, { brandId: 1, visualVersion: { id: versionId, visualId: visualOf(versionId) }, action: 'render' }],
      ],
    );
    expect((await agent.get('/server/api/v1/visual-build/widget')).json().data.unfinished).toBe(2);
  });

  it('rejects a version of another brand, a draft version and bad sizes (422), writing nothing', async () => {
    const agent = await t.signIn('manager@example.com');
    const counts = rowCounts(t.db);
    expect((await agent.post('/server/api/v1/visual-build', { visual_version_id: approvedVersion(2) })).json().errors).toEqual({ visual_version_id: ['The selected visual version id is invalid.'] });
    const draft = t.db.prepare("SELECT id FROM visual_versions WHERE brand_id = 1 AND status = 'draft' LIMIT 1").pluck().get() as number;
    expect((await agent.post('/server/api/v1/visual-build', { visual_version_id: draft })).statusCode).toBe(422);
    const bad = await agent.post('/server/api/v1/visual-build', { visual_version_id: approvedVersion(), sizes: [{ width: 1, height: 250 }], output_format: 'tiff' });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['output_format', 'sizes.0.width']);
    expect((await agent.post('/server/api/v1/visual-build', {})).json().errors).toEqual({ visual_version_id: ['The visual version id field is required.'] });
    expect(rowCounts(t.db)).toEqual(counts);
  });

  it('starts renders in every format the contract offers (JPEG too), and refuses GIF and MP4, which cannot be rendered', async () => {
    const agent = await t.signIn('manager@example.com');
    expect(RENDER_FORMATS).toEqual(['html', 'png', 'jpg']);
    for (const format of RENDER_FORMATS) {
      const res = await agent.post('/server/api/v1/visual-build', { visual_version_id: approvedVersion(), sizes: [{ width: 300, height: 250 }], output_format: format });
      expect([format, res.statusCode]).toEqual([format, 201]);
      expect(res.json().data[0].output_format).toBe(format);
    }
    const counts = rowCounts(t.db);
    for (const format of ['gif', 'mp4']) {
      const res = await agent.post('/server/api/v1/visual-build', { visual_version_id: approvedVersion(), sizes: [{ width: 300, height: 250 }], output_format: format });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ output_format: ['The selected output format is invalid.'] });
    }
    expect(rowCounts(t.db)).toEqual(counts);
  });

  it('is 403 for visitors and foreign brands, 419 without the token', async () => {
    expect((await (await t.signIn('visitor@example.com')).post('/server/api/v1/visual-build', { visual_version_id: approvedVersion() })).statusCode).toBe(403);
    const editor = await t.signIn('editor@example.com');
    expect((await editor.post('/server/api/v1/visual-build', { visual_version_id: approvedVersion(3) }, { brand: 'initech' })).statusCode).toBe(403);
    expect((await editor.post('/server/api/v1/visual-build', { visual_version_id: approvedVersion() }, { noCsrf: true })).statusCode).toBe(419);
  });
});

describe('GET /visual-build', () => {
  it('lists a version’s builds as a paginator (limit 999)', async () => {
    const agent = await t.signIn('manager@example.com');
    const version = approvedVersion();
    const body = (await agent.get('/server/api/v1/visual-build', { query: { visual_version_id: String(version), limit: '999', model_type: 'visual_version' } })).json();
    expect(body.per_page).toBe(999);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((b: { visual_version_id: number }) => b.visual_version_id === version)).toBe(true);
    const done = body.data.find((b: { status: string }) => b.status === 'finished');
    expect(done.download_url).toBe(`${t.config.appOrigin}/server/api/v1/visual-build/${done.id}/download`);
  });

  it('never shows another brand’s builds', async () => {
    const body = (await (await t.signIn('manager@example.com')).get('/server/api/v1/visual-build', { query: { visual_version_id: String(approvedVersion(2)) } })).json();
    expect(body.total).toBe(0);
  });
});

describe('downloads', () => {
  it('downloads one finished build as a file', async () => {
    const res = await (await t.signIn('manager@example.com')).get(`/server/api/v1/visual-build/${finished()[0]}/download`);
    expect(res.statusCode).toBe(200);
    // An HTML5 render: the template's package as a zip.
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+-\d+x\d+-\d+\.zip"$/);
    expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
  });

  it('is 404 for an unfinished build or another brand’s build', async () => {
    const agent = await t.signIn('manager@example.com');
    const failed = t.db.prepare("SELECT id FROM visual_builds WHERE brand_id = 1 AND status = 'failed' LIMIT 1").pluck().get() as number;
    expect((await agent.get(`/server/api/v1/visual-build/${failed}/download`)).statusCode).toBe(404);
    expect((await agent.get(`/server/api/v1/visual-build/${finished(2)[0]}/download`)).statusCode).toBe(404);
  });

  it('zips several builds with a Content-Disposition filename', async () => {
    const ids = finished().slice(0, 3);
    const res = await (await t.signIn('manager@example.com')).get(`/server/api/v1/visual-build/download?${ids.map((id) => `visual_build_ids[]=${id}`).join('&')}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="acme-visual-builds-2025-06-15-12-00-00.zip"');
    expect(res.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    const names = ids.length;
    expect(res.rawPayload.toString('latin1').match(/\.html/g)!.length).toBeGreaterThanOrEqual(names);
  });

  it('answers JSON 404 with a message when none of the ids is a finished build of this brand', async () => {
    const res = await (await t.signIn('manager@example.com')).get(`/server/api/v1/visual-build/download?visual_build_ids[]=${finished(2)[0]}&visual_build_ids[]=999999`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'None of the selected renders is finished, so there is nothing to download.' });
  });

  it('is 422 without ids', async () => {
    const res = await (await t.signIn('manager@example.com')).get('/server/api/v1/visual-build/download');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ visual_build_ids: ['The visual build ids field is required.'] });
  });
});

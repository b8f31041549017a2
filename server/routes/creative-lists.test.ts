import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { BUILD_STATUSES } from './visual-builds.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Named = { id: number; name: string };
const names = (body: { data: Named[] }) => body.data.map((v) => v.name).sort();
const list = async (query: Record<string, string | string[]>) => (await (await t.signIn('manager@example.com')).get('/server/api/v1/visual', { query: { limit: '100', ...query } })).json();

describe('GET /visual filters', () => {
  it('searches name, description and tags', async () => {
    expect(names(await list({ search: 'carousel' }))).toEqual(['Product carousel']);
    expect(names(await list({ search: 'winter' }))).toEqual([]);
    expect(names(await list({ search: 'winter', archived: '1' }))).toEqual(['Winter clearance']);
  });

  it('filters by tag (every given tag, any case), including the archived view', async () => {
    expect(names(await list({ tag: 'sale' }))).toEqual(['Black Friday countdown', 'Summer sale banner']);
    expect(names(await list({ tag: 'SALE', archived: '-1' }))).toEqual(['Black Friday countdown', 'Summer sale banner', 'Winter clearance']);
    expect(names(await list({ 'tag[]': ['q4', 'catalogue'] }))).toEqual(['Holiday gift guide']);
    expect(names(await list({ tag: 'q4,sale' }))).toEqual(['Black Friday countdown']);
  });

  it('lists archived templates with archived=1 and filters by status', async () => {
    const archived = await list({ archived: '1' });
    expect(names(archived)).toEqual(['Winter clearance']);
    expect(archived.data[0]).toMatchObject({ archived: true, deleted_at: expect.any(String) });
    expect(names(await list({ status: 'unpublished' }))).toEqual(['Newsletter header']);
    expect((await list({ status: 'archived' })).errors).toEqual({ status: ['The selected status is invalid.'] });
  });

  it('has a development view: the newest version that is not archived is not approved', async () => {
    expect(names(await list({ development: '1' }))).toEqual(['Black Friday countdown', 'Brand intro video', 'Holiday gift guide', 'Product carousel', 'Spring lookbook', 'Summer sale banner']);
    expect(names(await list({ development: '0' }))).toEqual(['Loyalty app promo', 'Newsletter header', 'Store opening teaser']);
    expect(names(await list({ version_status: 'rejected' }))).toEqual(['Holiday gift guide']);
    const summer = (await list({ search: 'Summer sale' })).data[0];
    expect(summer).toMatchObject({ in_development: true, latest_version: { number: 3, status: 'approval-requested' }, approved_version_id: expect.any(Number) });
  });

  it('gives each visual its sizes: stored ones, else its category’s', async () => {
    const [friday] = (await list({ search: 'Black Friday' })).data;
    expect(friday.sizes).toEqual([
      { width: 300, height: 250, label: 'Medium rectangle' },
      { width: 728, height: 90, label: 'Leaderboard' },
      { width: 300, height: 600, label: 'Half page' },
      { width: 970, height: 250, label: 'Billboard' },
    ]);
    const [carousel] = (await list({ search: 'carousel' })).data;
    expect(carousel.sizes.map((s: { width: number; height: number }) => `${s.width}x${s.height}`)).toEqual(['1080x1080', '1080x1920', '1200x628']);
  });

  it('answers GET /visual/meta with the tags in use, the choices and the counts', async () => {
    const { data } = (await (await t.signIn('visitor@example.com')).get('/server/api/v1/visual/meta')).json();
    expect(data.tags).toEqual(expect.arrayContaining(['sale', 'q4', 'catalogue', 'display', 'social']));
    expect(data.tags).not.toContain('winter');
    expect(data).toMatchObject({ counts: { total: 10, archived: 1, development: 6 }, statuses: ['published', 'unpublished'] });
    expect(data.version_statuses).toContain('archived');
  });
});

describe('GET /visual-build filters', () => {
  const builds = async (query: Record<string, string | string[]>) => (await (await t.signIn('manager@example.com')).get('/server/api/v1/visual-build', { query: { limit: '999', ...query } })).json();

  it('lists newest first with what the Renders page shows', async () => {
    const body = await builds({});
    const ids = body.data.map((b: { id: number }) => b.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    expect(body.data[0]).toMatchObject({
      visual_id: expect.any(Number),
      visual_name: expect.any(String),
      version_number: expect.any(Number),
      dimensions: expect.stringMatching(/^\d+x\d+$/),
      status: expect.any(String),
      progress: expect.any(Number),
      created_at: expect.any(String),
    });
    expect(body.data.every((b: { status: string; download_url: string | null }) => (b.status === 'finished') === (b.download_url !== null))).toBe(true);
    expect((await (await t.signIn('manager@example.com')).get('/server/api/v1/visual-build', { query: { limit: '1000' } })).statusCode).toBe(422);
  });

  it('filters by status, template, version and ids', async () => {
    const failed = await builds({ status: 'failed' });
    expect(failed.total).toBeGreaterThan(0);
    expect(failed.data.every((b: { status: string; error: string | null }) => b.status === 'failed' && b.error)).toBe(true);
    const visual = t.db.prepare("SELECT id FROM visuals WHERE name = 'Product carousel'").pluck().get() as number;
    const ofVisual = await builds({ visual_id: String(visual) });
    expect(ofVisual.total).toBeGreaterThan(0);
    expect(ofVisual.data.every((b: { visual_name: string }) => b.visual_name === 'Product carousel')).toBe(true);
    const version = ofVisual.data[0].visual_version_id as number;
    expect((await builds({ visual_version_id: String(version) })).data.every((b: { visual_version_id: number }) => b.visual_version_id === version)).toBe(true);
    const two = ofVisual.data.slice(0, 2).map((b: { id: number }) => String(b.id));
    expect((await builds({ 'ids[]': two, archived: '-1' })).data.map((b: { id: number }) => String(b.id))).toEqual(two);
    expect((await builds({ status: 'exploded' })).errors).toEqual({ status: ['The selected status is invalid.'] });
  });
});

describe('GET /visual-build/report', () => {
  const report = async (query: Record<string, string>) => (await (await t.signIn('manager@example.com')).get('/server/api/v1/visual-build/report', { query })).json();

  it('summarises renders by status, template and day, with the failures and their reasons', async () => {
    const { data } = await report({ from: '2025-04-01', to: '2025-06-15' });
    const all = t.db.prepare("SELECT status, COUNT(*) AS n FROM visual_builds WHERE brand_id = 1 AND substr(created_at, 1, 10) BETWEEN '2025-04-01' AND '2025-06-15' GROUP BY status").all() as { status: string; n: number }[];
    expect(data.total).toBe(all.reduce((a, r) => a + r.n, 0));
    expect(data.by_status.map((r: { status: string }) => r.status)).toEqual([...BUILD_STATUSES]);
    expect(data.by_status.find((r: { status: string }) => r.status === 'failed').count).toBe(all.find((r) => r.status === 'failed')?.n ?? 0);
    expect(data.by_day).toHaveLength(76);
    expect(data.by_day.reduce((a: number, d: { count: number }) => a + d.count, 0)).toBe(data.total);
    expect(data.by_template.reduce((a: number, r: { count: number }) => a + r.count, 0)).toBe(data.total);
    expect(data.by_template[0]).toMatchObject({ visual_id: expect.any(Number), name: expect.any(String), finished: expect.any(Number), failed: expect.any(Number) });
    expect(data.failures_total).toBeGreaterThan(0);
    expect(data.failures[0]).toMatchObject({ id: expect.any(Number), visual_name: expect.any(String), error: expect.any(String), dimensions: expect.stringMatching(/x/), at: expect.any(String) });
    expect(data.failure_reasons.reduce((a: number, r: { count: number }) => a + r.count, 0)).toBe(data.failures_total);
  });

  it('defaults to the last 30 days, filters by template, and rejects a reversed or too long period', async () => {
    const { data } = await report({});
    expect([data.from, data.to, data.by_day.length]).toEqual(['2025-05-17', '2025-06-15', 30]);
    const visual = t.db.prepare("SELECT id FROM visuals WHERE name = 'Summer sale banner'").pluck().get() as number;
    const one = (await report({ from: '2025-01-01', to: '2025-06-15', visual_id: String(visual) })).data;
    expect(one.by_template.map((r: { name: string }) => r.name)).toEqual(['Summer sale banner']);
    expect((await report({ from: '2025-06-15', to: '2025-06-01' })).errors).toEqual({ to: ['The to field must be a date after or equal to from.'] });
    expect((await report({ from: '2024-01-01', to: '2025-06-15' })).errors).toHaveProperty('from');
  });

  it('never counts another brand’s renders', async () => {
    const globex = (await (await t.signIn('manager@example.com')).get('/server/api/v1/visual-build/report', { brand: 'globex', query: { from: '2025-01-01', to: '2025-06-15' } })).json().data;
    const expected = t.db.prepare('SELECT COUNT(*) FROM visual_builds WHERE brand_id = 2').pluck().get() as number;
    expect(globex.total).toBe(expected);
  });
});

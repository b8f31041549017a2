import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LIVE_EVENTS } from '../live/events.ts';
import { createTestApp, snapshot, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => {
  // Only the builds of each test count as reserved credits.
  t.db.prepare("UPDATE visual_builds SET status = 'finished' WHERE status IN ('queued', 'rendering')").run();
});

const setBalance = (brandId: number, balance: number) => t.db.prepare('UPDATE brands SET balance = ? WHERE id = ?').run(balance, brandId);
const approvedVersion = (brandId = 1) => t.db.prepare("SELECT id FROM visual_versions WHERE brand_id = ? AND status = 'approved' ORDER BY id LIMIT 1").pluck().get(brandId) as number;
const sizes = (n: number) => Array.from({ length: n }, (_, i) => ({ width: 300 + i, height: 250 }));

describe('the money rule of POST /visual-build', () => {
  it('refuses a render the brand cannot pay for with Laravel’s 422, writing and announcing nothing', async () => {
    setBalance(1, 0);
    const agent = await t.signIn('manager@example.com');
    t.publisher.clear();
    const before = snapshot(t.db);
    const res = await agent.post('/server/api/v1/visual-build', { visual_version_id: approvedVersion(), sizes: sizes(2) });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Not enough credits to start 2 renders: they cost 2 and the brand has 0 available.',
      errors: { balance: ['Not enough credits to start 2 renders: they cost 2 and the brand has 0 available.'] },
    });
    expect(snapshot(t.db)).toBe(before);
    expect(t.publisher.messages).toEqual([]);
    setBalance(1, 250);
  });

  it('accepts exactly what the balance covers and refuses one more', async () => {
    setBalance(1, 3);
    const agent = await t.signIn('manager@example.com');
    expect((await agent.post('/server/api/v1/visual-build', { visual_version_id: approvedVersion(), sizes: sizes(4) })).statusCode).toBe(422);
    expect((await agent.post('/server/api/v1/visual-build', { visual_version_id: approvedVersion(), sizes: sizes(3) })).statusCode).toBe(201);
    setBalance(1, 250);
  });

  it('counts credits reserved by queued and rendering builds, so a burst cannot overdraw', async () => {
    setBalance(1, 5);
    const agent = await t.signIn('developer@example.com');
    const first = await agent.post('/server/api/v1/visual-build', { visual_version_id: approvedVersion(), sizes: sizes(4) });
    expect(first.statusCode).toBe(201);
    t.db.prepare("UPDATE visual_builds SET status = 'rendering', progress = 34 WHERE id = ?").run(first.json().data[0].id);
    const second = await agent.post('/server/api/v1/visual-build', { visual_version_id: approvedVersion(), sizes: sizes(2) });
    expect(second.statusCode).toBe(422);
    expect(second.json().errors.balance).toEqual(['Not enough credits to start 2 renders: they cost 2 and the brand has 1 available (balance 5, 4 reserved by unfinished renders).']);
    expect((await agent.post('/server/api/v1/visual-build', { visual_version_id: approvedVersion(), sizes: sizes(1) })).statusCode).toBe(201);
    setBalance(1, 250);
  });

  it('refuses editors who may not see the balance without giving the figures', async () => {
    setBalance(1, 0);
    const res = await (await t.signIn('editor@example.com')).post('/server/api/v1/visual-build', { visual_version_id: approvedVersion(), sizes: sizes(1) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ balance: ['The brand does not have enough credits to start 1 render.'] });
    setBalance(1, 250);
  });

  it('checks the input and the version before the money (a bad request is not a money problem)', async () => {
    setBalance(1, 0);
    const agent = await t.signIn('manager@example.com');
    const draft = t.db.prepare("SELECT id FROM visual_versions WHERE brand_id = 1 AND status = 'draft' LIMIT 1").pluck().get() as number;
    expect(Object.keys((await agent.post('/server/api/v1/visual-build', { visual_version_id: draft })).json().errors)).toEqual(['visual_version_id']);
    expect(Object.keys((await agent.post('/server/api/v1/visual-build', { visual_version_id: approvedVersion(), sizes: [] })).json().errors)).toEqual(['sizes']);
    setBalance(1, 250);
  });
});

describe('what POST /visual-build starts', () => {
  it('renders the visual’s first size when no sizes are given, and records the start in the history', async () => {
    const visual = t.db.prepare("SELECT id FROM visuals WHERE name = 'Black Friday countdown'").pluck().get() as number;
    const version = t.db.prepare("SELECT id FROM visual_versions WHERE visual_id = ? AND status = 'approved'").pluck().get(visual) as number;
    const agent = await t.signIn('developer@example.com');
    const friday = (await agent.get(`/server/api/v1/visual/${visual}`)).json().data as { sizes: { width: number; height: number; label: string | null }[] };
    t.publisher.clear();
    const res = await agent.post('/server/api/v1/visual-build', { visual_version_id: version });
    expect(res.statusCode).toBe(201);
    const builds = res.json().data as { id: number; dimensions: string; visual_name: string; version_number: number; cost: number }[];
    expect(builds.map((b) => b.dimensions)).toEqual(['300x250']);
    expect(builds[0]).toMatchObject({ visual_id: visual, visual_name: 'Black Friday countdown', version_number: 1, cost: 1, status: 'queued', output_url: null });
    expect(t.publisher.messages.filter((m) => m.event === LIVE_EVENTS.VisualBuildCreated)).toHaveLength(1);
    const latest = (await agent.get(`/server/api/v1/visual-version/${version}`)).json().data.history[0];
    expect(latest).toMatchObject({ action: 'render', actor: { id: 2, name: 'David Developer' }, details: { build_ids: builds.map((b) => b.id), sizes: ['300x250'], output_format: 'html' } });
    const all = (await agent.post('/server/api/v1/visual-build', { visual_version_id: version, sizes: friday.sizes, output_format: 'png' })).json().data as { dimensions: string; output_format: string }[];
    expect(all.map((b) => [b.dimensions, b.output_format])).toEqual([['300x250', 'png'], ['728x90', 'png'], ['300x600', 'png'], ['970x250', 'png']]);
  });

  it('does not render archived or erased versions, nor versions of an archived template', async () => {
    const agent = await t.signIn('manager@example.com');
    const archived = t.db.prepare("SELECT id FROM visual_versions WHERE brand_id = 1 AND status = 'archived' LIMIT 1").pluck().get() as number;
    const res = await agent.post('/server/api/v1/visual-build', { visual_version_id: archived });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.visual_version_id[0]).toMatch(/^Version \d+ cannot be rendered while it is archived\.$/);
    const erased = t.db.prepare("SELECT id FROM visual_versions WHERE brand_id = 1 AND status = 'erased' LIMIT 1").pluck().get() as number;
    expect((await agent.post('/server/api/v1/visual-build', { visual_version_id: erased })).statusCode).toBe(422);
    const ofArchivedVisual = t.db.prepare("SELECT vv.id FROM visual_versions vv JOIN visuals v ON v.id = vv.visual_id WHERE v.name = 'Winter clearance' AND vv.status = 'approved'").pluck().get() as number;
    expect((await agent.post('/server/api/v1/visual-build', { visual_version_id: ofArchivedVisual })).json().errors).toEqual({ visual_version_id: ['The selected visual version id is invalid.'] });
  });
});

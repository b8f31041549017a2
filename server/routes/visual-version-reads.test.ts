import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { INLINE_FRAME_CSP } from '../http/inline-frame.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const url = (id: number | string, action = '') => `/server/api/v1/visual-version/${id}${action ? `/${action}` : ''}`;
const visualNamed = (name: string) => t.db.prepare('SELECT id FROM visuals WHERE name = ?').pluck().get(name) as number;
const versionsOf = (visualId: number) => t.db.prepare('SELECT id FROM visual_versions WHERE visual_id = ? ORDER BY number').pluck().all(visualId) as number[];

/** A fresh visual of Acme's developer with one version in `status`. */
function freshVersion(status = 'processed'): number {
  const visualId = Number(t.db.prepare("INSERT INTO visuals (brand_id, user_id, name, output_category, created_at, updated_at) VALUES (1, 2, 'History visual', 'display', 'x', 'x')").run().lastInsertRowid);
  return Number(t.db.prepare("INSERT INTO visual_versions (visual_id, brand_id, number, status, created_at, updated_at) VALUES (?, 1, 1, ?, 'x', 'x')").run(visualId, status).lastInsertRowid);
}

describe('GET /visual-version/{id}', () => {
  it('answers the version with its state, actions and history, newest first', async () => {
    const [, , third] = versionsOf(visualNamed('Summer sale banner'));
    const { data } = (await (await t.signIn('manager@example.com')).get(url(third!))).json();
    expect(data).toMatchObject({
      id: third,
      number: 3,
      status: 'approval-requested',
      visual_name: 'Summer sale banner',
      status_before_approval: 'previewed',
      requested_by: { id: 3, name: 'Eva Editor' },
      actions: ['revise', 'cancel-approval', 'approve', 'reject'],
      preview_url: `${t.config.appOrigin}/server/api/v1/visual-version/${third}/preview`,
    });
    const history = data.history as { action: string; actor: { id: number; name: string } | null; comment: string | null; at: string }[];
    expect(history.map((h) => h.at)).toEqual([...history.map((h) => h.at)].sort().reverse());
    expect(history.at(-1)).toMatchObject({ action: 'created', actor: { id: 3, name: 'Eva Editor' }, to_status: 'draft', details: { from_number: 2 } });
    expect(history.find((h) => h.action === 'request-approval')).toMatchObject({ actor: { id: 3 }, from_status: 'previewed', to_status: 'approval-requested', comment: 'Ready for review.' });
    expect(history.some((h) => h.action === 'comment' && typeof h.comment === 'string')).toBe(true);
    expect(history.find((h) => h.action === 'render')).toMatchObject({ details: { build_ids: expect.any(Array), output_format: 'html' } });
  });

  it('records every transition, comment and render start with who and when', async () => {
    const id = freshVersion('draft');
    const developer = await t.signIn('developer@example.com');
    const manager = await t.signIn('manager@example.com');
    const at = (ms: number) => (t.clock.advance(ms), t.clock.now().toISOString());
    const t1 = at(1000);
    await developer.post(url(id, 'process'));
    const t2 = at(1000);
    await developer.post(url(id, 'request-approval'), { comment: 'Have a look' });
    const t3 = at(1000);
    const comment = (await manager.post(url(id, 'comment'), { comment: 'Checking the fonts' })).json().data;
    const t4 = at(1000);
    await developer.post('/server/api/v1/visual-build', { visual_version_id: id, sizes: [{ width: 300, height: 250 }] });
    const t5 = at(1000);
    await manager.post(url(id, 'reject'), { comment: 'Fonts are off' });
    const { history } = (await manager.get(url(id))).json().data;
    expect(history.map((h: { action: string; actor: { id: number } | null; comment: string | null; at: string }) => [h.action, h.actor?.id, h.comment, h.at])).toEqual([
      ['reject', 1, 'Fonts are off', t5],
      ['render', 2, null, t4],
      ['comment', 1, 'Checking the fonts', t3],
      ['request-approval', 2, 'Have a look', t2],
      ['process', 2, null, t1],
    ]);
    // An edited comment shows its new words; a deleted one leaves the fact, not the words.
    await manager.put(`${url(id, 'comment')}/${comment.id}`, { comment: 'Fonts checked' });
    expect((await manager.get(url(id))).json().data.history[2].comment).toBe('Fonts checked');
    await manager.delete(`${url(id, 'comment')}/${comment.id}`);
    expect((await manager.get(url(id))).json().data.history[2]).toMatchObject({ action: 'comment', comment: null, actor: { id: 1 } });
  });

  it('is 404 for another brand’s version, an unknown id, and (with visual_id) another visual’s version', async () => {
    const agent = await t.signIn('manager@example.com');
    const globex = t.db.prepare('SELECT id FROM visual_versions WHERE brand_id = 2 LIMIT 1').pluck().get() as number;
    expect((await agent.get(url(globex))).statusCode).toBe(404);
    expect((await agent.get(url(99999))).json()).toEqual({ message: 'No query results for model [App\\Models\\VisualVersion] 99999' });
    expect((await agent.get(url('abc'))).statusCode).toBe(404);
    const [first] = versionsOf(visualNamed('Summer sale banner'));
    expect((await agent.get(url(first!), { query: { visual_id: String(visualNamed('Summer sale banner')) } })).statusCode).toBe(200);
    expect((await agent.get(url(first!), { query: { visual_id: String(visualNamed('Product carousel')) } })).statusCode).toBe(404);
  });

  it('keeps versions of an archived template readable', async () => {
    const [first] = versionsOf(visualNamed('Winter clearance'));
    const agent = await t.signIn('visitor@example.com');
    expect((await agent.get(url(first!))).json().data).toMatchObject({ id: first, status: 'approved' });
    expect((await agent.get(url(first!, 'comment'))).statusCode).toBe(200);
  });
});

describe('GET /visual-version (list)', () => {
  it('lists a visual’s versions with their state, newest first, paginated', async () => {
    const visual = visualNamed('Loyalty app promo');
    const agent = await t.signIn('manager@example.com');
    const body = (await agent.get('/server/api/v1/visual-version', { query: { visual_id: String(visual), limit: '999' } })).json();
    expect(body).toMatchObject({ current_page: 1, per_page: 999, total: 3 });
    expect(body.data.map((x: { number: number; status: string }) => [x.number, x.status])).toEqual([[3, 'approved'], [2, 'archived'], [1, 'approved']]);
    expect(body.data[0]).not.toHaveProperty('history');
    const live = (await agent.get('/server/api/v1/visual-version', { query: { visual_id: String(visual), archived: '0' } })).json();
    expect(live.data.map((x: { number: number }) => x.number)).toEqual([3, 1]);
    const onlyArchived = (await agent.get('/server/api/v1/visual-version', { query: { visual_id: String(visual), archived: '1' } })).json();
    expect(onlyArchived.data.map((x: { number: number }) => x.number)).toEqual([2]);
  });

  it('filters by status and ids, and never lists another brand’s versions', async () => {
    const agent = await t.signIn('manager@example.com');
    const requested = (await agent.get('/server/api/v1/visual-version', { query: { status: 'approval-requested', limit: '100' } })).json();
    expect(requested.data.length).toBeGreaterThan(0);
    expect(requested.data.every((x: { status: string; visual_id: number }) => x.status === 'approval-requested')).toBe(true);
    const globex = t.db.prepare('SELECT id FROM visual_versions WHERE brand_id = 2').pluck().all() as number[];
    expect((await agent.get('/server/api/v1/visual-version', { query: { 'ids[]': globex.map(String) } })).json().total).toBe(0);
    expect((await agent.get('/server/api/v1/visual-version', { query: { status: 'nope' } })).statusCode).toBe(422);
  });
});

describe('GET /visual-version/{id}/preview', () => {
  it('serves the preview inline as a sandboxed, same-origin-framed HTML document', async () => {
    const [, , third] = versionsOf(visualNamed('Summer sale banner'));
    const res = await (await t.signIn('manager@example.com')).get(url(third!, 'preview'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toBe(INLINE_FRAME_CSP);
    expect(INLINE_FRAME_CSP).toBe("sandbox allow-scripts; frame-ancestors 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="summer-sale-banner-v3-300x250-preview\.html"$/);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.body).toContain('<!doctype html>');
    expect(res.body).toContain('width=300,height=250');
  });

  it('works without X-Brand (an iframe cannot send it) for a member, and takes another size', async () => {
    const [, , third] = versionsOf(visualNamed('Summer sale banner'));
    const res = await (await t.signIn('editor@example.com', null)).get(url(third!, 'preview'), { query: { width: '728', height: '90' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('width=728,height=90');
  });

  it('is 404 for a version without a preview, another brand’s, or a brand the user is not in; 401 signed out', async () => {
    const agent = await t.signIn('manager@example.com');
    const draft = freshVersion('draft');
    expect((await agent.get(url(draft, 'preview'))).json()).toEqual({ message: 'Version 1 has no preview: preview it first.' });
    const globex = t.db.prepare("SELECT id FROM visual_versions WHERE brand_id = 2 LIMIT 1").pluck().get() as number;
    expect((await agent.get(url(globex, 'preview'))).statusCode).toBe(404);
    const hooli = t.db.prepare("SELECT id FROM visual_versions WHERE brand_id = 7 LIMIT 1").pluck().get() as number;
    expect((await agent.get(url(hooli, 'preview'), { brand: null })).statusCode).toBe(404);
    expect((await (await t.guest()).get(url(draft, 'preview'))).statusCode).toBe(401);
  });
});

describe('GET /visual-version/{id}/thumbnail', () => {
  it('answers a PNG of the filled page at the template’s first size, the same one again (ETag, 304)', async () => {
    const [first] = versionsOf(visualNamed('Summer sale banner'));
    const agent = await t.signIn('manager@example.com', null);
    const res = await agent.get(url(first!, 'thumbnail'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const png = PNG.sync.read(res.rawPayload);
    expect([png.width, png.height]).toEqual([300, 250]);
    const again = await agent.get(url(first!, 'thumbnail'));
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
    expect(again.headers.etag).toBe(res.headers.etag);
    expect((await agent.get(url(first!, 'thumbnail'), { headers: { 'if-none-match': String(res.headers.etag) } })).statusCode).toBe(304);
  }, 60_000);

  it('is a size box for a template without a package, 404 for a brand the user is not in, 401 signed out', async () => {
    const agent = await t.signIn('manager@example.com', null);
    const box = await agent.get(url(freshVersion('draft'), 'thumbnail'));
    expect(box.headers['content-type']).toBe('image/svg+xml');
    expect(box.body).toContain('300 × 250');
    const hooli = t.db.prepare('SELECT id FROM visual_versions WHERE brand_id = 7 LIMIT 1').pluck().get() as number;
    expect((await agent.get(url(hooli, 'thumbnail'))).statusCode).toBe(404);
    expect((await (await t.guest()).get(url(hooli, 'thumbnail'))).statusCode).toBe(401);
  });
});

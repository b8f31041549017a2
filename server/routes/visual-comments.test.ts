import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '../notifications/kinds.ts';
import { createTestApp, snapshot, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const acmeVersion = () => t.db.prepare('SELECT id FROM visual_versions WHERE brand_id = 1 ORDER BY id LIMIT 1').pluck().get() as number;
const base = (id: number) => `/server/api/v1/visual-version/${id}/comment`;

describe('comments', () => {
  it('lists a version’s comments with their authors, oldest first', async () => {
    const { data } = (await (await t.signIn('manager@example.com')).get(base(acmeVersion()))).json();
    expect(data.length).toBeGreaterThan(0);
    expect(data[0]).toMatchObject({ visual_version_id: acmeVersion(), comment: expect.any(String), user: { id: expect.any(Number), name: expect.any(String) } });
  });

  it('order=desc pages newest first (a long conversation opens on its newest); a bad order is a 422', async () => {
    const versionId = acmeVersion();
    const agent = await t.signIn('manager@example.com');
    const insert = t.db.prepare("INSERT INTO visual_version_comments (visual_version_id, user_id, comment, created_at, updated_at) VALUES (?, 1, ?, ?, ?)");
    for (let i = 1; i <= 104; i++) insert.run(versionId, `Bulk ${i}`, `2030-01-01T00:${String(Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}.000Z`, 'x');
    const total = (await agent.get(base(versionId), { query: { limit: '1' } })).json().total as number;
    const newest = (await agent.get(base(versionId), { query: { order: 'desc', limit: '100' } })).json();
    expect(newest.total).toBe(total);
    expect(newest.data.slice(0, 3).map((c: { comment: string }) => c.comment)).toEqual(['Bulk 104', 'Bulk 103', 'Bulk 102']);
    const older = (await agent.get(base(versionId), { query: { order: 'desc', limit: '100', page: '2' } })).json();
    expect(older.data.length).toBe(total - 100);
    expect(older.data[0].comment).toBe('Bulk 4');
    const asc = (await agent.get(base(versionId), { query: { limit: '999' } })).json();
    expect(asc.data.at(-1).comment).toBe('Bulk 104');
    const bad = await agent.get(base(versionId), { query: { order: 'sideways' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ order: ['The selected order is invalid.'] });
    t.db.prepare("DELETE FROM visual_version_comments WHERE comment LIKE 'Bulk %'").run();
  });

  it('creates a comment (201) and notifies the visual’s creator and other commenters, not the author', async () => {
    const visitor = await t.signIn('visitor@example.com');
    const res = await visitor.post(base(acmeVersion()), { comment: '  Can the CTA be bigger?  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ comment: 'Can the CTA be bigger?', user: { id: 4, name: 'Viktor Visitor' } });
    const notified = t.db.prepare('SELECT notifiable_id FROM notifications WHERE type = ? AND json_extract(data, \'$.comment\') = ?').pluck().all(NOTIFICATION_TYPES.VisualVersionCommentCreated, res.json().data.id) as number[];
    expect(notified.length).toBeGreaterThan(0);
    expect(notified).not.toContain(4);
  });

  it('lets the author edit and delete; others get 403 (managers may moderate)', async () => {
    const developer = await t.signIn('developer@example.com');
    const created = (await developer.post(base(acmeVersion()), { comment: 'Draft note' })).json().data;
    const url = `${base(acmeVersion())}/${created.id}`;
    expect((await developer.put(url, { comment: 'Edited note' })).json().data.comment).toBe('Edited note');
    const editor = await t.signIn('editor@example.com');
    expect((await editor.put(url, { comment: 'Hijack' })).statusCode).toBe(403);
    expect((await editor.delete(url)).statusCode).toBe(403);
    expect((await (await t.signIn('manager@example.com')).delete(url)).statusCode).toBe(204);
    expect((await developer.delete(url)).statusCode).toBe(404);
  });

  it('rejects an empty or too long comment (422) and writes nothing', async () => {
    const agent = await t.signIn('manager@example.com');
    const before = snapshot(t.db);
    expect((await agent.post(base(acmeVersion()), { comment: '   ' })).json().errors).toEqual({ comment: ['The comment field is required.'] });
    expect((await agent.post(base(acmeVersion()), { comment: 'x'.repeat(5001) })).json().errors).toEqual({ comment: ['The comment field must not be greater than 5000 characters.'] });
    expect(snapshot(t.db)).toBe(before);
  });

  it('is 404 for another brand’s version or a comment of another version', async () => {
    const agent = await t.signIn('manager@example.com');
    const globexVersion = t.db.prepare('SELECT id FROM visual_versions WHERE brand_id = 2 LIMIT 1').pluck().get() as number;
    expect((await agent.get(base(globexVersion))).statusCode).toBe(404);
    expect((await agent.post(base(globexVersion), { comment: 'hi' })).statusCode).toBe(404);
    const foreignComment = t.db.prepare('SELECT id FROM visual_version_comments WHERE visual_version_id = ?').pluck().get(globexVersion) as number;
    expect((await agent.put(`${base(acmeVersion())}/${foreignComment}`, { comment: 'x' })).statusCode).toBe(404);
  });

  it('is 401 signed out and 419 without the token', async () => {
    expect((await (await t.guest()).get(base(acmeVersion()))).statusCode).toBe(401);
    expect((await (await t.signIn('manager@example.com')).post(base(acmeVersion()), { comment: 'x' }, { noCsrf: true })).statusCode).toBe(419);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '../notifications/kinds.ts';
import { createTestApp, snapshot, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A fresh processed version of an Acme visual created by the developer (user 2). */
function freshVersion(status = 'processed'): number {
  const visualId = Number(t.db.prepare("INSERT INTO visuals (brand_id, user_id, name, output_category, created_at, updated_at) VALUES (1, 2, 'Test visual', 'display', 'x', 'x')").run().lastInsertRowid);
  return Number(t.db.prepare("INSERT INTO visual_versions (visual_id, brand_id, number, status, created_at, updated_at) VALUES (?, 1, 1, ?, 'x', 'x')").run(visualId, status).lastInsertRowid);
}
const url = (id: number, action = '') => `/server/api/v1/visual-version/${id}${action ? `/${action}` : ''}`;

describe('the review flow', () => {
  it('request approval → approve, with comments kept and people notified', async () => {
    const id = freshVersion();
    const developer = await t.signIn('developer@example.com');
    const manager = await t.signIn('manager@example.com');
    const requested = await developer.post(url(id, 'request-approval'), { comment: 'Please review' });
    expect(requested.json().data).toMatchObject({ status: 'approval-requested', approval_comment: 'Please review', comments_count: 1 });
    const managerNotified = t.db.prepare('SELECT type FROM notifications WHERE notifiable_id = 1 ORDER BY created_at DESC, rowid DESC LIMIT 1').pluck().get();
    expect(managerNotified).toBe(NOTIFICATION_TYPES.VisualVersionApprovalRequested);
    const approved = await manager.post(url(id, 'approve'), { comment: 'Lovely' });
    expect(approved.json().data.status).toBe('approved');
    const creatorNotified = t.db.prepare('SELECT type, data FROM notifications WHERE notifiable_id = 2 ORDER BY rowid DESC LIMIT 1').get() as { type: string; data: string };
    expect(creatorNotified.type).toBe(NOTIFICATION_TYPES.VisualVersionApproved);
    expect(JSON.parse(creatorNotified.data)).toMatchObject({ brandIdentifier: 'acme', visualVersion: id, comment: 'Lovely' });
  });

  it('cancel approval returns to the state before; reject needs a comment', async () => {
    const id = freshVersion('previewed');
    const manager = await t.signIn('manager@example.com');
    await manager.post(url(id, 'request-approval'));
    expect((await manager.delete(url(id, 'request-approval'))).json().data.status).toBe('previewed');
    await manager.post(url(id, 'request-approval'));
    const before = snapshot(t.db);
    const noComment = await manager.post(url(id, 'reject'), {});
    expect(noComment.statusCode).toBe(422);
    expect(noComment.json().errors).toEqual({ comment: ['The comment field is required.'] });
    expect(snapshot(t.db)).toBe(before);
    expect((await manager.post(url(id, 'reject'), { comment: 'Wrong colours' })).json().data.status).toBe('rejected');
  });

  it('answers 422 for an action from the wrong state, writing nothing', async () => {
    const id = freshVersion('draft');
    const manager = await t.signIn('manager@example.com');
    const before = snapshot(t.db);
    for (const action of ['preview', 'request-approval', 'approve']) {
      const res = await manager.post(url(id, action), {});
      expect(res.statusCode, action).toBe(422);
      expect(res.json().errors.status[0]).toContain('while it is draft');
    }
    expect((await manager.delete(url(id, 'request-approval'))).statusCode).toBe(422);
    expect(snapshot(t.db)).toBe(before);
  });

  it('lets only reviewers approve or reject (403 for an editor)', async () => {
    const id = freshVersion('approval-requested');
    expect((await (await t.signIn('editor@example.com')).post(url(id, 'approve'), {})).statusCode).toBe(403);
  });
});

describe('process, preview, erase, revise, delete', () => {
  it('moves along draft → processed → previewed → erased', async () => {
    const id = freshVersion('draft');
    const agent = await t.signIn('developer@example.com');
    expect((await agent.post(url(id, 'process'))).json().data.status).toBe('processed');
    const previewed = (await agent.post(url(id, 'preview'))).json().data;
    expect(previewed).toMatchObject({ status: 'previewed', preview_url: expect.stringContaining(`/visual-version/${id}/preview`) });
    expect((await agent.post(url(id, 'erase'))).json().data).toMatchObject({ status: 'erased', preview_url: null });
  });

  it('revises into a new draft and deletes a version, but never the only one', async () => {
    const id = freshVersion();
    const agent = await t.signIn('developer@example.com');
    const next = (await agent.post(url(id, 'revise'))).json().data;
    expect(next).toMatchObject({ number: 2, status: 'draft' });
    expect((await agent.delete(url(next.id))).statusCode).toBe(204);
    const only = await agent.delete(url(id));
    expect(only.statusCode).toBe(422);
    expect(only.json().errors).toHaveProperty('visual_version');
  });

  it('keeps other brands’ versions out of reach (404) and visitors out (403)', async () => {
    const globexVersion = t.db.prepare('SELECT id FROM visual_versions WHERE brand_id = 2 LIMIT 1').pluck().get() as number;
    const manager = await t.signIn('manager@example.com');
    expect((await manager.post(url(globexVersion, 'process'))).statusCode).toBe(404);
    expect((await manager.delete(url(globexVersion))).statusCode).toBe(404);
    expect((await (await t.signIn('visitor@example.com')).post(url(freshVersion(), 'process'))).statusCode).toBe(403);
    expect((await manager.post(url(freshVersion(), 'process'), undefined, { noCsrf: true })).statusCode).toBe(419);
  });
});

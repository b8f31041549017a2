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
    await (await t.signIn('developer@example.com')).post(url(id, 'request-approval'));
    const before = snapshot(t.db);
    const noComment = await manager.post(url(id, 'reject'), {});
    expect(noComment.statusCode).toBe(422);
    expect(noComment.json().errors).toEqual({ comment: ['The comment field is required.'] });
    expect(snapshot(t.db)).toBe(before);
    expect((await manager.post(url(id, 'reject'), { comment: 'Wrong colours' })).json().data.status).toBe('rejected');
  });

  it('lets the requester or a reviewer withdraw a request, and refuses anyone else (403, nothing written)', async () => {
    const id = freshVersion('previewed');
    const developer = await t.signIn('developer@example.com');
    const editor = await t.signIn('editor@example.com');
    await editor.post(url(id, 'request-approval'));
    const before = snapshot(t.db);
    await developer.post(url(id, 'request-approval')); // already requested: 422, nothing written
    expect(snapshot(t.db)).toBe(before);
    expect((await editor.delete(url(id, 'request-approval'))).json().data.status).toBe('previewed');
    await developer.post(url(id, 'request-approval'));
    const requested = snapshot(t.db);
    const refused = await editor.delete(url(id, 'request-approval'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only the person who requested the approval or a reviewer can cancel it.');
    expect(snapshot(t.db)).toBe(requested);
    expect((await (await t.signIn('manager@example.com')).delete(url(id, 'request-approval'))).json().data.status).toBe('previewed');
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

  it('never lets the requester review their own request (four eyes), writing nothing', async () => {
    const id = freshVersion('previewed');
    const developer = await t.signIn('developer@example.com');
    await developer.post(url(id, 'request-approval'), { comment: 'Mine' });
    const before = snapshot(t.db);
    for (const action of ['approve', 'reject']) {
      const res = await developer.post(url(id, action), { comment: 'Self-service' });
      expect(res.statusCode, action).toBe(403);
      expect(res.json().message).toBe('You cannot approve or reject your own approval request.');
    }
    expect(snapshot(t.db)).toBe(before);
    expect((await (await t.signIn('manager@example.com')).post(url(id, 'approve'))).json().data.status).toBe('approved');
  });

  it('lets the requester or a reviewer cancel a request, not another editor', async () => {
    const id = freshVersion('processed');
    const editor = await t.signIn('editor@example.com');
    await editor.post(url(id, 'request-approval'));
    const other = await t.signIn('insecure@example.com');
    expect((await other.delete(url(id, 'request-approval'))).statusCode).toBe(403);
    expect((await editor.delete(url(id, 'request-approval'))).json().data).toMatchObject({ status: 'processed', requested_by: null, status_before_approval: null });
    await editor.post(url(id, 'request-approval'));
    expect((await (await t.signIn('manager@example.com')).delete(url(id, 'request-approval'))).json().data.status).toBe('processed');
  });

  it('names the version and its state in a 422', async () => {
    const id = freshVersion('erased');
    const res = await (await t.signIn('developer@example.com')).post(url(id, 'request-approval'));
    expect(res.json()).toEqual({
      message: 'Cannot request approval for version 1 while it is erased.',
      errors: { status: ['Cannot request approval for version 1 while it is erased.'] },
    });
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

  it('revises into a new draft and archives a version (kept, read-only), but never the last live one', async () => {
    const id = freshVersion();
    const agent = await t.signIn('developer@example.com');
    const next = (await agent.post(url(id, 'revise'))).json().data;
    expect(next).toMatchObject({ number: 2, status: 'draft' });
    const archived = await agent.delete(url(next.id));
    expect(archived.statusCode).toBe(200);
    expect(archived.json().data).toMatchObject({ id: next.id, status: 'archived', archived_at: t.clock.now().toISOString(), actions: ['revise'] });
    expect(t.db.prepare('SELECT COUNT(*) FROM visual_versions WHERE id = ?').pluck().get(next.id)).toBe(1);
    const before = snapshot(t.db);
    const again = await agent.post(url(next.id, 'process'));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.status).toEqual(['Cannot process version 2 while it is archived.']);
    const only = await agent.delete(url(id));
    expect(only.statusCode).toBe(422);
    expect(only.json().errors).toHaveProperty('visual_version');
    expect(snapshot(t.db)).toBe(before);
  });

  it('offers only the actions its state allows, and drops archive for the last live version', async () => {
    const agent = await t.signIn('developer@example.com');
    const actions = async (status: string) => (await agent.get(url(freshVersion(status)))).json().data.actions;
    expect(await actions('draft')).toEqual(['revise', 'process', 'erase']);
    expect(await actions('approval-requested')).toEqual(['revise', 'cancel-approval', 'approve', 'reject']);
    const id = freshVersion('approved');
    await agent.post(url(id, 'revise'));
    expect((await agent.get(url(id))).json().data.actions).toEqual(['revise', 'preview', 'erase', 'archive']);
  });

  it('keeps an approved version approved when it is previewed again', async () => {
    const id = freshVersion('approved');
    const res = await (await t.signIn('developer@example.com')).post(url(id, 'preview'));
    expect(res.json().data).toMatchObject({ status: 'approved', preview_url: expect.stringContaining(`/visual-version/${id}/preview`) });
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

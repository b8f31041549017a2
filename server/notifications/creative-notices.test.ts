import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATIONS_QUERY } from '../../worker/ports/graphql/documents.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { NOTIFICATION_TYPES } from './kinds.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const url = (id: number, action = '') => `/server/api/v1/visual-version/${id}${action ? `/${action}` : ''}`;

/** A fresh Acme visual created by the editor (user 3), with one version in `status`. */
function freshVersion(status = 'previewed'): number {
  const visualId = Number(t.db.prepare("INSERT INTO visuals (brand_id, user_id, name, output_category, created_at, updated_at) VALUES (1, 3, 'Notice visual', 'display', 'x', 'x')").run().lastInsertRowid);
  return Number(t.db.prepare("INSERT INTO visual_versions (visual_id, brand_id, number, status, created_at, updated_at) VALUES (?, 1, 2, ?, 'x', 'x')").run(visualId, status).lastInsertRowid);
}

/** Who got a notification of `type` about version `versionId`. */
function recipients(type: string, versionId: number): number[] {
  return t.db.prepare("SELECT notifiable_id FROM notifications WHERE type = ? AND json_extract(data, '$.visualVersion') = ? ORDER BY notifiable_id").pluck().all(type, versionId) as number[];
}
const dataOf = (type: string, versionId: number, userId: number) =>
  JSON.parse(t.db.prepare("SELECT data FROM notifications WHERE type = ? AND notifiable_id = ? AND json_extract(data, '$.visualVersion') = ?").pluck().get(type, userId, versionId) as string) as Record<string, unknown>;

describe('approval notifications', () => {
  it('a request notifies the brand’s reviewers (not the requester), with the visual fields of spec section 3', async () => {
    const id = freshVersion();
    await (await t.signIn('developer@example.com')).post(url(id, 'request-approval'), { comment: 'Ready when you are' });
    expect(recipients(NOTIFICATION_TYPES.VisualVersionApprovalRequested, id)).toEqual([1, 5]);
    const visual = t.db.prepare('SELECT visual_id FROM visual_versions WHERE id = ?').pluck().get(id);
    expect(dataOf(NOTIFICATION_TYPES.VisualVersionApprovalRequested, id, 1)).toEqual({
      brandIdentifier: 'acme',
      brandLabel: 'Acme Corporation',
      visual,
      visualLabel: 'Notice visual',
      visualVersion: id,
      visualVersionNumber: 2,
      comment: 'Ready when you are',
      visualVersionCommentText: 'Ready when you are',
      causer: { id: 2, name: 'David Developer' },
    });
  });

  it('approving notifies the requester and the creator; rejecting too, with the reason', async () => {
    const approved = freshVersion();
    await (await t.signIn('developer@example.com')).post(url(approved, 'request-approval'));
    await (await t.signIn('manager@example.com')).post(url(approved, 'approve'), { comment: 'Go' });
    expect(recipients(NOTIFICATION_TYPES.VisualVersionApproved, approved)).toEqual([2, 3]);
    expect(dataOf(NOTIFICATION_TYPES.VisualVersionApproved, approved, 2)).toMatchObject({ comment: 'Go', visualVersionCommentText: 'Go', causer: { id: 1 } });

    const rejected = freshVersion();
    await (await t.signIn('editor@example.com')).post(url(rejected, 'request-approval'));
    await (await t.signIn('god@example.com')).post(url(rejected, 'reject'), { comment: 'Not on brand' });
    expect(recipients(NOTIFICATION_TYPES.VisualVersionRejected, rejected)).toEqual([3]);
    expect(dataOf(NOTIFICATION_TYPES.VisualVersionRejected, rejected, 3)).toMatchObject({ comment: 'Not on brand', visualVersionCommentText: 'Not on brand' });
  });

  it('reaches the reviewer through the GraphQL notification list', async () => {
    const id = freshVersion();
    await (await t.signIn('editor@example.com')).post(url(id, 'request-approval'));
    const res = await (await t.signIn('manager@example.com')).post('/server/api/v1/graphql', { query: NOTIFICATIONS_QUERY, variables: { order: 'CREATED_AT', orderDir: 'DESC', first: 50, readAt: null } });
    const items = res.json().data.notificationsPaginated.data as { type: string; data: { visualVersion: number } }[];
    expect(items.some((n) => n.type === NOTIFICATION_TYPES.VisualVersionApprovalRequested && n.data.visualVersion === id)).toBe(true);
  });
});

describe('comment notifications', () => {
  it('notify everyone involved (creator, commenters, whoever acted on the version) but the author', async () => {
    const id = freshVersion();
    await (await t.signIn('developer@example.com')).post(url(id, 'request-approval'));
    await (await t.signIn('visitor@example.com')).post(url(id, 'comment'), { comment: 'First!' });
    const manager = await t.signIn('manager@example.com');
    const { data } = (await manager.post(url(id, 'comment'), { comment: 'Second <b>look</b>' })).json();
    const notified = t.db.prepare("SELECT notifiable_id FROM notifications WHERE type = ? AND json_extract(data, '$.comment') = ? ORDER BY notifiable_id").pluck().all(NOTIFICATION_TYPES.VisualVersionCommentCreated, data.id);
    // 3 created the visual, 2 requested the approval, 4 commented; 1 wrote it.
    expect(notified).toEqual([2, 3, 4]);
    const toCreator = t.db.prepare("SELECT data FROM notifications WHERE type = ? AND notifiable_id = 3 AND json_extract(data, '$.comment') = ?").pluck().get(NOTIFICATION_TYPES.VisualVersionCommentCreated, data.id) as string;
    expect(JSON.parse(toCreator)).toMatchObject({ visualVersion: id, comment: data.id, visualVersionCommentText: 'Second <b>look</b>', causer: { id: 1, name: 'Marta Manager' } });
  });
});

/**
 * Every change of a template, its versions and their comments is announced on the brand channel
 * (a cancelled request, a process or a request done by someone else never reached a
 * visitor's or a bystander's open page, because only notifications to the people involved did).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { VISUAL_UPDATED, VISUAL_VERSION_UPDATED } from './visuals-live.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.publisher.clear());

const API = '/server/api/v1';
const announced = () => t.publisher.messages.filter((m) => m.event === VISUAL_VERSION_UPDATED || m.event === VISUAL_UPDATED).map((m) => ({ channel: m.channel, event: m.event, data: m.data }));
const versionEvent = (id: number, visualId: number, action: string) => ({ channel: 'private-brand.acme', event: VISUAL_VERSION_UPDATED, data: { brandId: 1, visualVersion: { id, visualId }, action } });
const visualEvent = (visualId: number) => ({ channel: 'private-brand.acme', event: VISUAL_UPDATED, data: { brandId: 1, visual: { id: visualId } } });

/** A fresh published Acme template with one draft version. */
function freshTemplate(): { visualId: number; versionId: number } {
  const visualId = Number(t.db.prepare("INSERT INTO visuals (brand_id, user_id, name, output_category, status, created_at, updated_at) VALUES (1, 2, 'Live test', 'display', 'published', 'x', 'x')").run().lastInsertRowid);
  const versionId = Number(t.db.prepare("INSERT INTO visual_versions (visual_id, brand_id, number, status, created_at, updated_at) VALUES (?, 1, 1, 'draft', 'x', 'x')").run(visualId).lastInsertRowid);
  return { visualId, versionId };
}

describe('VisualVersionUpdated', () => {
  it('announces each transition once, on the brand channel, with the version, its template and the action', async () => {
    const { visualId, versionId } = freshTemplate();
    const editor = await t.signIn('editor@example.com');
    const manager = await t.signIn('manager@example.com');
    const steps: [typeof editor, 'POST' | 'DELETE', string, string, unknown][] = [
      [editor, 'POST', 'process', 'process', undefined],
      [editor, 'POST', 'preview', 'preview', undefined],
      [editor, 'POST', 'request-approval', 'request-approval', { comment: 'Please look' }],
      [editor, 'DELETE', 'request-approval', 'cancel-approval', undefined],
      [editor, 'POST', 'request-approval', 'request-approval', undefined],
      [manager, 'POST', 'reject', 'reject', { comment: 'Logo cut off' }],
      [editor, 'POST', 'process', 'process', undefined],
      [editor, 'POST', 'request-approval', 'request-approval', undefined],
      [manager, 'POST', 'approve', 'approve', undefined],
      [editor, 'POST', 'erase', 'erase', undefined],
    ];
    for (const [agent, method, path, action, body] of steps) {
      t.publisher.clear();
      const res = method === 'POST' ? await agent.post(`${API}/visual-version/${versionId}/${path}`, body) : await agent.delete(`${API}/visual-version/${versionId}/${path}`);
      expect(res.statusCode, action).toBe(200);
      expect(announced(), action).toEqual([versionEvent(versionId, visualId, action)]);
    }
    t.publisher.clear();
    const revised = await editor.post(`${API}/visual-version/${versionId}/revise`);
    expect(revised.statusCode).toBe(201);
    expect(announced()).toEqual([versionEvent(versionId, visualId, 'revise')]);
    t.publisher.clear();
    expect((await editor.delete(`${API}/visual-version/${versionId}`)).statusCode).toBe(200);
    expect(announced()).toEqual([versionEvent(versionId, visualId, 'archive')]);
  });

  it('announces a comment written, edited and deleted, a visitor’s too', async () => {
    const { visualId, versionId } = freshTemplate();
    const visitor = await t.signIn('visitor@example.com');
    const created = await visitor.post(`${API}/visual-version/${versionId}/comment`, { comment: 'Nice' });
    expect(created.statusCode).toBe(201);
    const commentId = created.json().data.id as number;
    expect((await visitor.put(`${API}/visual-version/${versionId}/comment/${commentId}`, { comment: 'Nicer' })).statusCode).toBe(200);
    expect((await visitor.delete(`${API}/visual-version/${versionId}/comment/${commentId}`)).statusCode).toBe(204);
    expect(announced()).toEqual([versionEvent(versionId, visualId, 'comment'), versionEvent(versionId, visualId, 'comment'), versionEvent(versionId, visualId, 'comment')]);
  });

  it('announces nothing for a refused action (wrong state, a visitor, four eyes)', async () => {
    const { versionId } = freshTemplate();
    const manager = await t.signIn('manager@example.com');
    const visitor = await t.signIn('visitor@example.com');
    expect((await manager.post(`${API}/visual-version/${versionId}/approve`, {})).statusCode).toBe(422);
    expect((await visitor.post(`${API}/visual-version/${versionId}/process`)).statusCode).toBe(403);
    await manager.post(`${API}/visual-version/${versionId}/process`);
    await manager.post(`${API}/visual-version/${versionId}/request-approval`);
    t.publisher.clear();
    expect((await manager.post(`${API}/visual-version/${versionId}/approve`, {})).statusCode).toBe(403);
    expect((await manager.post(`${API}/visual-version/${versionId}/comment`, { comment: ' ' })).statusCode).toBe(422);
    expect(announced()).toEqual([]);
  });
});

describe('VisualUpdated', () => {
  it('announces the template’s writes: unpublish, publish, archive, restore, revise (and the version revised), force delete', async () => {
    const { visualId, versionId } = freshTemplate();
    const editor = await t.signIn('editor@example.com');
    expect((await editor.post(`${API}/visual/${visualId}/unpublish`)).statusCode).toBe(200);
    expect((await editor.post(`${API}/visual/${visualId}/publish`)).statusCode).toBe(200);
    expect(announced()).toEqual([visualEvent(visualId), visualEvent(visualId)]);
    t.publisher.clear();
    expect((await editor.delete(`${API}/visual/${visualId}/delete`)).statusCode).toBe(204);
    expect((await editor.put(`${API}/visual/${visualId}/restore`)).statusCode).toBe(200);
    expect(announced()).toEqual([visualEvent(visualId), visualEvent(visualId)]);
    t.publisher.clear();
    expect((await editor.post(`${API}/visual/${visualId}/revise`)).statusCode).toBe(201);
    expect(announced()).toEqual([visualEvent(visualId), versionEvent(versionId, visualId, 'revise')]);
    t.publisher.clear();
    expect((await editor.delete(`${API}/visual/${visualId}/delete`, { query: { force: '1' } })).statusCode).toBe(204);
    expect(announced()).toEqual([visualEvent(visualId)]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_EVENTS } from '../live/events.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // The real queue, taking renders only when the test asks (control render-queue/idle).
  t = await createTestApp({ renderQueue: 'embedded', renderPollMs: 60_000 });
});
afterAll(() => t.close());

const version = () => t.db.prepare("SELECT id FROM visual_versions WHERE brand_id = 1 AND status = 'approved' ORDER BY id LIMIT 1").pluck().get() as number;
const row = (id: number) => t.db.prepare('SELECT status, error, attempts FROM visual_builds WHERE id = ?').get(id) as { status: string; error: string | null; attempts: number };
const spends = (id: number) => t.db.prepare("SELECT COUNT(*) FROM credit_transactions WHERE visual_build_id = ? AND reason = 'render'").pluck().get(id) as number;
function build(status: string, error: string | null = null): number {
  return Number(
    t.db
      .prepare("INSERT INTO visual_builds (brand_id, visual_version_id, user_id, status, progress, output_format, width, height, cost, error, created_at, updated_at) VALUES (1, ?, 2, ?, 100, 'html', 300, 250, 1, ?, 'x', 'x')")
      .run(version(), status, error).lastInsertRowid,
  );
}
const idle = () => t.app.inject({ method: 'POST', url: '/__control/render-queue/idle', headers: { origin: t.config.appOrigin } });

describe('render actions', () => {
  it('retries a failed render: queued again, its reason cleared, then rendered and paid once', async () => {
    await idle();
    const agent = await t.signIn('manager@example.com');
    const id = build('failed', 'Render timed out after 120 s.');
    t.publisher.clear();
    const res = await agent.post(`/server/api/v1/visual-build/${id}/retry`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, status: 'queued', progress: 0, error: null, stage: null });
    expect(t.publisher.messages.map((m) => [m.event, m.data])).toContainEqual([LIVE_EVENTS.VisualBuildUpdated, { brandId: 1, visualBuild: { id, status: 'queued', progress: 0, stage: null } }]);
    await idle();
    expect(row(id)).toMatchObject({ status: 'finished', error: null, attempts: 1 });
    expect(spends(id)).toBe(1);
  });

  it('cancels a queued render: the queue never takes it, nothing is spent; it can be retried', async () => {
    const agent = await t.signIn('manager@example.com');
    await t.app.inject({ method: 'POST', url: '/__control/render-queue', headers: { origin: t.config.appOrigin }, payload: { mode: 'simulated' } });
    const id = build('queued');
    const res = await agent.post(`/server/api/v1/visual-build/${id}/cancel`, {});
    expect(res.json().data).toMatchObject({ id, status: 'cancelled' });
    await t.app.inject({ method: 'POST', url: '/__control/render-queue', headers: { origin: t.config.appOrigin }, payload: { mode: 'embedded' } });
    await idle();
    expect(row(id).status).toBe('cancelled');
    expect(spends(id)).toBe(0);
    expect((await agent.post(`/server/api/v1/visual-build/${id}/retry`, {})).json().data.status).toBe('queued');
  });

  it('renders a finished render again as a new render; the finished one stays', async () => {
    const agent = await t.signIn('manager@example.com');
    const id = build('finished');
    const res = await agent.post(`/server/api/v1/visual-build/${id}/rerender`, {});
    expect(res.statusCode).toBe(201);
    const fresh = res.json().data as { id: number };
    expect(fresh).toMatchObject({ status: 'queued', width: 300, height: 250, output_format: 'html', visual_version_id: version() });
    expect(fresh.id).toBeGreaterThan(id);
    await idle();
    expect([row(id).status, row(fresh.id).status]).toEqual(['finished', 'finished']);
    expect(spends(fresh.id)).toBe(1);
  });

  it('refuses an action from the wrong state (422 errors.status), visitors (403) and a brand that cannot pay (422 errors.balance)', async () => {
    const manager = await t.signIn('manager@example.com');
    const finished = build('finished');
    const answer = await manager.post(`/server/api/v1/visual-build/${finished}/cancel`, {});
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual({ status: [`Only a queued or rendering render can be cancelled: render #${finished} is finished.`] });
    expect((await manager.post(`/server/api/v1/visual-build/${build('queued')}/retry`, {})).json().errors.status).toHaveLength(1);
    const visitor = await t.signIn('visitor@example.com');
    expect((await visitor.post(`/server/api/v1/visual-build/${build('failed')}/retry`, {})).statusCode).toBe(403);
    t.db.prepare('UPDATE brands SET balance = 0 WHERE id = 1').run();
    const poor = await manager.post(`/server/api/v1/visual-build/${finished}/rerender`, {});
    expect(poor.statusCode).toBe(422);
    expect(Object.keys(poor.json().errors)).toEqual(['balance']);
    expect((await manager.post('/server/api/v1/visual-build/999999/retry', {})).statusCode).toBe(404);
  });
});

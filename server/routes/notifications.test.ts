import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, snapshot, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const unread = (userId: number) => t.db.prepare('SELECT id FROM notifications WHERE notifiable_id = ? AND read_at IS NULL ORDER BY id').pluck().all(userId) as string[];

describe('POST /notification/read', () => {
  it('marks the given ids read, ignoring someone else’s', async () => {
    const agent = await t.signIn('manager@example.com');
    const [mine] = unread(1);
    const [theirs] = unread(3);
    const res = await agent.post('/server/api/v1/notification/read', { ids: [mine, theirs] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { updated: 1 } });
    expect(unread(1)).not.toContain(mine);
    expect(unread(3)).toContain(theirs);
  });

  it('marks all of the person’s notifications read', async () => {
    const agent = await t.signIn('developer@example.com');
    const others = unread(3).length;
    await agent.post('/server/api/v1/notification/read', { all: true });
    expect(unread(2)).toEqual([]);
    expect(unread(3)).toHaveLength(others);
  });

  it('rejects a body with neither ids nor all (422) and writes nothing', async () => {
    const agent = await t.signIn('editor@example.com');
    const before = snapshot(t.db);
    for (const body of [{}, { ids: [] }, { all: false }, { ids: 'x' }]) {
      const res = await agent.post('/server/api/v1/notification/read', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['ids']);
    }
    expect(snapshot(t.db)).toBe(before);
  });

  it('is 401 signed out and 419 without the token', async () => {
    expect((await (await t.guest()).post('/server/api/v1/notification/read', { all: true })).statusCode).toBe(401);
    expect((await (await t.signIn('editor@example.com')).post('/server/api/v1/notification/read', { all: true }, { noCsrf: true })).statusCode).toBe(419);
  });
});

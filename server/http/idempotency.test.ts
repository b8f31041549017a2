import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const acmeVersion = () => t.db.prepare('SELECT id FROM visual_versions WHERE brand_id = 1 ORDER BY id LIMIT 1').pluck().get() as number;
const commentsUrl = (id: number) => `/server/api/v1/visual-version/${id}/comment`;
const countComments = (text: string) => t.db.prepare('SELECT COUNT(*) FROM visual_version_comments WHERE comment = ?').pluck().get(text) as number;
const key = (suffix: string) => `0f3c2a7e-idem-${suffix}`;

describe('Idempotency-Key', () => {
  it('a write sent twice with one key is applied once and answers the first answer again', async () => {
    const agent = await t.signIn('manager@example.com', 'acme');
    const headers = { 'idempotency-key': key('once') };
    const first = await agent.post(commentsUrl(acmeVersion()), { comment: 'Sent from the outbox' }, { headers });
    const second = await agent.post(commentsUrl(acmeVersion()), { comment: 'Sent from the outbox' }, { headers });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(countComments('Sent from the outbox')).toBe(1);
    // Without a key, the same write is applied again (nothing changes for other clients).
    await agent.post(commentsUrl(acmeVersion()), { comment: 'Sent from the outbox' });
    expect(countComments('Sent from the outbox')).toBe(2);
  });

  it('keys are per user: another person sending the same key gets their own write', async () => {
    const manager = await t.signIn('manager@example.com', 'acme');
    const developer = await t.signIn('developer@example.com', 'acme');
    const headers = { 'idempotency-key': key('per-user') };
    await manager.post(commentsUrl(acmeVersion()), { comment: 'Per user' }, { headers });
    const theirs = await developer.post(commentsUrl(acmeVersion()), { comment: 'Per user' }, { headers });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(countComments('Per user')).toBe(2);
  });

  it('a refusal is kept too; a key reused for another write is a 422; a bad key is a 422', async () => {
    const agent = await t.signIn('manager@example.com', 'acme');
    const refused = await agent.post(commentsUrl(acmeVersion()), { comment: '' }, { headers: { 'idempotency-key': key('refused') } });
    expect(refused.statusCode).toBe(422);
    const again = await agent.post(commentsUrl(acmeVersion()), { comment: '' }, { headers: { 'idempotency-key': key('refused') } });
    expect(again.statusCode).toBe(422);
    expect(again.headers['idempotent-replayed']).toBe('true');

    await agent.post(commentsUrl(acmeVersion()), { comment: 'First use' }, { headers: { 'idempotency-key': key('reused') } });
    const other = await agent.post(commentsUrl(acmeVersion()), { comment: 'Second use' }, { headers: { 'idempotency-key': key('reused') } });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors['Idempotency-Key']).toEqual(['This idempotency key was already used for a different request.']);
    expect(countComments('Second use')).toBe(0);

    const bad = await agent.post(commentsUrl(acmeVersion()), { comment: 'Bad key' }, { headers: { 'idempotency-key': 'x' } });
    expect(bad.statusCode).toBe(422);
    expect(countComments('Bad key')).toBe(0);
  });

  it('an answer that may change next time (a CSRF refusal) is not kept: the retry with a fresh token runs', async () => {
    const agent = await t.signIn('manager@example.com', 'acme');
    const headers = { 'idempotency-key': key('csrf') };
    const refused = await agent.post(commentsUrl(acmeVersion()), { comment: 'After a 419' }, { headers, noCsrf: true });
    expect(refused.statusCode).toBe(419);
    const retried = await agent.post(commentsUrl(acmeVersion()), { comment: 'After a 419' }, { headers });
    expect(retried.statusCode).toBe(201);
    expect(countComments('After a 419')).toBe(1);
  });

  it('keys are kept 24 hours: after that the same key is a new write', async () => {
    const agent = await t.signIn('manager@example.com', 'acme');
    const headers = { 'idempotency-key': key('expiry') };
    await agent.post(commentsUrl(acmeVersion()), { comment: 'Kept a day' }, { headers });
    t.clock.advance(23 * 3_600_000);
    await agent.post(commentsUrl(acmeVersion()), { comment: 'Kept a day' }, { headers });
    expect(countComments('Kept a day')).toBe(1);
    t.clock.advance(2 * 3_600_000);
    await agent.post(commentsUrl(acmeVersion()), { comment: 'Kept a day' }, { headers });
    expect(countComments('Kept a day')).toBe(2);
  });
});

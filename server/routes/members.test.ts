/**
 * Joining and leaving a brand: the invited person accepts or declines their invitation (an
 * expired, withdrawn or used one says so and changes nothing), and managers remove a member (never
 * the last manager), after which the removed person's requests and channel authorisation of that
 * brand are refused. Each write is announced on the brand's channel.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INVITE_VALID_DAYS } from '../../worker/contract/people';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { BRAND_INVITE_UPDATED, BRAND_USER_REMOVED } from './people-live.ts';

let t: TestApp;
// A fresh database per test: these tests change memberships.
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const announced = (event: string) => t.publisher.messages.filter((m) => m.event === event);
const WAYNE = 'wayne-invite-7f3a9c'; // invited@example.com → wayne (6) as editor
const STARK = 'stark-invite-2b8e41'; // invited@example.com → stark (5) as visitor
const USED = 'initech-invite-accepted';
const DAY = 24 * 60 * 60 * 1000;

describe('answering an invitation', () => {
  it('accept: the person joins with the invited role and team, the brand becomes their last, and managers hear of it', async () => {
    t.db.prepare("UPDATE brand_invites SET team_id = 6 WHERE hash = ?").run(WAYNE);
    const invited = await t.signIn('invited@example.com', null);
    t.publisher.clear();
    const res = await invited.post(`/server/api/v1/invite/${WAYNE}/accept`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().data.brand).toMatchObject({ identifier: 'wayne', label: 'Wayne Enterprises' });
    const me = (await invited.get('/server/api/v1/me')).json().data;
    expect(me.last_brand).toBe('wayne');
    expect(me.brands.map((b: { identifier: string }) => b.identifier)).toEqual(['wayne']);
    const brandUser = (await invited.get('/server/api/v1/brand-user', { brand: 'wayne' })).json().data;
    expect(brandUser).toMatchObject({ primary_role: 'editor', team_id: 6 });
    // Their pending list loses it; the other invitation stays.
    expect((await invited.get('/server/api/v1/invite')).json().data.map((i: { hash: string }) => i.hash)).toEqual([STARK]);
    expect(announced(BRAND_INVITE_UPDATED).map((m) => m.channel)).toEqual(['private-brand.wayne']);
    expect(t.publisher.messages.filter((m) => m.event === 'App\\Events\\BrandUserUpdated').map((m) => m.channel)).toEqual(['private-brand.wayne']);
  });

  it('a used, declined, withdrawn or expired invitation is 409 with its state and a sentence, and nothing changes', async () => {
    const invited = await t.signIn('invited@example.com', null);
    const members = () => t.db.prepare('SELECT COUNT(*) FROM brand_users WHERE user_id = 6').pluck().get();
    const used = await invited.post(`/server/api/v1/invite/${USED}/accept`, {});
    expect(used.statusCode).toBe(409);
    expect(used.json()).toEqual({ state: 'accepted', message: 'This invitation has already been accepted.' });

    expect((await invited.post(`/server/api/v1/invite/${STARK}/decline`, {})).statusCode).toBe(204);
    expect((await invited.post(`/server/api/v1/invite/${STARK}/accept`, {})).json()).toMatchObject({ state: 'declined', message: 'This invitation has been declined.' });

    const manager = await t.signIn('god@example.com', 'wayne');
    const id = t.db.prepare('SELECT id FROM brand_invites WHERE hash = ?').pluck().get(WAYNE) as number;
    expect((await manager.delete(`/server/api/v1/brand/invite/${id}`)).statusCode).toBe(204);
    const withdrawn = await invited.post(`/server/api/v1/invite/${WAYNE}/accept`, {});
    expect([withdrawn.statusCode, withdrawn.json().state]).toEqual([409, 'withdrawn']);
    expect((await invited.get(`/server/api/v1/invite/${WAYNE}`)).json().data).toMatchObject({ state: 'withdrawn', brand: { label: 'Wayne Enterprises' } });
    expect(members()).toBe(0);
    expect((await invited.get('/server/api/v1/invite')).json().data).toEqual([]);
  });

  it('expires after the valid days: refused, no longer pending, and a new invitation may be sent', async () => {
    // The seed sent it 3 days ago; sessions last a day, so sign in after the clock moved.
    t.clock.advance((INVITE_VALID_DAYS - 3) * DAY - 60_000);
    const invited = await t.signIn('invited@example.com', null);
    expect((await invited.get(`/server/api/v1/invite/${WAYNE}`)).json().data.state).toBe('pending');
    t.clock.advance(60_000);
    const res = await invited.post(`/server/api/v1/invite/${WAYNE}/accept`, {});
    expect([res.statusCode, res.json()]).toEqual([409, { state: 'expired', message: 'This invitation has expired.' }]);
    expect((await invited.get('/server/api/v1/invite')).json().data).toEqual([]);
    const manager = await t.signIn('god@example.com', 'wayne');
    expect((await manager.get('/server/api/v1/brand/invite')).json().data.map((i: { email: string }) => i.email)).not.toContain('invited@example.com');
    expect((await manager.post('/server/api/v1/brand/invite', { email: 'invited@example.com', primary_role: 'visitor' })).statusCode).toBe(201);
  });

  it('someone else’s invitation or an unknown hash is 404 (the link tells nothing), and a guest is 401', async () => {
    const other = await t.signIn('visitor@example.com');
    expect((await other.get(`/server/api/v1/invite/${WAYNE}`)).statusCode).toBe(404);
    expect((await other.post(`/server/api/v1/invite/${WAYNE}/accept`, {})).statusCode).toBe(404);
    expect((await other.post('/server/api/v1/invite/no-such-hash/decline', {})).statusCode).toBe(404);
    expect(t.db.prepare('SELECT accepted_at FROM brand_invites WHERE hash = ?').pluck().get(WAYNE)).toBeNull();
    const guest = await t.guest();
    expect((await guest.get(`/server/api/v1/invite/${WAYNE}`)).statusCode).toBe(401);
  });
});

describe('removing a member', () => {
  it('a manager removes a member: 204, announced, and the person’s next request and channel authorisation of the brand are refused', async () => {
    const visitor = await t.signIn('visitor@example.com', 'acme');
    expect((await visitor.get('/server/api/v1/brand-user')).statusCode).toBe(200);
    const manager = await t.signIn('manager@example.com', 'acme');
    t.publisher.clear();
    expect((await manager.delete('/server/api/v1/user/4')).statusCode).toBe(204);
    expect(announced(BRAND_USER_REMOVED)).toEqual([{ channel: 'private-brand.acme', event: BRAND_USER_REMOVED, data: { brandId: 1, user: { id: 4 } } }]);
    expect((await visitor.get('/server/api/v1/brand-user')).statusCode).toBe(403);
    expect((await visitor.get('/server/api/v1/user')).statusCode).toBe(403);
    expect((await visitor.post('/server/api/v1/broadcasting/auth', { socket_id: '1.2', channel_name: 'private-brand.acme' })).statusCode).toBe(403);
    // Their other brand is untouched, and `/` no longer leads to acme.
    expect((await visitor.post('/server/api/v1/broadcasting/auth', { socket_id: '1.2', channel_name: 'private-brand.stark' })).statusCode).toBe(200);
    expect((await visitor.get('/server/api/v1/me')).json().data).toMatchObject({ last_brand: null, brands: [{ identifier: 'stark' }] });
    expect((await manager.get('/server/api/v1/user/4')).statusCode).toBe(404);
    expect((await manager.delete('/server/api/v1/user/4')).statusCode).toBe(404);
  });

  it('the brand keeps a manager: removing the last one is 422 `user`; with two, a manager may go', async () => {
    const god = await t.signIn('god@example.com', 'wayne');
    const last = await god.delete('/server/api/v1/user/5');
    expect(last.statusCode).toBe(422);
    expect(last.json().errors).toEqual({ user: ['The brand must keep at least one manager.'] });
    expect(t.db.prepare('SELECT COUNT(*) FROM brand_users WHERE brand_id = 6').pluck().get()).toBe(1);
    const manager = await t.signIn('manager@example.com', 'acme');
    expect((await manager.delete('/server/api/v1/user/5')).statusCode).toBe(204);
    // Now Marta is acme's only manager.
    expect((await manager.delete('/server/api/v1/user/1')).statusCode).toBe(422);
  });

  it('only managers remove (403 for a developer, nothing removed); another brand’s member is 404', async () => {
    const developer = await t.signIn('developer@example.com', 'acme');
    expect((await developer.delete('/server/api/v1/user/4')).statusCode).toBe(403);
    expect(t.db.prepare('SELECT COUNT(*) FROM brand_users WHERE brand_id = 1 AND user_id = 4').pluck().get()).toBe(1);
    const manager = await t.signIn('manager@example.com', 'initech');
    expect((await manager.delete('/server/api/v1/user/3')).statusCode).toBe(404);
    expect(announced(BRAND_USER_REMOVED)).toEqual([]);
  });
});

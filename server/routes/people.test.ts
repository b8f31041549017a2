/** Managing the brand's people: invitations, roles, creating and deleting teams, and what each announces. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LIVE_EVENTS } from '../live/events.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { BRAND_INVITE_UPDATED, TEAM_UPDATED } from './people-live.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.publisher.clear());

const announced = (event: string) => t.publisher.messages.filter((m) => m.event === event);

describe('brand invitations', () => {
  it('invites an address with a role, lists it as pending and announces it on the brand channel', async () => {
    const manager = await t.signIn('manager@example.com', 'initech');
    const res = await manager.post('/server/api/v1/brand/invite', { email: '  New.Person@Example.com ', primary_role: 'developer' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ email: 'new.person@example.com', primary_role: 'developer' });
    const { data } = (await manager.get('/server/api/v1/brand/invite')).json();
    expect(data.map((i: { email: string }) => i.email)).toContain('new.person@example.com');
    expect(announced(BRAND_INVITE_UPDATED)).toEqual([{ channel: 'private-brand.initech', event: BRAND_INVITE_UPDATED, data: { brandId: 3 } }]);
  });

  it('notifies someone who already has an account, with the link to /invite/{hash}', async () => {
    const manager = await t.signIn('manager@example.com', 'initech');
    await manager.post('/server/api/v1/brand/invite', { email: 'visitor@example.com', primary_role: 'editor' });
    const hash = t.db.prepare("SELECT hash FROM brand_invites WHERE brand_id = 3 AND email = 'visitor@example.com'").pluck().get() as string;
    const row = t.db.prepare("SELECT type, data FROM notifications WHERE notifiable_id = 4 AND data LIKE ? ").get(`%${hash}%`) as { type: string; data: string };
    expect(row.type).toBe('App\\Notifications\\BrandInvitationNotification');
    expect(JSON.parse(row.data)).toMatchObject({ brandIdentifier: 'initech', hash, causer: { id: 1, name: 'Marta Manager' } });
  });

  it('refuses a malformed address, a member and a second invitation (422), naming the field', async () => {
    const manager = await t.signIn('manager@example.com', 'initech');
    const errorOf = async (email: string) => (await manager.post('/server/api/v1/brand/invite', { email, primary_role: 'editor' })).json().errors.email;
    expect(await errorOf('not-an-address')).toEqual(['The email field must be a valid email address.']);
    expect(await errorOf('')).toEqual(['The email field is required.']);
    expect(await errorOf('DEVELOPER@example.com')).toEqual(['This person is already a member of the brand.']);
    await manager.post('/server/api/v1/brand/invite', { email: 'twice@example.com', primary_role: 'editor' });
    expect(await errorOf('Twice@example.com')).toEqual(['This address has already been invited.']);
    expect((await manager.post('/server/api/v1/brand/invite', { email: 'x@example.com', primary_role: 'owner' })).json().errors).toHaveProperty('primary_role');
  });

  it('withdraws a pending invitation; an unknown or foreign one is 404', async () => {
    const manager = await t.signIn('manager@example.com', 'initech');
    const id = (await manager.post('/server/api/v1/brand/invite', { email: 'withdrawn@example.com', primary_role: 'visitor' })).json().data.id as number;
    t.publisher.clear();
    expect((await manager.delete(`/server/api/v1/brand/invite/${id}`)).statusCode).toBe(204);
    expect(announced(BRAND_INVITE_UPDATED)).toHaveLength(1);
    expect((await manager.delete(`/server/api/v1/brand/invite/${id}`)).statusCode).toBe(404);
    const wayneInvite = t.db.prepare("SELECT id FROM brand_invites WHERE hash = 'wayne-invite-7f3a9c'").pluck().get() as number;
    expect((await manager.delete(`/server/api/v1/brand/invite/${wayneInvite}`)).statusCode).toBe(404);
  });

  it('is for managers only (403), and needs the XSRF token (419)', async () => {
    const developer = await t.signIn('developer@example.com', 'initech');
    expect((await developer.get('/server/api/v1/brand/invite')).statusCode).toBe(403);
    expect((await developer.post('/server/api/v1/brand/invite', { email: 'a@example.com', primary_role: 'editor' })).statusCode).toBe(403);
    const manager = await t.signIn('manager@example.com', 'initech');
    expect((await manager.post('/server/api/v1/brand/invite', { email: 'a@example.com', primary_role: 'editor' }, { noCsrf: true })).statusCode).toBe(419);
    expect(announced(BRAND_INVITE_UPDATED)).toEqual([]);
  });
});

describe('PUT /user/{id}/role', () => {
  it("changes a member's role, moves their upload root with it and announces BrandUserUpdated", async () => {
    const manager = await t.signIn('manager@example.com', 'stark');
    const res = await manager.put('/server/api/v1/user/4/role', { primary_role: 'editor' });
    expect(res.json().data).toMatchObject({ id: 4, primary_role: 'editor' });
    const root = t.db.prepare('SELECT d.name FROM brand_users bu JOIN directories d ON d.id = bu.uploads_root_directory_id WHERE bu.brand_id = 5 AND bu.user_id = 4').pluck().get();
    expect(root).toBe('editor-4');
    const brandUserId = t.db.prepare('SELECT id FROM brand_users WHERE brand_id = 5 AND user_id = 4').pluck().get();
    expect(announced(LIVE_EVENTS.BrandUserUpdated)).toEqual([{ channel: 'private-brand.stark', event: LIVE_EVENTS.BrandUserUpdated, data: { brandId: 5, brandUserId, userId: 4 } }]);
    await manager.put('/server/api/v1/user/4/role', { primary_role: 'visitor' });
    expect(t.db.prepare('SELECT uploads_root_directory_id FROM brand_users WHERE brand_id = 5 AND user_id = 4').pluck().get()).toBe(5);
  });

  it('keeps the last manager (422), refuses unknown roles and people of other brands', async () => {
    const god = await t.signIn('god@example.com', 'wayne');
    const res = await god.put('/server/api/v1/user/5/role', { primary_role: 'editor' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ primary_role: ['The brand must keep at least one manager.'] });
    const manager = await t.signIn('manager@example.com', 'stark');
    expect((await manager.put('/server/api/v1/user/4/role', { primary_role: 'owner' })).statusCode).toBe(422);
    expect((await manager.put('/server/api/v1/user/2/role', { primary_role: 'editor' })).statusCode).toBe(404);
    expect(announced(LIVE_EVENTS.BrandUserUpdated)).toEqual([]);
  });

  it('is 403 for everyone but managers', async () => {
    expect((await (await t.signIn('developer@example.com', 'acme')).put('/server/api/v1/user/4/role', { primary_role: 'editor' })).statusCode).toBe(403);
  });
});

describe('creating and deleting teams', () => {
  it('creates a team (201), refuses a taken or empty name, and announces TeamUpdated', async () => {
    const manager = await t.signIn('manager@example.com', 'initech');
    const res = await manager.post('/server/api/v1/team', { name: '  Social  ' });
    expect(res.statusCode).toBe(201);
    const team = res.json().data;
    expect(team).toMatchObject({ name: 'Social', members_count: 0, members: [] });
    expect(announced(TEAM_UPDATED)).toEqual([{ channel: 'private-brand.initech', event: TEAM_UPDATED, data: { brandId: 3, team: { id: team.id } } }]);
    expect((await manager.post('/server/api/v1/team', { name: 'Social' })).json().errors).toEqual({ name: ['The name has already been taken.'] });
    expect((await manager.post('/server/api/v1/team', { name: ' ' })).json().errors).toEqual({ name: ['The name field is required.'] });
  });

  it('deletes a team: its members stay in the brand without a team, and each hears BrandUserUpdated', async () => {
    const manager = await t.signIn('manager@example.com', 'initech');
    const id = (await manager.post('/server/api/v1/team', { name: 'Short-lived' })).json().data.id as number;
    await manager.post(`/server/api/v1/team/${id}/member`, { user_id: 2 });
    t.publisher.clear();
    expect((await manager.delete(`/server/api/v1/team/${id}`)).statusCode).toBe(204);
    expect((await manager.get(`/server/api/v1/team/${id}`)).statusCode).toBe(404);
    expect(t.db.prepare('SELECT team_id FROM brand_users WHERE brand_id = 3 AND user_id = 2').pluck().get()).toBeNull();
    expect(announced(TEAM_UPDATED).map((m) => m.data)).toEqual([{ brandId: 3, team: { id } }]);
    expect(announced(LIVE_EVENTS.BrandUserUpdated).map((m) => m.data.userId)).toEqual([2]);
  });

  it('announces moving members in and out', async () => {
    const manager = await t.signIn('manager@example.com', 'initech');
    await manager.post('/server/api/v1/team/3/member', { user_id: 2 });
    await manager.delete('/server/api/v1/team/3/member/2');
    expect(announced(TEAM_UPDATED).map((m) => m.data)).toEqual([
      { brandId: 3, team: { id: 3 } },
      { brandId: 3, team: { id: 3 } },
    ]);
    expect(announced(LIVE_EVENTS.BrandUserUpdated).map((m) => m.data.userId)).toEqual([2, 2]);
  });

  it('is 403 for non-managers, 404 for another brand’s team', async () => {
    const developer = await t.signIn('developer@example.com', 'initech');
    expect((await developer.post('/server/api/v1/team', { name: 'Mine' })).statusCode).toBe(403);
    expect((await developer.delete('/server/api/v1/team/3')).statusCode).toBe(403);
    expect((await (await t.signIn('manager@example.com', 'initech')).delete('/server/api/v1/team/1')).statusCode).toBe(404);
    expect(announced(TEAM_UPDATED)).toEqual([]);
  });
});

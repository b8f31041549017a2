import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_EVENTS } from '../live/events.ts';
import { createTestApp, rowCounts, snapshot, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /me', () => {
  it('answers the user with the brand list, wrapped in data', async () => {
    const agent = await t.signIn('manager@example.com', null);
    const { data } = (await agent.get('/server/api/v1/me')).json();
    expect(data).toMatchObject({ id: 1, email: 'manager@example.com', name: 'Marta Manager', locale: 'en', last_brand: 'acme', is_mfa_enabled: true, is_password_valid: true, is_godlike: false });
    expect(data.brands.map((b: { identifier: string }) => b.identifier).sort()).toEqual(['acme', 'globex', 'initech', 'stark', 'umbrella']);
    expect(data.brands.find((b: { identifier: string }) => b.identifier === 'globex')).toEqual({ id: 2, label: 'Globex', identifier: 'globex', collaborative_mode: true, store_identifier: null });
  });

  it('shows the insecure flags and the no-brand user', async () => {
    expect((await (await t.signIn('insecure@example.com', null)).get('/server/api/v1/me')).json().data).toMatchObject({ is_mfa_enabled: false, is_password_valid: false });
    expect((await (await t.signIn('invited@example.com', null)).get('/server/api/v1/me')).json().data).toMatchObject({ last_brand: null, brands: [] });
  });
});

describe('GET /invite', () => {
  it('lists pending invites (not accepted ones) with their brand label', async () => {
    const { data } = (await (await t.signIn('invited@example.com', null)).get('/server/api/v1/invite')).json();
    expect(data.map((i: { hash: string; brand: { label: string } }) => [i.hash, i.brand.label])).toEqual([
      ['wayne-invite-7f3a9c', 'Wayne Enterprises'],
      ['stark-invite-2b8e41', 'Stark Industries'],
    ]);
  });

  it('is 401 without a session', async () => {
    expect((await (await t.guest()).get('/server/api/v1/invite')).statusCode).toBe(401);
  });
});

describe('PUT /profile/update', () => {
  it('changes the locale and announces UserUpdated on the person’s brands', async () => {
    const agent = await t.signIn('developer@example.com');
    t.publisher.clear();
    const res = await agent.put('/server/api/v1/profile/update', { locale: 'cs' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.locale).toBe('cs');
    expect(t.publisher.messages.filter((m) => m.event === LIVE_EVENTS.UserUpdated).map((m) => m.channel).sort()).toEqual(['private-brand.acme', 'private-brand.initech', 'private-brand.umbrella']);
  });

  it('offers French only to godlike users', async () => {
    const before = snapshot(t.db);
    const res = await (await t.signIn('manager@example.com')).put('/server/api/v1/profile/update', { locale: 'fr' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.locale).toEqual(['The selected locale is invalid.']);
    expect(snapshot(t.db)).toBe(before);
    expect((await (await t.signIn('god@example.com')).put('/server/api/v1/profile/update', { locale: 'fr' })).json().data.locale).toBe('fr');
  });

  it('rejects bad input with 422 and writes nothing', async () => {
    const agent = await t.signIn('manager@example.com');
    const before = snapshot(t.db);
    const res = await agent.put('/server/api/v1/profile/update', { locale: 'de', name: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The name field is required. (and 1 more error)',
      errors: { name: ['The name field is required.'], locale: ['The selected locale is invalid.'] },
    });
    expect(snapshot(t.db)).toBe(before);
  });

  it('needs the XSRF token (419)', async () => {
    const agent = await t.signIn('manager@example.com');
    expect((await agent.put('/server/api/v1/profile/update', { locale: 'cs' }, { noCsrf: true })).statusCode).toBe(419);
  });
});

describe('PUT /user/godlike-primary-role', () => {
  it('is 403 for anyone who is not godlike', async () => {
    const counts = rowCounts(t.db);
    expect((await (await t.signIn('manager@example.com')).put('/server/api/v1/user/godlike-primary-role', { primary_role: 'editor' })).statusCode).toBe(403);
    expect(rowCounts(t.db)).toEqual(counts);
  });

  it('changes the godlike user’s role in the current brand and announces BrandUserUpdated', async () => {
    const agent = await t.signIn('god@example.com', 'initech');
    t.publisher.clear();
    const res = await agent.put('/server/api/v1/user/godlike-primary-role', { primary_role: 'visitor' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ primary_role: 'visitor', brand: { identifier: 'initech' } });
    expect(t.publisher.messages).toEqual([{ channel: 'private-brand.initech', event: LIVE_EVENTS.BrandUserUpdated, data: { brandId: 3, brandUserId: res.json().data.id, userId: 5 } }]);
    expect((await agent.get('/server/api/v1/brand-user')).json().data.primary_role).toBe('visitor');
  });

  it('rejects an unknown role (422)', async () => {
    const res = await (await t.signIn('god@example.com')).put('/server/api/v1/user/godlike-primary-role', { primary_role: 'owner' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ primary_role: ['The selected primary role is invalid.'] });
  });
});

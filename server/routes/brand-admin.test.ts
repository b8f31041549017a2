import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../test-support/agent.ts';
import { LIVE_EVENTS } from '../live/events.ts';
import { createTestApp, snapshot, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const billing = { company_name: 'Globex SAS', billing_email: 'money@globex.example', vat_id: 'FR 12 345678901', street: '1 rue de la Paix', city: 'Paris', postal_code: '75002', country: 'FR' };

describe('billing details', { timeout: 20_000 }, () => {
  // snapshot() reads every table: slow on a busy machine.
  it('reads the seeded details and stores new ones per brand, normalising the VAT id', async () => {
    const manager = await t.signIn('manager@example.com');
    expect((await manager.get('/server/api/v1/brand/billing-details')).json().data).toMatchObject({ company_name: 'Acme Corporation s.r.o.', country: 'CZ', vat_id: 'CZ12345678' });
    const globex = await t.signIn('manager@example.com', 'globex');
    expect((await globex.get('/server/api/v1/brand/billing-details')).json().data).toBeNull();
    const saved = await globex.put('/server/api/v1/brand/billing-details', billing);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ ...billing, vat_id: 'FR12345678901' });
    // Brand isolation: Acme's row did not change.
    expect((await manager.get('/server/api/v1/brand/billing-details')).json().data.company_name).toBe('Acme Corporation s.r.o.');
  });

  it('answers 422 with field errors and writes nothing', async () => {
    const agent = await t.signIn('manager@example.com');
    const before = snapshot(t.db);
    const res = await agent.put('/server/api/v1/brand/billing-details', { ...billing, company_name: ' ', billing_email: 'nope', vat_id: 'DE12', country: 'XX' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['billing_email', 'company_name', 'country', 'vat_id']);
    expect(res.json().errors.vat_id).toEqual(['The VAT id is not a valid EU VAT number.']);
    expect(snapshot(t.db)).toBe(before);
  });

  it('is 403 for everyone but managers', async () => {
    for (const email of ['developer@example.com', 'editor@example.com', 'visitor@example.com']) {
      const agent = await t.signIn(email);
      expect((await agent.get('/server/api/v1/brand/billing-details')).statusCode).toBe(403);
      expect((await agent.put('/server/api/v1/brand/billing-details', billing)).statusCode).toBe(403);
    }
  });
});

describe('PUT /brand/profile', { timeout: 20_000 }, () => {
  // snapshot() reads every table: slow on a busy machine.
  it('renames the brand and announces BrandUpdated on its channel', async () => {
    const agent = await t.signIn('manager@example.com', 'stark');
    t.publisher.clear();
    const res = await agent.put('/server/api/v1/brand/profile', { label: 'Stark Labs', language_code: 'de' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ identifier: 'stark', label: 'Stark Labs', language_code: 'de', collaborative_mode: false });
    expect(t.publisher.messages.filter((m) => m.event === LIVE_EVENTS.BrandUpdated).map((m) => m.channel)).toEqual(['private-brand.stark']);
    expect((await agent.put('/server/api/v1/brand/profile', { label: 'Stark Labs', language_code: 'de', collaborative_mode: true })).json().data.collaborative_mode).toBe(true);
  });

  it('answers 422 for an empty label or unknown language, 403 for non-managers', async () => {
    const manager = await t.signIn('manager@example.com');
    const res = await manager.put('/server/api/v1/brand/profile', { label: '', language_code: 'xx' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['label', 'language_code']);
    const before = snapshot(t.db);
    expect((await (await t.signIn('developer@example.com')).put('/server/api/v1/brand/profile', { label: 'Mine', language_code: 'en' })).statusCode).toBe(403);
    expect((await (await t.signIn('visitor@example.com')).put('/server/api/v1/brand/profile', { label: 'Mine', language_code: 'en' })).statusCode).toBe(403);
    expect(snapshot(t.db)).toBe(before);
  });
});

describe('notification settings', () => {
  it('starts with everything on, stores per brand user, and keeps brands apart', async () => {
    const agent = await t.signIn('developer@example.com');
    const first = (await agent.get('/server/api/v1/notification-settings')).json().data;
    expect(first.groups.VISUAL).toEqual({ in_app: true, email: true });
    expect(first.low_credit_email).toBe(true);
    const next = { ...first, groups: { ...first.groups, VISUAL: { in_app: false, email: true } }, storage_email: false };
    expect((await agent.put('/server/api/v1/notification-settings', next)).json().data).toEqual(next);
    expect((await agent.get('/server/api/v1/notification-settings')).json().data).toEqual(next);
    const elsewhere = await t.signIn('developer@example.com', 'initech');
    expect((await elsewhere.get('/server/api/v1/notification-settings')).json().data.groups.VISUAL.in_app).toBe(true);
    const manager = await t.signIn('manager@example.com');
    expect((await manager.get('/server/api/v1/notification-settings')).json().data.storage_email).toBe(true);
  });

  it('answers 422 for a malformed document', async () => {
    const agent = await t.signIn('developer@example.com');
    const res = await agent.put('/server/api/v1/notification-settings', { groups: { VISUAL: { in_app: 'yes' } }, low_credit_email: true, storage_email: true });
    expect(res.statusCode).toBe(422);
  });
});

describe('GET /profile/uploads', () => {
  it('maps the upload root to a path and lists the audio uploaded there', async () => {
    const editor = await t.signIn('editor@example.com');
    const before = (await editor.get('/server/api/v1/profile/uploads')).json().data;
    expect(before.directory.path).toBe('/editor-3');
    expect(before.can_upload).toBe(true);
    const upload = multipart({ duration: '1.5', action: 'keep', path: before.directory.path }, [{ field: 'file', filename: 'jingle.wav', content: 'RIFF', type: 'audio/wav' }]);
    expect((await editor.post('/server/api/v1/uploads/file', undefined, { raw: upload })).statusCode).toBe(201);
    const after = (await editor.get('/server/api/v1/profile/uploads')).json().data;
    expect(after.files.map((f: { name: string; duration: number }) => [f.name, f.duration])).toEqual([['jingle.wav', 1.5]]);
    const manager = await t.signIn('manager@example.com');
    const root = (await manager.get('/server/api/v1/profile/uploads')).json().data;
    expect(root.directory.path).toBe('/');
    expect(root.files).toEqual([]);
    expect((await (await t.signIn('visitor@example.com')).get('/server/api/v1/profile/uploads')).json().data.can_upload).toBe(false);
  });
});

describe('GET /user (what brand admin adds)', () => {
  it('filters by team and gives the team name and last activity flat', async () => {
    const agent = await t.signIn('manager@example.com');
    const { data } = (await agent.get('/server/api/v1/user', { query: { team_id: '1', limit: '50' } })).json();
    expect(data.map((u: { email: string }) => u.email).sort()).toEqual(['editor@example.com', 'insecure@example.com', 'visitor@example.com']);
    expect(data[0].team_name).toBe('Acme Corporation creative team');
    const never = data.find((u: { email: string }) => u.email === 'insecure@example.com');
    expect(never.last_activity_at).toBeNull();
    const manager = (await agent.get('/server/api/v1/user/1')).json().data;
    expect(manager.last_activity_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await agent.get('/server/api/v1/user', { query: { team_id: 'x' } })).statusCode).toBe(422);
  });
});

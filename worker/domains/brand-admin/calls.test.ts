// @vitest-environment node
/** The brand-administration calls through the real HttpPort: what goes on the wire, what comes back. */
import { describe, expect, it } from 'vitest';
import { createHttpPort, DEFAULT_OAUTH_SCOPE } from '../../ports/http/create-http-port';
import { createFakeFetch, jsonResponse, type FakeHandler } from '../../ports/testing/fake-fetch';
import { NOTIFICATION_GROUPS, type NotificationPreferences } from './contract';
import { brandAdminCalls } from './calls';

function setup(handler: FakeHandler) {
  const fake = createFakeFetch(handler);
  const port = createHttpPort({ fetch: fake.fetch, origin: 'https://app.test', env: { oauthClientId: 'spa', oauthScope: DEFAULT_OAUTH_SCOPE } });
  return { fake, port };
}
const ctx = { brand: 'acme' } as const;

describe('uploadAudio', () => {
  it('posts exactly the form data file, duration, action=keep and path', async () => {
    const { fake, port } = setup(() => jsonResponse(201, { data: { id: 1 } }));
    const file = new Blob(['RIFF....WAVE'], { type: 'audio/wav' });
    await port.call(brandAdminCalls.uploadAudio, { file, name: 'jingle.wav', duration: 1.25, path: '/editor-3' }, ctx);
    const call = fake.last();
    expect([call.method, call.url]).toEqual(['POST', 'https://app.test/server/api/v1/uploads/file']);
    const form = call.body as FormData;
    expect([...form.keys()]).toEqual(['file', 'duration', 'action', 'path']);
    expect([form.get('duration'), form.get('action'), form.get('path')]).toEqual(['1.25', 'keep', '/editor-3']);
    const sent = form.get('file') as File;
    expect([sent.name, sent.type, await sent.text()]).toEqual(['jingle.wav', 'audio/wav', 'RIFF....WAVE']);
    // The browser sets the multipart boundary itself.
    expect(call.headers['Content-Type']).toBeUndefined();
  });
});

describe('reads', () => {
  it('translates the upload directory and its audio', async () => {
    const { port } = setup(() =>
      jsonResponse(200, { data: { directory: { id: 1000, path: '/editor-3' }, can_upload: true, files: [{ id: 7, name: 'a.mp3', size: 2048, mime: 'audio/mpeg', duration: 3.5, created_at: '2025-06-15T12:00:00.000Z' }] } }),
    );
    expect(await port.call(brandAdminCalls.profileUploads, undefined, ctx)).toEqual({
      id: 'profile-uploads',
      directoryId: 1000,
      path: '/editor-3',
      canUpload: true,
      files: [{ id: '7', name: 'a.mp3', size: 2048, duration: 3.5, createdAt: '2025-06-15T12:00:00.000Z' }],
    });
  });

  it('reads missing billing details as null and fills unknown notification groups as on', async () => {
    const empty = setup(() => jsonResponse(200, { data: null }));
    expect(await empty.port.call(brandAdminCalls.billingDetails, undefined, ctx)).toEqual({ id: 'billing-details', details: null, updatedAt: null });
    const settings = setup(() => jsonResponse(200, { data: { groups: { FEED: { in_app: false, email: false } }, low_credit_email: false, storage_email: true } }));
    const read = await settings.port.call(brandAdminCalls.notificationSettings, undefined, ctx);
    expect(read.groups.FEED).toEqual({ inApp: false, email: false });
    expect(read.groups.VISUAL).toEqual({ inApp: true, email: true });
    expect([read.lowCreditEmail, read.storageEmail]).toEqual([false, true]);
  });
});

describe('writes', () => {
  it('sends billing details in the wire names, an empty VAT id as null', async () => {
    const { fake, port } = setup(() => jsonResponse(200, { data: null }));
    await port.call(brandAdminCalls.saveBillingDetails, { companyName: 'Acme', billingEmail: 'b@acme.test', vatId: '', street: 'Main 1', city: 'Brno', postalCode: '602 00', country: 'CZ' }, ctx);
    expect([fake.last().method, fake.last().body]).toEqual([
      'PUT',
      { company_name: 'Acme', billing_email: 'b@acme.test', vat_id: null, street: 'Main 1', city: 'Brno', postal_code: '602 00', country: 'CZ' },
    ]);
  });

  it('sends the whole notification document with every group', async () => {
    const { fake, port } = setup(() => jsonResponse(200, { data: { groups: {}, low_credit_email: true, storage_email: false } }));
    const groups = Object.fromEntries(NOTIFICATION_GROUPS.map((g) => [g, { inApp: g !== 'WALLET', email: false }])) as NotificationPreferences['groups'];
    await port.call(brandAdminCalls.saveNotificationSettings, { groups, lowCreditEmail: true, storageEmail: false }, ctx);
    const body = fake.last().body as { groups: Record<string, unknown>; low_credit_email: boolean; storage_email: boolean };
    expect(Object.keys(body.groups)).toEqual([...NOTIFICATION_GROUPS]);
    expect(body.groups.WALLET).toEqual({ in_app: false, email: false });
    expect([body.low_credit_email, body.storage_email]).toEqual([true, false]);
  });

  it('sends the brand profile as label and language_code', async () => {
    const { fake, port } = setup(() => jsonResponse(200, { data: {} }));
    await port.call(brandAdminCalls.saveBrandProfile, { label: 'Acme Labs', languageCode: 'cs', collaborativeMode: true }, ctx);
    expect([fake.last().method, fake.last().url, fake.last().body]).toEqual(['PUT', 'https://app.test/server/api/v1/brand/profile', { label: 'Acme Labs', language_code: 'cs', collaborative_mode: true }]);
  });
});

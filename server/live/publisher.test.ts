import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { SOKETI_TOO_LARGE, startSoketiStandIn, type SoketiStandIn } from '../test-support/soketi-stand-in.ts';
import { LiveDeliveryFailed, LiveEventRefused, SOKETI_LIMITS } from './delivery-errors.ts';
import { brandOfPrivateChannel } from '../../worker/contract/live-channels';
import { wireChannelName, wireEventName } from './events.ts';
import { chunk, createPusherPublisher, createRecordingPublisher } from './publisher.ts';

let soketi: SoketiStandIn;
beforeAll(async () => {
  soketi = await startSoketiStandIn();
});
afterAll(() => soketi.close());

const publisherFor = (warnings: unknown[] = []) => createPusherPublisher(soketi.configFor(loadConfig('test')), { warn: (o) => warnings.push(o) });

describe('the Pusher publisher', () => {
  it('sends what was published in one tick as batches of at most 10 events', async () => {
    soketi.batches.length = 0;
    const p = publisherFor();
    const deliveries = Array.from({ length: 23 }, (_, i) => p.publish('private-brand.acme', 'App\\Events\\VisualBuildUpdated', { brandId: 1, visualBuild: { id: i, status: 'rendering' } }));
    await p.flush();
    await expect(Promise.all(deliveries)).resolves.toHaveLength(23);
    expect(soketi.batches.map((b) => b.batch.length)).toEqual([10, 10, 3]);
    expect(soketi.batches[0]!.path).toBe('/apps/app/batch_events');
    expect(soketi.batches[0]!.batch[0]).toEqual({ channel: 'private-brand.acme', name: 'App\\Events\\VisualBuildUpdated', data: JSON.stringify({ brandId: 1, visualBuild: { id: 0, status: 'rendering' } }) });
    await p.close();
  });

  it('logs a failing soketi once per streak, and fails each flush that waited for it', async () => {
    soketi.batches.length = 0;
    soketi.answer(500, '{}');
    const warnings: unknown[] = [];
    const p = publisherFor(warnings);
    const first = p.publish('public', 'App\\Events\\NewVersionAvailable', { buildNumber: 1 });
    await expect(p.flush()).rejects.toThrow(/HTTP 500/);
    await expect(first).rejects.toBeInstanceOf(LiveDeliveryFailed);
    const second = p.publish('public', 'App\\Events\\NewVersionAvailable', { buildNumber: 2 });
    await expect(p.flush()).rejects.toBeInstanceOf(LiveDeliveryFailed);
    await expect(second).rejects.toBeInstanceOf(LiveDeliveryFailed);
    soketi.answer(200, '{"ok":true}');
    expect(soketi.batches).toHaveLength(2);
    expect(warnings).toHaveLength(1);
    await p.close();
  });

  it('fails the delivery and the flush when soketi answers 200 with a 413 in the body, and logs it', async () => {
    soketi.batches.length = 0;
    soketi.answer(200, SOKETI_TOO_LARGE);
    const warnings: unknown[] = [];
    const p = publisherFor(warnings);
    const delivery = p.publish('public', 'App\\Events\\ShowMaintenance', { message: 'x' });
    const flushed = p.flush();
    await expect(delivery).rejects.toBeInstanceOf(LiveDeliveryFailed);
    await expect(flushed).rejects.toThrow('soketi did not accept the live event App\\Events\\ShowMaintenance: The event data should be less than 100 KB. (code 413)');
    expect(soketi.batches).toHaveLength(1);
    expect(warnings).toHaveLength(1);
    // The next flush waits for nothing that failed: an old failure is not reported again.
    soketi.answer(200, '{"ok":true}');
    await expect(p.publish('public', 'App\\Events\\ShowMaintenance', { message: 'y' })).resolves.toBeUndefined();
    await expect(p.flush()).resolves.toBeUndefined();
    await p.close();
  });

  it('refuses an event over soketi’s 100 KB before sending, and still sends the rest of its batch', async () => {
    soketi.batches.length = 0;
    const warnings: unknown[] = [];
    const p = publisherFor(warnings);
    // {"x":"…"} is 8 bytes around the string: exactly the limit passes, one byte more does not.
    const atLimit = { x: 'a'.repeat(SOKETI_LIMITS.dataBytes - 8) };
    const overLimit = { x: 'é'.repeat(60_000) }; // 120,008 bytes in UTF-8, 60,008 characters
    const ok = p.publish('public', 'App\\Events\\Big', atLimit);
    const refused = p.publish('private-brand.acme', 'App\\Events\\Huge', overLimit);
    await expect(refused).rejects.toBeInstanceOf(LiveEventRefused);
    await expect(refused).rejects.toThrow("The live event App\\Events\\Huge on private-brand.acme was not sent: its data is 120008 bytes, over soketi's limit of 102400 bytes (100 KB).");
    await expect(ok).resolves.toBeUndefined();
    await expect(p.flush()).resolves.toBeUndefined();
    expect(soketi.batches.map((b) => b.batch.map((m) => m.name))).toEqual([['App\\Events\\Big']]);
    expect(warnings).toHaveLength(1);
    await p.close();
  });

  it('fails the flush when soketi is unreachable', async () => {
    const base = loadConfig('test');
    const p = createPusherPublisher({ ...base, soketi: { ...base.soketi, host: '127.0.0.1', serverPort: 9 } }, { warn: () => {} });
    const delivery = p.publish('public', 'App\\Events\\NewVersionAvailable', { buildNumber: 1 });
    await expect(p.flush()).rejects.toBeInstanceOf(LiveDeliveryFailed);
    await expect(delivery).rejects.toBeInstanceOf(LiveDeliveryFailed);
    await p.close();
  });

  it('the recording publisher refuses what the real one refuses', async () => {
    const p = createRecordingPublisher(loadConfig('test'));
    const refused = p.publish('public', 'App\\Events\\Huge', { x: 'a'.repeat(SOKETI_LIMITS.dataBytes) });
    // As a control route does: publish, then flush at once.
    await expect(p.flush()).rejects.toBeInstanceOf(LiveEventRefused);
    await expect(refused).rejects.toBeInstanceOf(LiveEventRefused);
    await expect(p.publish('public', 'App\\Events\\'.padEnd(201, 'x'), {})).rejects.toThrow('soketi accepts at most 200');
    expect(p.messages).toEqual([]);
  });

  it('signs private channels like Laravel’s Pusher broadcaster', () => {
    expect(publisherFor().authorize('1.2', 'private-brand.acme').auth).toMatch(/^key:[0-9a-f]{64}$/);
  });
});

describe('names on the wire', () => {
  it('maps echo names and channels to Pusher names', () => {
    expect(wireEventName('BalanceManager.Spend')).toBe('App\\Events\\BalanceManager\\Spend');
    expect(wireEventName('.ShowMaintenance')).toBe('App\\Events\\ShowMaintenance');
    expect(wireEventName('App\\Events\\UserUpdated')).toBe('App\\Events\\UserUpdated');
    expect(wireChannelName('brand.acme')).toBe('private-brand.acme');
    expect(wireChannelName('public')).toBe('public');
    expect(brandOfPrivateChannel('private-brand.acme')).toBe('acme');
    expect(brandOfPrivateChannel('private-brand.a.b')).toBeNull();
    expect(chunk([1, 2, 3], 2)).toEqual([[1, 2], [3]]);
  });
});

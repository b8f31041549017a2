/** The live port over laravel-echo with a fake pusher-js class. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createXsrfTokenCell } from '../http/request-headers';
import { createFakeFetch, jsonResponse, type FakeHandler } from '../testing/fake-fetch';
import { FakePusher } from '../testing/fake-pusher';
import type { LiveInput } from '../types';
import { LIVE_EVENTS } from '../../domains/registry';
import { createLivePort } from './create-live-port';

const ORIGIN = 'https://app.test';

function setup(authHandler: FakeHandler = () => jsonResponse(200, { auth: 'key:signature' })) {
  const fake = createFakeFetch(authHandler);
  const xsrf = createXsrfTokenCell('xsrf-1');
  const live = createLivePort({
    events: LIVE_EVENTS,
    origin: ORIGIN,
    key: 'app-key',
    wsHost: 'ws.app.test',
    wsPort: 6001,
    forceTLS: false,
    Pusher: FakePusher,
    fetch: fake.fetch,
    xsrf,
  });
  const inputs: LiveInput[] = [];
  const pusher = () => {
    const instance = FakePusher.instances.at(-1);
    if (!instance) throw new Error('no Pusher instance');
    return instance;
  };
  return { fake, xsrf, live, inputs, pusher, listen: () => live.connect((input) => inputs.push(input)) };
}

const kinds = (inputs: LiveInput[], kind: LiveInput['kind']) => inputs.filter((i) => i.kind === kind);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  FakePusher.instances = [];
});

describe('connect', () => {
  it('creates pusher through echo with the configured server and our channel authoriser', () => {
    const { listen, pusher } = setup();
    listen();
    expect(FakePusher.instances).toHaveLength(1);
    expect(pusher().key).toBe('app-key');
    expect(pusher().options).toMatchObject({
      wsHost: 'ws.app.test',
      wsPort: 6001,
      wssPort: 6001,
      forceTLS: false,
      enabledTransports: ['ws', 'wss'],
      cluster: 'mt1',
    });
    expect(typeof (pusher().options.channelAuthorization as { customHandler: unknown }).customHandler).toBe('function');
  });

  it('reports the connection state pusher reached in its constructor, then every change', () => {
    const { listen, inputs, pusher } = setup();
    listen();
    pusher().connectNow();
    pusher().drop('unavailable');
    pusher().connection.setState('failed');
    expect(kinds(inputs, 'connection')).toEqual([
      { kind: 'connection', state: 'connecting', previous: 'idle' },
      { kind: 'connection', state: 'connected', previous: 'connecting' },
      { kind: 'connection', state: 'unavailable', previous: 'connected' },
      { kind: 'connection', state: 'failed', previous: 'unavailable' },
    ]);
  });

  it('a second connect keeps the connection and only swaps the listener', () => {
    const { live, listen } = setup();
    listen();
    const second: LiveInput[] = [];
    live.connect((i) => second.push(i));
    expect(FakePusher.instances).toHaveLength(1);
    FakePusher.instances[0]?.connectNow();
    expect(second).toContainEqual({ kind: 'connection', state: 'connected', previous: 'connecting' });
  });

  it('hears every event of the public channel and decodes it: unknown names and brand events are malformed', () => {
    const { listen, inputs, pusher } = setup();
    listen();
    pusher().connectNow();
    expect(pusher().subscribeLog).toEqual(['public']);
    pusher().deliver('public', 'App\\Events\\ShowMaintenance', { severity: 'high', message: null });
    pusher().deliver('public', 'App\\Events\\IncidentUpdated', { incident: { id: 1 } });
    // A brand event on the public channel would belong to no brand: counted, never delivered.
    pusher().deliver('public', 'App\\Events\\BalanceManager\\Spend', { brandId: 1 });
    pusher().deliver('public', 'App\\Events\\SomethingNew', { x: 1 });
    // broadcastAs names reach the decoder as the server sent them too.
    pusher().deliver('public', 'NewVersionAvailable', { buildNumber: 7 });
    const report = (name: string, reason: string) => ({ kind: 'malformed', channel: 'public', brand: null, report: { type: 'diagnostics/payload-malformed', origin: 'live', name, reason } });
    expect(inputs.filter((i) => i.kind === 'event' || i.kind === 'malformed')).toEqual([
      { kind: 'event', channel: 'public', brand: null, event: { type: 'live/show-maintenance', severity: 'high', message: null } },
      report('IncidentUpdated', 'missing action'),
      report('BalanceManager.Spend', 'brand event on the wrong channel'),
      report('App\\Events\\SomethingNew', 'unknown event'),
      { kind: 'event', channel: 'public', brand: null, event: { type: 'live/new-version-available', buildNumber: '7', revision: null } },
    ]);
  });

  it("pusher's own events on a channel are not reported", () => {
    const { listen, inputs, pusher } = setup();
    listen();
    pusher().connectNow();
    pusher().deliver('public', 'pusher:subscription_count', { subscription_count: 3 });
    expect(inputs.filter((i) => i.kind === 'event' || i.kind === 'malformed')).toEqual([]);
  });
});

describe('brand channel', () => {
  it('joins private-brand.{brand}, authorised with the current token, and decodes brand events', async () => {
    const { listen, live, inputs, pusher, fake } = setup();
    listen();
    pusher().connectNow();
    live.setBrand('acme');
    await flush();
    expect(pusher().subscribeLog).toEqual(['public', 'private-brand.acme']);
    expect(fake.last()).toMatchObject({
      url: `${ORIGIN}/server/api/v1/broadcasting/auth`,
      method: 'POST',
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        'X-Brand': 'acme',
        'X-XSRF-TOKEN': 'xsrf-1',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: { socket_id: '1.42', channel_name: 'private-brand.acme' },
    });
    pusher().deliver('private-brand.acme', 'App\\Events\\BalanceManager\\Spend', { brandId: 1, amount: 3 });
    expect(inputs.at(-1)).toEqual({ kind: 'event', channel: 'private-brand.acme', brand: 'acme', event: { type: 'live/balance-spend', brandId: 1, amount: 3, balance: null, version: null } });
  });

  it('setBrand leaves the old private channel, joins the new one, and ignores the old one', async () => {
    const { listen, live, inputs, pusher } = setup();
    listen();
    pusher().connectNow();
    live.setBrand('acme');
    const oldChannel = pusher().channelMap.get('private-brand.acme');
    live.setBrand('globex');
    await flush();
    expect(pusher().unsubscribeLog).toEqual(['private-brand.acme']);
    expect([...pusher().channelMap.keys()]).toEqual(['public', 'private-brand.globex']);
    const before = inputs.length;
    oldChannel?.emit('App\\Events\\BrandUpdated', { brandId: 1 });
    expect(inputs).toHaveLength(before);
    pusher().deliver('private-brand.globex', 'App\\Events\\BrandUpdated', { brandId: 2 });
    expect(inputs.at(-1)).toEqual({ kind: 'event', channel: 'private-brand.globex', brand: 'globex', event: { type: 'live/brand-updated', brandId: 2 } });
  });

  it('setBrand(null) leaves the private channel; the same brand twice is a no-op', () => {
    const { listen, live, pusher } = setup();
    listen();
    live.setBrand('acme');
    live.setBrand('acme');
    live.setBrand(null);
    expect(pusher().unsubscribeLog).toEqual(['private-brand.acme']);
    expect([...pusher().channelMap.keys()]).toEqual(['public']);
  });

  it('a brand set before connect is joined on connect', () => {
    const { listen, live, pusher } = setup();
    live.setBrand('acme');
    listen();
    expect([...pusher().channelMap.keys()]).toEqual(['public', 'private-brand.acme']);
  });

  it('every auth call carries the token current at that moment', async () => {
    const { listen, live, pusher, fake, xsrf } = setup();
    listen();
    pusher().connectNow();
    live.setBrand('acme');
    await flush();
    live.setXsrfToken('xsrf-2');
    pusher().drop();
    pusher().connectNow();
    await flush();
    xsrf.set('xsrf-3');
    live.setBrand('globex');
    await flush();
    expect(fake.calls.map((c) => [c.headers['X-Brand'], c.headers['X-XSRF-TOKEN']])).toEqual([
      ['acme', 'xsrf-1'],
      ['acme', 'xsrf-2'],
      ['globex', 'xsrf-3'],
    ]);
  });
});

describe('reconnect', () => {
  it('reports resubscribed once, after every channel answered again', async () => {
    let release: (() => void) | null = null;
    const gate = () => new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const { listen, live, inputs, pusher } = setup(async () => {
      if (++calls === 2) await gate();
      return jsonResponse(200, { auth: 'key:sig' });
    });
    listen();
    pusher().connectNow();
    live.setBrand('acme');
    await flush();
    expect(kinds(inputs, 'resubscribed')).toHaveLength(0);

    pusher().drop();
    pusher().connectNow();
    await flush();
    // public answered, the private channel's auth is still pending.
    expect(kinds(inputs, 'resubscribed')).toHaveLength(0);
    await vi.waitFor(() => expect(release).not.toBeNull());
    (release as unknown as () => void)();
    await vi.waitFor(() => expect(kinds(inputs, 'resubscribed')).toHaveLength(1));
    const connected = inputs.findLastIndex((i) => i.kind === 'connection' && i.state === 'connected');
    expect(inputs.findIndex((i) => i.kind === 'resubscribed')).toBeGreaterThan(connected);
  });

  it('a private channel whose re-auth fails still completes the resubscription', async () => {
    let calls = 0;
    const { listen, live, inputs, pusher } = setup(() =>
      ++calls === 1 ? jsonResponse(200, { auth: 'key:sig' }) : jsonResponse(403, { message: 'Forbidden' }),
    );
    listen();
    pusher().connectNow();
    live.setBrand('acme');
    await flush();
    pusher().drop('unavailable');
    pusher().connectNow();
    await vi.waitFor(() => expect(kinds(inputs, 'resubscribed')).toHaveLength(1));
  });

  it('an invalid auth answer fails the subscription instead of throwing', async () => {
    const { listen, live, pusher } = setup(() => jsonResponse(200, { nope: true }));
    listen();
    pusher().connectNow();
    const errors: unknown[] = [];
    live.setBrand('acme');
    pusher().channelMap.get('private-brand.acme')?.bind('pusher:subscription_error', (e) => errors.push(e));
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect(errors[0]).toMatchObject({ type: 'AuthError' });
  });

  it('each reconnect reports resubscribed again; the first connect does not', async () => {
    const { listen, inputs, pusher } = setup();
    listen();
    pusher().connectNow();
    await flush();
    expect(kinds(inputs, 'resubscribed')).toHaveLength(0);
    for (let i = 1; i <= 3; i++) {
      pusher().drop();
      pusher().connectNow();
      await flush();
      expect(kinds(inputs, 'resubscribed')).toHaveLength(i);
    }
  });

  it('a brand switch during a resubscription waits for the new channel', async () => {
    const { listen, live, inputs, pusher } = setup();
    listen();
    pusher().connectNow();
    live.setBrand('acme');
    await flush();
    pusher().drop();
    pusher().connectNow();
    live.setBrand('globex');
    await flush();
    expect(kinds(inputs, 'resubscribed')).toHaveLength(1);
  });
});

describe('channel authorisation failures', () => {
  it.each([
    [401, () => jsonResponse(401, { message: 'Unauthenticated.' })],
    [403, () => jsonResponse(403, { message: 'Forbidden' })],
    [419, () => jsonResponse(419, { message: 'CSRF token mismatch.' })],
    [503, () => jsonResponse(503, {})],
    [0, () => Promise.reject(new TypeError('Failed to fetch'))],
    [0, () => jsonResponse(200, { nope: true })],
  ] as const)('a failed re-auth after a reconnect is reported with status %i, before resubscribed', async (status, failure) => {
    let calls = 0;
    const { listen, live, inputs, pusher } = setup(() => (++calls === 1 ? jsonResponse(200, { auth: 'key:sig' }) : failure()));
    listen();
    pusher().connectNow();
    live.setBrand('acme');
    await flush();
    expect(kinds(inputs, 'channel-auth-failed')).toEqual([]);
    pusher().drop('unavailable');
    pusher().connectNow();
    await vi.waitFor(() => expect(kinds(inputs, 'resubscribed')).toHaveLength(1));
    expect(kinds(inputs, 'channel-auth-failed')).toEqual([{ kind: 'channel-auth-failed', channel: 'private-brand.acme', brand: 'acme', status }]);
    const failed = inputs.findIndex((i) => i.kind === 'channel-auth-failed');
    expect(failed).toBeLessThan(inputs.findIndex((i) => i.kind === 'resubscribed'));
  });

  it('a failure of a channel left meanwhile is not reported', async () => {
    let release: () => void = () => undefined;
    const { listen, live, inputs, pusher } = setup(async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return jsonResponse(403, {});
    });
    listen();
    pusher().connectNow();
    live.setBrand('acme');
    await flush();
    live.setBrand(null);
    release();
    await flush();
    expect(kinds(inputs, 'channel-auth-failed')).toEqual([]);
  });

  it('a channel left before pusher asks for its authorisation is not authorised: no request names its brand', async () => {
    const { listen, live, inputs, pusher, fake } = setup();
    listen();
    pusher().connectNow();
    live.setBrand('acme');
    await flush();
    const requestsBefore = fake.calls.length;
    live.setBrand('globex');
    await flush();
    // pusher-js may call the authoriser late (a subscription made while connecting is sent on connect).
    const authorize = (pusher().options.channelAuthorization as { customHandler: (p: { socketId: string; channelName: string }, cb: (e: Error | null) => void) => void }).customHandler;
    const answers: (Error | null)[] = [];
    authorize({ socketId: '1.42', channelName: 'private-brand.acme' }, (error) => answers.push(error));
    await flush();
    expect(answers).toHaveLength(1);
    expect(answers[0]).toBeInstanceOf(Error);
    expect(fake.calls.slice(requestsBefore).map((c) => c.headers['X-Brand'])).toEqual(['globex']);
    expect(kinds(inputs, 'channel-auth-failed')).toEqual([]);
  });

  it('retryChannel authorises a failed channel again with the current token, and resubscribed follows', async () => {
    let calls = 0;
    const { listen, live, inputs, pusher, fake } = setup(() => (++calls === 1 ? jsonResponse(419, {}) : jsonResponse(200, { auth: 'key:sig' })));
    listen();
    pusher().connectNow();
    live.setBrand('acme');
    await vi.waitFor(() => expect(kinds(inputs, 'channel-auth-failed')).toHaveLength(1));
    expect(pusher().channel('private-brand.acme')?.subscribed).toBe(false);
    live.setXsrfToken('xsrf-2');
    live.retryChannel('private-brand.acme');
    await vi.waitFor(() => expect(kinds(inputs, 'resubscribed')).toHaveLength(1));
    expect(fake.calls.map((c) => c.headers['X-XSRF-TOKEN'])).toEqual(['xsrf-1', 'xsrf-2']);
    expect(pusher().channel('private-brand.acme')?.subscribed).toBe(true);
    // Its events are heard again.
    pusher().deliver('private-brand.acme', 'App\\Events\\BrandUpdated', { brandId: 1 });
    expect(inputs.at(-1)).toMatchObject({ kind: 'event', event: { type: 'live/brand-updated' } });
  });

  it('retryChannel leaves a subscribed, unknown or offline channel alone', async () => {
    const { listen, live, pusher, fake } = setup();
    listen();
    live.retryChannel('private-brand.acme');
    pusher().connectNow();
    live.setBrand('acme');
    await flush();
    expect(fake.calls).toHaveLength(1);
    live.retryChannel('private-brand.acme');
    live.retryChannel('private-brand.globex');
    await flush();
    expect(fake.calls).toHaveLength(1);
    expect(pusher().subscribeLog).toEqual(['public', 'private-brand.acme']);
  });
});

describe('disconnect', () => {
  it('leaves every channel, disconnects, reports disconnected, and ignores late events', () => {
    const { listen, live, inputs, pusher } = setup();
    listen();
    pusher().connectNow();
    live.setBrand('acme');
    const instance = pusher();
    const publicChannel = instance.channelMap.get('public');
    live.disconnect();
    expect(instance.disconnected).toBe(true);
    expect(instance.unsubscribeLog.sort()).toEqual(['private-brand.acme', 'public']);
    expect(inputs.at(-1)).toEqual({ kind: 'connection', state: 'disconnected', previous: 'connected' });
    const count = inputs.length;
    publicChannel?.emit('App\\Events\\NewVersionAvailable', { buildNumber: '1' });
    instance.connection.setState('connecting');
    expect(inputs).toHaveLength(count);
  });

  it('connect after disconnect opens a fresh connection with the current brand', () => {
    const { listen, live, pusher } = setup();
    listen();
    live.setBrand('acme');
    live.disconnect();
    live.disconnect();
    listen();
    expect(FakePusher.instances).toHaveLength(2);
    expect([...pusher().channelMap.keys()]).toEqual(['public', 'private-brand.acme']);
  });
});

describe('presence channels', () => {
  const ROOM = 'presence-brand.acme.adset.5';
  const MEMBER = { user_id: '3', user_info: { id: 3, name: 'Eva Editor', avatar: null } };
  const signed = () => jsonResponse(200, { auth: 'key:sig', channel_data: JSON.stringify(MEMBER) });

  it('joins a wanted channel of the brand in scope, authorised with its brand, and reports who is there', async () => {
    const { listen, live, inputs, pusher, fake } = setup(signed);
    listen();
    pusher().connectNow();
    live.setBrand('acme');
    live.joinPresence(ROOM);
    live.joinPresence(ROOM);
    await flush();
    expect(pusher().subscribeLog).toEqual(['public', 'private-brand.acme', ROOM]);
    expect(fake.last()).toMatchObject({ headers: { 'X-Brand': 'acme' }, body: { channel_name: ROOM } });
    expect(kinds(inputs, 'presence')).toEqual([{ kind: 'presence', brand: 'acme', event: { type: 'presence/here', channel: ROOM, users: [MEMBER.user_info] } }]);

    pusher().channel(ROOM)!.emit('client-editing', { editing: true }, { user_id: '4' });
    pusher().deliver(ROOM, 'pusher:member_removed', { id: '4', info: {} });
    expect(kinds(inputs, 'presence').slice(1).map((i) => (i as { event: unknown }).event)).toEqual([
      { type: 'presence/editing', channel: ROOM, userId: 4, editing: true },
      { type: 'presence/left', channel: ROOM, userId: 4 },
    ]);

    live.signalEditing(ROOM, true);
    expect(pusher().channel(ROOM)!.triggered).toEqual([{ event: 'client-editing', data: { editing: true } }]);
    // Two views: the first leave keeps the channel, the last one leaves it.
    expect(live.leavePresence(ROOM)).toBe(false);
    expect(pusher().unsubscribeLog).toEqual([]);
    expect(live.leavePresence(ROOM)).toBe(true);
    expect(pusher().unsubscribeLog).toEqual([ROOM]);
  });

  it('waits for its brand, and a brand switch leaves the old brand’s presence channels', async () => {
    const { listen, live, pusher, fake } = setup(signed);
    listen();
    pusher().connectNow();
    live.setBrand('beta');
    live.joinPresence(ROOM);
    await flush();
    expect(pusher().subscribeLog).toEqual(['public', 'private-brand.beta']);
    live.setBrand('acme');
    await flush();
    expect(pusher().subscribeLog).toEqual(['public', 'private-brand.beta', 'private-brand.acme', ROOM]);
    live.setBrand('beta');
    await flush();
    expect(pusher().unsubscribeLog).toContain(ROOM);
    expect(fake.calls.filter((c) => (c.body as { channel_name?: string }).channel_name === ROOM)).toHaveLength(1);
  });
});

/**
 * The live port with the REAL laravel-echo and pusher-js (Node build) against a minimal
 * Pusher-protocol server: checks the Echo/Pusher options, event-name formatting, private-channel
 * authorisation through our handler, and resubscription after a dropped socket end to end.
 */
import type { AddressInfo } from 'node:net';
import Pusher from 'pusher-js';
import { WebSocketServer, type WebSocket } from 'ws';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createXsrfTokenCell } from '../http/request-headers';
import { createFakeFetch, jsonResponse } from '../testing/fake-fetch';
import type { LiveInput, LivePort } from '../types';
import { LIVE_EVENTS } from '../../domains/registry';
import { createLivePort, type PusherConstructor } from './create-live-port';

// ---------------------------------------------------------------- a minimal Pusher-protocol server
// Enough of protocol 7 for pusher-js: connection_established, subscribe (auth recorded, not
// checked), unsubscribe, ping, and events pushed to the subscribed sockets.
interface MiniPusherServer {
  readonly port: number;
  /** Subscriptions in arrival order, with the auth string pusher-js sent for private ones. */
  readonly subscriptions: { channel: string; auth: string | undefined }[];
  readonly unsubscriptions: string[];
  /** Sends an event to every socket subscribed to the channel. */
  publish(channel: string, event: string, data: unknown): void;
  /** Same, with `data` sent as is (a body that is not JSON). */
  publishRaw(channel: string, event: string, data: string): void;
  /** Kills every socket (pusher-js reconnects by itself). */
  dropAll(): void;
  close(): Promise<void>;
}

async function startMiniPusherServer(): Promise<MiniPusherServer> {
  const wss = new WebSocketServer({ port: 0 });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const subscriptions: MiniPusherServer['subscriptions'] = [];
  const unsubscriptions: string[] = [];
  const channelsOf = new Map<WebSocket, Set<string>>();
  let socketCounter = 0;

  const send = (socket: WebSocket, message: Record<string, unknown>) => socket.send(JSON.stringify(message));

  wss.on('connection', (socket) => {
    channelsOf.set(socket, new Set());
    socket.on('close', () => channelsOf.delete(socket));
    send(socket, {
      event: 'pusher:connection_established',
      data: JSON.stringify({ socket_id: `${++socketCounter}.1`, activity_timeout: 120 }),
    });
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as { event: string; data?: { channel?: string; auth?: string } };
      const channel = message.data?.channel;
      if (message.event === 'pusher:ping') send(socket, { event: 'pusher:pong', data: '{}' });
      if (message.event === 'pusher:subscribe' && channel) {
        subscriptions.push({ channel, auth: message.data?.auth });
        channelsOf.get(socket)?.add(channel);
        send(socket, { event: 'pusher_internal:subscription_succeeded', channel, data: '{}' });
      }
      if (message.event === 'pusher:unsubscribe' && channel) {
        unsubscriptions.push(channel);
        channelsOf.get(socket)?.delete(channel);
      }
    });
  });

  const publishRaw = (channel: string, event: string, data: string) => {
    for (const [socket, channels] of channelsOf) {
      if (channels.has(channel)) send(socket, { event, channel, data });
    }
  };

  return {
    port: (wss.address() as AddressInfo).port,
    subscriptions,
    unsubscriptions,
    publish: (channel, event, data) => publishRaw(channel, event, JSON.stringify(data)),
    publishRaw,
    dropAll() {
      for (const socket of wss.clients) socket.terminate();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of wss.clients) socket.terminate();
        wss.close(() => resolve());
      }),
  };
}

// ---------------------------------------------------------------- tests

let server: MiniPusherServer;
let live: LivePort;
let inputs: LiveInput[];

beforeEach(async () => {
  server = await startMiniPusherServer();
  inputs = [];
  const fake = createFakeFetch((call) => {
    const body = call.body as { socket_id: string; channel_name: string };
    return jsonResponse(200, { auth: `app-key:signed-${body.channel_name}-${call.headers['X-XSRF-TOKEN']}` });
  });
  live = createLivePort({
    events: LIVE_EVENTS,
    origin: 'http://127.0.0.1',
    key: 'app-key',
    wsHost: '127.0.0.1',
    wsPort: server.port,
    forceTLS: false,
    Pusher: Pusher as unknown as PusherConstructor,
    fetch: fake.fetch,
    xsrf: createXsrfTokenCell('xsrf-1'),
  });
});

afterEach(async () => {
  live.disconnect();
  await server.close();
});

const events = () => inputs.filter((i) => i.kind === 'event');

describe('live port with real pusher-js and laravel-echo', () => {
  it('connects, subscribes public and the brand channel (authorised), and decodes events', async () => {
    live.connect((input) => inputs.push(input));
    live.setBrand('acme');
    await vi.waitFor(() => expect(server.subscriptions.map((s) => s.channel).sort()).toEqual(['private-brand.acme', 'public']));
    expect(server.subscriptions.find((s) => s.channel === 'private-brand.acme')?.auth).toBe('app-key:signed-private-brand.acme-xsrf-1');
    expect(inputs.filter((i) => i.kind === 'connection').map((i) => i.kind === 'connection' && i.state)).toEqual([
      'connecting',
      'connected',
    ]);

    server.publish('public', 'App\\Events\\NewVersionAvailable', { buildNumber: 7, revision: 'r7' });
    server.publish('private-brand.acme', 'App\\Events\\BalanceManager\\Spend', { brandId: 1, amount: 2 });
    server.publish('private-brand.acme', 'App\\Events\\VisualBuildUpdated', { visualBuild: { id: 'bad' } });
    await vi.waitFor(() => expect(inputs.filter((i) => i.kind === 'event' || i.kind === 'malformed')).toHaveLength(3));
    expect(events()).toEqual([
      { kind: 'event', channel: 'public', brand: null, event: { type: 'live/new-version-available', buildNumber: '7', revision: 'r7' } },
      { kind: 'event', channel: 'private-brand.acme', brand: 'acme', event: { type: 'live/balance-spend', brandId: 1, amount: 2, balance: null, version: null } },
    ]);
    expect(inputs.find((i) => i.kind === 'malformed')).toMatchObject({ report: { name: 'VisualBuildUpdated' } });
  });

  it('hears every name on a channel: broadcastAs names decode, unknown names and non-JSON bodies are malformed', async () => {
    live.connect((input) => inputs.push(input));
    live.setBrand('acme');
    await vi.waitFor(() => expect(server.subscriptions).toHaveLength(2));
    server.publish('private-brand.acme', 'BrandUpdated', { brandId: 4 });
    server.publish('private-brand.acme', 'App\\Events\\BrandDeleted', { brandId: 4 });
    server.publish('public', 'client-anything', {});
    server.publishRaw('private-brand.acme', 'App\\Events\\UserUpdated', '{"userId": 5');
    await vi.waitFor(() => expect(inputs.filter((i) => i.kind === 'event' || i.kind === 'malformed')).toHaveLength(4));
    expect(inputs.flatMap((i): unknown[] => (i.kind === 'event' ? [i.event] : i.kind === 'malformed' ? [[i.report.name, i.report.reason]] : []))).toEqual([
      { type: 'live/brand-updated', brandId: 4 },
      ['App\\Events\\BrandDeleted', 'unknown event'],
      ['client-anything', 'unknown event'],
      ['UserUpdated', 'payload is not an object'],
    ]);
  });

  it('switching brand unsubscribes the old channel on the server', async () => {
    live.connect((input) => inputs.push(input));
    live.setBrand('acme');
    await vi.waitFor(() => expect(server.subscriptions).toHaveLength(2));
    live.setBrand('globex');
    await vi.waitFor(() => expect(server.unsubscriptions).toEqual(['private-brand.acme']));
    await vi.waitFor(() => expect(server.subscriptions.at(-1)?.channel).toBe('private-brand.globex'));
  });

  it('after a dropped socket: reconnects, re-authorises with the current token, reports resubscribed', async () => {
    live.connect((input) => inputs.push(input));
    live.setBrand('acme');
    await vi.waitFor(() => expect(server.subscriptions).toHaveLength(2));
    live.setXsrfToken('xsrf-2');
    server.dropAll();
    await vi.waitFor(() => expect(inputs.filter((i) => i.kind === 'resubscribed')).toHaveLength(1), { timeout: 10_000 });
    expect(server.subscriptions.slice(2).find((s) => s.channel === 'private-brand.acme')?.auth).toBe(
      'app-key:signed-private-brand.acme-xsrf-2',
    );
    server.publish('private-brand.acme', 'App\\Events\\BrandUpdated', { brandId: 1 });
    await vi.waitFor(() => expect(events().at(-1)).toMatchObject({ event: { type: 'live/brand-updated' } }));
  });
});

/**
 * The notificationCreated subscription against a real graphql-ws server (ws + graphql-js) on a
 * local port: delivery, validation, connection params, unsubscribe, and recovery after the
 * server drops the socket or ends the operation.
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
// graphql-ws loads graphql's CommonJS entry; importing the same file avoids a second graphql realm.
import { buildSchema } from 'graphql/index.js';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocket, WebSocketServer } from 'ws';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppNotification } from '../../contract/entities';
import type { PayloadMalformed } from '../../domains/diagnostics/contract';
import { createXsrfTokenCell } from '../http/request-headers';
import { createNotificationSubscriber, type NotificationSubscriber } from './notification-subscription';

const sdl = /```graphql\n([\s\S]*?)```/.exec(readFileSync(new URL('../../../docs/api-wire.md', import.meta.url), 'utf8'))?.[1];
const schema = buildSchema(sdl ?? '');

/**
 * A tiny pub/sub. A hand-written iterator rather than an async generator: a generator parked in
 * an `await` defers `return()`, so the server could not end it when a client leaves.
 */
function createFeed() {
  interface Sub {
    items: unknown[];
    waiting: ((r: IteratorResult<unknown>) => void) | null;
  }
  const subs = new Set<Sub>();
  const close = (sub: Sub) => {
    subs.delete(sub);
    sub.waiting?.({ done: true, value: undefined });
    sub.waiting = null;
  };
  return {
    get subscribers() {
      return subs.size;
    },
    publish(notification: unknown) {
      for (const sub of subs) {
        const value = { notificationCreated: notification };
        if (sub.waiting) {
          sub.waiting({ done: false, value });
          sub.waiting = null;
        } else sub.items.push(value);
      }
    },
    end() {
      for (const sub of [...subs]) close(sub);
    },
    iterate(): AsyncIterableIterator<unknown> {
      const sub: Sub = { items: [], waiting: null };
      subs.add(sub);
      const iterator: AsyncIterableIterator<unknown> = {
        next: () =>
          sub.items.length > 0
            ? Promise.resolve({ done: false, value: sub.items.shift() })
            : subs.has(sub)
              ? new Promise((resolve) => (sub.waiting = resolve))
              : Promise.resolve({ done: true, value: undefined }),
        return: () => {
          close(sub);
          return Promise.resolve({ done: true, value: undefined });
        },
        [Symbol.asyncIterator]: () => iterator,
      };
      return iterator;
    },
  };
}

const notification = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  type: 'App\\Notifications\\BrandInvitation',
  notifiable_id: '5',
  notifiable_type: 'App\\Models\\User',
  data: { hash: 'h1' },
  read_at: null,
  created_at: '2025-01-31T10:15:00.000000Z',
  updated_at: '2025-01-31T10:15:00.000000Z',
  ...over,
});

let wss: WebSocketServer;
let feed: ReturnType<typeof createFeed>;
let connectionParams: unknown[];
let subscriber: NotificationSubscriber;

beforeEach(async () => {
  feed = createFeed();
  connectionParams = [];
  wss = new WebSocketServer({ port: 0, path: '/server/api/v1/graphql' });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  useServer(
    {
      schema,
      roots: { subscription: { notificationCreated: () => feed.iterate() } },
      onConnect: (ctx) => {
        connectionParams.push(ctx.connectionParams);
        return true;
      },
    },
    wss,
  );
  const port = (wss.address() as AddressInfo).port;
  subscriber = createNotificationSubscriber({
    origin: `http://127.0.0.1:${port}`,
    xsrf: createXsrfTokenCell('xsrf-ws'),
    webSocketImpl: WebSocket,
    retryBaseMs: 10,
    retryMaxMs: 40,
  });
});

afterEach(async () => {
  subscriber.dispose();
  for (const client of wss.clients) client.terminate();
  await new Promise<void>((resolve) => wss.close(() => resolve()));
});

function listen(brand: string | null = 'acme') {
  const received: AppNotification[] = [];
  const malformed: PayloadMalformed[] = [];
  const stop = subscriber.subscribe((n) => received.push(n), { brand }, (r) => malformed.push(r));
  return { received, malformed, stop };
}

describe('notificationCreated subscription', () => {
  it('delivers validated notifications and reports malformed ones', async () => {
    const { received, malformed } = listen();
    await vi.waitFor(() => expect(feed.subscribers).toBe(1));
    feed.publish(notification('n1'));
    feed.publish(notification('n2', { data: '{"hash":"h2"}' }));
    feed.publish(notification('n3', { data: 'not json' }));
    feed.publish(notification('n4', { created_at: 12 }));
    await vi.waitFor(() => expect(received.length + malformed.length).toBe(4));
    expect(received).toStrictEqual([
      { id: 'n1', type: 'App\\Notifications\\BrandInvitation', data: { hash: 'h1' }, readAt: null, createdAt: '2025-01-31T10:15:00.000000Z' },
      { id: 'n2', type: 'App\\Notifications\\BrandInvitation', data: { hash: 'h2' }, readAt: null, createdAt: '2025-01-31T10:15:00.000000Z' },
    ]);
    expect(malformed).toHaveLength(2);
    for (const report of malformed) {
      expect(report).toMatchObject({ type: 'diagnostics/payload-malformed', origin: 'graphql', name: 'notificationCreated' });
      expect(report.reason).not.toContain('not json');
    }
  });

  it('sends X-Brand and the current XSRF token in connection_init', async () => {
    listen('globex');
    await vi.waitFor(() => expect(connectionParams).toHaveLength(1));
    expect(connectionParams[0]).toEqual({
      headers: {
        Accept: 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        'X-Brand': 'globex',
        'X-XSRF-TOKEN': 'xsrf-ws',
      },
    });
  });

  it('stops delivering after unsubscribe', async () => {
    const { received, stop } = listen();
    await vi.waitFor(() => expect(feed.subscribers).toBe(1));
    stop();
    await vi.waitFor(() => expect(feed.subscribers).toBe(0));
    feed.publish(notification('late'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toEqual([]);
  });

  it('subscribes again after the server drops the socket', async () => {
    const { received } = listen();
    await vi.waitFor(() => expect(feed.subscribers).toBe(1));
    for (const client of wss.clients) client.terminate();
    await vi.waitFor(() => expect(connectionParams).toHaveLength(2));
    await vi.waitFor(() => expect(feed.subscribers).toBe(1));
    feed.publish(notification('after-reconnect'));
    await vi.waitFor(() => expect(received.map((n) => n.id)).toEqual(['after-reconnect']));
  });

  it('subscribes again after the server ends the operation', async () => {
    const { received } = listen();
    await vi.waitFor(() => expect(feed.subscribers).toBe(1));
    feed.end();
    await vi.waitFor(() => expect(feed.subscribers).toBe(0));
    await vi.waitFor(() => expect(feed.subscribers).toBe(1));
    feed.publish(notification('after-complete'));
    await vi.waitFor(() => expect(received.map((n) => n.id)).toEqual(['after-complete']));
  });

  it('an aborted context ends the subscription', async () => {
    const controller = new AbortController();
    subscriber.subscribe(() => undefined, { brand: 'acme', signal: controller.signal });
    await vi.waitFor(() => expect(feed.subscribers).toBe(1));
    controller.abort();
    await vi.waitFor(() => expect(feed.subscribers).toBe(0));
  });
});

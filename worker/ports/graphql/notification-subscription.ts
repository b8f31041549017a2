/**
 * The `notificationCreated` subscription over graphql-ws.
 *
 * The client is lazy (a socket only while someone listens) and retries a lost socket forever
 * with capped exponential backoff. When the server ends the operation itself (an error, a fatal
 * close code, a completion we did not ask for) the subscription is started again after the same
 * backoff, so a listener is never silently left without notifications.
 * Every announced notification is validated; a malformed one is reported, never delivered.
 */
import * as v from 'valibot';
import { createClient, type Client } from 'graphql-ws';
import type { AppNotification } from '../../contract/entities';
import type { PayloadMalformed } from '../../domains/diagnostics/contract';
import { describeIssue } from '../describe-issue';
import { buildRequestHeaders, serverBase, type XsrfTokenCell } from '../http/request-headers';
import type { RequestContext } from '../types';
import { NOTIFICATION_CREATED_SUBSCRIPTION } from './documents';
import { notificationCreatedDataSchema } from './graphql-schemas';

export interface NotificationSubscriberOptions {
  readonly origin: string;
  readonly xsrf: XsrfTokenCell;
  /** WebSocket constructor; the global one in the worker, `ws` in Node tests. */
  readonly webSocketImpl?: unknown;
  /** Backoff base and cap in ms (tests shorten them). */
  readonly retryBaseMs?: number;
  readonly retryMaxMs?: number;
}

export interface NotificationSubscriber {
  subscribe(
    onNotification: (n: AppNotification) => void,
    ctx: RequestContext,
    onMalformed?: (report: PayloadMalformed) => void,
  ): () => void;
  dispose(): void;
}

const OPERATION = 'notificationCreated';

/** ws(s)://host/server/api/v1/graphql from http(s)://host. */
function webSocketUrl(origin: string): string {
  return `${serverBase(origin).replace(/^http/, 'ws')}/api/v1/graphql`;
}

function backoff(attempt: number, baseMs: number, maxMs: number): number {
  const exp = Math.min(maxMs, baseMs * 2 ** Math.min(attempt, 16));
  // Jitter spreads reconnects of many tabs after a server restart.
  return Math.round(exp / 2 + (Math.random() * exp) / 2);
}

export function createNotificationSubscriber(options: NotificationSubscriberOptions): NotificationSubscriber {
  const baseMs = options.retryBaseMs ?? 1000;
  const maxMs = options.retryMaxMs ?? 30_000;
  let client: Client | null = null;
  /** Brand of the latest subscriber: sent in connectionParams of the next (re)connect. */
  let brand: string | null = null;

  function getClient(): Client {
    client ??= createClient({
      url: webSocketUrl(options.origin),
      webSocketImpl: options.webSocketImpl,
      lazy: true,
      retryAttempts: Number.POSITIVE_INFINITY,
      shouldRetry: () => true,
      retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, backoff(retries, baseMs, maxMs))),
      // Cookies authenticate the upgrade; the headers mirror what HTTP calls send.
      connectionParams: () => ({ headers: buildRequestHeaders({ brand, xsrfToken: options.xsrf.get() }) }),
    });
    return client;
  }

  return {
    subscribe(onNotification, ctx, onMalformed) {
      brand = ctx.brand;
      let stopped = false;
      let attempt = 0;
      let unsubscribe: (() => void) | null = null;
      let timer: ReturnType<typeof setTimeout> | null = null;

      const report = (reason: string) =>
        onMalformed?.({ type: 'diagnostics/payload-malformed', origin: 'graphql', name: OPERATION, reason });

      const restart = () => {
        unsubscribe = null;
        if (stopped) return;
        timer = setTimeout(start, backoff(attempt++, baseMs, maxMs));
      };

      function start(): void {
        timer = null;
        if (stopped) return;
        unsubscribe = getClient().subscribe<unknown>(
          { query: NOTIFICATION_CREATED_SUBSCRIPTION, operationName: 'NotificationCreated' },
          {
            next: (result) => {
              attempt = 0;
              if (result.errors?.length) return report('graphql errors in subscription result');
              const parsed = v.safeParse(notificationCreatedDataSchema, result.data, { abortEarly: true });
              if (parsed.success) onNotification(parsed.output);
              else report(describeIssue(parsed.issues[0]));
            },
            error: restart,
            complete: restart,
          },
        );
      }

      start();
      const abort = () => stop();
      ctx.signal?.addEventListener('abort', abort, { once: true });

      function stop(): void {
        if (stopped) return;
        stopped = true;
        ctx.signal?.removeEventListener('abort', abort);
        if (timer !== null) clearTimeout(timer);
        unsubscribe?.();
        unsubscribe = null;
      }
      return stop;
    },
    dispose() {
      void client?.dispose();
      client = null;
    },
  };
}

/**
 * The scenario's GraphqlPort: queries are the REAL GraphQL client over the scenario fetch; the
 * `notificationCreated` subscription is played from notification steps, each validated with the
 * real subscription schema (a bad one is reported as malformed, origin graphql, never delivered).
 */
import * as v from 'valibot';
import type { AppNotification } from '../contract/entities';
import type { PayloadMalformed } from '../domains/diagnostics/contract';
import { describeIssue } from '../ports/describe-issue';
import { createGraphql } from '../ports/graphql/create-graphql';
import { notificationCreatedDataSchema } from '../ports/graphql/graphql-schemas';
import type { FetchLike } from '../ports/http/http-client';
import type { XsrfTokenCell } from '../ports/http/request-headers';
import type { GraphqlPort } from '../ports/types';

interface Subscriber {
  readonly onNotification: (n: AppNotification) => void;
  readonly onMalformed: ((report: PayloadMalformed) => void) | undefined;
}

export interface ScenarioGraphqlPort extends GraphqlPort {
  /** The server announces this notification (wire shape: the subscription's Notification). */
  push(wire: unknown): void;
  /** Pushes nobody heard (no active subscription). */
  readonly undelivered: () => number;
}

export function createScenarioGraphql(fetch: FetchLike, origin: string, xsrf: XsrfTokenCell): ScenarioGraphqlPort {
  const queries = createGraphql({ fetch, origin, xsrf });
  const subscribers = new Set<Subscriber>();
  let undelivered = 0;
  return {
    notifications: (query, ctx) => queries.notifications(query, ctx),
    unreadCount: (ctx) => queries.unreadCount(ctx),
    subscribeNotifications(onNotification, ctx, onMalformed) {
      const subscriber: Subscriber = { onNotification, onMalformed };
      subscribers.add(subscriber);
      const stop = () => subscribers.delete(subscriber);
      ctx.signal?.addEventListener('abort', stop, { once: true });
      return () => {
        stop();
      };
    },
    push(wire) {
      if (subscribers.size === 0) {
        undelivered += 1;
        return;
      }
      const parsed = v.safeParse(notificationCreatedDataSchema, { notificationCreated: wire }, { abortEarly: true });
      for (const s of subscribers) {
        if (parsed.success) s.onNotification(parsed.output);
        else s.onMalformed?.({ type: 'diagnostics/payload-malformed', origin: 'graphql', name: 'notificationCreated', reason: describeIssue(parsed.issues[0]) });
      }
    },
    undelivered: () => undelivered,
  };
}

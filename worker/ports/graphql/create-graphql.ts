/**
 * The real GraphqlPort: Lighthouse queries over HTTP POST to /server/api/v1/graphql (through the
 * same HTTP client as REST, so headers, cookies, aborts and HTTP-level failures behave the same)
 * and the notification subscription over graphql-ws. No caching (spec section 7).
 */
import * as v from 'valibot';
import { describeIssue } from '../describe-issue';
import { invalidResponse } from '../http/classify';
import { createHttpClient, type FetchLike } from '../http/http-client';
import { createXsrfTokenCell, type XsrfTokenCell } from '../http/request-headers';
import type { GraphqlPort, NotificationsQuery, RequestContext } from '../types';
import { classifyGraphqlErrors } from './classify-graphql-errors';
import { GRAPHQL_OPERATIONS, LOGGED_USER_QUERY, NOTIFICATIONS_QUERY } from './documents';
import { graphqlEnvelopeSchema, loggedUserDataSchema, notificationsDataSchema } from './graphql-schemas';
import { createNotificationSubscriber } from './notification-subscription';

export interface GraphqlOptions {
  readonly fetch: FetchLike;
  readonly origin: string;
  /** WebSocket constructor for graphql-ws; defaults to the global WebSocket. */
  readonly webSocketImpl?: unknown;
  /** Shared with the backend so its setXsrfToken applies here too. */
  readonly xsrf?: XsrfTokenCell;
  /** Subscription retry backoff (tests shorten it). */
  readonly retryBaseMs?: number;
  readonly retryMaxMs?: number;
}

export interface RealGraphqlPort extends GraphqlPort {
  /** Closes the subscription socket (tear-down). */
  dispose(): void;
}

export const GRAPHQL_PATH = '/api/v1/graphql';

/** Newest first over the last 30 days (spec sections 7 and 9), one page of `first`. */
function notificationsVariables(query: NotificationsQuery): Record<string, unknown> {
  const variables: Record<string, unknown> = { order: 'CREATED_AT', orderDir: 'DESC', last30Days: true, first: query.first, page: query.page };
  // An explicit null filters unread; an absent readAt means "all" (docs/api-wire.md).
  if (query.unreadOnly) variables.readAt = null;
  return variables;
}

export function createGraphql(options: GraphqlOptions): RealGraphqlPort {
  const xsrf = options.xsrf ?? createXsrfTokenCell();
  const http = createHttpClient({ fetch: options.fetch, origin: options.origin, xsrf });
  const subscriber = createNotificationSubscriber({
    origin: options.origin,
    xsrf,
    webSocketImpl: options.webSocketImpl,
    retryBaseMs: options.retryBaseMs,
    retryMaxMs: options.retryMaxMs,
  });

  async function execute<T>(
    operationName: string,
    query: string,
    variables: Record<string, unknown>,
    dataSchema: v.GenericSchema<unknown, T>,
    ctx: RequestContext,
  ): Promise<T> {
    const request = { method: 'POST', path: GRAPHQL_PATH, body: { operationName, query, variables } } as const;
    const envelope = await http.json(request, graphqlEnvelopeSchema, ctx);
    if (envelope.errors && envelope.errors.length > 0) {
      throw classifyGraphqlErrors(operationName, envelope.errors);
    }
    const parsed = v.safeParse(dataSchema, envelope.data, { abortEarly: true });
    if (!parsed.success) {
      throw invalidResponse(describeIssue(parsed.issues[0]), { label: `graphql ${operationName}` });
    }
    return parsed.output;
  }

  return {
    notifications: (query, ctx) =>
      execute(GRAPHQL_OPERATIONS.notifications, NOTIFICATIONS_QUERY, notificationsVariables(query), notificationsDataSchema, ctx),
    unreadCount: (ctx) => execute(GRAPHQL_OPERATIONS.unreadCount, LOGGED_USER_QUERY, {}, loggedUserDataSchema, ctx),
    subscribeNotifications: (onNotification, ctx, onMalformed) => subscriber.subscribe(onNotification, ctx, onMalformed),
    dispose: () => subscriber.dispose(),
  };
}

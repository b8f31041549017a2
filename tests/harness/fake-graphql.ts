/**
 * GraphqlPort fake: queries are pending requests; `pushNotification` plays the subscription;
 * `serveNotifications` answers the list like the reference server pages it.
 */
import type { AppNotification } from '../../worker/contract/entities';
import { classifyGraphqlErrors } from '../../worker/ports/graphql/classify-graphql-errors';
import type { GraphqlPort, NotificationsPage, NotificationsQuery, RequestContext } from '../../worker/ports/types';
import { FakeRequests } from './fake-requests';

/** MAX_PAGE_SIZE of server/graphql/executable-schema.ts. */
const SERVER_MAX_PAGE_SIZE = 1000;

/**
 * What the reference server answers for `query` when it holds `all` (newest first, already within
 * the last 30 days): page `page` of `first`, the total under the filter, the unread count. Bad
 * paging arguments fail as the server's validation error does.
 */
export function notificationsPageOf(all: readonly AppNotification[], query: NotificationsQuery): NotificationsPage {
  const { first, page } = query;
  if (!Number.isInteger(first) || first < 1 || first > SERVER_MAX_PAGE_SIZE) throw validationError(`The "first" argument must be between 1 and ${SERVER_MAX_PAGE_SIZE}.`);
  if (!Number.isInteger(page) || page < 1) throw validationError('The "page" argument must be 1 or more.');
  const matching = query.unreadOnly ? all.filter((n) => n.readAt === null) : all;
  return {
    items: matching.slice((page - 1) * first, page * first),
    total: matching.length,
    unreadCount: all.filter((n) => n.readAt === null).length,
  };
}

function validationError(message: string): unknown {
  return classifyGraphqlErrors('NotificationsPaginated', [{ message, extensions: { category: 'validation' } }]);
}

export interface FakeSubscription {
  readonly brand: string | null;
  readonly onNotification: (n: AppNotification) => void;
  active: boolean;
}

export class FakeGraphql extends FakeRequests<GraphqlPort> implements GraphqlPort {
  readonly subscriptions: FakeSubscription[] = [];

  notifications(query: NotificationsQuery, ctx: RequestContext) {
    return this.request<NotificationsPage>('notifications', [query], ctx);
  }
  unreadCount(ctx: RequestContext) {
    return this.request<number>('unreadCount', [], ctx);
  }
  subscribeNotifications(onNotification: (n: AppNotification) => void, ctx: RequestContext): () => void {
    const sub: FakeSubscription = { brand: ctx.brand, onNotification, active: true };
    this.subscriptions.push(sub);
    // As the real subscription (notification-subscription.ts): the brand scope's abort ends it.
    ctx.signal?.addEventListener('abort', () => (sub.active = false), { once: true });
    return () => {
      sub.active = false;
    };
  }

  /**
   * Answers every future list query from `all`, read at each answer, so a test may add to it
   * (`unshift`: a notification created on the server) between two pages.
   */
  serveNotifications(all: readonly AppNotification[], options: { delayMs?: number } = {}): this {
    return this.autoAnswer('notifications', (call) => notificationsPageOf(all, call.args[0] as NotificationsQuery), options);
  }

  /** Announces a new notification on every active subscription (normally just one). */
  pushNotification(notification: AppNotification): void {
    for (const sub of this.subscriptions) if (sub.active) sub.onNotification(notification);
  }

  activeSubscriptions(): FakeSubscription[] {
    return this.subscriptions.filter((s) => s.active);
  }
}

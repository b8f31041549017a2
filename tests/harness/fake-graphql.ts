/** GraphqlPort fake: queries are pending requests; `pushNotification` plays the subscription. */
import type { AppNotification } from '../../worker/contract/entities';
import type { GraphqlPort, NotificationsPage, NotificationsQuery, RequestContext } from '../../worker/ports/types';
import { FakeRequests } from './fake-requests';

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
    return () => {
      sub.active = false;
    };
  }

  /** Announces a new notification on every active subscription (normally just one). */
  pushNotification(notification: AppNotification): void {
    for (const sub of this.subscriptions) if (sub.active) sub.onNotification(notification);
  }

  activeSubscriptions(): FakeSubscription[] {
    return this.subscriptions.filter((s) => s.active);
  }
}

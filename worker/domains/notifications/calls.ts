/** REST calls of the notification centre (the lists themselves come over GraphQL). */
import { defineCall } from '../../ports/http/call';

export interface MarkReadTarget {
  readonly ids?: readonly string[];
  readonly all?: true;
}

export const notificationsCalls = {
  /** `{all: true}` wins over ids: "mark all" must never degrade into a partial update. */
  markNotificationsRead: defineCall<MarkReadTarget>({
    name: 'markNotificationsRead',
    method: 'POST',
    path: '/api/v1/notification/read',
    request: (target) => ({ body: target.all ? { all: true } : { ids: [...(target.ids ?? [])] } }),
  }),
};

/** Log names of the GraphQL operations (request/failed entries). */
export const GRAPHQL_OPS = {
  notifications: { method: 'POST', path: '/api/v1/graphql NotificationsPaginated' },
  unreadCount: { method: 'POST', path: '/api/v1/graphql LoggedUser' },
} as const;

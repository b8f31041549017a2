/**
 * The GraphQL documents the app sends (Lighthouse naming, snake_case fields). The schema the
 * server must implement is in docs/api-wire.md; a test validates these documents against it.
 */

export const LOGGED_USER_QUERY = /* GraphQL */ `
  query LoggedUser {
    loggedUser {
      id
      unread_notifications_count
    }
  }
`;

/**
 * Unread-only sends `readAt: null` explicitly; "all" leaves `readAt` out of the variables.
 * One page per request (`first` items of page `page`, Lighthouse's paginator arguments).
 * The unread count comes in the same round trip (spec: "plus LoggedUser").
 */
export const NOTIFICATIONS_QUERY = /* GraphQL */ `
  query NotificationsPaginated(
    $readAt: DateTime
    $order: NotificationOrderColumn!
    $orderDir: SortOrder!
    $last30Days: Boolean
    $first: Int!
    $page: Int
  ) {
    notificationsPaginated(readAt: $readAt, order: $order, orderDir: $orderDir, last30Days: $last30Days, first: $first, page: $page) {
      data {
        id
        type
        notifiable_id
        notifiable_type
        data
        read_at
        created_at
        updated_at
      }
      paginatorInfo {
        count
        currentPage
        perPage
        total
        lastItem
        lastPage
      }
    }
    loggedUser {
      id
      unread_notifications_count
    }
  }
`;

export const NOTIFICATION_CREATED_SUBSCRIPTION = /* GraphQL */ `
  subscription NotificationCreated {
    notificationCreated {
      id
      type
      data
      read_at
      created_at
    }
  }
`;

/** The operations the app sends (operationName): what a scenario's answer rule names in `operation`. */
export const GRAPHQL_OPERATIONS = { notifications: 'NotificationsPaginated', unreadCount: 'LoggedUser' } as const;

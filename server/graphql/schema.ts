/**
 * The GraphQL schema, shaped like the production Lighthouse schema: paginated notifications with
 * Lighthouse's `paginatorInfo`, the logged user with the unread count, and a subscription for
 * new notifications (served over graphql-ws here instead of Lighthouse's Pusher transport).
 * A superset of the schema in docs/api-wire.md (the client's documents are tested against it).
 */
export const SDL = /* GraphQL */ `
"ISO-8601 date-time string, e.g. 2025-01-31T10:15:00.000Z."
scalar DateTime

"Arbitrary JSON (the notification's data object)."
scalar JSON

enum SortOrder {
  ASC
  DESC
}

enum NotificationOrderColumn {
  CREATED_AT
  READ_AT
  UPDATED_AT
}

type PaginatorInfo {
  count: Int!
  currentPage: Int!
  firstItem: Int
  hasMorePages: Boolean!
  lastItem: Int
  lastPage: Int!
  perPage: Int!
  total: Int!
}

type Notification {
  id: ID!
  type: String!
  notifiable_id: ID!
  notifiable_type: String!
  data: JSON!
  read_at: DateTime
  created_at: DateTime!
  updated_at: DateTime!
}

type NotificationPaginator {
  data: [Notification!]!
  paginatorInfo: PaginatorInfo!
}

type LoggedUser {
  id: ID!
  unread_notifications_count: Int!
}

type Query {
  loggedUser: LoggedUser!
  """
  The signed-in person's notifications, across their brands.
  readAt: an explicit null keeps only unread ones (Laravel turns "read_at = null" into IS NULL);
  a date-time keeps those read at or after it; leaving it out keeps all.
  """
  notificationsPaginated(
    readAt: DateTime
    order: NotificationOrderColumn!
    orderDir: SortOrder!
    last30Days: Boolean
    first: Int!
    page: Int
  ): NotificationPaginator!
  "One notification; one of another brand than X-Brand is a brandRedirect error."
  notification(id: ID!): Notification
}

type Subscription {
  notificationCreated: Notification!
}
`;

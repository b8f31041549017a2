/**
 * Wire schemas of the GraphQL answers and their translation into domain entities.
 * `Notification.data` is a JSON scalar: Lighthouse may deliver it as an object or as a JSON
 * string; both are accepted, anything that is not an object after decoding is malformed.
 */
import * as v from 'valibot';
import type { AppNotification } from '../../contract/entities';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

function isJsonObject(x: unknown): x is Readonly<Record<string, unknown>> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function parseJsonObject(input: string): Readonly<Record<string, unknown>> | null {
  try {
    const parsed: unknown = JSON.parse(input);
    return isJsonObject(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

const jsonObject = v.union([
  v.custom<Readonly<Record<string, unknown>>>(isJsonObject, 'a JSON object'),
  v.pipe(
    v.string(),
    v.transform(parseJsonObject),
    v.check((o) => o !== null, 'a JSON object'),
    v.transform((o) => o as Readonly<Record<string, unknown>>),
  ),
]);

/** GraphQL `ID` arrives as a string; a numeric id is accepted and stringified. */
const graphqlId = v.union([v.string(), v.pipe(v.number(), v.integer(), v.transform(String))]);

export const notificationSchema = v.pipe(
  v.object({
    id: graphqlId,
    type: v.string(),
    data: jsonObject,
    read_at: v.nullable(v.string()),
    created_at: v.string(),
  }),
  v.transform(
    (n): AppNotification => ({ id: n.id, type: n.type, data: n.data, readAt: n.read_at, createdAt: n.created_at }),
  ),
);

const loggedUser = v.object({ id: graphqlId, unread_notifications_count: count });

export const loggedUserDataSchema = v.pipe(
  v.object({ loggedUser }),
  v.transform((d) => d.loggedUser.unread_notifications_count),
);

export const notificationsDataSchema = v.pipe(
  v.object({
    notificationsPaginated: v.object({
      data: v.array(notificationSchema),
      paginatorInfo: v.object({
        count,
        currentPage: count,
        perPage: count,
        total: count,
        lastItem: v.nullable(count),
        lastPage: count,
      }),
    }),
    loggedUser,
  }),
  v.transform((d) => ({
    items: d.notificationsPaginated.data,
    total: d.notificationsPaginated.paginatorInfo.total,
    unreadCount: d.loggedUser.unread_notifications_count,
  })),
);

export const notificationCreatedDataSchema = v.pipe(
  v.object({ notificationCreated: notificationSchema }),
  v.transform((d) => d.notificationCreated),
);

/** The GraphQL response envelope; `data` is validated per operation afterwards. */
export const graphqlEnvelopeSchema = v.object({
  data: v.optional(v.unknown()),
  errors: v.optional(
    v.array(
      v.object({
        message: v.optional(v.string(), ''),
        extensions: v.optional(v.nullable(v.record(v.string(), v.unknown())), null),
      }),
    ),
  ),
});
export type GraphqlEnvelope = v.InferOutput<typeof graphqlEnvelopeSchema>;
export type GraphqlErrorEntry = NonNullable<GraphqlEnvelope['errors']>[number];

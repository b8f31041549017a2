/** The schema with its resolvers attached (SDL-first; resolvers set on the built fields). */
import { buildSchema, GraphQLError, type GraphQLFieldResolver, type GraphQLObjectType, type GraphQLSchema } from 'graphql';
import type { NotificationRow } from '../db/rows.ts';
import { presentNotification } from '../notifications/store.ts';
import type { Services } from '../services.ts';
import { busIterator } from './bus-iterator.ts';
import { SDL } from './schema.ts';

export interface GqlContext {
  readonly s: Services;
  readonly userId: number;
  /** X-Brand of the request (or the socket's connection params); null when none was sent. */
  readonly brand: string | null;
}

type Resolver = GraphQLFieldResolver<unknown, GqlContext, Record<string, unknown>>;

const ORDER_COLUMNS: Readonly<Record<string, string>> = { CREATED_AT: 'created_at', READ_AT: 'read_at', UPDATED_AT: 'updated_at' };
/** Like Lighthouse's `paginate_max_count`: the client pages by 20 (`page` n), never by growing `first`. */
const MAX_PAGE_SIZE = 1000;

/** Lighthouse's errors carry a category; the client routes on `brandRedirect`. */
export function gqlError(message: string, extensions: Record<string, unknown>): GraphQLError {
  return new GraphQLError(message, { extensions });
}

/** A bad argument, as Lighthouse reports a failed validation rule (Laravel's 422 `errors`, per argument). */
function invalidArgument(argument: string, message: string): GraphQLError {
  return gqlError(message, { category: 'validation', validation: { [argument]: [message] } });
}

const unreadCount: Resolver = (_root, _args, ctx) =>
  ctx.s.db.prepare('SELECT COUNT(*) FROM notifications WHERE notifiable_id = ? AND read_at IS NULL').pluck().get(ctx.userId) as number;

const notificationsPaginated: Resolver = (_root, args, ctx) => {
  const first = Number(args.first);
  const page = args.page === undefined || args.page === null ? 1 : Number(args.page);
  // GraphQL's Int already refuses what is not an integer; these are the bounds.
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE) throw invalidArgument('first', `The "first" argument must be between 1 and ${MAX_PAGE_SIZE}.`);
  if (!Number.isInteger(page) || page < 1) throw invalidArgument('page', 'The "page" argument must be 1 or more.');
  const params: Record<string, unknown> = { user: ctx.userId };
  let where = 'notifiable_id = @user';
  if ('readAt' in args) {
    if (args.readAt === null) where += ' AND read_at IS NULL';
    else {
      const at = new Date(String(args.readAt));
      if (Number.isNaN(at.getTime())) throw invalidArgument('readAt', 'The "readAt" argument must be a date-time.');
      where += ' AND read_at >= @readAt';
      params.readAt = at.toISOString();
    }
  }
  if (args.last30Days) {
    where += ' AND created_at >= @since';
    params.since = new Date(ctx.s.clock.now().getTime() - 30 * 86_400_000).toISOString();
  }
  const column = ORDER_COLUMNS[String(args.order)] ?? 'created_at';
  const dir = args.orderDir === 'ASC' ? 'ASC' : 'DESC';
  const { db } = ctx.s;
  const total = db.prepare(`SELECT COUNT(*) FROM notifications WHERE ${where}`).pluck().get(params) as number;
  const rows = db.prepare(`SELECT * FROM notifications WHERE ${where} ORDER BY ${column} ${dir}, id ${dir} LIMIT @limit OFFSET @offset`).all({ ...params, limit: first, offset: (page - 1) * first }) as NotificationRow[];
  const firstItem = rows.length ? (page - 1) * first + 1 : null;
  const lastPage = Math.max(1, Math.ceil(total / first));
  return {
    data: rows.map(presentNotification),
    paginatorInfo: {
      count: rows.length,
      currentPage: page,
      firstItem,
      hasMorePages: page < lastPage,
      lastItem: firstItem === null ? null : firstItem + rows.length - 1,
      lastPage,
      perPage: first,
      total,
    },
  };
};

const notification: Resolver = (_root, args, ctx) => {
  const row = ctx.s.db.prepare('SELECT * FROM notifications WHERE id = ? AND notifiable_id = ?').get(String(args.id), ctx.userId) as NotificationRow | undefined;
  if (!row) return null;
  if (row.brand_id !== null) {
    const identifier = ctx.s.db.prepare('SELECT identifier FROM brands WHERE id = ?').pluck().get(row.brand_id) as string;
    // The model belongs to another brand than the one the client works in: tell it where to go.
    if (ctx.brand !== null && identifier !== ctx.brand) throw gqlError('This model belongs to another brand.', { category: 'brandRedirect', brand: identifier });
  }
  return presentNotification(row);
};

export function createSchema(): GraphQLSchema {
  const schema = buildSchema(SDL);
  const query = schema.getQueryType()!.getFields();
  query.loggedUser!.resolve = (_root, _args, ctx: GqlContext) => ({ id: ctx.userId });
  query.notificationsPaginated!.resolve = notificationsPaginated;
  query.notification!.resolve = notification;
  const loggedUser = schema.getTypeMap().LoggedUser as GraphQLObjectType;
  loggedUser.getFields().unread_notifications_count!.resolve = unreadCount;

  const sub = schema.getSubscriptionType()!.getFields().notificationCreated!;
  sub.subscribe = (_root, _args, ctx: GqlContext) => busIterator(ctx.s.bus, (row) => row.notifiable_id === ctx.userId);
  sub.resolve = (row: NotificationRow) => presentNotification(row);
  return schema;
}

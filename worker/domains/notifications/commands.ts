/**
 * Notification centre commands: load (replace), load more (append, with the spec's minimum fetch
 * delay), mark read (optimistic), mark all read (optimistic). Optimistic updates are rolled back
 * when the call fails; the unread count to restore is computed when the failure arrives, so
 * counts that moved meanwhile are kept, and the notifications effect then reconciles with the
 * server.
 */
import type { CommandResult, LoadNotificationsCommand } from '../../contract/commands';
import { emitCommand, OK, resultOf, type CommandContext } from '../../engine/commands/command-context';
import { callSpec, run } from '../../engine/requests/execute';
import type { NotificationsPage } from '../../ports/types';
import type { CommandHandlers } from '../domain';
import { GRAPHQL_OPS, notificationsCalls } from './calls';
import { atLeast } from './at-least';
import { LOAD_MORE_MIN_MS, NOTIFICATIONS_PAGE_SIZE } from './loads';

async function loadNotifications(ctx: CommandContext, command: LoadNotificationsCommand): Promise<CommandResult> {
  if (ctx.state().brand.identifier === null) return { ok: false, error: 'BRAND.NONE' };
  const signal = latestLoad(ctx);
  const filter = command.filter;
  emitCommand(ctx, { type: 'notifications/load-started', filter, append: false });
  return resultOf(
    await run<NotificationsPage>(ctx, {
      op: GRAPHQL_OPS.notifications,
      scope: 'brand',
      signal,
      call: (c) => ctx.ports.graphql.notifications({ first: NOTIFICATIONS_PAGE_SIZE, unreadOnly: filter === 'unread' }, c),
      onSuccess: (page) => [
        { type: 'notifications/page-loaded', filter, append: false, items: page.items, total: page.total },
        { type: 'notifications/unread-count-changed', count: page.unreadCount },
      ],
      onFailure: () => [{ type: 'notifications/load-failed', filter }],
    }),
  );
}

/**
 * The next page, for the infinite scroll: at most one in flight (a burst of "loader in view"
 * asks once), answered no sooner than LOAD_MORE_MIN_MS after it started.
 */
async function loadMoreNotifications(ctx: CommandContext): Promise<CommandResult> {
  const list = ctx.state().notifications;
  // Nothing to do: not loaded yet, already loading, or everything is here.
  if (list.status !== 'ready' || list.loadingMore || list.items.length >= list.total) return OK;
  const signal = latestLoad(ctx);
  const { filter } = list;
  const loaded = list.items.length;
  emitCommand(ctx, { type: 'notifications/load-started', filter, append: true });
  return resultOf(
    await run<NotificationsPage>(ctx, {
      op: GRAPHQL_OPS.notifications,
      scope: 'brand',
      signal,
      call: (c) => atLeast(ctx.ports.scheduler, LOAD_MORE_MIN_MS, ctx.ports.graphql.notifications({ first: loaded + NOTIFICATIONS_PAGE_SIZE, unreadOnly: filter === 'unread' }, c)),
      onSuccess: (page) => [
        // The query has no offset: take what lies beyond the loaded part (the reducer skips ids
        // it already has, in case new notifications pushed the list down meanwhile).
        { type: 'notifications/page-loaded', filter, append: true, items: page.items.slice(loaded), total: page.total },
        { type: 'notifications/unread-count-changed', count: page.unreadCount },
      ],
      onFailure: () => [{ type: 'notifications/load-failed', filter }],
    }),
  );
}

async function markRead(ctx: CommandContext, id: string): Promise<CommandResult> {
  const list = ctx.state().notifications;
  const item = list.items.find((n) => n.id === id);
  // Already read, or its call is in flight: the button is disabled, the command is a no-op.
  if (list.marking.includes(id) || list.markingAll || (item !== undefined && item.readAt !== null)) return OK;
  const decremented = item !== undefined && list.unreadCount > 0 ? 1 : 0;
  emitCommand(ctx, { type: 'notifications/marked-read', ids: [id], at: isoNow(ctx) });
  return resultOf(
    await run(ctx, {
      ...callSpec(ctx, notificationsCalls.markNotificationsRead, { ids: [id] }, { scope: 'brand' }),
      onSuccess: () => [{ type: 'notifications/read-confirmed', ids: [id] }],
      onFailure: () => [{ type: 'notifications/read-rolled-back', ids: [id], unreadCount: ctx.state().notifications.unreadCount + decremented }],
    }),
  );
}

async function markAllRead(ctx: CommandContext): Promise<CommandResult> {
  const list = ctx.state().notifications;
  const unreadIds = list.items.filter((n) => n.readAt === null).map((n) => n.id);
  // Spec section 5: the button is disabled while marking or when nothing is unread.
  if (list.markingAll || (list.unreadCount === 0 && unreadIds.length === 0)) return OK;
  const decremented = list.unreadCount;
  emitCommand(ctx, { type: 'notifications/all-marked-read', at: isoNow(ctx) });
  return resultOf(
    await run(ctx, {
      ...callSpec(ctx, notificationsCalls.markNotificationsRead, { all: true }, { scope: 'brand' }),
      onSuccess: () => [{ type: 'notifications/read-confirmed', ids: 'all' }],
      onFailure: () => [{ type: 'notifications/read-rolled-back', ids: unreadIds, unreadCount: ctx.state().notifications.unreadCount + decremented }],
    }),
  );
}

/** A new list load supersedes the one in flight (filter chips clicked quickly, load more). */
function latestLoad(ctx: CommandContext): AbortSignal {
  ctx.resources.notificationsLoad?.abort();
  const controller = new AbortController();
  ctx.resources.notificationsLoad = controller;
  return controller.signal;
}

function isoNow(ctx: CommandContext): string {
  return new Date(ctx.ports.clock.now()).toISOString();
}

export const notificationsCommands = {
  'notifications/load': loadNotifications,
  'notifications/load-more': (ctx) => loadMoreNotifications(ctx),
  'notifications/mark-read': (ctx, command) => markRead(ctx, command.id),
  'notifications/mark-all-read': (ctx) => markAllRead(ctx),
} satisfies CommandHandlers;

/**
 * Notification centre commands: load (page 1, replaces), load more (the next page, appended, with
 * the spec's minimum fetch delay), mark read (optimistic), mark all read (optimistic). Optimistic updates are rolled back
 * when the call fails; the unread count to restore is computed when the failure arrives, so
 * counts that moved meanwhile are kept, and the notifications effect then reconciles with the
 * server.
 */
import type { CommandResult } from '../../contract/commands';
import type { LoadNotificationsCommand } from './contract';
import { emitCommand, OK, resultOf, type CommandContext } from '../../engine/commands/command-context';
import { callSpec, run } from '../../engine/requests/execute';
import type { NotificationsPage } from '../../ports/types';
import type { CommandHandlers } from '../domain';
import { GRAPHQL_OPS, notificationsCalls } from './calls';
import { atLeast } from './at-least';
import { firstPageRefresh, LOAD_MORE_MIN_MS, NOTIFICATIONS_PAGE_SIZE, notificationsPageQuery } from './loads';

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
      call: (c) => ctx.ports.graphql.notifications(notificationsPageQuery(filter, 1), c),
      onSuccess: (page) => [
        { type: 'notifications/page-loaded', filter, append: false, page: 1, items: page.items, total: page.total },
        { type: 'notifications/unread-count-changed', count: page.unreadCount },
      ],
      onFailure: () => [{ type: 'notifications/load-failed', filter }],
    }),
  );
}

/**
 * The next page (`pages + 1`), for the infinite scroll: at most one in flight (a burst of "loader
 * in view" asks once), answered no sooner than LOAD_MORE_MIN_MS after it started. Notifications
 * created since the list was read push the server's pages down: the page then starts with items
 * already loaded, which the reducer drops (merge-pages.ts).
 */
export async function loadMoreNotifications(ctx: CommandContext): Promise<CommandResult> {
  const list = ctx.state().notifications;
  // Nothing to do: not loaded yet, already loading, or everything is here.
  if (list.status !== 'ready' || list.loadingMore || list.items.length >= list.total) return OK;
  const next = list.pages + 1;
  // Every page was read and some are still missing: they were created on top since page 1 was
  // read, and the live refresh has not brought them (yet, or at all while the subscription is
  // down). Page 1 brings them; asking for pages past the last would loop on empty ones.
  if (next > lastPage(list.total)) return resultOf(await run(ctx, firstPageRefresh(ctx, list.filter, 'always')));
  const signal = latestLoad(ctx);
  const { filter } = list;
  emitCommand(ctx, { type: 'notifications/load-started', filter, append: true });
  return resultOf(
    await run<NotificationsPage>(ctx, {
      op: GRAPHQL_OPS.notifications,
      scope: 'brand',
      signal,
      call: (c) => atLeast(ctx.ports.scheduler, LOAD_MORE_MIN_MS, ctx.ports.graphql.notifications(notificationsPageQuery(filter, next), c)),
      onSuccess: (page) => [
        { type: 'notifications/page-loaded', filter, append: true, page: next, items: page.items, total: page.total },
        { type: 'notifications/unread-count-changed', count: page.unreadCount },
      ],
      onFailure: () => [{ type: 'notifications/load-failed', filter, append: true }],
    }),
  );
}

/** Lighthouse's `paginatorInfo.lastPage` for this total. */
function lastPage(total: number): number {
  return Math.ceil(total / NOTIFICATIONS_PAGE_SIZE);
}

async function markRead(ctx: CommandContext, id: string): Promise<CommandResult> {
  const list = ctx.state().notifications;
  const item = list.items.find((n) => n.id === id);
  // Already read, or its call is in flight: the button is disabled, the command is a no-op.
  if (list.marking.includes(id) || list.markingAll || (item !== undefined && item.readAt !== null)) return OK;
  const decremented = item !== undefined && (list.unreadCount ?? 0) > 0 ? 1 : 0;
  emitCommand(ctx, { type: 'notifications/marked-read', ids: [id], at: isoNow(ctx) });
  return resultOf(
    await run(ctx, {
      ...callSpec(ctx, notificationsCalls.markNotificationsRead, { ids: [id] }, { scope: 'brand' }),
      onSuccess: () => [{ type: 'notifications/read-confirmed', ids: [id] }],
      onFailure: () => [{ type: 'notifications/read-rolled-back', ids: [id], unreadCount: restoredCount(ctx.state().notifications.unreadCount, decremented) }],
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
      onFailure: () => [{ type: 'notifications/read-rolled-back', ids: unreadIds, unreadCount: restoredCount(ctx.state().notifications.unreadCount, decremented) }],
    }),
  );
}

/**
 * A mark-read kept by the outbox, sent again (domains/outbox/senders.ts): the page already shows
 * it read (or read it back unread after a reload), so it is sent whatever the list holds now;
 * its answer confirms it, a refusal rolls the mark back like any failed mark-read.
 */
export async function sendMarkRead(ctx: CommandContext, id: string): Promise<CommandResult> {
  const item = ctx.state().notifications.items.find((n) => n.id === id);
  const wasUnread = item !== undefined && item.readAt === null;
  if (wasUnread) emitCommand(ctx, { type: 'notifications/marked-read', ids: [id], at: isoNow(ctx) });
  const decremented = wasUnread && (ctx.state().notifications.unreadCount ?? 0) > 0 ? 1 : 0;
  return resultOf(
    await run(ctx, {
      ...callSpec(ctx, notificationsCalls.markNotificationsRead, { ids: [id] }, { scope: 'brand' }),
      onSuccess: () => [{ type: 'notifications/read-confirmed', ids: [id] }],
      onFailure: () => [{ type: 'notifications/read-rolled-back', ids: [id], unreadCount: restoredCount(ctx.state().notifications.unreadCount, decremented) }],
    }),
  );
}

/**
 * The count to restore when a mark-read fails: what it is now plus what the mark took off. When
 * either is unknown the result is too; the refresh after the rollback brings the server's count.
 */
function restoredCount(now: number | null, decremented: number | null): number | null {
  return now === null || decremented === null ? null : now + decremented;
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

/**
 * The loads shared by commands (brand switch, start) and effects (live refresh, resync). Each
 * returns a RequestSpec; callers execute it.
 */
import type { BrandUser } from '../../contract/entities';
import type { DomainEvent } from '../../contract/events';
import type { Snapshot } from '../../contract/snapshot';
import { ResolvedApiError, UnhandledApiError } from '../../ports/http/errors';
import type { NotificationsPage } from '../../ports/types';
import type { Runtime } from '../core/runtime';
import { execute, type Outcome, type RequestSpec } from './execute';
import { OPS } from './request-ops';

/** Page size and load-more step of the notification centre (spec section 9). */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/**
 * Spec section 6: storage, balance and running builds are for collaborative brands or managers,
 * developers and visitors. Editors outside collaborative mode do not fetch them at all (the
 * server answers 403 to them).
 */
export function canSeeMoneyAndStorage(state: Snapshot): boolean {
  const brandUser = state.brand.brandUser;
  if (brandUser === null) return false;
  return brandUser.brand.collaborativeMode || brandUser.primaryRole !== 'editor';
}

export function brandUserEvents(brandUser: BrandUser): DomainEvent[] {
  const events: DomainEvent[] = [{ type: 'brand/user-loaded', brandUser }];
  if (brandUser.brand.storage !== null) events.push({ type: 'storage/recalculated', storage: brandUser.brand.storage });
  return events;
}

export function brandUserRequest(rt: Runtime, brand?: string): RequestSpec<BrandUser> {
  const identifier = brand ?? rt.state().brand.identifier ?? '';
  return {
    op: OPS.brandUser,
    scope: 'brand',
    ...(brand !== undefined ? { brand } : {}),
    call: (ctx) => rt.ports.backend.brandUser(ctx),
    onSuccess: brandUserEvents,
    onFailure: (error) => [{ type: 'brand/user-failed', identifier, status: statusOf(error) }],
  };
}

export function meRequest(rt: Runtime): RequestSpec<Awaited<ReturnType<Runtime['ports']['backend']['me']>>> {
  return {
    op: OPS.me,
    scope: 'session',
    call: (ctx) => rt.ports.backend.me(ctx),
    onSuccess: ({ user, brands }) => {
      const events: DomainEvent[] = [{ type: 'session/loaded', user, brands }];
      // The user's saved locale is their preference on every device: follow it.
      if (user.locale !== rt.state().session.locale) events.push({ type: 'locale/changed', locale: user.locale });
      return events;
    },
  };
}

export function invitesRequest(rt: Runtime): RequestSpec<Awaited<ReturnType<Runtime['ports']['backend']['invites']>>> {
  return { op: OPS.invites, scope: 'session', call: (ctx) => rt.ports.backend.invites(ctx), onSuccess: (invites) => [{ type: 'invites/loaded', invites }] };
}

export function balanceRequest(rt: Runtime): RequestSpec<number> {
  return { op: OPS.balance, scope: 'brand', call: (ctx) => rt.ports.backend.balance(ctx), onSuccess: (balance) => [{ type: 'balance/changed', balance }] };
}

export function buildsWidgetRequest(rt: Runtime): RequestSpec<Awaited<ReturnType<Runtime['ports']['backend']['buildsWidget']>>> {
  return {
    op: OPS.buildsWidget,
    scope: 'brand',
    call: (ctx) => rt.ports.backend.buildsWidget(ctx),
    onSuccess: (widget) => [{ type: 'builds/widget-loaded', widget }],
  };
}

export function incidentsRequest(rt: Runtime): RequestSpec<Awaited<ReturnType<Runtime['ports']['backend']['incidents']>>> {
  return { op: OPS.incidents, scope: 'brand', call: (ctx) => rt.ports.backend.incidents(ctx), onSuccess: (items) => [{ type: 'incidents/loaded', items }] };
}

export function unreadCountRequest(rt: Runtime): RequestSpec<number> {
  return {
    op: OPS.unreadCount,
    scope: 'brand',
    call: (ctx) => rt.ports.graphql.unreadCount(ctx),
    onSuccess: (count) => [{ type: 'notifications/unread-count-changed', count }],
  };
}

/**
 * Refreshes the top of the list without shrinking it: a user who scrolled through 60 items keeps
 * 60 (the query only knows `first`). A list never opened only needs the unread count.
 */
export function refreshNotifications(rt: Runtime, suppressToast: boolean): Promise<Outcome<unknown>> {
  const list = rt.state().notifications;
  if (list.status === 'idle') return execute(rt, { ...unreadCountRequest(rt), suppressToast });
  const filter = list.filter;
  const spec: RequestSpec<NotificationsPage> = {
    op: OPS.notifications,
    scope: 'brand',
    suppressToast,
    call: (ctx) => rt.ports.graphql.notifications({ first: Math.max(NOTIFICATIONS_PAGE_SIZE, list.items.length), unreadOnly: filter === 'unread' }, ctx),
    onSuccess: (page) => [
      { type: 'notifications/page-loaded', filter, append: false, items: page.items, total: page.total },
      { type: 'notifications/unread-count-changed', count: page.unreadCount },
    ],
  };
  return execute(rt, spec);
}

function statusOf(error: unknown): number | null {
  return error instanceof ResolvedApiError || error instanceof UnhandledApiError ? error.status : null;
}

/**
 * All fake ports together, with a happy-path session answered automatically (a manager of
 * "acme" with brands acme and beta) unless `manual: true`. Timers and the clock are the global
 * ones, so vitest fake timers give virtual time; the scheduler is RxJS's asyncScheduler.
 */
import { asyncScheduler, type SchedulerLike } from 'rxjs';
import type { BrandSummary, User } from '../../worker/contract/entities';
import type { Clock, Ports } from '../../worker/ports/types';
import { aBalance, aBrandSummary, aBrandUser, aBuildsWidget, anIncident, aUser } from './builders';
import { FakeBackend } from './fake-backend';
import { FakeCookies } from './fake-cookies';
import { FakeGraphql } from './fake-graphql';
import { FakeLive } from './fake-live';
import { createMemoryPreferences } from '../../worker/ports/preferences/memory-preferences';
import { createMemoryOutboxStore } from '../../worker/ports/outbox/memory-outbox-store';

export interface FakePorts {
  readonly ports: Ports;
  readonly backend: FakeBackend;
  readonly graphql: FakeGraphql;
  readonly live: FakeLive;
  readonly cookies: FakeCookies;
  /** The preferences port's values, readable and seedable by tests. */
  readonly preferences: ReturnType<typeof createMemoryPreferences>;
  /** The outbox's stored entries (IndexedDB in the browser). */
  readonly outbox: ReturnType<typeof createMemoryOutboxStore>;
}

export interface FakePortsOptions {
  /** No auto-answers at all: every call waits for the test. */
  readonly manual?: boolean;
  readonly user?: User;
  readonly brands?: readonly BrandSummary[];
  readonly balance?: number;
  readonly clock?: Clock;
  readonly scheduler?: SchedulerLike;
  /** The outbox store of an earlier data layer: a reload is a new data layer over the same store. */
  readonly outbox?: ReturnType<typeof createMemoryOutboxStore>;
}

export const systemClock: Clock = { now: () => Date.now() };

export function createFakePorts(options: FakePortsOptions = {}): FakePorts {
  const clock = options.clock ?? systemClock;
  const backend = new FakeBackend(() => clock.now());
  const graphql = new FakeGraphql(() => clock.now());
  const live = new FakeLive();
  const cookies = new FakeCookies();
  const preferences = createMemoryPreferences();
  const outbox = options.outbox ?? createMemoryOutboxStore();
  if (!options.manual) answerHappySession(backend, graphql, options);
  return {
    ports: { backend, graphql, live, clock, cookies, preferences, outbox, scheduler: options.scheduler ?? asyncScheduler },
    backend,
    graphql,
    live,
    cookies,
    preferences,
    outbox,
  };
}

/** Auto-answers for a signed-in manager; the brand user follows the X-Brand of each call. */
export function answerHappySession(backend: FakeBackend, graphql: FakeGraphql, options: FakePortsOptions = {}): void {
  const brands = options.brands ?? [aBrandSummary('acme'), aBrandSummary('beta', { collaborativeMode: true })];
  backend
    .autoAnswer('csrfCookie', undefined)
    .autoAnswer('me', { user: options.user ?? aUser(), brands: [...brands] })
    .autoAnswer('invites', [])
    .autoAnswer('brandUser', (call) => aBrandUser({ identifier: call.ctx.brand ?? 'acme' }))
    .autoAnswer('balance', aBalance(options.balance ?? 250))
    .autoAnswer('buildsWidget', aBuildsWidget(2))
    .autoAnswer('incidents', [anIncident(1)])
    .autoAnswer('dismissIncident', undefined)
    .autoAnswer('markNotificationsRead', undefined)
    .autoAnswer('updateLocale', undefined)
    .autoAnswer('logout', undefined)
    .autoAnswer('authCallback', undefined);
  graphql.autoAnswer('unreadCount', 0).autoAnswer('notifications', { items: [], total: 0, unreadCount: 0 });
}

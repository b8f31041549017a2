/**
 * Port interfaces: everything the engine needs from the outside world. Real adapters live beside
 * this file; fakes with the same interfaces live in tests/harness. Nothing wire-shaped crosses
 * these interfaces: adapters validate and translate, and report malformed input as data.
 */
import type { SchedulerLike } from 'rxjs';
import type {
  AppNotification,
  BrandInvite,
  BrandSummary,
  BrandUser,
  BuildsWidget,
  Incident,
  Locale,
  PrimaryRole,
  User,
} from '../contract/entities';
import type { ConnectionState, LiveEvent, PayloadMalformed } from '../contract/events';
import type { Query, QueryResult } from '../contract/queries';

/** Per-request context: which brand the request belongs to and how to cancel it. */
export interface RequestContext {
  /** Sent as X-Brand; null sends no header. */
  readonly brand: string | null;
  readonly signal?: AbortSignal;
  /** The failure is still thrown and logged, but no toast is requested. */
  readonly suppressToast?: boolean;
}

export interface MarkReadTarget {
  readonly ids?: readonly string[];
  readonly all?: true;
}

/**
 * The REST backend (spec section 7), domain-level. Every method either resolves with validated
 * domain data or rejects with one of the typed errors of `http/errors.ts`.
 */
export interface BackendPort {
  /** Sets the XSRF token sent as X-XSRF-TOKEN from now on. */
  setXsrfToken(token: string | null): void;
  /**
   * GET /server/sanctum/csrf-cookie (204): the server sets the XSRF-TOKEN cookie. The engine calls
   * it first thing on `start` and before sign-in; the main thread then reads the cookie and hands
   * the token back with `session/set-xsrf-token` (a worker cannot read cookies).
   */
  csrfCookie(ctx: RequestContext): Promise<void>;
  authCallback(params: { code: string; state: string }, ctx: RequestContext): Promise<void>;
  logout(ctx: RequestContext): Promise<void>;
  me(ctx: RequestContext): Promise<{ user: User; brands: BrandSummary[] }>;
  invites(ctx: RequestContext): Promise<BrandInvite[]>;
  brandUser(ctx: RequestContext): Promise<BrandUser>;
  balance(ctx: RequestContext): Promise<number>;
  buildsWidget(ctx: RequestContext): Promise<BuildsWidget>;
  incidents(ctx: RequestContext): Promise<Incident[]>;
  dismissIncident(id: number, ctx: RequestContext): Promise<void>;
  markNotificationsRead(target: MarkReadTarget, ctx: RequestContext): Promise<void>;
  updateLocale(locale: Locale, ctx: RequestContext): Promise<void>;
  /** PUT /api/v1/user/godlike-primary-role (403 unless the user is godlike). */
  setGodlikePrimaryRole(primaryRole: PrimaryRole, ctx: RequestContext): Promise<void>;
}

export interface NotificationsQuery {
  readonly first: number;
  /** Only unread (readAt null) when true. */
  readonly unreadOnly: boolean;
}

export interface NotificationsPage {
  readonly items: AppNotification[];
  readonly total: number;
  readonly unreadCount: number;
}

/** GraphQL (Lighthouse): queries over HTTP POST, subscriptions over graphql-ws. */
export interface GraphqlPort {
  notifications(query: NotificationsQuery, ctx: RequestContext): Promise<NotificationsPage>;
  unreadCount(ctx: RequestContext): Promise<number>;
  /**
   * Announces new notifications of the signed-in user; returns an unsubscribe function.
   * A notification that fails validation is not delivered but reported to `onMalformed`.
   */
  subscribeNotifications(
    onNotification: (n: AppNotification) => void,
    ctx: RequestContext,
    onMalformed?: (report: PayloadMalformed) => void,
  ): () => void;
}

/** What the live port reports: validated live events, malformed payloads, connection changes. */
export type LiveInput =
  | { readonly kind: 'event'; readonly channel: string; readonly event: LiveEvent }
  | { readonly kind: 'malformed'; readonly channel: string; readonly report: PayloadMalformed }
  | { readonly kind: 'connection'; readonly state: ConnectionState; readonly previous: ConnectionState }
  /** All channels are subscribed again after a reconnect: time to resync. */
  | { readonly kind: 'resubscribed' };

/** Pusher-protocol live events through laravel-echo (channels `public` and `private-brand.{brand}`). */
export interface LivePort {
  /** Starts (or keeps) the connection and listens on `public`. */
  connect(listener: (input: LiveInput) => void): void;
  /** Leaves the previous brand's private channel and joins the new one (null: none). */
  setBrand(identifier: string | null): void;
  /** Used by channel authorisation on every auth call from now on. */
  setXsrfToken(token: string | null): void;
  disconnect(): void;
}

/** Generic resource lists and details (DataLayerApi.query), domain-level like the other ports. */
export interface ResourcePort {
  run<Q extends Query>(query: Q, ctx: RequestContext): Promise<QueryResult<Q>>;
}

export interface Clock {
  now(): number;
}

export interface Ports {
  readonly backend: BackendPort;
  readonly graphql: GraphqlPort;
  readonly live: LivePort;
  readonly resources: ResourcePort;
  readonly clock: Clock;
  /** RxJS scheduler for debounces and batching: asyncScheduler live, fake timers in tests. */
  readonly scheduler: SchedulerLike;
}

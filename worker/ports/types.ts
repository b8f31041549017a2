/**
 * Port interfaces: everything the engine needs from the outside world. Real adapters live beside
 * this file; fakes with the same interfaces live in tests/harness. Nothing wire-shaped crosses
 * these interfaces: adapters validate and translate, and report malformed input as data.
 */
import type { SchedulerLike } from 'rxjs';
import type { AppNotification } from '../contract/entities';
import type { ConnectionState, LiveEvent, PayloadMalformed } from '../contract/events';
import type { HttpPort } from './http/create-http-port';

/** Per-request context: which brand the request belongs to and how to cancel it. */
export interface RequestContext {
  /** Sent as X-Brand; null sends no header. */
  readonly brand: string | null;
  readonly signal?: AbortSignal;
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
  /** `brand`: the brand of the channel it arrived on (null for the public channel). */
  | { readonly kind: 'event'; readonly channel: string; readonly brand: string | null; readonly event: LiveEvent }
  | { readonly kind: 'malformed'; readonly channel: string; readonly brand: string | null; readonly report: PayloadMalformed }
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

export interface Clock {
  now(): number;
}

export interface Ports {
  /** REST calls, declared by the domains (http/call.ts). */
  readonly backend: HttpPort;
  readonly graphql: GraphqlPort;
  readonly live: LivePort;
  readonly clock: Clock;
  /** RxJS scheduler for debounces and batching: asyncScheduler live, fake timers in tests. */
  readonly scheduler: SchedulerLike;
}

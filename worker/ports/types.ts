/**
 * Port interfaces: everything the engine needs from the outside world. Real adapters live beside
 * this file; fakes with the same interfaces live in tests/harness. Nothing wire-shaped crosses
 * these interfaces: adapters validate and translate, and report malformed input as data.
 */
import type { SchedulerLike } from 'rxjs';
import type { AppNotification } from '../contract/entities';
import type { EventOf, LiveEvent } from '../engine/registered';
import type { HttpPort } from './http/create-http-port';

// The events the ports report in, by the names the app registers (engine/registered.ts), so the
// ports' interfaces, like the engine, import no domain.
/** What a presence channel says, as domain events (the port's own, `presence/closed` and the rest, are not heard). */
export type PresenceWireEvent = EventOf<'presence/here' | 'presence/joined' | 'presence/left' | 'presence/editing'>;
type PayloadMalformed = EventOf<'diagnostics/payload-malformed'>;
type ConnectionState = EventOf<'connection/state-changed'>['state'];

/** Per-request context: which brand the request belongs to and how to cancel it. */
export interface RequestContext {
  /** Sent as X-Brand; null sends no header. */
  readonly brand: string | null;
  readonly signal?: AbortSignal;
  /** For an upload (a multipart body): bytes of the body sent so far, as the transport reports them. */
  readonly onUploadProgress?: (sent: number, total: number) => void;
  /** Sent as `Idempotency-Key` (contract/idempotency.ts): the same key on every attempt of one write. */
  readonly idempotencyKey?: string;
  /** Sent as `X-Request-Id` (contract/request-id.ts): the call's id in the event log and the server's log. */
  readonly requestId?: string;
  /** Told of each answer the server gave: its status, and the path as sent (under /server, with the query). */
  readonly onAnswer?: (answer: { readonly status: number; readonly path: string }) => void;
}

/** Lighthouse paginator: page `page` (from 1) of `first` items, newest first, the last 30 days. */
export interface NotificationsQuery {
  readonly first: number;
  readonly page: number;
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
  /** `dropped`: an optional field of the wrong type was left out; counted as malformed, the event kept. */
  | { readonly kind: 'event'; readonly channel: string; readonly brand: string | null; readonly event: LiveEvent; readonly dropped?: PayloadMalformed }
  | { readonly kind: 'malformed'; readonly channel: string; readonly brand: string | null; readonly report: PayloadMalformed }
  | { readonly kind: 'connection'; readonly state: ConnectionState; readonly previous: ConnectionState }
  /** All channels are subscribed again after a reconnect: time to resync. */
  | { readonly kind: 'resubscribed' }
  /** Authorising a private channel failed (status 0: no usable answer). */
  | { readonly kind: 'channel-auth-failed'; readonly channel: string; readonly brand: string | null; readonly status: number }
  /** Who is on a presence channel, validated (ports/live/decode-presence.ts); `brand`: the channel's. */
  | { readonly kind: 'presence'; readonly brand: string; readonly event: PresenceWireEvent };

/** Pusher-protocol live events through laravel-echo (channels `public` and `private-brand.{brand}`). */
export interface LivePort {
  /** Starts (or keeps) the connection and listens on `public`. */
  connect(listener: (input: LiveInput) => void): void;
  /** Leaves the previous brand's private channel and joins the new one (null: none). */
  setBrand(identifier: string | null): void;
  /** Used by channel authorisation on every auth call from now on. */
  setXsrfToken(token: string | null): void;
  /**
   * Authorises a joined private channel again after its authorisation failed (e.g. after a 419 and
   * a CSRF refresh). No-op when the channel is not joined, already subscribed, or not connected.
   * When it answers, `resubscribed` follows: it missed events meanwhile.
   */
  retryChannel(channel: string): void;
  /**
   * A page shows the record of this presence channel (worker/contract/live-channels.ts). Counted:
   * the channel is joined on the first call, and only while its brand is the one `setBrand` set
   * (a wanted channel of another brand waits for its brand; `setBrand` leaves the old brand's).
   */
  joinPresence(channel: string): void;
  /** One page fewer shows it; the last one leaves the channel. True when the channel was left. */
  leavePresence(channel: string): boolean;
  /** Tells the others on a joined presence channel that this person is (or stopped) editing (`client-editing`). */
  signalEditing(channel: string, editing: boolean): void;
  disconnect(): void;
}

/**
 * What only the page can read: a dedicated worker can read neither the page's cookies nor cookieStore
 * (ARCHITECTURE.md §3). The host hands the data layer a callback when it creates it: through
 * Comlink in worker mode, directly in process (`?worker=0`); tests give a fake cookie jar.
 */
export interface CookiePort {
  /** The XSRF-TOKEN cookie as the page sees it now (URL-decoded), or null when there is none. */
  readXsrfToken(): Promise<string | null>;
}

export interface Clock {
  now(): number;
}

/**
 * Small per-user values that outlive the page, such as the brand's notice dismissals. IndexedDB
 * in the browser (a worker has no localStorage); memory in tests. Failures read as "nothing
 * stored" and writes are best effort: a lost preference must never break the data layer.
 */
export interface PreferencesPort {
  read(key: string): Promise<unknown>;
  write(key: string, value: unknown): Promise<void>;
}

/**
 * The outbox's entries (writes kept while the connection is down, domains/outbox): IndexedDB in
 * the browser, memory in tests. Values are stored as given and validated when read back. Unlike
 * preferences, failures reject: the outbox says so rather than pretend a write is kept.
 */
export interface OutboxStorePort {
  list(): Promise<readonly unknown[]>;
  put(key: string, entry: unknown): Promise<void>;
  remove(key: string): Promise<void>;
}

export interface Ports {
  /** REST calls, declared by the domains (http/call.ts). */
  readonly backend: HttpPort;
  readonly graphql: GraphqlPort;
  readonly live: LivePort;
  readonly clock: Clock;
  /** The page's cookies (the XSRF token after a CSRF refresh). */
  readonly cookies: CookiePort;
  readonly preferences: PreferencesPort;
  readonly outbox: OutboxStorePort;
  /** RxJS scheduler for debounces and batching: asyncScheduler live, fake timers in tests. */
  readonly scheduler: SchedulerLike;
  /**
   * Lets the messages already queued for this thread run first (queued-messages.ts). In a worker,
   * the page's `brand/switch` may be waiting behind an answer that is about to start more loads
   * of the old brand; the send guard waits for this before it checks the brand. Absent in
   * process (the page calls the engine directly, nothing queues) and in tests.
   */
  readonly yieldToQueuedMessages?: () => Promise<void>;
}

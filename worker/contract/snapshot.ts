/**
 * The engine's state, as the reducer builds it and as the main thread mirrors it slice by slice.
 * Every slice is immutable; a slice that did not change keeps its identity (structural sharing),
 * which is how the bridge knows what to send.
 */
import type {
  AppNotification,
  BrandInvite,
  BrandSummary,
  BrandUser,
  BuildsWidget,
  DeploymentInfo,
  Incident,
  Locale,
  MaintenanceSeverity,
  NotificationFilter,
  StorageUsage,
  User,
} from './entities';
import type { CreditDismissibleLevel } from './credit-notice';
import type { ConnectionState } from '../domains/connection/contract';
import type { ToastKind } from '../domains/toasts/contract';
import type { PresenceUser } from '../domains/presence/contract';
import type { OutboxSlice } from '../domains/outbox/contract';
import type { Dismissals } from './notice';
import type { StorageDismissibleLevel } from './storage-notice';

export const LOAD_STATUSES = ['idle', 'loading', 'ready', 'error'] as const;
export type LoadStatus = (typeof LOAD_STATUSES)[number];

export interface ConnectionSlice {
  readonly state: ConnectionState;
  /** How many times the live connection came back after being lost. */
  readonly reconnects: number;
  /** Down (not 'connected') for 3 s after having been connected (connection/down-for-a-while); cleared on reconnect. */
  readonly downForAWhile: boolean;
}

export const SESSION_STATUSES = ['unknown', 'loading', 'signed-in', 'signed-out', 'expired'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

export interface SessionSlice {
  readonly status: SessionStatus;
  readonly user: User | null;
  readonly brands: readonly BrandSummary[];
  readonly invites: readonly BrandInvite[];
  readonly locale: Locale;
}

export interface BrandSlice {
  /** The brand in scope; every brand-scoped slice below belongs to it. */
  readonly identifier: string | null;
  readonly status: LoadStatus;
  readonly brandUser: BrandUser | null;
  /** Set when GraphQL asked to move to another brand; the UI navigates and clears it by switching. */
  readonly redirectTo: string | null;
  /**
   * The brand this person was just removed from (BrandUserRemoved naming them): the data layer left
   * it (channel, requests); the UI moves to a brand they still have, or to /invite. Cleared by the next switch.
   */
  readonly removedFrom: string | null;
}

/**
 * A notice's dismissals as the worker keeps them: `restored` once the brand's persisted dismissals
 * were read back (until then the UI shows no dismissible notice, so nothing flashes), `at` the
 * value each dismissible level's record is remembered with (null: not dismissed). Rules:
 * credit-notice.ts, storage-notice.ts.
 */
export interface NoticeDismissalState<Level extends string> {
  readonly restored: boolean;
  readonly at: Dismissals<Level>;
}

export interface BalanceSlice {
  readonly status: LoadStatus;
  readonly value: number | null;
  /** The server's version of `value` (contract/balance-version.ts); null: none yet, or the server sends none. */
  readonly version: number | null;
  readonly dismissal: NoticeDismissalState<CreditDismissibleLevel>;
}

export interface StorageSlice {
  readonly usage: StorageUsage | null;
  readonly dismissal: NoticeDismissalState<StorageDismissibleLevel>;
}

export interface BuildsSlice {
  readonly status: LoadStatus;
  readonly widget: BuildsWidget | null;
}

export interface NotificationsSlice {
  readonly filter: NotificationFilter;
  readonly status: LoadStatus;
  readonly loadingMore: boolean;
  /** The last further page failed: the list's window asks for none by itself until one is asked for again (Try again). */
  readonly moreFailed: boolean;
  /** Loaded items in display order (newest first). */
  readonly items: readonly AppNotification[];
  /** Total matching the filter on the server; "no more" when items.length === total. */
  readonly total: number;
  /** Pages of 20 read so far; load more asks for page `pages + 1` (0 before the first load). */
  readonly pages: number;
  /**
   * Unread notifications of the brand in scope; null until the server said (after a brand switch,
   * a sign-in), so no screen can show a count of 0 that is really "not known yet".
   */
  readonly unreadCount: number | null;
  /** Ids with a mark-read call in flight (their button is disabled). */
  readonly marking: readonly string[];
  readonly markingAll: boolean;
}

/**
 * What crosses the bridge of the notifications slice: everything but the items. The list's rows
 * cross only through a window (`notifications/list`, docs/engine.md "Windows"), so a batch
 * follows what is on screen, not how far the user scrolled.
 */
export type NotificationsSummary = Omit<NotificationsSlice, 'items'>;

export interface IncidentsSlice {
  readonly status: LoadStatus;
  readonly items: readonly Incident[];
  /** Ids with a dismiss call in flight (their button is disabled). */
  readonly dismissing: readonly number[];
}

export interface SystemSlice {
  readonly deployment: DeploymentInfo | null;
  readonly maintenance: { readonly severity: MaintenanceSeverity; readonly message: string | null } | null;
  readonly newVersionAvailable: boolean;
}

export interface Toast {
  readonly id: string;
  readonly kind: ToastKind;
  readonly key: string;
  readonly params: Readonly<Record<string, string | number>>;
  readonly text: string | null;
  readonly at: number;
}

export interface ToastsSlice {
  /** Newest last, at most TOASTS_MAX; a toast with the same key and text replaces the stale one. */
  readonly items: readonly Toast[];
}

export interface DiagnosticsSlice {
  /** Payloads dropped by validation, by origin. */
  readonly malformed: { readonly live: number; readonly http: number; readonly graphql: number };
  readonly lastMalformed: { readonly origin: string; readonly name: string; readonly reason: string } | null;
  /** Envelopes dropped because they belonged to another brand than the one in scope. */
  readonly foreignBrandDropped: number;
  /** Requests dropped before they left because their brand had left the scope (stale X-Brand). */
  readonly staleBrandRequests: number;
  /** Highest envelope seq folded into this state. */
  readonly lastSeq: number;
}

/**
 * Data calls (HTTP and GraphQL requests) the worker started and settled since it started: totals,
 * not a list, so the main thread can follow them (in flight = started - finished) from deltas.
 */
export interface RequestsSlice {
  readonly started: number;
  readonly finished: number;
}

/** An upload under way: bytes sent of its whole request body. */
export interface UploadProgress {
  readonly sent: number;
  readonly total: number;
}

/** One presence channel this tab is on (docs/collaboration.md, "Who else is here"). */
export interface PresenceRoomState {
  /** Everyone on the channel, this person included (the page leaves them out), in arrival order. */
  readonly users: readonly PresenceUser[];
  /** Ids of the members shown as editing now (each until EDITING_TTL_MS after their last signal). */
  readonly editing: readonly number[];
  /** When this tab last said it is editing (the throttle), or null. */
  readonly sentEditingAt: number | null;
}

/** The presence channels of the brand in scope this tab is on, by Pusher channel name. */
export interface PresenceSlice {
  readonly rooms: Readonly<Record<string, PresenceRoomState>>;
}

/** Uploads under way by the id the page gave their command (assets/upload, visuals/create|update). */
export interface UploadsSlice {
  readonly progress: Readonly<Record<string, UploadProgress>>;
}

export interface Snapshot {
  readonly connection: ConnectionSlice;
  readonly session: SessionSlice;
  readonly brand: BrandSlice;
  readonly balance: BalanceSlice;
  readonly storage: StorageSlice;
  readonly builds: BuildsSlice;
  readonly notifications: NotificationsSlice;
  readonly incidents: IncidentsSlice;
  readonly system: SystemSlice;
  readonly toasts: ToastsSlice;
  readonly diagnostics: DiagnosticsSlice;
  readonly requests: RequestsSlice;
  readonly uploads: UploadsSlice;
  readonly presence: PresenceSlice;
  /** Writes kept while the connection is down, of the brand in scope (domains/outbox). */
  readonly outbox: OutboxSlice;
}

export type SliceName = keyof Snapshot;

/** Slices that cross the bridge in another form than the worker keeps them (a long list left out). */
interface BridgedForms {
  readonly notifications: NotificationsSummary;
}

/**
 * The state as the main thread mirrors it: every slice as the worker keeps it, except that a
 * slice holding a long list crosses as its summary (the rows are read through a window).
 */
export type BridgedSnapshot = { readonly [K in SliceName]: K extends keyof BridgedForms ? BridgedForms[K] : Snapshot[K] };

/** Brand data: reset to their initial value whenever the brand scope changes (switch, sign-out). */
export const BRAND_SCOPED_SLICES = ['balance', 'storage', 'builds', 'notifications', 'incidents', 'uploads', 'presence', 'outbox'] as const satisfies readonly SliceName[];


/**
 * The domain-event protocol: one discriminated union, one interface per variant.
 *
 * Three families travel through the engine:
 *  - `live/*`: live events as received on the Pusher channels, validated and translated by the
 *    live port (spec section 7 lists them). The engine's effects react to them.
 *  - domain events derived from responses and from live events (`balance/changed`, ...): these
 *    are what the reducer folds into state. Responses are logged as events, so a replay needs
 *    no network.
 *  - events that answer a user's command (optimistic updates, brand switch) carry source
 *    'command', so a replay reproduces them too.
 *
 * The worker emits i18n keys and parameters, never translated text.
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
import type { QueryItem, ResourceName } from './queries';
import type { BrandMoneyResource } from './brand-money';
import type { CreditDismissals } from './credit-notice';
import type { StorageDismissals } from './storage-notice';
import type { BrandAdminResource } from './brand-admin';
import type { PeopleResource } from './people';
import type { AssetsResource } from './assets';
import type { AssetLibraryAction } from './asset-library-live';
import type { AssetItemType } from './asset-order';
import type { VersionChange } from './creative-live';
import type { RenderStage } from './render-stages';

// ---------------------------------------------------------------- live events (as received)

/** Common fields of the spec's live payload (buildNumber, revision, brandId, ...), all optional. */
export interface LivePayloadMeta {
  readonly brandId?: number;
  readonly brandUserId?: number;
  readonly userId?: number;
}

export interface LiveIncidentUpdated extends LivePayloadMeta {
  readonly type: 'live/incident-updated';
  readonly incidentId: number | null;
  /** created | archived | restored reload the incident list; anything else is ignored. */
  readonly action: string;
}
export interface LiveIncidentTransitioned extends LivePayloadMeta {
  readonly type: 'live/incident-transitioned';
  readonly incidentId: number | null;
  readonly action: string;
}
export interface LiveShowMaintenance extends LivePayloadMeta {
  readonly type: 'live/show-maintenance';
  readonly severity: MaintenanceSeverity;
  readonly message: string | null;
}
export interface LiveNewVersionAvailable extends LivePayloadMeta {
  readonly type: 'live/new-version-available';
  readonly buildNumber: string | null;
  readonly revision: string | null;
}
export interface LiveBrandBroadcastTested extends LivePayloadMeta {
  readonly type: 'live/brand-broadcast-tested';
  readonly message: string | null;
}
export interface LiveBrandUserUpdated extends LivePayloadMeta {
  readonly type: 'live/brand-user-updated';
}
export interface LiveBrandUpdated extends LivePayloadMeta {
  readonly type: 'live/brand-updated';
}
export interface LiveUserUpdated extends LivePayloadMeta {
  readonly type: 'live/user-updated';
}
export interface LiveBrandStoreUsageCalculated extends LivePayloadMeta {
  readonly type: 'live/brand-store-usage-calculated';
}
export interface LiveBalanceSpend extends LivePayloadMeta {
  readonly type: 'live/balance-spend';
  /** Credits spent (informative: never subtracted, contract/balance-version.ts). */
  readonly amount: number | null;
  /** The balance after the spend and its version: shown when newer; either null: refetch only. */
  readonly balance: number | null;
  readonly version: number | null;
}
export interface LiveVisualBuildCreated extends LivePayloadMeta {
  readonly type: 'live/visual-build-created';
  readonly buildId: number | null;
  readonly status: string | null;
  /** 0–100 when the payload says. */
  readonly progress: number | null;
  /** The stage of a rendering build (contract/render-stages.ts); null when it is in none or the payload does not say. */
  readonly stage?: RenderStage | null;
}
export interface LiveVisualBuildUpdated extends LivePayloadMeta {
  readonly type: 'live/visual-build-updated';
  readonly buildId: number | null;
  readonly status: string | null;
  /** 0–100 when the payload says. */
  readonly progress: number | null;
  /** The stage of a rendering build (contract/render-stages.ts); null when it is in none or the payload does not say. */
  readonly stage?: RenderStage | null;
}
/** Someone changed an ad set (a wizard step, its ads, review, hooks): pages showing it refetch. */
export interface LiveAdSetUpdated extends LivePayloadMeta {
  readonly type: 'live/ad-set-updated';
  readonly adSetId: number;
}
/** Someone created, renamed or deleted a team or moved people in or out: team and user lists refetch. */
export interface LiveTeamUpdated extends LivePayloadMeta {
  readonly type: 'live/team-updated';
  readonly teamId: number;
}
/** Someone invited a person to the brand or withdrew an invitation: the pending list refetches. */
export interface LiveBrandInviteUpdated extends LivePayloadMeta {
  readonly type: 'live/brand-invite-updated';
}
/**
 * Someone changed a template's version (a transition, a revision, a render start) or its comments:
 * every page showing that version, its template or the lists refetches (contract/creative-live.ts).
 */
export interface LiveVisualVersionUpdated extends LivePayloadMeta {
  readonly type: 'live/visual-version-updated';
  readonly versionId: number;
  readonly visualId: number;
  /** What changed it (process, comment, …), as the server said; null when absent or unknown. */
  readonly action: VersionChange | null;
}
/** Someone changed a template (its fields, publication, archive, a new version): its pages and the lists refetch. */
export interface LiveVisualUpdated extends LivePayloadMeta {
  readonly type: 'live/visual-updated';
  readonly visualId: number;
}
/**
 * Someone changed a folder's content in the asset library (contract/asset-library-live.ts): the
 * folder's open listing takes the row in or out, and the folder's own tile is fetched again.
 */
export interface LiveAssetLibraryUpdated extends LivePayloadMeta {
  readonly type: 'live/asset-library-updated';
  readonly action: AssetLibraryAction;
  readonly itemType: AssetItemType;
  readonly itemId: number;
  /** The folder the item is listed in (a file's folder, a folder's parent). */
  readonly directoryId: number;
}
/** A notification announced by the GraphQL subscription. */
export interface LiveNotificationCreated {
  readonly type: 'live/notification-created';
  readonly notification: AppNotification;
}

export type LiveEvent =
  | LiveIncidentUpdated
  | LiveIncidentTransitioned
  | LiveShowMaintenance
  | LiveNewVersionAvailable
  | LiveBrandBroadcastTested
  | LiveBrandUserUpdated
  | LiveBrandUpdated
  | LiveUserUpdated
  | LiveBrandStoreUsageCalculated
  | LiveBalanceSpend
  | LiveVisualBuildCreated
  | LiveVisualBuildUpdated
  | LiveAdSetUpdated
  | LiveTeamUpdated
  | LiveBrandInviteUpdated
  | LiveVisualVersionUpdated
  | LiveVisualUpdated
  | LiveAssetLibraryUpdated
  | LiveNotificationCreated;

// ---------------------------------------------------------------- connection and diagnostics

export const CONNECTION_STATES = [
  'idle',
  'connecting',
  'connected',
  'unavailable',
  'failed',
  'disconnected',
] as const;
export type ConnectionState = (typeof CONNECTION_STATES)[number];

export interface ConnectionStateChanged {
  readonly type: 'connection/state-changed';
  readonly state: ConnectionState;
  readonly previous: ConnectionState;
}
/** Emitted after a reconnect once the channels are subscribed again; effects resync on it. */
export interface ConnectionResubscribed {
  readonly type: 'connection/resubscribed';
}
/**
 * The live connection, once up, has not been 'connected' for 3 s (worker/domains/connection, timed
 * on the engine's scheduler); the header shows a quiet indicator until it is connected again.
 */
export interface ConnectionDownForAWhile {
  readonly type: 'connection/down-for-a-while';
}
/** The browser is back online (the main thread said so): refetch as after a reconnect. */
export interface ConnectionResyncRequested {
  readonly type: 'connection/resync-requested';
}
/**
 * Authorising a private channel failed (`POST broadcasting/auth`), on joining it or when pusher
 * re-authorises it after a reconnect. The channel receives nothing until it is authorised again
 * (docs/live-events.md, "Channel authorisation failures").
 */
export interface ChannelAuthFailed {
  readonly type: 'connection/channel-auth-failed';
  readonly channel: string;
  /** HTTP status of the auth answer; 0 when no usable answer came (network error, invalid body). */
  readonly status: number;
}
/**
 * A payload from outside (live event, response, GraphQL) failed validation and was dropped, or
 * a live event arrived with an optional field of the wrong type, which was dropped (the event
 * itself was kept: docs/live-events.md, "Malformed payloads").
 */
export interface PayloadMalformed {
  readonly type: 'diagnostics/payload-malformed';
  readonly origin: 'live' | 'http' | 'graphql';
  /** Event name or request path. */
  readonly name: string;
  readonly reason: string;
}

/**
 * A request of a brand that left the scope was about to be sent and was dropped before it left
 * (engine/requests/send-guard.ts): no request ever carries a stale X-Brand. Of no brand.
 */
export interface StaleBrandRequestDropped {
  readonly type: 'diagnostics/stale-brand-request-dropped';
  readonly method: string;
  readonly path: string;
  /** The X-Brand it would have carried. */
  readonly brand: string;
}

// ---------------------------------------------------------------- session and brand

export interface SessionLoadStarted {
  readonly type: 'session/load-started';
}
export interface SessionLoaded {
  readonly type: 'session/loaded';
  readonly user: User;
  readonly brands: readonly BrandSummary[];
}
export interface SessionSignedOut {
  readonly type: 'session/signed-out';
}
/**
 * 401 from the server, or a GraphQL error of category `authentication`: the UI remembers the path
 * and goes to /login once. A 419 never ends the session (see SessionCsrfRefreshed).
 */
export interface SessionExpired {
  readonly type: 'session/expired';
  readonly status: 401;
}
/**
 * A 419 (CSRF token mismatch) made the data layer fetch the csrf cookie again and take the new
 * token from the page; the request is then sent once more. Concurrent 419s share one refresh.
 * The token itself is never logged.
 */
export interface SessionCsrfRefreshed {
  readonly type: 'session/csrf-refreshed';
  /** What met the 419 first: `POST /api/v1/...` or `channel private-brand.x`. */
  readonly trigger: string;
  /** false: the cookie could not be fetched or the page had no token; the request fails as it was. */
  readonly ok: boolean;
}
export interface InvitesLoaded {
  readonly type: 'invites/loaded';
  readonly invites: readonly BrandInvite[];
}
export interface BrandSwitchStarted {
  readonly type: 'brand/switch-started';
  readonly identifier: string;
}
export interface BrandUserLoaded {
  readonly type: 'brand/user-loaded';
  readonly brandUser: BrandUser;
}
/** The brand user could not be loaded (403: not a member, or a failed call). */
export interface BrandUserFailed {
  readonly type: 'brand/user-failed';
  readonly identifier: string;
  readonly status: number | null;
}
/** GraphQL said a model belongs to another brand; the UI navigates to /switch-brand/{identifier}. */
export interface BrandRedirectRequested {
  readonly type: 'brand/redirect-requested';
  readonly identifier: string;
}
export interface LocaleChanged {
  readonly type: 'locale/changed';
  readonly locale: Locale;
}

// ---------------------------------------------------------------- wallet, storage, builds

export interface BalanceChanged {
  readonly type: 'balance/changed';
  readonly balance: number;
  /** The server's balance version (contract/balance-version.ts); null when it sent none. */
  readonly version: number | null;
}
export interface StorageRecalculated {
  readonly type: 'storage/recalculated';
  readonly storage: StorageUsage;
}

// ---------------------------------------------------------------- notice dismissals

export type DismissibleNotice = 'credit' | 'storage';
/** The brand's dismissal records as persisted (the value each was made at), read back after a switch. */
export interface NoticesRestored {
  readonly type: 'notices/restored';
  readonly credit: CreditDismissals;
  readonly storage: StorageDismissals;
}
/** The user dismissed a notice at the value the slice holds now. */
export interface NoticeDismissed {
  readonly type: 'notices/dismissed';
  readonly notice: DismissibleNotice;
}
export interface BuildsWidgetLoaded {
  readonly type: 'builds/widget-loaded';
  readonly widget: BuildsWidget;
}

// ---------------------------------------------------------------- notifications

export interface NotificationsLoadStarted {
  readonly type: 'notifications/load-started';
  readonly filter: NotificationFilter;
  readonly append: boolean;
}
export interface NotificationsPageLoaded {
  readonly type: 'notifications/page-loaded';
  readonly filter: NotificationFilter;
  /** true when the page extends the list (load more), false when it replaces it. */
  readonly append: boolean;
  /** Which page of 20 this is (1 for a load); a load-more page that is not the next one is stale. */
  readonly page: number;
  readonly items: readonly AppNotification[];
  readonly total: number;
}
/**
 * The live refresh read page 1 again: it goes on top of what is loaded, replacing those ids and
 * keeping the pages below (docs/notifications.md).
 */
export interface NotificationsFirstPageRefreshed {
  readonly type: 'notifications/first-page-refreshed';
  readonly filter: NotificationFilter;
  readonly items: readonly AppNotification[];
  readonly total: number;
}
export interface NotificationsLoadFailed {
  readonly type: 'notifications/load-failed';
  readonly filter: NotificationFilter;
  /** A further page (load more) failed: the rows loaded stay, and no page is asked for by itself until one is asked for again. */
  readonly append?: boolean;
}
/** Optimistic: shown read at once. `at` is the read time shown until the server agrees. */
export interface NotificationsMarkedRead {
  readonly type: 'notifications/marked-read';
  readonly ids: readonly string[];
  readonly at: string;
}
export interface NotificationsAllMarkedRead {
  readonly type: 'notifications/all-marked-read';
  readonly at: string;
}
/** The mark-read call failed: the listed notifications are unread again. */
export interface NotificationsReadRolledBack {
  readonly type: 'notifications/read-rolled-back';
  readonly ids: readonly string[];
  /** Unread count to restore (what it was before the optimistic update); null: still not known. */
  readonly unreadCount: number | null;
}
export interface NotificationsReadConfirmed {
  readonly type: 'notifications/read-confirmed';
  readonly ids: readonly string[] | 'all';
}
export interface UnreadCountChanged {
  readonly type: 'notifications/unread-count-changed';
  readonly count: number;
}

// ---------------------------------------------------------------- incidents and system

export interface IncidentsLoaded {
  readonly type: 'incidents/loaded';
  readonly items: readonly Incident[];
}
/** The brand's incidents could not be loaded: "not known", never "none". */
export interface IncidentsLoadFailed {
  readonly type: 'incidents/load-failed';
}
export interface IncidentDismissStarted {
  readonly type: 'incidents/dismiss-started';
  readonly id: number;
}
export interface IncidentDismissed {
  readonly type: 'incidents/dismissed';
  readonly id: number;
}
export interface IncidentDismissFailed {
  readonly type: 'incidents/dismiss-failed';
  readonly id: number;
}
/** The deployment's public configuration, known once the data layer has booted. */
export interface DeploymentLoaded {
  readonly type: 'system/deployment-loaded';
  readonly deployment: DeploymentInfo;
}
export interface MaintenanceShown {
  readonly type: 'system/maintenance-shown';
  readonly severity: MaintenanceSeverity;
  readonly message: string | null;
}
export interface MaintenanceClosed {
  readonly type: 'system/maintenance-closed';
}
export interface NewVersionAvailable {
  readonly type: 'system/new-version-available';
  readonly buildNumber: string | null;
}

/**
 * Why the tab's page loaded again while its event log was kept (docs/event-log.md, "The tab's
 * log across reloads"): the browser's navigation type, or the app's own reason when the app
 * reloaded or left the page itself.
 */
export const PAGE_LOAD_REASONS = ['reload', 'navigate', 'back-forward', 'role-change', 'maintenance-refresh', 'new-version', 'chunk-reload', 'sign-in'] as const;
export type PageLoadReason = (typeof PAGE_LOAD_REASONS)[number];

/**
 * The first envelope of a page that continues its tab's log: everything before it belongs to an
 * earlier page of the tab. The reducer starts over from the initial state (what the new page
 * does), so a replay through it reaches the new page's state exactly.
 */
export interface PageLoaded {
  readonly type: 'log/page-loaded';
  readonly reason: PageLoadReason;
}

// ---------------------------------------------------------------- watched records

/**
 * Resources watched queries are about, as live-query patches name them. A write's answer, a
 * notification about a record, or a deletion reaches every watch of that resource through these
 * events (engine/live-queries), so both sides of a review see the change without reloading.
 */
export type WatchedResource = ResourceName | BrandMoneyResource | BrandAdminResource | PeopleResource | AssetsResource | 'visual-comment' | 'visual-build-report';

/** A write answered with the record's new state (typed entity of creatives.ts). */
export interface RecordChanged {
  readonly type: 'records/changed';
  readonly resource: WatchedResource;
  readonly id: string;
  readonly record: QueryItem;
}
/** A record is gone (deleted, archived away from the list). */
export interface RecordRemoved {
  readonly type: 'records/removed';
  readonly resource: WatchedResource;
  readonly id: string;
}
/**
 * A query key (engine/live-queries/query-keys.ts): the resource first, then what narrows it.
 * `[resource]` is every watch of the resource, `[resource, id]` one record of it (the watches
 * showing it), as TanStack Query's keys are matched by prefix.
 */
export type QueryKey = readonly [WatchedResource, ...string[]];

/** A write (or a change we know no more of) made these keys stale: the watches they match refetch. */
export interface QueriesInvalidated {
  readonly type: 'queries/invalidated';
  readonly keys: readonly QueryKey[];
}

// ---------------------------------------------------------------- toasts

export const TOAST_KINDS = ['error', 'warning', 'info', 'success'] as const;
export type ToastKind = (typeof TOAST_KINDS)[number];

export interface ToastRequested {
  readonly type: 'toast/requested';
  readonly id: string;
  readonly kind: ToastKind;
  /** i18n key, e.g. REQUESTS.NOT_FOUND. */
  readonly key: string;
  readonly params: Readonly<Record<string, string | number>>;
  /** Server text shown verbatim (validation messages, single errors); rendered as text, never HTML. */
  readonly text: string | null;
}
export interface ToastDismissed {
  readonly type: 'toast/dismissed';
  readonly id: string;
}

// ---------------------------------------------------------------- requests

/** A request failed; logged for debugging. Aborted requests appear here with kind 'aborted' only. */
/** A data call (HTTP or GraphQL request) started / settled, whatever its outcome: the loading bar's input. */
export interface RequestStarted {
  readonly type: 'requests/started';
}
export interface RequestFinished {
  readonly type: 'requests/finished';
}
/**
 * Bytes of an upload sent so far (XHR upload progress, at most every ~50 ms), and its end,
 * whatever the outcome. `upload` is the id the page gave the command.
 */
export interface UploadProgressed {
  readonly type: 'uploads/progress';
  readonly upload: string;
  readonly sent: number;
  readonly total: number;
}
export interface UploadSettled {
  readonly type: 'uploads/settled';
  readonly upload: string;
}
export interface RequestFailed {
  readonly type: 'request/failed';
  readonly method: string;
  readonly path: string;
  readonly status: number | null;
  readonly kind: 'unhandled' | 'resolved' | 'internal' | 'aborted';
  readonly reason: string;
}

export type DomainEvent =
  | LiveEvent
  | ConnectionStateChanged
  | ConnectionResubscribed
  | ChannelAuthFailed
  | ConnectionDownForAWhile
  | ConnectionResyncRequested
  | PayloadMalformed
  | StaleBrandRequestDropped
  | SessionLoadStarted
  | SessionLoaded
  | SessionSignedOut
  | SessionExpired
  | SessionCsrfRefreshed
  | InvitesLoaded
  | BrandSwitchStarted
  | BrandUserLoaded
  | BrandUserFailed
  | BrandRedirectRequested
  | LocaleChanged
  | BalanceChanged
  | StorageRecalculated
  | NoticesRestored
  | NoticeDismissed
  | BuildsWidgetLoaded
  | NotificationsLoadStarted
  | NotificationsPageLoaded
  | NotificationsFirstPageRefreshed
  | NotificationsLoadFailed
  | NotificationsMarkedRead
  | NotificationsAllMarkedRead
  | NotificationsReadRolledBack
  | NotificationsReadConfirmed
  | UnreadCountChanged
  | IncidentsLoaded
  | IncidentsLoadFailed
  | IncidentDismissStarted
  | IncidentDismissed
  | IncidentDismissFailed
  | DeploymentLoaded
  | MaintenanceShown
  | MaintenanceClosed
  | NewVersionAvailable
  | PageLoaded
  | RecordChanged
  | RecordRemoved
  | QueriesInvalidated
  | ToastRequested
  | ToastDismissed
  | RequestStarted
  | RequestFinished
  | UploadProgressed
  | UploadSettled
  | RequestFailed;

export type DomainEventType = DomainEvent['type'];
export type EventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

export const EVENT_SOURCES = ['live', 'http', 'command', 'system'] as const;
export type EventSource = (typeof EVENT_SOURCES)[number];

/**
 * Every event travels in an envelope. `brand` is the brand the event belongs to (the brand that
 * was current when the request started or the channel it arrived on), or null for events that
 * belong to no brand (session, public channel, connection). The reducer drops brand-scoped
 * envelopes of another brand, so a late response can never leak across a brand switch.
 */
export interface Envelope<E extends DomainEvent = DomainEvent> {
  readonly seq: number;
  /** Epoch milliseconds from the engine's clock. */
  readonly at: number;
  readonly brand: string | null;
  readonly source: EventSource;
  readonly event: E;
}

/**
 * The session domain's contract: the signed-in user: start, sign-in and out, the session's expiry,
 * the CSRF token, the locale. Pure (worker/domains/contract-kit.ts): the server, the worker and,
 * for types, the page import it.
 */
import type { BrandInvite, BrandSummary, Locale, PrimaryRole, User } from '../../contract/entities';
import { defineContract } from '../contract-kit';

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

export interface LocaleChanged {
  readonly type: 'locale/changed';
  readonly locale: Locale;
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

export interface StartCommand {
  readonly type: 'start';
  /** XSRF-TOKEN cookie, URL-decoded, read by the main thread (a worker cannot read cookies). */
  readonly xsrfToken: string | null;
  /** Brand from the route, if the current URL has one. */
  readonly routeBrand: string | null;
  readonly locale: Locale;
}

/** Completes the OAuth redirect: exchanges code and state for a session, then loads it. */
export interface CompleteSignInCommand {
  readonly type: 'session/complete-sign-in';
  readonly code: string;
  readonly state: string;
}

export interface SignOutCommand {
  readonly type: 'session/sign-out';
}

export interface SetXsrfTokenCommand {
  readonly type: 'session/set-xsrf-token';
  readonly token: string | null;
}

export interface SetLocaleCommand {
  readonly type: 'session/set-locale';
  readonly locale: Locale;
}

/**
 * Godlike users only: changes their own primary role in the current brand. Resolves ok once the
 * server agreed; the main thread then reloads the product (spec section 2).
 */
export interface SetGodlikePrimaryRoleCommand {
  readonly type: 'user/set-godlike-primary-role';
  readonly primaryRole: PrimaryRole;
}

/**
 * The invited person's answers (docs/brand-admin.md "Joining and leaving"). Accept resolves with the
 * joined brand's identifier in `id` once the person's brands and invitations are reloaded (the page
 * then opens the brand); a refused answer resolves with `invite` (where it stands) and the key that
 * says so (`INVITE.STATE_EXPIRED`, ...), or `INVITE.UNKNOWN` for a link that is not theirs.
 */
export interface AcceptInviteCommand {
  readonly type: 'invites/accept';
  readonly hash: string;
}
export interface DeclineInviteCommand {
  readonly type: 'invites/decline';
  readonly hash: string;
}
/** Where one invitation of the person's stands (a link whose invitation is no longer pending). */
export interface LookUpInviteCommand {
  readonly type: 'invites/look-up';
  readonly hash: string;
}

// ---------------------------------------------------------------- its slice of the engine's state

export const SESSION_STATUSES = ['unknown', 'loading', 'signed-in', 'signed-out', 'expired'] as const;

export type SessionStatus = (typeof SESSION_STATUSES)[number];

export interface SessionSlice {
  readonly status: SessionStatus;
  readonly user: User | null;
  readonly brands: readonly BrandSummary[];
  readonly invites: readonly BrandInvite[];
  readonly locale: Locale;
}

/** What the session domain adds to the protocol (worker/domains/contracts.ts unions every domain's). */
export const sessionContract = defineContract<{
  /** Its slice of the engine's state (contract/snapshot.ts derives the Snapshot from every domain's). */
  readonly slice: { readonly session: SessionSlice };
  readonly events: SessionLoadStarted | SessionLoaded | SessionSignedOut | SessionExpired | SessionCsrfRefreshed | InvitesLoaded | LocaleChanged | ChannelAuthFailed;
  readonly commands: StartCommand | CompleteSignInCommand | SignOutCommand | SetXsrfTokenCommand | SetLocaleCommand | SetGodlikePrimaryRoleCommand | AcceptInviteCommand | DeclineInviteCommand | LookUpInviteCommand;
}>()();

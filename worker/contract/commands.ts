/**
 * What the main thread can ask of the data layer. One discriminated union: a command is data,
 * so it can be logged, replayed from a scenario, or sent by a tester.
 */
import type { Locale, NotificationFilter, PrimaryRole } from './entities';

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
export interface SwitchBrandCommand {
  readonly type: 'brand/switch';
  readonly identifier: string;
}
export interface SetXsrfTokenCommand {
  readonly type: 'session/set-xsrf-token';
  readonly token: string | null;
}
export interface SetLocaleCommand {
  readonly type: 'session/set-locale';
  readonly locale: Locale;
}
export interface LoadNotificationsCommand {
  readonly type: 'notifications/load';
  readonly filter: NotificationFilter;
}
export interface LoadMoreNotificationsCommand {
  readonly type: 'notifications/load-more';
}
export interface MarkNotificationReadCommand {
  readonly type: 'notifications/mark-read';
  readonly id: string;
}
export interface MarkAllNotificationsReadCommand {
  readonly type: 'notifications/mark-all-read';
}
export interface DismissIncidentCommand {
  readonly type: 'incidents/dismiss';
  readonly id: number;
}
export interface DismissToastCommand {
  readonly type: 'toast/dismiss';
  readonly id: string;
}
/**
 * Godlike users only: changes their own primary role in the current brand. Resolves ok once the
 * server agreed; the main thread then reloads the product (spec section 2).
 */
export interface SetGodlikePrimaryRoleCommand {
  readonly type: 'user/set-godlike-primary-role';
  readonly primaryRole: PrimaryRole;
}
export interface CloseMaintenanceCommand {
  readonly type: 'system/close-maintenance';
}

export type Command =
  | StartCommand
  | CompleteSignInCommand
  | SignOutCommand
  | SwitchBrandCommand
  | SetXsrfTokenCommand
  | SetLocaleCommand
  | LoadNotificationsCommand
  | LoadMoreNotificationsCommand
  | MarkNotificationReadCommand
  | MarkAllNotificationsReadCommand
  | DismissIncidentCommand
  | DismissToastCommand
  | SetGodlikePrimaryRoleCommand
  | CloseMaintenanceCommand;

export type CommandType = Command['type'];

/** Commands answer when their work is done; failures are reported as events, so ok is informative. */
export interface CommandResult {
  readonly ok: boolean;
  /** i18n key of the failure, when ok is false. */
  readonly error?: string;
}

/**
 * What the main thread can ask of the data layer. One discriminated union: a command is data,
 * so it can be logged, replayed from a scenario, or sent by a tester.
 */
import type { BrandAdminCommand } from './brand-admin';
import type { AssetsCommand } from './assets';
import type { BrandMoneyCommand } from './brand-money';
import type { PeopleCommand } from './people';
import type { AdSetsCommand } from './ad-sets';
import type { FeedPreview, FeedsCommand } from './feeds';
import type { DownloadedFile, VersionAction, Visual, VisualAction, VisualForm } from './creatives';
import type { Locale, NotificationFilter, PrimaryRole } from './entities';
import type { DismissibleNotice } from './events';
import type { ResourceName, ResourceRecord } from './queries';

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
/** The browser is back online: refetch what a live reconnect would (connection/resync-requested). */
export interface ResyncCommand {
  readonly type: 'connection/resync';
}
export interface CloseMaintenanceCommand {
  readonly type: 'system/close-maintenance';
}
/** Dismisses the low-credit or high-storage notice at the value the worker holds now. */
export interface DismissNoticeCommand {
  readonly type: 'notices/dismiss';
  readonly notice: DismissibleNotice;
}

// ---------------------------------------------------------------- the creative workflow

/** Uploads a new template: multipart with the package file and the form (spec section 7). */
export interface CreateVisualCommand {
  readonly type: 'visuals/create';
  readonly form: VisualForm;
  readonly package: Blob;
  /** The package's file name, sent with the multipart part. */
  readonly packageName: string;
  /** The wizard's progress flags (spec section 4), stored with the template. */
  readonly progress?: Visual['progress'];
  /** An id of the page's choosing: the upload's progress is `uploads.progress[upload]` while it runs. */
  readonly upload?: string;
}
/** Updates a template: the same multipart (a new package is optional). */
export interface UpdateVisualCommand {
  readonly type: 'visuals/update';
  readonly id: string;
  readonly form: VisualForm;
  readonly package: Blob | null;
  readonly packageName: string | null;
  /** As for visuals/create. */
  readonly upload?: string;
}
export interface VisualActionCommand {
  readonly type: 'visuals/action';
  readonly id: string;
  /** archive = delete without force; force-delete adds force=1. */
  readonly action: VisualAction;
}
export interface VersionActionCommand {
  readonly type: 'versions/action';
  readonly id: string;
  readonly action: VersionAction;
  /** Required to reject, offered when requesting approval or approving. */
  readonly comment?: string;
}
export interface AddCommentCommand {
  readonly type: 'comments/add';
  readonly versionId: string;
  readonly comment: string;
}
export interface EditCommentCommand {
  readonly type: 'comments/edit';
  readonly versionId: string;
  readonly commentId: string;
  readonly comment: string;
}
export interface DeleteCommentCommand {
  readonly type: 'comments/delete';
  readonly versionId: string;
  readonly commentId: string;
}
/** Starts renders of a version, one per size. */
export interface StartBuildsCommand {
  readonly type: 'builds/start';
  readonly versionId: string;
  readonly sizes: readonly { readonly width: number; readonly height: number }[];
  readonly outputFormat: string;
}
/** Downloads one render: the result carries the file (saved under its name or the URL's last segment). */
export interface DownloadBuildCommand {
  readonly type: 'builds/download';
  readonly id: string;
}
/**
 * What a user does with one render (docs/api-wire.md): retry a failed or cancelled one, cancel a
 * queued one, render a finished one again (a new render, whose id the result carries).
 */
export interface BuildActionCommand {
  readonly type: 'builds/retry' | 'builds/cancel' | 'builds/rerender';
  readonly id: string;
}
/** Downloads renders as one zip (at most 999 ids). */
export interface DownloadBuildsZipCommand {
  readonly type: 'builds/download-zip';
  readonly ids: readonly string[];
}

// ---------------------------------------------------------------- generic resources

/** A value a generic form sends: JSON scalars, or a list of them (ids, tags). */
export type ResourceInputValue = string | number | boolean | null | readonly (string | number)[];

/** POST /api/v1/{resource}; the result carries the created record (or the 422's fieldErrors). */
export interface CreateResourceCommand {
  readonly type: 'resource/create';
  readonly resource: ResourceName;
  readonly fields: Readonly<Record<string, ResourceInputValue>>;
}
/** PUT /api/v1/{resource}/{id} with the changed fields (`archived: true|false` archives or restores). */
export interface UpdateResourceCommand {
  readonly type: 'resource/update';
  readonly resource: ResourceName;
  readonly id: string;
  readonly fields: Readonly<Record<string, ResourceInputValue>>;
}

export type Command =
  | StartCommand
  | AdSetsCommand
  | FeedsCommand
  | BrandMoneyCommand
  | PeopleCommand
  | BrandAdminCommand
  | AssetsCommand
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
  | CloseMaintenanceCommand
  | ResyncCommand
  | DismissNoticeCommand
  | CreateVisualCommand
  | UpdateVisualCommand
  | VisualActionCommand
  | VersionActionCommand
  | AddCommentCommand
  | EditCommentCommand
  | DeleteCommentCommand
  | StartBuildsCommand
  | DownloadBuildCommand
  | BuildActionCommand
  | DownloadBuildsZipCommand
  | CreateResourceCommand
  | UpdateResourceCommand;

export type CommandType = Command['type'];

/** Commands answer when their work is done; failures are reported as events, so ok is informative. */
export interface CommandResult {
  readonly ok: boolean;
  /** i18n key of the failure, when ok is false. */
  readonly error?: string;
  /** Its i18n parameters when it has any (`{ status }` for REQUESTS.FAILED). */
  readonly errorParams?: Readonly<Record<string, string | number>>;
  /** The server's validation messages by field (a 422 with an errors map), for forms. */
  readonly fieldErrors?: Readonly<Record<string, readonly string[]>>;
  /** The server's message when it gave one (a 422 refusing a render, a JSON answer instead of a file). */
  readonly message?: string;
  /** Id of what the command created (a template, a version, a comment). */
  readonly id?: string;
  /** Ids of the renders a `builds/start` created. */
  readonly ids?: readonly string[];
  /** The downloaded file (`builds/download`, `builds/download-zip`). */
  readonly file?: DownloadedFile;
  /** A secret the server shows once (`ad-sets/hooks` regenerate-secret). */
  readonly secret?: string;
  /** What `feeds/preview` parsed. */
  readonly feedPreview?: FeedPreview;
  /** The record a generic write (`resource/create|update`) answered. */
  readonly record?: ResourceRecord;
  /** Which of the names asked about are taken (`assets/taken-names`). */
  readonly names?: readonly string[];
}

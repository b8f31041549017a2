/**
 * The outbox domain's contract: writes made while the connection is down, kept as data (the
 * command and its arguments, an idempotency key, when, which tab, brand and person) in IndexedDB,
 * shown as pending, and sent in order when the connection is back (docs/collaboration.md, "Writes
 * that survive going offline"). Pure (worker/domains/contract-kit.ts): the page imports its types.
 */
import type { AddCommentCommand, VersionActionCommand } from '../versions/contract';
import type { MarkNotificationReadCommand } from '../notifications/contract';
import type { EditFeedCommand, ManualFeedInput } from '../feeds/contract';
import { defineContract } from '../contract-kit';

/** The review actions an outbox keeps: the ones a person answers a review with, nothing that starts renders. */
export const QUEUED_VERSION_ACTIONS = ['request-approval', 'approve', 'reject', 'cancel-approval'] as const;

/**
 * A manual feed's rows edited: the whole grid as the person saved it, so the newest kept edit is
 * what the feed ends with. An upload's file or a fetch's address is not kept: those are not rows.
 */
export type EditManualFeedCommand = EditFeedCommand & { readonly input: ManualFeedInput };

/** The writes an outbox keeps when the network is down. */
export type OutboxCommand = AddCommentCommand | VersionActionCommand | MarkNotificationReadCommand | EditManualFeedCommand;

export function isOutboxCommand(command: { readonly type: string; readonly action?: unknown; readonly input?: unknown }): command is OutboxCommand {
  if (command.type === 'comments/add' || command.type === 'notifications/mark-read') return true;
  if (command.type === 'feeds/edit') return isManualInput(command.input);
  return command.type === 'versions/action' && (QUEUED_VERSION_ACTIONS as readonly unknown[]).includes(command.action);
}

function isManualInput(input: unknown): boolean {
  return typeof input === 'object' && input !== null && (input as { kind?: unknown }).kind === 'manual';
}

/**
 * What an entry is about: a later entry about the same thing waits while an earlier one is
 * refused (approving a version whose review request was refused makes no sense); others go on.
 */
export function outboxTarget(command: OutboxCommand): string {
  switch (command.type) {
    case 'comments/add':
      return `visual-version:${command.versionId}`;
    case 'versions/action':
      return `visual-version:${command.id}`;
    case 'notifications/mark-read':
      return `notification:${command.id}`;
    case 'feeds/edit':
      return `feed:${command.id}`;
  }
}

/** Why the server refused an entry: the failure's i18n key and the server's own words. */
export interface OutboxRefusal {
  readonly error: string;
  readonly errorParams?: Readonly<Record<string, string | number>>;
  readonly message?: string;
  readonly fieldErrors?: Readonly<Record<string, readonly string[]>>;
}

export const OUTBOX_STATUSES = ['waiting', 'sending', 'refused'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export interface OutboxEntry {
  /** Sent as `Idempotency-Key` on every attempt (contract/idempotency.ts): the server applies it once. */
  readonly key: string;
  readonly command: OutboxCommand;
  /** Sent only with this X-Brand, only while this brand is in scope. */
  readonly brand: string;
  /** Sent only in this person's session. */
  readonly userId: number;
  /** The tab that wrote it (diagnostics: another tab of the same brand may send it; the key keeps it single). */
  readonly tab: string;
  /** ms since the epoch: the order entries are sent in. */
  readonly createdAt: number;
  readonly status: OutboxStatus;
  /** Set when the server refused it (a 4xx): shown with the entry until it is edited or dropped. */
  readonly refusal: OutboxRefusal | null;
}

export interface OutboxSlice {
  /** The brand's stored entries were read back (until then a write is never sent ahead of them). */
  readonly restored: boolean;
  /** The brand in scope's entries, oldest first. */
  readonly entries: readonly OutboxEntry[];
}

// ---------------------------------------------------------------- events

export interface OutboxRestored {
  readonly type: 'outbox/restored';
  readonly entries: readonly OutboxEntry[];
}
export interface OutboxQueued {
  readonly type: 'outbox/queued';
  readonly entry: OutboxEntry;
}
export interface OutboxSending {
  readonly type: 'outbox/sending';
  readonly key: string;
}
/** Still no network (or the server could not answer now): it waits for the next chance. */
export interface OutboxWaiting {
  readonly type: 'outbox/waiting';
  readonly key: string;
}
export interface OutboxSent {
  readonly type: 'outbox/sent';
  readonly key: string;
}
export interface OutboxRefused {
  readonly type: 'outbox/refused';
  readonly key: string;
  readonly refusal: OutboxRefusal;
}
export interface OutboxDropped {
  readonly type: 'outbox/dropped';
  readonly key: string;
}
/** A refused entry edited: `entry` (a new key, waiting again) takes the place of `key`. */
export interface OutboxEdited {
  readonly type: 'outbox/edited';
  readonly key: string;
  readonly entry: OutboxEntry;
}

// ---------------------------------------------------------------- commands

/** Forgets an entry (a refused one, or one the person no longer wants sent). */
export interface DropOutboxEntryCommand {
  readonly type: 'outbox/drop';
  readonly key: string;
}
/** A refused entry's text edited (a comment, a review comment): it waits to be sent again, with a new key. */
export interface EditOutboxEntryCommand {
  readonly type: 'outbox/edit';
  readonly key: string;
  readonly comment: string;
}
/** A refused feed edit's rows corrected in the grid: they wait to be sent again, with a new key. */
export interface EditOutboxFeedCommand {
  readonly type: 'outbox/edit-feed';
  readonly key: string;
  readonly input: ManualFeedInput;
}
/** Tries to send what waits now (a "Try now" button; the connection coming back does it by itself). */
export interface SendOutboxCommand {
  readonly type: 'outbox/send';
}

export const outboxContract = defineContract<{
  /** Its slice of the engine's state (contract/snapshot.ts derives the Snapshot from every domain's). */
  readonly slice: { readonly outbox: OutboxSlice };
  readonly events: OutboxRestored | OutboxQueued | OutboxSending | OutboxWaiting | OutboxSent | OutboxRefused | OutboxDropped | OutboxEdited;
  readonly commands: DropOutboxEntryCommand | EditOutboxEntryCommand | EditOutboxFeedCommand | SendOutboxCommand;
}>()();

/**
 * What the main thread can ask of the data layer: one discriminated union, derived from the
 * domains' contracts (worker/domains/contracts.ts). A command is data, so it can be logged,
 * replayed from a scenario, or sent by a tester; each is declared by the domain that answers it,
 * in `worker/domains/<domain>/contract.ts`.
 */
import type { Command } from '../domains/contracts';
import type { ResourceRecord } from '../domains/resources/contract';
import type { DownloadedFile } from './creatives';
import type { FeedPreview } from '../domains/feeds/contract';
import type { InviteLookup } from './people';

export type { Command };
export type CommandType = Command['type'];

/**
 * How the caller shows a command's failure. A form that shows the problems of a 422's errors map
 * itself (under its fields, or in its own list) says so with `showsFieldProblems`: the data layer
 * then toasts nothing for them, so a problem is shown once. Every other failure (a 403, a 500, a
 * 422 without an errors map) is toasted as usual, and a caller that says nothing gets a toast per
 * problem, so nothing is lost where a caller ignores `fieldErrors`.
 */
export interface DispatchOptions {
  readonly showsFieldProblems?: boolean;
}

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
  /** Where an invitation stands (`invites/look-up`, a refused `invites/accept` or `invites/decline`). */
  readonly invite?: InviteLookup;
  /** Which of the names asked about are taken (`assets/taken-names`). */
  readonly names?: readonly string[];
  /**
   * The write found no network and was kept in the outbox (domains/outbox): it is shown as
   * waiting to send and goes out by itself when the connection is back. `ok` is true.
   */
  readonly queued?: true;
}

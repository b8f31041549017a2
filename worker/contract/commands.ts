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
import type { BaseCommandResult } from '../engine/registered';

export type { Command };
export type CommandType = Command['type'];

// The engine is written against the names it registers (engine/registered.ts); this app's commands are its domains'.
// Inside the block the registered module's own names come first: this app's types go by other names.
type AppCommand = Command;
type AppCommandResult = CommandResult;
declare module '../engine/registered' {
  interface Register {
    readonly command: AppCommand;
    readonly commandResult: AppCommandResult;
  }
}

export type { DispatchOptions } from '../engine/registered';

/** Commands answer when their work is done; failures are reported as events, so ok is informative. */
export interface CommandResult extends BaseCommandResult {
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
}

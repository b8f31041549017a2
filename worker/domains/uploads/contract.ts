/**
 * The uploads domain's contract: uploads in flight and their progress. Pure
 * (worker/domains/contract-kit.ts): the server, the worker and, for types, the page import it.
 */
import { defineContract } from '../contract-kit';

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

// ---------------------------------------------------------------- its slice of the engine's state

/** An upload under way: bytes sent of its whole request body. */
export interface UploadProgress {
  readonly sent: number;
  readonly total: number;
}

/** Uploads under way by the id the page gave their command (assets/upload, visuals/create|update). */
export interface UploadsSlice {
  readonly progress: Readonly<Record<string, UploadProgress>>;
}

/** What the uploads domain adds to the protocol (worker/domains/contracts.ts unions every domain's). */
export const uploadsContract = defineContract<{
  /** Its slice of the engine's state (contract/snapshot.ts derives the Snapshot from every domain's). */
  readonly slice: { readonly uploads: UploadsSlice };
  readonly events: UploadProgressed | UploadSettled;
}>()();

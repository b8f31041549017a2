/**
 * The typed errors of the spec's error catalogue (section 8). The HTTP port classifies every
 * failure into exactly one of these, once; the engine turns them into events.
 */

export interface ToastSpec {
  /** i18n key, e.g. REQUESTS.NOT_FOUND; null when the failure shows no toast (401, aborted). */
  readonly key: string | null;
  readonly params: Readonly<Record<string, string | number>>;
  /** Server messages shown verbatim (validation errors, a single error). */
  readonly texts: readonly string[];
}

/** The server answered with a failure we have no special handling for beyond a toast. */
export class UnhandledApiError extends Error {
  override readonly name = 'UnhandledApiError';
  constructor(
    readonly status: number | null,
    readonly toast: ToastSpec,
    message: string,
  ) {
    super(message);
  }
}

export const RESOLVED_REASONS = ['session-expired', 'csrf-expired', 'validation', 'brand-redirect', 'forbidden'] as const;
export type ResolvedReason = (typeof RESOLVED_REASONS)[number];

/** A failure the app resolves by itself (redirect to login, brand switch, validation display). */
export class ResolvedApiError extends Error {
  override readonly name = 'ResolvedApiError';
  constructor(
    readonly reason: ResolvedReason,
    readonly status: number | null,
    readonly toast: ToastSpec,
    message: string,
    /** For 'brand-redirect': the brand to switch to; for 'validation': field → messages. */
    readonly detail: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }
}

/** Our own bug or an answer we cannot use (malformed JSON, failed validation of a 2xx body). */
export class AppInternalError extends Error {
  override readonly name = 'AppInternalError';
  constructor(
    message: string,
    readonly toast: ToastSpec,
  ) {
    super(message);
  }
}

/** The request was cancelled (brand switch, unsubscribe). Only logged, never toasted. */
export class RequestAbortedError extends Error {
  override readonly name = 'RequestAbortedError';
  readonly reason = 'abort' as const;
  constructor(message = 'Request aborted') {
    super(message);
  }
}

export type ApiError = UnhandledApiError | ResolvedApiError | AppInternalError | RequestAbortedError;

/**
 * Whether a failure is a cancellation: our RequestAbortedError, or a raw abort from the platform
 * (fetch's DOMException "AbortError", which is not always an `Error` instance across realms).
 * Cancellations are only logged, never toasted (spec section 8).
 */
export function isAbortError(error: unknown): boolean {
  if (error instanceof RequestAbortedError) return true;
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** No answer at all (offline, DNS, refused connection): classify.ts gives these status 0. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof UnhandledApiError && error.status === 0;
}

/** A 419 (Laravel's CSRF token mismatch): recoverable with a fresh token (engine/requests/csrf-retry.ts). */
export function isCsrfMismatch(error: unknown): boolean {
  return error instanceof ResolvedApiError && error.reason === 'csrf-expired';
}

export function isApiError(e: unknown): e is ApiError {
  return (
    e instanceof UnhandledApiError ||
    e instanceof ResolvedApiError ||
    e instanceof AppInternalError ||
    e instanceof RequestAbortedError
  );
}

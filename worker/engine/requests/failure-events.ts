/**
 * Turns a failed call into events, following the error catalogue (spec section 8). The HTTP port
 * already classified the failure and computed its toast; here we only decide which events follow:
 *
 *   every failure            → request/failed (the log entry)
 *   RequestAbortedError      → nothing else (never toasted)
 *   session-expired          → session/expired (401, GraphQL `authentication`)
 *   csrf-expired (419)       → only its toast: it met a 419 twice (csrf-retry.ts); the session stays
 *   brand-redirect           → brand/redirect-requested (detail.identifier)
 *   AppInternalError         → diagnostics/payload-malformed (an answer we could not use)
 *   anything with a toast    → toast/requested, one per server text, or one for the key; none for a
 *                              422 with field problems when the dispatching form shows them
 */
import type { DomainEvent, EventOf } from '../registered';
import { AppInternalError, isAbortError, ResolvedApiError, UnhandledApiError, type ToastSpec } from '../../ports/http/errors';
import type { RequestOp } from './execute';

/** The events a failure turns into, as the diagnostics and toasts domains declare them. */
type RequestFailed = EventOf<'request/failed'>;
type ToastRequested = EventOf<'toast/requested'>;

/** Used for errors that are not one of the port's typed errors (a bug in an adapter). */
const INTERNAL_TOAST: ToastSpec = { key: 'REQUESTS.FAILED', params: {}, texts: [] };

/**
 * The one place that decides whether a failure shows a toast (the port only says which toast):
 *   'always'           user-started calls (commands)
 *   'never'            background refetches: a 30 s balance refresh failing for minutes must
 *                      not toast every time; they still log and still end the session on 401
 *   'except-not-found' watched records: a 404 shows the not-found page instead
 */
export type ToastPolicy = 'always' | 'never' | 'except-not-found';

export interface FailureOptions {
  readonly toast: ToastPolicy;
  /** The caller shows a 422's field problems itself (contract/commands.ts DispatchOptions). */
  readonly fieldProblemsShown?: boolean;
  readonly nextToastId: () => string;
}

export function statusOf(error: unknown): number | null {
  return error instanceof ResolvedApiError || error instanceof UnhandledApiError ? error.status : null;
}

function showsToast(error: unknown, options: FailureOptions): boolean {
  const policy = options.toast;
  if (policy === 'never') return false;
  // A problem is shown once: under its field when the form shows them, in a toast otherwise.
  if (options.fieldProblemsShown === true && hasFieldProblems(error)) return false;
  return policy === 'always' || statusOf(error) !== 404;
}

/** A 422 whose errors map names at least one field (commandFailure turns it into `fieldErrors`). */
function hasFieldProblems(error: unknown): boolean {
  return error instanceof ResolvedApiError && error.reason === 'validation' && Object.values(error.detail).some((messages) => Array.isArray(messages) && messages.length > 0);
}

export function failureEvents(error: unknown, op: RequestOp, options: FailureOptions): DomainEvent[] {
  const log = (kind: RequestFailed['kind'], status: number | null, reason: string): RequestFailed => ({
    type: 'request/failed',
    method: op.method,
    path: op.path,
    status,
    kind,
    reason,
  });
  if (isAbortError(error)) return [log('aborted', null, 'abort')];

  const events: DomainEvent[] = [];
  let toast: ToastSpec;
  if (error instanceof ResolvedApiError) {
    events.push(log('resolved', error.status, error.reason));
    if (error.reason === 'session-expired') events.push({ type: 'session/expired', status: 401 });
    const identifier = error.detail.identifier;
    if (error.reason === 'brand-redirect' && typeof identifier === 'string' && identifier !== '') {
      events.push({ type: 'brand/redirect-requested', identifier });
    }
    toast = error.toast;
  } else if (error instanceof UnhandledApiError) {
    events.push(log('unhandled', error.status, error.message));
    toast = error.toast;
  } else if (error instanceof AppInternalError) {
    events.push(log('internal', null, error.message));
    // The ports raise it only for 2xx answers that are not JSON or fail their schema: count them
    // with the malformed live payloads (diagnostics, per origin).
    events.push({ type: 'diagnostics/payload-malformed', origin: op.path.includes('/graphql') ? 'graphql' : 'http', name: op.path, reason: error.message.slice(0, 200) });
    toast = error.toast;
  } else {
    events.push(log('internal', null, error instanceof Error ? `${error.name}: ${error.message}` : String(error)));
    toast = INTERNAL_TOAST;
  }
  if (showsToast(error, options)) events.push(...toastEvents(toast, options.nextToastId));
  return events;
}

function toastEvents(toast: ToastSpec, nextToastId: () => string): ToastRequested[] {
  if (toast.texts.length > 0) {
    // Server messages (validation errors, a single error) are shown verbatim, one toast each;
    // the key stays as the fallback the UI can translate when it cannot show the text.
    return toast.texts.map((text) => ({
      type: 'toast/requested',
      id: nextToastId(),
      kind: 'error',
      key: toast.key ?? 'REQUESTS.INVALID',
      params: toast.params,
      text,
    }));
  }
  if (toast.key === null) return [];
  return [{ type: 'toast/requested', id: nextToastId(), kind: 'error', key: toast.key, params: toast.params, text: null }];
}

/** The i18n key a failed command reports in its CommandResult. */
export function failureKey(error: unknown): string {
  if (isAbortError(error)) return 'REQUESTS.ABORTED';
  if (error instanceof ResolvedApiError || error instanceof UnhandledApiError || error instanceof AppInternalError) {
    return error.toast.key ?? 'REQUESTS.FAILED';
  }
  return 'REQUESTS.FAILED';
}

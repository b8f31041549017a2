/**
 * Classifies every failure of a backend call, once, into the typed errors of the catalogue
 * (`error-catalogue.ts`). The GraphQL client reuses it for HTTP-level failures.
 */
import { isBoilerplateText } from './boilerplate-texts';
import { findCatalogueRow, TOAST_KEYS, type BodyKind } from './error-catalogue';
import {
  AppInternalError,
  isAbortError,
  isApiError,
  RequestAbortedError,
  ResolvedApiError,
  UnhandledApiError,
  type ApiError,
  type ToastSpec,
} from './errors';

/** Bounds keep toast events small (the bridge aims at ≤ 10 KiB per message). */
const MAX_TEXTS = 8;
const MAX_TEXT_LENGTH = 300;

export const NO_TOAST: ToastSpec = { key: null, params: {}, texts: [] };

export interface ErrorBody {
  readonly kind: BodyKind;
  readonly texts: readonly string[];
  /** Laravel's `errors` map (field → messages), only for kind 'errors'. */
  readonly errors?: Readonly<Record<string, readonly string[]>>;
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function clip(text: string): string {
  return text.length <= MAX_TEXT_LENGTH ? text : `${text.slice(0, MAX_TEXT_LENGTH - 1)}…`;
}

/** Field → messages; a field may hold one string or a list (anything else is skipped). */
function readErrorsMap(errors: unknown): Record<string, string[]> | null {
  if (!isRecord(errors)) return null;
  const map: Record<string, string[]> = {};
  let any = false;
  for (const [field, value] of Object.entries(errors)) {
    const list = (Array.isArray(value) ? value : [value]).filter((m): m is string => typeof m === 'string' && m !== '');
    if (list.length > 0) {
      map[field] = list;
      any = true;
    }
  }
  return any ? map : null;
}

/** A text of the server's own: a non-empty string that is not a reason phrase or framework boilerplate. */
function ownText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '' && !isBoilerplateText(value);
}

/**
 * What a (parsed) error body says: an errors map, a single error, a message, or nothing. A reason
 * phrase says nothing (Fastify's `{ error: 'Request Header Fields Too Large', message }` is read
 * as its message; Laravel's bare `{ message: 'Not Found' }` as nothing), so the user reads the
 * server's words or the translated message of the status, never the raw phrase.
 */
export function analyzeErrorBody(body: unknown): ErrorBody {
  if (!isRecord(body)) return { kind: 'none', texts: [] };
  const errors = readErrorsMap(body.errors);
  if (errors) {
    const texts = [...new Set(Object.values(errors).flat())].slice(0, MAX_TEXTS).map(clip);
    return { kind: 'errors', texts, errors };
  }
  if (ownText(body.error)) return { kind: 'error', texts: [clip(body.error)] };
  if (ownText(body.message)) return { kind: 'message', texts: [clip(body.message)] };
  return { kind: 'none', texts: [] };
}

export interface FailureContext {
  /** e.g. `GET /api/v1/me`, for messages and logs. */
  readonly label: string;
}

/**
 * A non-2xx answer → the catalogue's error. The status line's reason phrase (`statusText`) goes
 * into the log message only: a toast shows the status code with the translated message.
 */
export function classifyHttpFailure(status: number, statusText: string, body: unknown, ctx: FailureContext): ApiError {
  const analyzed = analyzeErrorBody(body);
  const row = findCatalogueRow(status, analyzed.kind);
  const toast: ToastSpec = { key: row.key, params: row.statusParams ? { status } : {}, texts: row.texts ? analyzed.texts : [] };
  const message = `${ctx.label} failed: ${status} ${statusText}`.trim();
  if (row.outcome.kind === 'resolved') {
    const detail = analyzed.errors ? { ...analyzed.errors } : {};
    return new ResolvedApiError(row.outcome.reason, status, toast, message, detail);
  }
  return new UnhandledApiError(status, toast, message);
}

/**
 * A download answered JSON instead of a file (a 2xx the server uses to explain why there is
 * nothing to download): a failure whose toast shows the server's message (spec section 8).
 */
export function notAFile(status: number, body: unknown, ctx: FailureContext): UnhandledApiError {
  const { texts } = analyzeErrorBody(body);
  return new UnhandledApiError(status, { key: TOAST_KEYS.NOT_A_FILE, params: {}, texts }, `${ctx.label}: JSON instead of a file`);
}

/**
 * Something thrown while calling fetch or reading the body. An abort (ours or the platform's)
 * becomes RequestAbortedError; anything else from fetch is a network failure: status 0 and the
 * dedicated key REQUESTS.NETWORK (offline, DNS, refused connection, ad-blocker).
 */
export function classifyThrown(error: unknown, signal: AbortSignal | undefined, ctx: FailureContext): ApiError {
  if (isApiError(error)) return error;
  if (signal?.aborted || isAbortError(error)) return new RequestAbortedError(`${ctx.label} aborted`);
  const toast: ToastSpec = { key: TOAST_KEYS.NETWORK, params: {}, texts: [] };
  const detail = error instanceof Error ? error.message : 'unknown error';
  return new UnhandledApiError(0, toast, `${ctx.label} failed: network error (${detail})`);
}

/** A 2xx answer we cannot use: not JSON, or not the shape of docs/api-wire.md. */
export function invalidResponse(reason: string, ctx: FailureContext): AppInternalError {
  const toast: ToastSpec = { key: TOAST_KEYS.INVALID_RESPONSE, params: {}, texts: [] };
  return new AppInternalError(`${ctx.label}: invalid response (${reason})`, toast);
}

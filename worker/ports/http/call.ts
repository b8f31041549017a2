/**
 * A backend call, declared once by the domain that owns it: method, path template (also the name
 * in `request/failed` log entries), how its arguments become the request, and the schema that
 * validates and translates the answer. The HTTP port runs any call; a fake answers it by name.
 *
 *   defineCall({ name: 'balance', method: 'GET', path: '/api/v1/balance-manager/balance', answer: balanceSchema })
 */
import type * as v from 'valibot';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What varies per call besides the path: query parameters and a body. */
export interface CallRequest {
  readonly query?: Readonly<Record<string, string | number | readonly (string | number)[]>>;
  /** Sent as JSON. */
  readonly body?: unknown;
  /** Sent as multipart/form-data instead: text fields and files (with their file names). */
  readonly form?: Readonly<Record<string, string | { readonly blob: Blob; readonly name: string }>>;
}

/** Deployment settings a call may need (known to the port, not to the engine). */
export interface CallEnv {
  /** OAuth client id and scope sent with the sign-in callback. */
  readonly oauthClientId: string;
  readonly oauthScope: string;
}

export interface CallDef<A = void, R = void> {
  /** Unique among all calls; fakes are answered by it (`http.autoAnswer('balance', 250)`). */
  readonly name: string;
  readonly method: HttpMethod;
  /** Path template under /server, e.g. `/api/v1/incident/{id}/dismiss`. */
  readonly path: string;
  /** Values of the path's `{placeholders}`. */
  readonly pathParams?: (args: A) => Readonly<Record<string, string | number>>;
  readonly request?: (args: A, env: CallEnv) => CallRequest;
  /** Validates and translates a 2xx answer; absent: the body is not read ("response not read"). */
  readonly answer?: v.GenericSchema<unknown, R>;
  /** The answer is a file (R is then FileAnswer): bytes and the server's file name. */
  readonly returns?: 'file';
}

export function defineCall<A = void, R = void>(def: CallDef<A, R>): CallDef<A, R> {
  return def;
}

/** Fills `{name}` placeholders with URI-encoded values. */
export function fillPath(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(String(values[key] ?? '')));
}

/** The concrete path of a call with these arguments (what is sent, and logged on failure). */
export function pathOf<A>(def: CallDef<A, unknown>, args: A): string {
  return def.pathParams === undefined ? def.path : fillPath(def.path, def.pathParams(args));
}

/** The arguments and answer type of a call, for fakes and helpers. */
export type ArgsOf<C> = C extends CallDef<infer A, unknown> ? A : never;
export type AnswerOf<C> = C extends CallDef<never, infer R> ? R : never;

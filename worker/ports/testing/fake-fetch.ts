/**
 * A recording fake `fetch` for port tests: each call is recorded (URL, method, headers, parsed
 * body) and answered by a handler. Test-only; lives here so the port tests share it.
 */
import type { FetchLike } from '../http/http-client';

export interface RecordedCall {
  readonly url: string;
  readonly method: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly credentials: RequestInit['credentials'];
  readonly signal: AbortSignal | undefined;
  /** JSON bodies parsed, form bodies as a plain object, else the raw string. */
  readonly body: unknown;
}

export type FakeHandler = (call: RecordedCall) => Response | Promise<Response>;

export interface FakeFetch {
  readonly fetch: FetchLike;
  readonly calls: RecordedCall[];
  /** The last call; fails the test when there was none. */
  last(): RecordedCall;
}

function parseBody(body: unknown, contentType: string | undefined): unknown {
  if (typeof body !== 'string') return body ?? null;
  if (contentType?.includes('application/json')) return JSON.parse(body) as unknown;
  if (contentType?.includes('application/x-www-form-urlencoded')) {
    const form: Record<string, string> = {};
    new URLSearchParams(body).forEach((value, key) => {
      form[key] = value;
    });
    return form;
  }
  return body;
}

export function createFakeFetch(handler: FakeHandler): FakeFetch {
  const calls: RecordedCall[] = [];
  return {
    calls,
    last() {
      const call = calls[calls.length - 1];
      if (!call) throw new Error('fetch was not called');
      return call;
    },
    fetch: async (url, init) => {
      const headers = { ...(init.headers as Record<string, string> | undefined) };
      const call: RecordedCall = {
        url,
        method: init.method ?? 'GET',
        headers,
        credentials: init.credentials,
        signal: init.signal ?? undefined,
        body: parseBody(init.body, headers['Content-Type']),
      };
      calls.push(call);
      return handler(call);
    },
  };
}

export function jsonResponse(status: number, body: unknown, statusText = ''): Response {
  return new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });
}

export function textResponse(status: number, text: string, statusText = ''): Response {
  // Null-body statuses must not carry a body, not even an empty one.
  const nullBody = status === 204 || status === 205 || status === 304;
  return new Response(nullBody ? null : text, { status, statusText });
}

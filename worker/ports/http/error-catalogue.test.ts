/**
 * The spec's error catalogue (section 8), status by status, through the real HTTP client and a
 * fake fetch: error type, reason, toast key, params and texts.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createFakeFetch, jsonResponse, textResponse } from '../testing/fake-fetch';
import { ERROR_CATALOGUE, TOAST_KEYS } from './error-catalogue';
import {
  AppInternalError,
  RequestAbortedError,
  ResolvedApiError,
  UnhandledApiError,
  type ToastSpec,
} from './errors';
import { createHttpClient } from './http-client';
import { createXsrfTokenCell } from './request-headers';

type Expected =
  | { type: 'unhandled'; status: number; toast: ToastSpec }
  | { type: 'resolved'; reason: string; status: number; toast: ToastSpec; detail?: Record<string, unknown> }
  | { type: 'internal'; toast: ToastSpec }
  | { type: 'aborted' };

const toast = (key: string | null, params: Record<string, string | number> = {}, texts: string[] = []): ToastSpec => ({
  key,
  params,
  texts,
});
/** The status only: a reason phrase ("Request Header Fields Too Large") never reaches a toast. */
const failed = (status: number, texts: string[] = []) => toast(TOAST_KEYS.FAILED, { status }, texts);

interface Case {
  readonly label: string;
  readonly respond: () => Response;
  readonly expected: Expected;
}

const validationErrors = { name: ['The name is required.', 'The name is too short.'], email: ['The email is taken.'] };

const CASES: readonly Case[] = [
  { label: '400 without detail', respond: () => jsonResponse(400, {}), expected: { type: 'unhandled', status: 400, toast: toast(TOAST_KEYS.INVALID) } },
  { label: '400 with a message', respond: () => jsonResponse(400, { message: 'Bad date' }), expected: { type: 'unhandled', status: 400, toast: toast(TOAST_KEYS.INVALID, {}, ['Bad date']) } },
  { label: '401', respond: () => jsonResponse(401, { message: 'Unauthenticated.' }), expected: { type: 'resolved', reason: 'session-expired', status: 401, toast: toast(null) } },
  { label: '403', respond: () => jsonResponse(403, { message: 'This action is unauthorized.' }), expected: { type: 'resolved', reason: 'forbidden', status: 403, toast: toast(TOAST_KEYS.UNAUTHORIZED) } },
  { label: '404', respond: () => jsonResponse(404, { message: 'Not Found' }), expected: { type: 'unhandled', status: 404, toast: toast(TOAST_KEYS.NOT_FOUND) } },
  {
    label: "404 with the server's message",
    respond: () => jsonResponse(404, { message: 'None of the selected renders is finished, so there is nothing to download.' }, 'Not Found'),
    expected: { type: 'unhandled', status: 404, toast: toast(TOAST_KEYS.NOT_FOUND, {}, ['None of the selected renders is finished, so there is nothing to download.']) },
  },
  { label: "404 with Laravel's model-not-found message", respond: () => jsonResponse(404, { message: 'No query results for model [App\\Models\\Visual] 12' }), expected: { type: 'unhandled', status: 404, toast: toast(TOAST_KEYS.NOT_FOUND) } },
  { label: '404 for an unknown route', respond: () => jsonResponse(404, { message: 'The route api/v1/nope could not be found.' }), expected: { type: 'unhandled', status: 404, toast: toast(TOAST_KEYS.NOT_FOUND) } },
  { label: '405', respond: () => textResponse(405, ''), expected: { type: 'unhandled', status: 405, toast: toast(TOAST_KEYS.NOT_FOUND) } },
  { label: '419', respond: () => jsonResponse(419, { message: 'CSRF token mismatch.' }), expected: { type: 'resolved', reason: 'csrf-expired', status: 419, toast: toast(TOAST_KEYS.EXPIRED) } },
  {
    label: '422 with an errors map',
    respond: () => jsonResponse(422, { message: 'The name is required. (and 2 more errors)', errors: validationErrors }),
    expected: {
      type: 'resolved',
      reason: 'validation',
      status: 422,
      toast: toast(TOAST_KEYS.INVALID, {}, ['The name is required.', 'The name is too short.', 'The email is taken.']),
      detail: validationErrors,
    },
  },
  { label: '422 with only a message', respond: () => jsonResponse(422, { message: 'The given data was invalid.' }), expected: { type: 'unhandled', status: 422, toast: toast(TOAST_KEYS.INVALID) } },
  { label: '422 with an empty errors map', respond: () => jsonResponse(422, { message: 'x', errors: {} }), expected: { type: 'unhandled', status: 422, toast: toast(TOAST_KEYS.INVALID) } },
  { label: '422 without a body', respond: () => textResponse(422, ''), expected: { type: 'unhandled', status: 422, toast: toast(TOAST_KEYS.INVALID) } },
  { label: '422 with a single error', respond: () => jsonResponse(422, { error: 'Feed is locked' }), expected: { type: 'unhandled', status: 422, toast: toast(TOAST_KEYS.INVALID, {}, ['Feed is locked']) } },
  { label: '500 with a single error', respond: () => jsonResponse(500, { error: 'Render farm down' }, 'Internal Server Error'), expected: { type: 'unhandled', status: 500, toast: failed(500, ['Render farm down']) } },
  { label: "500 with Laravel's bare message", respond: () => jsonResponse(500, { message: 'Server Error' }, 'Internal Server Error'), expected: { type: 'unhandled', status: 500, toast: failed(500) } },
  { label: '500 with an HTML page', respond: () => textResponse(500, '<html>oops</html>', 'Internal Server Error'), expected: { type: 'unhandled', status: 500, toast: failed(500) } },
  { label: '502', respond: () => textResponse(502, '', 'Bad Gateway'), expected: { type: 'unhandled', status: 502, toast: failed(502) } },
  { label: '503', respond: () => jsonResponse(503, { message: 'Service Unavailable' }), expected: { type: 'unhandled', status: 503, toast: toast(TOAST_KEYS.UNAVAILABLE) } },
  { label: "503 with the server's message", respond: () => jsonResponse(503, { message: 'Back at 14:00 after the upgrade.' }), expected: { type: 'unhandled', status: 503, toast: toast(TOAST_KEYS.UNAVAILABLE, {}, ['Back at 14:00 after the upgrade.']) } },
  { label: '429 (any other status)', respond: () => jsonResponse(429, {}, 'Too Many Requests'), expected: { type: 'unhandled', status: 429, toast: failed(429) } },
  {
    label: "431 with Fastify's body: its message, not its reason phrase",
    respond: () => jsonResponse(431, { statusCode: 431, error: 'Request Header Fields Too Large', message: 'The request is too large.' }, 'Request Header Fields Too Large'),
    expected: { type: 'unhandled', status: 431, toast: failed(431, ['The request is too large.']) },
  },
  { label: '431 with only a reason phrase', respond: () => jsonResponse(431, { error: 'Request Header Fields Too Large' }, 'Request Header Fields Too Large'), expected: { type: 'unhandled', status: 431, toast: failed(431) } },
  { label: '431 without a body', respond: () => textResponse(431, '', 'Request Header Fields Too Large'), expected: { type: 'unhandled', status: 431, toast: failed(431) } },
  { label: 'bad JSON on 200', respond: () => textResponse(200, '{"data": '), expected: { type: 'internal', toast: toast(TOAST_KEYS.INVALID_RESPONSE) } },
  { label: 'HTML on 200', respond: () => textResponse(200, '<!doctype html>'), expected: { type: 'internal', toast: toast(TOAST_KEYS.INVALID_RESPONSE) } },
  { label: 'schema failure on 200', respond: () => jsonResponse(200, { data: { balance: 'lots' } }), expected: { type: 'internal', toast: toast(TOAST_KEYS.INVALID_RESPONSE) } },
];

const schema = v.object({ data: v.object({ balance: v.number() }) });

function client(respond: () => Response | Promise<Response>) {
  const fake = createFakeFetch(respond);
  return { fake, http: createHttpClient({ fetch: fake.fetch, origin: 'https://app.test', xsrf: createXsrfTokenCell('t') }) };
}

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

function expectError(error: unknown, expected: Expected): void {
  switch (expected.type) {
    case 'unhandled':
      expect(error).toBeInstanceOf(UnhandledApiError);
      expect(error).toMatchObject({ status: expected.status });
      // Exactly: a reason phrase among the params would reach the toast.
      expect((error as UnhandledApiError).toast).toEqual(expected.toast);
      return;
    case 'resolved':
      expect(error).toBeInstanceOf(ResolvedApiError);
      expect(error).toMatchObject({ reason: expected.reason, status: expected.status });
      expect((error as ResolvedApiError).toast).toEqual(expected.toast);
      if (expected.detail) expect((error as ResolvedApiError).detail).toEqual(expected.detail);
      return;
    case 'internal':
      expect(error).toBeInstanceOf(AppInternalError);
      expect(error).toMatchObject({ toast: expected.toast });
      return;
    case 'aborted':
      expect(error).toBeInstanceOf(RequestAbortedError);
      expect((error as RequestAbortedError).reason).toBe('abort');
      return;
  }
}

describe('error catalogue (spec section 8)', () => {
  it.each(CASES)('$label', async ({ respond, expected }) => {
    const { http } = client(respond);
    const error = await failureOf(http.json({ method: 'GET', path: '/api/v1/x' }, schema, { brand: 'acme' }));
    expectError(error, expected);
  });

  it('network failure (fetch throws TypeError) → UnhandledApiError, status 0, REQUESTS.NETWORK', async () => {
    const { http } = client(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failureOf(http.send({ method: 'POST', path: '/api/v1/x' }, { brand: null }));
    expectError(error, { type: 'unhandled', status: 0, toast: toast(TOAST_KEYS.NETWORK) });
  });

  it('abort (fetch rejects with AbortError) → RequestAbortedError', async () => {
    const controller = new AbortController();
    const { http } = client(() => {
      controller.abort();
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    const error = await failureOf(http.json({ method: 'GET', path: '/x' }, schema, { brand: 'a', signal: controller.signal }));
    expectError(error, { type: 'aborted' });
  });

  it('abort after the answer arrived → RequestAbortedError, the late data is never delivered', async () => {
    const controller = new AbortController();
    const { http } = client(() => {
      controller.abort();
      return jsonResponse(200, { data: { balance: 5 } });
    });
    const error = await failureOf(http.json({ method: 'GET', path: '/x' }, schema, { brand: 'a', signal: controller.signal }));
    expectError(error, { type: 'aborted' });
  });

  it('abort of a failing request → RequestAbortedError, not the failure', async () => {
    const controller = new AbortController();
    const { http } = client(() => {
      controller.abort();
      return jsonResponse(500, {});
    });
    const error = await failureOf(http.send({ method: 'GET', path: '/x' }, { brand: 'a', signal: controller.signal }));
    expectError(error, { type: 'aborted' });
  });

  it('a failure message never quotes the body', async () => {
    const { http } = client(() => jsonResponse(200, { data: { balance: 'secret-value' } }));
    const error = await failureOf(http.json({ method: 'GET', path: '/x' }, schema, { brand: null }));
    expect((error as Error).message).not.toContain('secret-value');
    expect((error as Error).message).toContain('GET /x');
  });

  it('the catalogue ends with a catch-all row', () => {
    expect(ERROR_CATALOGUE.at(-1)).toMatchObject({ statuses: 'any', bodies: 'any', key: TOAST_KEYS.FAILED });
  });
});

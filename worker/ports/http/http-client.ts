/**
 * A small JSON client over an injected `fetch`: builds the URL under `${origin}/server`, adds
 * the shared headers, sends cookies, honours the AbortSignal, classifies every failure
 * (`classify.ts`) and validates every answer it reads with a valibot schema.
 *
 * A request aborted while in flight never resolves with data, even when the answer had already
 * arrived: a late answer for an old brand must not leak into the new one.
 */
import * as v from 'valibot';
import { describeIssue } from '../describe-issue';
import type { RequestContext } from '../types';
import { laravelQueryString, type QueryValue } from '../../contract/laravel-query';
import { classifyHttpFailure, classifyThrown, invalidResponse, notAFile, type FailureContext } from './classify';
import { filenameOf } from './content-disposition';
import type { HttpMethod } from './call';
import { RequestAbortedError } from './errors';
import { buildRequestHeaders, serverBase, type XsrfTokenCell } from './request-headers';

/**
 * `fetch`, plus upload progress: a transport that can report it (upload-progress-fetch.ts, the
 * fakes) calls `onUploadProgress` while the body goes out; plain fetch ignores it.
 */
export type FetchInit = RequestInit & { readonly onUploadProgress?: (sent: number, total: number) => void };
export type FetchLike = (input: string, init: FetchInit) => Promise<Response>;

export type { HttpMethod } from './call';

export interface HttpRequest {
  readonly method: HttpMethod;
  /** Path under /server, e.g. `/api/v1/me`. */
  readonly path: string;
  /** Arrays are sent Laravel-style, brackets unencoded: `ids[]=1&ids[]=2` (contract/laravel-query.ts). */
  readonly query?: Readonly<Record<string, QueryValue>>;
  /** Sent as JSON. */
  readonly body?: unknown;
  /** Sent as multipart/form-data instead (the browser sets the boundary). */
  readonly form?: FormData;
}

/** A file answer: its bytes, and the name the server gave it (Content-Disposition), if any. */
export interface FileAnswer {
  readonly blob: Blob;
  readonly filename: string | null;
}

export interface HttpClient {
  /** Sends the request and returns the validated, translated answer. */
  json<S extends v.GenericSchema>(request: HttpRequest, schema: S, ctx: RequestContext): Promise<v.InferOutput<S>>;
  /** Sends the request; the answer's body is not read (spec: "response not read"). */
  send(request: HttpRequest, ctx: RequestContext): Promise<void>;
  /**
   * Downloads a file. A JSON answer instead of a file is a failure carrying the server's message
   * (spec section 8: a bulk download returning JSON is an error using the server's message).
   */
  file(request: HttpRequest, ctx: RequestContext): Promise<FileAnswer>;
}

export interface HttpClientOptions {
  readonly fetch: FetchLike;
  /** e.g. `self.location.origin` in the worker. */
  readonly origin: string;
  readonly xsrf: XsrfTokenCell;
}

function buildUrl(base: string, request: HttpRequest): string {
  if (!request.query) return base + request.path;
  return `${base}${request.path}?${laravelQueryString(request.query)}`;
}

async function readErrorBody(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text === '' ? null : (JSON.parse(text) as unknown);
  } catch {
    // HTML error pages and truncated bodies say nothing the catalogue can use.
    return null;
  }
}

export function createHttpClient({ fetch: fetchImpl, origin, xsrf }: HttpClientOptions): HttpClient {
  const base = serverBase(origin);

  /** Performs the call; resolves only with a 2xx Response, rejects only with typed errors. */
  async function perform(request: HttpRequest, ctx: RequestContext, failure: FailureContext): Promise<Response> {
    const hasBody = request.body !== undefined;
    const init: FetchInit = {
      method: request.method,
      headers: buildRequestHeaders({ brand: ctx.brand, xsrfToken: xsrf.get(), jsonBody: hasBody, idempotencyKey: ctx.idempotencyKey ?? null, requestId: ctx.requestId ?? null }),
      credentials: 'include',
      body: request.form ?? (hasBody ? JSON.stringify(request.body) : undefined),
      signal: ctx.signal,
      ...(request.form && ctx.onUploadProgress ? { onUploadProgress: ctx.onUploadProgress } : {}),
    };
    let response: Response;
    const url = buildUrl(base, request);
    try {
      response = await fetchImpl(url, init);
    } catch (error) {
      throw classifyThrown(error, ctx.signal, failure);
    }
    ctx.onAnswer?.({ status: response.status, path: url.slice(base.length) });
    if (ctx.signal?.aborted) throw new RequestAbortedError(`${failure.label} aborted`);
    if (!response.ok) {
      const body = await readErrorBody(response);
      if (ctx.signal?.aborted) throw new RequestAbortedError(`${failure.label} aborted`);
      throw classifyHttpFailure(response.status, response.statusText, body, failure);
    }
    return response;
  }

  function failureContext(request: HttpRequest): FailureContext {
    return { label: `${request.method} ${request.path}` };
  }

  return {
    async json(request, schema, ctx) {
      const failure = failureContext(request);
      const response = await perform(request, ctx, failure);
      let text: string;
      try {
        text = await response.text();
      } catch (error) {
        throw classifyThrown(error, ctx.signal, failure);
      }
      if (ctx.signal?.aborted) throw new RequestAbortedError(`${failure.label} aborted`);
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw invalidResponse('body is not JSON', failure);
      }
      const result = v.safeParse(schema, json, { abortEarly: true });
      if (!result.success) throw invalidResponse(describeIssue(result.issues[0]), failure);
      return result.output;
    },
    async send(request, ctx) {
      await perform(request, ctx, failureContext(request));
    },
    async file(request, ctx) {
      const failure = failureContext(request);
      const response = await perform(request, ctx, failure);
      if ((response.headers.get('Content-Type') ?? '').includes('application/json')) {
        const body = await readErrorBody(response);
        throw notAFile(response.status, body, failure);
      }
      let blob: Blob;
      try {
        blob = await response.blob();
      } catch (error) {
        throw classifyThrown(error, ctx.signal, failure);
      }
      if (ctx.signal?.aborted) throw new RequestAbortedError(`${failure.label} aborted`);
      return { blob, filename: filenameOf(response.headers.get('Content-Disposition')) };
    },
  };
}

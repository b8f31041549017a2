/**
 * fetch that reports upload progress. fetch() cannot tell how much of a request body
 * has gone out (a streamed body would need HTTP/2 in Chromium), XMLHttpRequest can, and it exists
 * in dedicated workers. So a request that asks for progress goes through XHR, answered as a
 * Response like fetch's; every other request is plain fetch.
 *
 *   init.onUploadProgress ─▶ XHR: upload 'progress' events (≈ every 50 ms) ─▶ onUploadProgress(sent, total)
 *                               load ─▶ Response(status, headers, body)   error ─▶ TypeError, abort ─▶ AbortError
 */
import type { FetchInit, FetchLike } from './http-client';

// The little of XMLHttpRequest used here, written out so Node-side type checks need no DOM lib.
interface XhrProgress {
  readonly lengthComputable: boolean;
  readonly loaded: number;
  readonly total: number;
}
interface Xhr {
  open(method: string, url: string): void;
  withCredentials: boolean;
  responseType: string;
  readonly status: number;
  readonly statusText: string;
  readonly response: unknown;
  setRequestHeader(name: string, value: string): void;
  getAllResponseHeaders(): string;
  abort(): void;
  send(body: unknown): void;
  addEventListener(type: 'load' | 'error' | 'abort', listener: () => void): void;
  readonly upload: { addEventListener(type: 'progress', listener: (e: XhrProgress) => void): void };
}
type XhrConstructor = new () => Xhr;
const XhrClass = (globalThis as { XMLHttpRequest?: XhrConstructor }).XMLHttpRequest;

/** The response headers XHR gives as one CRLF-separated string, as a Headers object. */
function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

function abortError(): Error {
  return new DOMException('The upload was aborted.', 'AbortError');
}

/** Sends one request over XHR, reporting upload progress; answers like fetch (rejects only on network failure or abort). */
export function xhrWithUploadProgress(XhrImpl: XhrConstructor, url: string, init: FetchInit, onUploadProgress: (sent: number, total: number) => void): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    if (init.signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XhrImpl();
    xhr.open(init.method ?? 'GET', url);
    xhr.withCredentials = init.credentials === 'include';
    xhr.responseType = 'blob';
    new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
    const onAbort = () => xhr.abort();
    init.signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => init.signal?.removeEventListener('abort', onAbort);
    xhr.upload.addEventListener('progress', (e) => {
      if (e.lengthComputable) onUploadProgress(e.loaded, e.total);
    });
    xhr.addEventListener('load', () => {
      done();
      // A status of 0 never reaches `load`; 204/304 must have no body for the Response constructor.
      const body = xhr.status === 204 || xhr.status === 304 ? null : (xhr.response as Blob | null);
      resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText, headers: headersOf(xhr.getAllResponseHeaders()) }));
    });
    xhr.addEventListener('error', () => {
      done();
      reject(new TypeError('Failed to fetch'));
    });
    xhr.addEventListener('abort', () => {
      done();
      reject(abortError());
    });
    xhr.send(init.body ?? null);
  });
}

/** `fetch`, except that a request with `onUploadProgress` goes through XHR where there is one. */
export function withUploadProgress(fetchImpl: FetchLike): FetchLike {
  return (input, init) => {
    const { onUploadProgress, ...rest } = init;
    if (onUploadProgress === undefined || XhrClass === undefined) return fetchImpl(input, rest);
    return xhrWithUploadProgress(XhrClass, input, rest, onUploadProgress);
  };
}

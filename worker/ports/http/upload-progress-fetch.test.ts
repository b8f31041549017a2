/**
 * The upload transport: a request that asks for progress goes over XHR (here a scripted fake of
 * it), reports the bytes sent, and is answered as fetch would answer it; others stay plain fetch.
 */
import { describe, expect, it, vi } from 'vitest';
import { withUploadProgress, xhrWithUploadProgress } from './upload-progress-fetch';

/** A scripted XMLHttpRequest: records what was sent; the test fires its events. */
class ScriptedXhr {
  static last: ScriptedXhr | null = null;
  method = '';
  url = '';
  withCredentials = false;
  responseType = '';
  status = 0;
  statusText = '';
  response: unknown = null;
  responseHeaders = '';
  readonly headers: [string, string][] = [];
  body: unknown = undefined;
  aborted = false;
  private readonly listeners = new Map<string, (() => void)[]>();
  private readonly progressListeners: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void)[] = [];
  readonly upload = { addEventListener: (_type: 'progress', l: (e: { lengthComputable: boolean; loaded: number; total: number }) => void) => this.progressListeners.push(l) };
  constructor() {
    ScriptedXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.push([name, value]);
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  addEventListener(type: string, l: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), l]);
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.fire('abort');
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    for (const l of this.progressListeners) l({ lengthComputable, loaded, total });
  }
  fire(type: string) {
    for (const l of this.listeners.get(type) ?? []) l();
  }
}

describe('xhrWithUploadProgress', () => {
  it('sends method, headers, credentials and body, reports progress and answers as a Response', async () => {
    const reports: [number, number][] = [];
    const form = new FormData();
    form.append('path', '/editor');
    const answer = xhrWithUploadProgress(ScriptedXhr, '/server/api/v1/uploads/file', { method: 'POST', headers: { 'X-Brand': 'acme', 'X-XSRF-TOKEN': 't' }, credentials: 'include', body: form }, (sent, total) => reports.push([sent, total]));
    const xhr = ScriptedXhr.last!;
    expect([xhr.method, xhr.url, xhr.withCredentials, xhr.body]).toEqual(['POST', '/server/api/v1/uploads/file', true, form]);
    expect(xhr.headers).toEqual([
      ['x-brand', 'acme'],
      ['x-xsrf-token', 't'],
    ]);
    xhr.progress(100, 400);
    xhr.progress(0, 0, false);
    xhr.progress(400, 400);
    xhr.status = 201;
    xhr.statusText = 'Created';
    xhr.response = new Blob(['{"data":{"id":7}}'], { type: 'application/json' });
    xhr.responseHeaders = 'content-type: application/json\r\nx-request-id: 9\r\n';
    xhr.fire('load');
    const response = await answer;
    expect(reports).toEqual([
      [100, 400],
      [400, 400],
    ]);
    expect([response.status, response.ok, response.headers.get('Content-Type'), response.headers.get('x-request-id')]).toEqual([201, true, 'application/json', '9']);
    expect(await response.json()).toEqual({ data: { id: 7 } });
  });

  it('answers an error status as a Response too (the client classifies it)', async () => {
    const answer = xhrWithUploadProgress(ScriptedXhr, '/x', { method: 'POST' }, () => undefined);
    const xhr = ScriptedXhr.last!;
    xhr.status = 422;
    xhr.response = new Blob(['{"message":"The file is too large."}']);
    xhr.fire('load');
    const response = await answer;
    expect([response.status, await response.text()]).toEqual([422, '{"message":"The file is too large."}']);
  });

  it('rejects like fetch on a network failure and on an abort', async () => {
    const failed = xhrWithUploadProgress(ScriptedXhr, '/x', { method: 'POST' }, () => undefined);
    ScriptedXhr.last!.fire('error');
    await expect(failed).rejects.toBeInstanceOf(TypeError);

    const controller = new AbortController();
    const aborted = xhrWithUploadProgress(ScriptedXhr, '/x', { method: 'POST', signal: controller.signal }, () => undefined);
    controller.abort();
    expect(ScriptedXhr.last!.aborted).toBe(true);
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });

    const early = new AbortController();
    early.abort();
    await expect(xhrWithUploadProgress(ScriptedXhr, '/x', { method: 'POST', signal: early.signal }, () => undefined)).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('withUploadProgress', () => {
  it('leaves requests without progress to fetch, without the extra option', async () => {
    const fetchImpl = vi.fn(async () => new Response('ok'));
    await withUploadProgress(fetchImpl)('/server/api/v1/me', { method: 'GET' });
    expect(fetchImpl).toHaveBeenCalledWith('/server/api/v1/me', { method: 'GET' });
  });
});

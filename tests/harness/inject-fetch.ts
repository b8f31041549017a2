/**
 * A `fetch` over the reference backend in process (Fastify's inject), with a browser's cookie jar:
 * the worker's real HTTP port runs against the real routes without a socket, so an integration
 * test follows the real data path (route → answer → the port's validation → the watch).
 */
import type { FastifyInstance } from 'fastify';
import type { FetchLike } from '../../worker/ports/http/http-client';

export interface InjectFetch {
  readonly fetch: FetchLike;
  /**
   * Resolves once no request is in flight. Under fake timers that leave setImmediate real (inject
   * needs it), a test advances virtual time and then waits for the backend's answers with this:
   * no real sleep, no polling.
   */
  idle(): Promise<void>;
}

export function injectFetch(app: FastifyInstance, cookies: Map<string, string>): InjectFetch {
  const pending = new Set<Promise<unknown>>();
  const send: FetchLike = async (input, init) => {
    const url = new URL(input);
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => (headers[key] = value));
    if (cookies.size) headers.cookie = [...cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
    const res = await app.inject({ method: (init.method ?? 'GET') as 'GET', url: url.pathname + url.search, headers, ...(typeof init.body === 'string' ? { payload: init.body } : {}) });
    for (const c of res.cookies as { name: string; value: string }[]) cookies.set(c.name, decodeURIComponent(c.value));
    const answer = new Headers();
    for (const [key, value] of Object.entries(res.headers)) if (typeof value === 'string') answer.set(key, value);
    return new Response(res.statusCode === 204 ? null : res.rawPayload, { status: res.statusCode, statusText: res.statusMessage, headers: answer });
  };
  const fetch: FetchLike = (input, init) => {
    const answer = send(input, init);
    pending.add(answer);
    void answer.finally(() => pending.delete(answer)).catch(() => undefined);
    return answer;
  };
  return {
    fetch,
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

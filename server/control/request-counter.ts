/**
 * Counts the API requests the server answered, per method and path (control API `requests`), so
 * e2e tests can assert exactly how often the client fetched something, e.g. that live events patch
 * a list instead of refetching it. Counted when the answer is sent (Fastify's onResponse), which
 * includes error answers and injected failures; a request still in flight at a reset is counted
 * after it. Only `/server/*` is counted: not the health check, the built client or the control API.
 */
import type { FastifyInstance } from 'fastify';
import { normalizePath } from './failures.ts';

export interface RequestCounter {
  count(method: string, url: string): void;
  /** `"GET /server/api/v1/visual-build" → answers`, keys sorted; the query is dropped, ids kept. */
  counts(): Readonly<Record<string, number>>;
  reset(): void;
}

function requestKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${normalizePath(url)}`;
}

export function createRequestCounter(): RequestCounter {
  const byKey = new Map<string, number>();
  return {
    count(method, url) {
      const key = requestKey(method, url);
      byKey.set(key, (byKey.get(key) ?? 0) + 1);
    },
    counts: () => Object.fromEntries([...byKey].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
    reset() {
      byKey.clear();
    },
  };
}

function isCountedUrl(url: string): boolean {
  return url.startsWith('/server/') && !url.startsWith('/server/health');
}

export function installRequestCounter(app: FastifyInstance, counter: RequestCounter): void {
  app.addHook('onResponse', async (request) => {
    if (isCountedUrl(request.url)) counter.count(request.method, request.url);
  });
}

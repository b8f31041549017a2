/**
 * Counts the API requests the server answered, per method and path (control API `requests`), so
 * e2e tests can assert exactly how often the client fetched something, e.g. that live events patch
 * a list instead of refetching it. Counted when the answer is sent (Fastify's onResponse), which
 * includes error answers and injected failures; a request still in flight at a reset is counted
 * after it. Only `/server/*` is counted: not the health check, the built client or the control API.
 *
 * It also keeps a log of the newest requests as they arrive (onRequest, before any injected
 * failure or delay, so a request the client cancels later is in it too) with the brand they
 * named (X-Brand): the server-side evidence that no request after a brand switch still carries
 * the previous brand (`GET /__control/requests?log=1`).
 */
import type { FastifyInstance } from 'fastify';
import { BRAND_HEADER } from '../http/context.ts';
import { normalizePath } from './counted-rules.ts';

/** One request as it arrived: wall-clock time (ms since the epoch), method, path without the query, X-Brand. */
export interface LoggedRequest {
  readonly at: number;
  readonly method: string;
  readonly path: string;
  readonly brand: string | null;
}

/** The newest requests kept in the log: enough for a few minutes of a busy page, bounded memory. */
export const REQUEST_LOG_LIMIT = 10_000;

export interface RequestCounter {
  count(method: string, url: string): void;
  /** `"GET /server/api/v1/visual-build" → answers`, keys sorted; the query is dropped, ids kept. */
  counts(): Readonly<Record<string, number>>;
  /** Notes a request on arrival (`at`: Date.now()). */
  arrived(request: LoggedRequest): void;
  /** The newest arrivals (at most REQUEST_LOG_LIMIT), oldest first. */
  log(): readonly LoggedRequest[];
  reset(): void;
}

function requestKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${normalizePath(url)}`;
}

export function createRequestCounter(): RequestCounter {
  const byKey = new Map<string, number>();
  let log: LoggedRequest[] = [];
  return {
    count(method, url) {
      const key = requestKey(method, url);
      byKey.set(key, (byKey.get(key) ?? 0) + 1);
    },
    counts: () => Object.fromEntries([...byKey].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
    arrived(request) {
      log.push(request);
      // Trimmed in steps, not per request: one copy per thousand arrivals.
      if (log.length > REQUEST_LOG_LIMIT + 1_000) log = log.slice(-REQUEST_LOG_LIMIT);
    },
    log: () => log.slice(-REQUEST_LOG_LIMIT),
    reset() {
      byKey.clear();
      log = [];
    },
  };
}

function isCountedUrl(url: string): boolean {
  return url.startsWith('/server/') && !url.startsWith('/server/health');
}

/** Install before the failure and delay hooks: the log notes every arrival, even one answered by an injected failure. */
export function installRequestCounter(app: FastifyInstance, counter: RequestCounter): void {
  app.addHook('onRequest', async (request) => {
    if (!isCountedUrl(request.url)) return;
    const header = request.headers[BRAND_HEADER];
    counter.arrived({ at: Date.now(), method: request.method, path: normalizePath(request.url), brand: typeof header === 'string' && header !== '' ? header : null });
  });
  app.addHook('onResponse', async (request) => {
    if (isCountedUrl(request.url)) counter.count(request.method, request.url);
  });
}

/**
 * The scenario's `fetch`: answers the REAL HTTP port and GraphQL client (so every answer is
 * validated exactly as in production) from the file's rules, then the preset's. A rule matches
 * method, path (`*` = one segment), and optionally GraphQL operation, query subset, X-Brand and
 * a time window; `times` uses it up. A request no rule answers gets a 501 and is listed.
 */
import type { FetchLike } from '../ports/http/http-client';
import type { HttpRule } from './format';
import type { ScenarioTimers, Timeline } from './timers';

export interface HttpStats {
  /** Requests per endpoint (`GET /api/v1/balance-manager/balance`, `POST /api/v1/graphql LoggedUser`). */
  readonly requests: Map<string, number>;
  /** Endpoints no rule answered, with how many times. */
  readonly unanswered: Map<string, number>;
  /** Each request's query string, by endpoint, in the order sent. */
  readonly queries: Map<string, URLSearchParams[]>;
}

interface LiveRule {
  readonly rule: HttpRule;
  readonly segments: readonly string[];
  used: number;
}

const SERVER_PREFIX = '/server';

function segmentsMatch(pattern: readonly string[], path: string): boolean {
  const actual = path.split('/');
  return pattern.length === actual.length && pattern.every((p, i) => p === '*' || p === actual[i]);
}

function operationOf(body: unknown): string | null {
  if (typeof body !== 'string') return null;
  try {
    const parsed = JSON.parse(body) as { operationName?: unknown };
    return typeof parsed.operationName === 'string' ? parsed.operationName : null;
  } catch {
    return null;
  }
}

function abortError(): Error {
  // What fetch rejects with on abort; isAbortError (http/errors.ts) recognises it by name.
  const error = new Error('The operation was aborted.');
  error.name = 'AbortError';
  return error;
}

function responseOf(rule: HttpRule): Response {
  const nullBody = rule.status === 204 || rule.status === 205 || rule.status === 304;
  const text = rule.bodyText ?? (rule.body === undefined ? '' : JSON.stringify(rule.body));
  const headers: Record<string, string> = rule.bodyText === undefined && rule.body !== undefined ? { 'Content-Type': 'application/json' } : {};
  return new Response(nullBody ? null : text, { status: rule.status, headers: { ...headers, ...rule.headers } });
}

export interface ScenarioFetch {
  readonly fetch: FetchLike;
  readonly stats: HttpStats;
  /** Requests whose answer is due at once (no `delayMs`) and has not been handed over yet. */
  readonly answersDue: () => number;
}

export function createScenarioFetch(rules: readonly HttpRule[], timeline: Timeline, timers: ScenarioTimers): ScenarioFetch {
  const live: LiveRule[] = rules.map((rule) => ({ rule, segments: rule.path.split('/'), used: 0 }));
  const stats: HttpStats = { requests: new Map(), unanswered: new Map(), queries: new Map() };
  let due = 0;

  function find(method: string, path: string, search: URLSearchParams, operation: string | null, brand: string | null): LiveRule | null {
    const now = timeline.elapsed();
    for (const candidate of live) {
      const { rule } = candidate;
      if (rule.method !== method || !segmentsMatch(candidate.segments, path)) continue;
      if (rule.operation !== undefined && rule.operation !== operation) continue;
      if (rule.brand !== undefined && rule.brand !== brand) continue;
      if (rule.times !== undefined && candidate.used >= rule.times) continue;
      if (rule.from !== undefined && now < rule.from) continue;
      if (rule.until !== undefined && now >= rule.until) continue;
      if (rule.query !== undefined && !Object.entries(rule.query).every(([k, v]) => search.getAll(k).includes(v))) continue;
      return candidate;
    }
    return null;
  }

  const fetch: FetchLike = (input, init) => {
    const url = new URL(input);
    const path = url.pathname.startsWith(SERVER_PREFIX) ? url.pathname.slice(SERVER_PREFIX.length) : url.pathname;
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = (init.headers ?? {}) as Record<string, string>;
    const operation = operationOf(init.body);
    const endpoint = `${method} ${path}${operation !== null ? ` ${operation}` : ''}`;
    stats.requests.set(endpoint, (stats.requests.get(endpoint) ?? 0) + 1);
    const queries = stats.queries.get(endpoint);
    if (queries === undefined) stats.queries.set(endpoint, [url.searchParams]);
    else queries.push(url.searchParams);
    const match = find(method, path, url.searchParams, operation, headers['X-Brand'] ?? null);
    if (match !== null) match.used += 1;
    else stats.unanswered.set(endpoint, (stats.unanswered.get(endpoint) ?? 0) + 1);
    const rule: HttpRule = match?.rule ?? { method: 'GET', path, status: 501, delayMs: 0, body: { message: `The scenario has no answer for ${endpoint}.` } };

    return new Promise<Response>((resolve, reject) => {
      const signal = init.signal ?? null;
      if (signal?.aborted) return reject(abortError());
      const immediate = rule.delayMs === 0;
      if (immediate) due += 1;
      let settled = false;
      const settle = () => {
        if (!settled && immediate) due -= 1;
        settled = true;
      };
      const onAbort = () => {
        timers.clearTimeout(timer);
        settle();
        reject(abortError());
      };
      const timer = timers.setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        settle();
        if (rule.fail === 'network') reject(new TypeError('Failed to fetch'));
        else resolve(responseOf(rule));
      }, rule.delayMs);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  };
  return { fetch, stats, answersDue: () => due };
}

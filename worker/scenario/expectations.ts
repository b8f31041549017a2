/**
 * Checking expectations against what the run observed at that moment: the snapshot (paths like
 * `balance.value`, `notifications.items.length`, `toasts.items[0].key`), requests per endpoint,
 * the malformed counters, toasts shown so far, and the run's metrics.
 */
import type { Snapshot } from '../contract/snapshot';
import { canonicalJson } from '../log/state-hash';
import type { Expectation, Metric } from './format';

export interface Observation {
  readonly state: Snapshot;
  readonly requests: ReadonlyMap<string, number>;
  /** The query string of each request, by endpoint, in the order sent (for `requests` with a `query`). */
  readonly requestQueries: ReadonlyMap<string, readonly URLSearchParams[]>;
  /** Toasts requested so far, by i18n key. */
  readonly toasts: ReadonlyMap<string, number>;
  /** Envelopes so far, by event type. */
  readonly events: Readonly<Record<string, number>>;
  readonly metrics: Readonly<Record<Metric, number>>;
}

export interface ExpectationResult {
  readonly index: number;
  /** What was expected, in words (`balance.value equals 4.99 at 31000 ms`). */
  readonly description: string;
  readonly pass: boolean;
  readonly actual: unknown;
}

/** `a.b[2].c` or `a.b.2.c` → ['a', 'b', '2', 'c']. */
function segments(path: string): string[] {
  return path.replace(/\[(\d+)\]/g, '.$1').split('.').filter((s) => s !== '');
}

export function readPath(root: unknown, path: string): unknown {
  let value: unknown = root;
  for (const key of segments(path)) {
    if (value === null || value === undefined || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * Requests of one endpoint; `*` in the path matches one segment (`GET /api/v1/visual-build/*`).
 * With `query`, only those whose query string has these values (as an answer rule matches), so a
 * scenario can count its own list's loads apart from a page's list of the same endpoint.
 */
function requestCount(o: Observation, endpoint: string, query: Readonly<Record<string, string>> | undefined): number {
  const pattern = endpoint.includes('*') ? new RegExp(`^${endpoint.split('*').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[^/ ]+')}$`) : null;
  const matches = (key: string) => (pattern === null ? key === endpoint : pattern.test(key));
  let count = 0;
  if (query === undefined) {
    for (const [key, n] of o.requests) if (matches(key)) count += n;
    return count;
  }
  const wanted = Object.entries(query);
  for (const [key, searches] of o.requestQueries) {
    if (matches(key)) count += searches.filter((search) => wanted.every(([k, v]) => search.getAll(k).includes(v))).length;
  }
  return count;
}

interface Bounds {
  readonly equals?: unknown;
  readonly min?: number;
  readonly max?: number;
}

function within(actual: unknown, b: Bounds): boolean {
  if (b.equals !== undefined && canonicalJson(actual) !== canonicalJson(b.equals)) return false;
  if (b.min !== undefined && !(typeof actual === 'number' && actual >= b.min)) return false;
  if (b.max !== undefined && !(typeof actual === 'number' && actual <= b.max)) return false;
  return true;
}

function boundsText(b: Bounds): string {
  const parts: string[] = [];
  if (b.equals !== undefined) parts.push(`equals ${JSON.stringify(b.equals)}`);
  if (b.min !== undefined) parts.push(`≥ ${b.min}`);
  if (b.max !== undefined) parts.push(`≤ ${b.max}`);
  return parts.join(' and ');
}

function when(e: Expectation): string {
  return e.at === 'end' ? 'at the end' : `at ${e.at} ms`;
}

export function checkExpectation(e: Expectation, index: number, o: Observation): ExpectationResult {
  const label = e.label !== undefined ? `${e.label}: ` : '';
  const result = (subject: string, actual: unknown, pass: boolean, expected: string): ExpectationResult => ({
    index,
    description: `${label}${subject} ${expected} ${when(e)}`,
    pass,
    actual,
  });
  switch (e.kind) {
    case 'state': {
      const actual = readPath(o.state, e.state);
      const exists = actual !== undefined && actual !== null;
      const pass = within(actual, e) && (e.exists === undefined || e.exists === exists);
      const expected = [boundsText(e), e.exists === undefined ? '' : e.exists ? 'exists' : 'does not exist'].filter((s) => s !== '').join(' and ');
      return result(e.state, actual, pass, expected);
    }
    case 'requests': {
      const actual = requestCount(o, e.requests, e.query);
      const which = e.query === undefined ? '' : ` with ${new URLSearchParams(e.query).toString()}`;
      return result(`requests ${e.requests}${which}`, actual, within(actual, e), boundsText(e));
    }
    case 'malformed': {
      const actual = o.state.diagnostics.malformed;
      const pass = (['live', 'http', 'graphql'] as const).every((k) => e.malformed[k] === undefined || e.malformed[k] === actual[k]);
      return result('malformed counts', actual, pass, `equal ${JSON.stringify(e.malformed)}`);
    }
    case 'toast': {
      const actual = o.toasts.get(e.toast) ?? 0;
      const bounds = e.equals === undefined && e.min === undefined && e.max === undefined ? { min: 1 } : e;
      return result(`toasts ${e.toast} shown`, actual, within(actual, bounds), boundsText(bounds));
    }
    case 'events': {
      const actual = o.events[e.events] ?? 0;
      return result(`${e.events} events`, actual, within(actual, e), boundsText(e));
    }
    case 'metric': {
      const actual = o.metrics[e.metric];
      return result(e.metric, actual, within(actual, e), boundsText(e));
    }
  }
}

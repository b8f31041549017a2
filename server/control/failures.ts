/**
 * Injected failures (control API `fail`): the next `times` requests matching method and path
 * answer `status` with Laravel's body for it, before any session or route logic runs, so a
 * failed request never writes anything.
 */
import type { FastifyInstance } from 'fastify';
import { statusError } from '../http/errors.ts';

export interface FailureRule {
  readonly method: string;
  /** Path without the query, with or without the `/server` prefix; a trailing `*` matches a prefix. */
  readonly path: string;
  readonly status: number;
  remaining: number;
}

export interface FailureRules {
  add(rule: Omit<FailureRule, 'remaining'> & { times: number }): void;
  /** Consumes one use of the first matching rule and returns its status. */
  take(method: string, path: string): number | null;
  list(): readonly FailureRule[];
  clear(): void;
}

/** `/api/v1/x`, `/server/api/v1/x` and `api/v1/x` all name the same route. */
export function normalizePath(path: string): string {
  const p = path.split('?')[0]!.replace(/\/+$/, '');
  const withSlash = p.startsWith('/') ? p : `/${p}`;
  return withSlash.startsWith('/server/') ? withSlash : `/server${withSlash}`;
}

/** A rule's path as stored: normalized, keeping a trailing `*` (prefix match). */
export function normalizeRulePath(path: string): string {
  return path.endsWith('*') ? normalizePath(path.slice(0, -1)) + '*' : normalizePath(path);
}

/** Whether a rule (method `*` = any; path normalized, trailing `*` = prefix) matches a request. */
export function matchesRule(rule: { readonly method: string; readonly path: string }, method: string, path: string): boolean {
  if (rule.method !== '*' && rule.method !== method) return false;
  if (rule.path.endsWith('*')) return path.startsWith(rule.path.slice(0, -1));
  return rule.path === path;
}

export function createFailureRules(): FailureRules {
  let rules: FailureRule[] = [];
  return {
    add({ method, path, status, times }) {
      rules.push({ method: method.toUpperCase(), path: normalizeRulePath(path), status, remaining: times });
    },
    take(method, path) {
      const p = normalizePath(path);
      const rule = rules.find((r) => r.remaining > 0 && matchesRule(r, method, p));
      if (!rule) return null;
      rule.remaining -= 1;
      rules = rules.filter((r) => r.remaining > 0);
      return rule.status;
    },
    list: () => rules,
    clear() {
      rules = [];
    },
  };
}

export function installFailureHook(app: FastifyInstance, rules: FailureRules): void {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/server/') || request.url.startsWith('/server/health')) return;
    const status = rules.take(request.method, request.url);
    if (status !== null) throw statusError(status);
  });
}

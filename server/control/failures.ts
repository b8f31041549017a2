/**
 * Injected failures (control API `fail`): the next `times` requests matching method and path
 * answer `status` with Laravel's body for it, before any session or route logic runs, so a
 * failed request never writes anything.
 */
import type { FastifyInstance } from 'fastify';
import { statusError } from '../http/errors.ts';
import { createCountedRules } from './counted-rules.ts';

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

export function createFailureRules(): FailureRules {
  const rules = createCountedRules<{ readonly status: number }>();
  return { add: rules.add, take: (method, path) => rules.take(method, path)?.status ?? null, list: rules.list, clear: rules.clear };
}

export function installFailureHook(app: FastifyInstance, rules: FailureRules): void {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/server/') || request.url.startsWith('/server/health')) return;
    const status = rules.take(request.method, request.url);
    if (status !== null) throw statusError(status);
  });
}

/**
 * Injected delays (control API `delay`): the answers of the next `times` requests matching method
 * and path are held `ms` before they are sent. The request itself is handled at once, so the
 * answer says what was true when it arrived and nothing that happened while it was held: the
 * late, out-of-date answer of a slow network, which is what brand-switch and reconnect races need.
 * A rule is taken when the request arrives (in arrival order), the wait happens in `onSend`, so
 * error answers, injected failures included, are held too.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createCountedRules } from './counted-rules.ts';

export interface DelayRule {
  readonly method: string;
  /** Path without the query, with or without the `/server` prefix; a trailing `*` matches a prefix. */
  readonly path: string;
  readonly ms: number;
  remaining: number;
}

export interface DelayRules {
  add(rule: Omit<DelayRule, 'remaining'> & { times: number }): void;
  /** Consumes one use of the first matching rule and returns its delay in ms. */
  take(method: string, path: string): number | null;
  list(): readonly DelayRule[];
  clear(): void;
}

export function createDelayRules(): DelayRules {
  const rules = createCountedRules<{ readonly ms: number }>();
  return { add: rules.add, take: (method, path) => rules.take(method, path)?.ms ?? null, list: rules.list, clear: rules.clear };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `wait` is the timer (a test passes one it releases by hand). */
export function installDelayHook(app: FastifyInstance, rules: DelayRules, wait: (ms: number) => Promise<void> = sleep): void {
  const held = new WeakMap<FastifyRequest, number>();
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/server/') || request.url.startsWith('/server/health')) return;
    const ms = rules.take(request.method, request.url);
    if (ms !== null) held.set(request, ms);
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    const ms = held.get(request);
    if (ms !== undefined) {
      held.delete(request);
      await wait(ms);
    }
    return payload;
  });
}

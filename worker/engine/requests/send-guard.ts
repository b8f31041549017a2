/**
 * The last check before a request leaves: no request carries the X-Brand of a brand
 * that is no longer in scope, not even one that would be cancelled at once.
 *
 *   send ─▶ X-Brand = brand in scope (or none) ─▶ sent
 *        └▶ brand-scoped, X-Brand of another brand ─▶ dropped before the port: aborted (logged,
 *                                                    never toasted) + diagnostics counter
 *        └▶ session-scoped (me, locale, ...) ─▶ sent with the brand in scope instead; before any
 *           brand is in scope, with the brand it was given (the route's, at start), else none
 *
 * A request's brand is captured when it starts (execute.ts); it is checked again here, at every
 * attempt (the CSRF retry sends once more after an await), because the time between deciding and
 * sending is where a switch can slip in. The ports add no await before fetch, so this is the
 * moment the request leaves.
 *
 * In a worker the check first lets the messages already queued run (ports.yieldToQueuedMessages):
 * a switch the page posted while we were busy is then in scope before we look. Without that, an
 * answer of the old brand processed just before the switch message sent its follow-up loads with
 * the old X-Brand, tens of ms after the URL had changed (tests/chaos/brand-switch-race).
 * Spec section 7: every API request carries X-Brand, from the route brand, else the loaded brand
 * user. A session request is not about a brand, so it simply takes the brand in scope (which
 * follows the route); it goes without one only while no brand is known at all (docs/engine.md).
 */
import type { RequestContext } from '../../ports/types';
import { RequestAbortedError } from '../../ports/http/errors';
import type { Runtime } from '../core/runtime';
import type { RequestOp } from './execute';

export function sendInScope<T>(rt: Runtime, scope: 'brand' | 'session', op: RequestOp, call: (ctx: RequestContext) => Promise<T>): (ctx: RequestContext) => Promise<T> {
  const yieldToQueued = rt.ports.yieldToQueuedMessages;
  return async (ctx) => {
    if (yieldToQueued !== undefined && ctx.brand !== null) await yieldToQueued();
    const current = rt.brandInScope();
    // Not about the brand: its header is the brand in scope, whenever it was captured.
    if (scope === 'session') {
      const brand = current ?? ctx.brand;
      return call(brand === ctx.brand ? ctx : { ...ctx, brand });
    }
    if (ctx.brand === null || ctx.brand === current) return call(ctx);
    rt.emit({ event: { type: 'diagnostics/stale-brand-request-dropped', method: op.method, path: op.path, brand: ctx.brand }, source: 'system', brand: null });
    return Promise.reject(new RequestAbortedError(`${op.method} ${op.path} not sent: brand ${ctx.brand} left the scope`));
  };
}

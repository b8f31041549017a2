/**
 * Runs one port call and turns its outcome into emissions. Never rejects: a failure becomes
 * events (failure-events.ts). The emissions are returned, not emitted, so commands can emit them
 * in sequence and effects can stream them.
 *
 * Brand: a brand-scoped request captures the brand in scope when it STARTS; its emissions carry
 * that brand, so if the user switched meanwhile the reducer drops them (and counts them).
 */
import type { DomainEvent } from '../../contract/events';
import type { RequestContext } from '../../ports/types';
import type { Emission } from '../core/emission';
import { anySignal, type Runtime } from '../core/runtime';
import { failureEvents, isAbort } from './failure-events';
import type { RequestOp } from './request-ops';

export interface RequestSpec<T> {
  readonly op: RequestOp;
  /** 'brand': aborted on brand switch, emissions carry the brand; 'session': emissions carry no brand. */
  readonly scope: 'brand' | 'session';
  /** Brand to use instead of the one in state (a flow that just switched passes it explicitly). */
  readonly brand?: string | null;
  /** Extra cancellation on top of the brand scope (latest-wins loads). */
  readonly signal?: AbortSignal;
  readonly suppressToast?: boolean;
  readonly call: (ctx: RequestContext) => Promise<T>;
  readonly onSuccess: (value: T) => readonly DomainEvent[];
  /** Domain events for a real failure (not for an abort, which is only logged). */
  readonly onFailure?: (error: unknown) => readonly DomainEvent[];
}

export type Outcome<T> =
  | { readonly ok: true; readonly value: T; readonly emissions: readonly Emission[] }
  | { readonly ok: false; readonly error: unknown; readonly aborted: boolean; readonly emissions: readonly Emission[] };

export async function execute<T>(rt: Runtime, spec: RequestSpec<T>): Promise<Outcome<T>> {
  const brand = spec.brand !== undefined ? spec.brand : rt.state().brand.identifier;
  const envelopeBrand = spec.scope === 'brand' ? brand : null;
  const signals = spec.scope === 'brand' ? [rt.scope.signal] : [];
  if (spec.signal !== undefined) signals.push(spec.signal);
  const linked = signals.length > 0 ? anySignal(signals) : null;
  const ctx: RequestContext = { brand, suppressToast: spec.suppressToast ?? false, ...(linked ? { signal: linked.signal } : {}) };
  // Diagnostics belong to no brand: a malformed answer is counted whatever the scope by then.
  const wrap = (events: readonly DomainEvent[]): Emission[] =>
    events.map((event) => ({ event, source: 'http', brand: event.type === 'diagnostics/payload-malformed' ? null : envelopeBrand }));
  try {
    const value = await spec.call(ctx);
    return { ok: true, value, emissions: wrap(spec.onSuccess(value)) };
  } catch (error) {
    const aborted = isAbort(error);
    const events = failureEvents(error, spec.op, { suppressToast: spec.suppressToast ?? false, nextToastId: () => rt.nextToastId() });
    const domain = aborted ? [] : (spec.onFailure?.(error) ?? []);
    // Log entry first, then what the failure means for the domain, then session/toast events.
    return { ok: false, error, aborted, emissions: wrap([...events.slice(0, 1), ...domain, ...events.slice(1)]) };
  } finally {
    linked?.release();
  }
}

/** Executes and emits at once (commands). */
export async function run<T>(rt: Runtime, spec: RequestSpec<T>): Promise<Outcome<T>> {
  const outcome = await execute(rt, spec);
  for (const emission of outcome.emissions) rt.emit(emission);
  return outcome;
}

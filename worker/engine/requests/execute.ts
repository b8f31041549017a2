/**
 * Runs one port call and turns its outcome into emissions. Never rejects: a failure becomes
 * events (failure-events.ts). The emissions are returned, not emitted, so commands can emit them
 * in sequence and effects can stream them.
 *
 * Brand: a brand-scoped request captures the brand in scope when it STARTS; its emissions carry
 * that brand, so if the user switched meanwhile the reducer drops them (and counts them). It is
 * never SENT with a brand that left the scope (send-guard.ts).
 *
 * Every call is bracketed by `requests/started` and `requests/finished`, emitted at once and of
 * no brand (never dropped, so they always pair up): the loading bar's input (domains/requests).
 * They say what the call was: its id (sent as X-Request-Id, the same on a CSRF retry: one call of
 * the app, one id), method, path (the finished one with the query as sent), the last status the
 * server answered and how long it took (docs/event-log.md "Request envelopes").
 */
import type { DomainEvent } from '../registered';
import { pathOf, type CallDef } from '../../ports/http/call';
import type { RequestContext } from '../../ports/types';
import type { Emission } from '../core/emission';
import type { Runtime } from '../core/runtime';
import { callWithCsrfRetry } from './csrf-retry';
import { failureEvents, statusOf, type ToastPolicy } from './failure-events';
import { sendInScope } from './send-guard';
import { isAbortError, isNetworkFailure } from '../../ports/http/errors';

/** Method and path of a call, for `request/failed` log entries. */
export interface RequestOp {
  readonly method: string;
  readonly path: string;
}

export interface RequestSpec<T> {
  readonly op: RequestOp;
  /** 'brand': aborted on brand switch, emissions carry the brand; 'session': emissions carry no brand. */
  readonly scope: 'brand' | 'session';
  /** Brand to use instead of the one in state (a flow that just switched passes it explicitly). */
  readonly brand?: string | null;
  /** Extra cancellation on top of the brand scope (latest-wins loads). */
  readonly signal?: AbortSignal;
  /** An upload's progress, reported by the port (ports/http/upload-progress-fetch.ts). */
  readonly onUploadProgress?: (sent: number, total: number) => void;
  /** Whether a failure shows a toast (failure-events.ts); default 'always'. */
  readonly toast?: ToastPolicy;
  readonly call: (ctx: RequestContext) => Promise<T>;
  readonly onSuccess: (value: T) => readonly DomainEvent[];
  /** Domain events for a real failure (not for an abort, which is only logged). */
  readonly onFailure?: (error: unknown) => readonly DomainEvent[];
}

/** A RequestSpec for a declared backend call: the op comes from the call's own definition. */
export function callSpec<A, R>(
  rt: Runtime,
  def: CallDef<A, R>,
  args: A,
  rest: Omit<RequestSpec<R>, 'op' | 'call' | 'onSuccess'> & { readonly onSuccess?: (value: R) => readonly DomainEvent[] },
): RequestSpec<R> {
  return { ...rest, op: { method: def.method, path: pathOf(def, args) }, call: (ctx) => rt.ports.backend.call(def, args, ctx), onSuccess: rest.onSuccess ?? (() => []) };
}

export type Outcome<T> =
  | { readonly ok: true; readonly value: T; readonly emissions: readonly Emission[] }
  | { readonly ok: false; readonly error: unknown; readonly aborted: boolean; readonly emissions: readonly Emission[] };

/** What the server answered a call: filled by the HTTP port as answers arrive (RequestContext.onAnswer). */
interface Answered {
  status: number | null;
  query: string;
}

export async function execute<T>(rt: Runtime, spec: RequestSpec<T>): Promise<Outcome<T>> {
  const id = rt.nextRequestId();
  const { method, path } = spec.op;
  const startedAt = rt.ports.clock.now();
  const answered: Answered = { status: null, query: '' };
  rt.emit({ event: { type: 'requests/started', id, method, path }, source: 'http', brand: null });
  try {
    return await attempt(rt, spec, id, answered);
  } finally {
    const durationMs = Math.max(0, rt.ports.clock.now() - startedAt);
    rt.emit({ event: { type: 'requests/finished', id, method, path: `${path}${answered.query}`, status: answered.status, durationMs }, source: 'http', brand: null });
  }
}

async function attempt<T>(rt: Runtime, spec: RequestSpec<T>, requestId: string, answered: Answered): Promise<Outcome<T>> {
  const brand = spec.brand !== undefined ? spec.brand : rt.brandInScope();
  const envelopeBrand = spec.scope === 'brand' ? brand : null;
  const signals = spec.scope === 'brand' ? [rt.scope.signal] : [];
  if (spec.signal !== undefined) signals.push(spec.signal);
  const signal = signals.length === 0 ? undefined : signals.length === 1 ? signals[0] : AbortSignal.any(signals);
  const attemptOf = rt.outboxAttempt;
  const idempotencyKey = attemptOf !== undefined && spec.op.method !== 'GET' ? attemptOf.key : undefined;
  const ctx: RequestContext = {
    brand,
    ...(signal ? { signal } : {}),
    ...(spec.onUploadProgress ? { onUploadProgress: spec.onUploadProgress } : {}),
    ...(idempotencyKey !== undefined ? { idempotencyKey } : {}),
    requestId,
    onAnswer: (answer) => {
      answered.status = answer.status;
      const q = answer.path.indexOf('?');
      answered.query = q < 0 ? '' : answer.path.slice(q);
    },
  };
  // Diagnostics belong to no brand: a malformed answer is counted whatever the scope by then.
  const wrap = (events: readonly DomainEvent[]): Emission[] =>
    events.map((event) => ({ event, source: 'http', brand: event.type === 'diagnostics/payload-malformed' ? null : envelopeBrand }));
  try {
    // A 419 is answered with a fresh XSRF token and one more attempt (csrf-retry.ts).
    // Each attempt checks, as it leaves, that its brand is still the one in scope (send-guard.ts).
    const value = await callWithCsrfRetry(rt, sendInScope(rt, spec.scope, spec.op, spec.call), ctx, `${spec.op.method} ${spec.op.path}`);
    return { ok: true, value, emissions: wrap(spec.onSuccess(value)) };
  } catch (error) {
    const aborted = isAbortError(error);
    // A write of the outbox that found no network is kept, not failed: no toast, no rollback.
    const offline = attemptOf !== undefined && isNetworkFailure(error);
    if (offline) attemptOf.offline = true;
    if (attemptOf !== undefined) attemptOf.failure = { status: statusOf(error), aborted };
    const toast: ToastPolicy = offline || attemptOf?.replay === true ? 'never' : (spec.toast ?? 'always');
    const events = failureEvents(error, spec.op, { toast, fieldProblemsShown: rt.showsFieldProblems === true, nextToastId: () => rt.nextToastId() });
    const domain = aborted || offline ? [] : (spec.onFailure?.(error) ?? []);
    // Log entry first, then what the failure means for the domain, then session/toast events.
    return { ok: false, error, aborted, emissions: wrap([...events.slice(0, 1), ...domain, ...events.slice(1)]) };
  }
}

/** Executes and emits at once (commands). */
export async function run<T>(rt: Runtime, spec: RequestSpec<T>): Promise<Outcome<T>> {
  const outcome = await execute(rt, spec);
  for (const emission of outcome.emissions) rt.emit(emission);
  return outcome;
}

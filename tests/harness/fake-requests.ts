/**
 * The request machinery shared by FakeBackend and FakeGraphql. Every call becomes a pending
 * request that a test answers or fails by hand (`answer`, `fail`, `failWithStatus`), or that an
 * auto-answer settles, optionally after a delay (on the global timers, so vitest fake timers
 * drive it). Aborts are honoured like the real port (RequestAbortedError) unless the test turns
 * that off to simulate an answer racing the abort.
 */
import { classifyHttpFailure } from '../../worker/ports/http/classify';
import { RequestAbortedError } from '../../worker/ports/http/errors';
import type { RequestContext } from '../../worker/ports/types';
import { flushMicrotasks } from './flush';

/** Names of the methods of P that return a promise. */
export type AsyncMethod<P> = { [K in keyof P]: P[K] extends (...args: never[]) => Promise<unknown> ? K : never }[keyof P] & string;
export type ResultOf<P, K extends keyof P> = P[K] extends (...args: never[]) => Promise<infer R> ? R : never;

export interface PendingCall<T = unknown> {
  readonly method: string;
  readonly args: readonly unknown[];
  readonly ctx: RequestContext;
  readonly startedAt: number;
  resolve(value: T): void;
  reject(error: unknown): void;
}

export interface CallRecord {
  readonly method: string;
  readonly args: readonly unknown[];
  readonly brand: string | null;
  /** The Idempotency-Key the call was sent with (an outbox write), else null. */
  readonly idempotencyKey: string | null;
  readonly startedAt: number;
  settledAt: number | null;
  outcome: 'resolved' | 'rejected' | 'aborted' | null;
}

/** A value, or a function computing it from the call (may throw to fail). */
export type Answer<T> = T | ((call: PendingCall<T>) => T | Promise<T>);

interface Auto {
  readonly answer: Answer<unknown> | null;
  readonly error: (() => unknown) | null;
  readonly delayMs: number;
}

export class FakeRequests<P> {
  /** When false, an abort does not reject: the answer may still arrive late (race with abort). */
  honorAbort = true;
  readonly calls: CallRecord[] = [];
  private readonly open: (PendingCall & { record: CallRecord })[] = [];
  private readonly autos = new Map<string, Auto>();
  private readonly maxInFlight = new Map<string, number>();

  constructor(private readonly now: () => number = () => Date.now()) {}

  /** Answers every future call of `method` (after `delayMs` on the timers, default at once). */
  autoAnswer<K extends AsyncMethod<P>>(method: K, answer: Answer<ResultOf<P, K>>, options: { delayMs?: number } = {}): this {
    this.autos.set(method, { answer: answer as Answer<unknown>, error: null, delayMs: options.delayMs ?? 0 });
    return this;
  }

  /** Fails every future call of `method` with the error the factory makes. */
  autoFail<K extends AsyncMethod<P>>(method: K, error: () => unknown, options: { delayMs?: number } = {}): this {
    this.autos.set(method, { answer: null, error, delayMs: options.delayMs ?? 0 });
    return this;
  }

  /** Back to manual: future calls of `method` stay pending until answered. */
  manual<K extends AsyncMethod<P>>(method: K): this {
    this.autos.delete(method);
    return this;
  }

  pending<K extends AsyncMethod<P>>(method?: K): PendingCall<ResultOf<P, K>>[] {
    return this.open.filter((c) => method === undefined || c.method === method) as PendingCall<ResultOf<P, K>>[];
  }

  /** Answers the oldest pending call of `method`; throws when there is none (a test bug). */
  answer<K extends AsyncMethod<P>>(method: K, value: ResultOf<P, K>): void {
    this.oldest(method).resolve(value);
  }

  /**
   * Reports upload progress on the oldest pending call of `method`, as the real port's XHR does
   * while the body goes out; throws when that call did not ask for progress (a test bug).
   */
  uploadProgress<K extends AsyncMethod<P>>(method: K, sent: number, total: number): void {
    const report = this.oldest(method).ctx.onUploadProgress;
    if (report === undefined) throw new Error(`${String(method)}: this call reports no upload progress`);
    report(sent, total);
  }

  fail<K extends AsyncMethod<P>>(method: K, error: unknown): void {
    this.oldest(method).reject(error);
  }

  /** Fails the oldest pending call as the real HTTP port would for this status and body. */
  failWithStatus<K extends AsyncMethod<P>>(method: K, status: number, body: unknown = {}): void {
    const call = this.oldest(method);
    call.reject(classifyHttpFailure(status, '', body, { label: method }));
  }

  count(method?: AsyncMethod<P>): number {
    return this.calls.filter((c) => method === undefined || c.method === method).length;
  }

  inFlight(method?: AsyncMethod<P>): number {
    return this.open.filter((c) => method === undefined || c.method === method).length;
  }

  /** Highest number of calls of `method` that were in flight at the same time. */
  maxConcurrent(method: AsyncMethod<P>): number {
    return this.maxInFlight.get(method) ?? 0;
  }

  flush(): Promise<void> {
    return flushMicrotasks();
  }

  protected request<T>(method: string, args: readonly unknown[], ctx: RequestContext): Promise<T> {
    return new Promise<T>((resolvePromise, rejectPromise) => {
      const record: CallRecord = { method, args, brand: ctx.brand, idempotencyKey: ctx.idempotencyKey ?? null, startedAt: this.now(), settledAt: null, outcome: null };
      this.calls.push(record);
      let done = false;
      const settle = (outcome: CallRecord['outcome'], fn: () => void) => {
        if (done) return;
        done = true;
        record.settledAt = this.now();
        record.outcome = outcome;
        const i = this.open.indexOf(call);
        if (i >= 0) this.open.splice(i, 1);
        ctx.signal?.removeEventListener('abort', onAbort);
        fn();
      };
      const call: PendingCall & { record: CallRecord } = {
        method,
        args,
        ctx,
        startedAt: record.startedAt,
        record,
        resolve: (value) => settle('resolved', () => resolvePromise(value as T)),
        reject: (error) => settle(error instanceof RequestAbortedError ? 'aborted' : 'rejected', () => rejectPromise(error)),
      };
      const onAbort = () => {
        if (this.honorAbort) call.reject(new RequestAbortedError(`${method} aborted`));
      };
      if (ctx.signal?.aborted && this.honorAbort) {
        call.reject(new RequestAbortedError(`${method} aborted`));
        return;
      }
      ctx.signal?.addEventListener('abort', onAbort, { once: true });
      this.open.push(call);
      this.maxInFlight.set(method, Math.max(this.maxInFlight.get(method) ?? 0, this.inFlight(method as AsyncMethod<P>)));
      const auto = this.autos.get(method);
      if (auto !== undefined) this.runAuto(call, auto);
    });
  }

  private runAuto(call: PendingCall, auto: Auto): void {
    const go = () => {
      if (auto.error !== null) {
        call.reject(auto.error());
        return;
      }
      const answer = auto.answer;
      try {
        const value = typeof answer === 'function' ? (answer as (c: PendingCall) => unknown)(call) : answer;
        Promise.resolve(value).then(call.resolve, call.reject);
      } catch (e) {
        call.reject(e);
      }
    };
    if (auto.delayMs > 0) setTimeout(go, auto.delayMs);
    else queueMicrotask(go);
  }

  private oldest(method: string): PendingCall {
    const call = this.open.find((c) => c.method === method);
    if (call === undefined) throw new Error(`no pending ${method} call (pending: ${this.open.map((c) => c.method).join(', ') || 'none'})`);
    return call;
  }
}

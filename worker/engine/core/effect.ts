/**
 * Effects are RxJS pipelines `(event$, runtime) → Observable<Emission>`: they watch the accepted
 * envelopes (the brand in scope, or none) and answer with more events, usually by refetching.
 */
import type { DomainEventType, Envelope, EventOf } from '../registered';
import { defer, EMPTY, filter, from, mergeMap, type Observable, type OperatorFunction, startWith, switchMap } from 'rxjs';
import type { Emission } from './emission';
import { EventStream } from './event-stream';
import type { Runtime } from './runtime';
import type { Outcome } from '../requests/execute';

export type Effect = (event$: Observable<Envelope>, rt: Runtime) => Observable<Emission>;

export function ofType<T extends DomainEventType>(...types: readonly T[]): OperatorFunction<Envelope, Envelope<EventOf<T>>> {
  const wanted: ReadonlySet<string> = new Set(types);
  const byFilter = filter((envelope: Envelope): envelope is Envelope<EventOf<T>> => wanted.has(envelope.event.type));
  return (source) => (source instanceof EventStream ? (source.select(types) as Observable<Envelope<EventOf<T>>>) : byFilter(source));
}

/**
 * Runs `body` once per brand scope: a brand switch or sign-out tears down pending debounce
 * timers and in-flight fetch subscriptions of the old brand and starts fresh for the new one.
 */
export function perBrandScope<R>(event$: Observable<Envelope>, body: () => Observable<R>): Observable<R> {
  return event$.pipe(
    ofType('brand/switch-started', 'session/signed-out'),
    startWith(null),
    switchMap(() => body()),
  );
}

/**
 * After a reconnect, refetch what the missed events would have refreshed; likewise when the
 * browser is back online (loads made while offline failed, and the socket may never have dropped).
 */
export function resync$(event$: Observable<Envelope>): Observable<Envelope> {
  return event$.pipe(ofType('connection/resubscribed', 'connection/resync-requested'));
}

/** A fetch as an Observable of its emissions; `start` returns null when the fetch must not run. */
export function fetchEmissions(start: () => Promise<Outcome<unknown>> | null): Observable<Emission> {
  return defer(() => {
    const pending = start();
    return pending === null ? EMPTY : from(pending).pipe(mergeMap((outcome) => outcome.emissions));
  });
}

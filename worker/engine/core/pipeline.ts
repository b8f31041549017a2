/**
 * The envelope pipeline: stamps each emission with a seq and a time, folds it into the state and
 * publishes the envelope and the new state.
 *
 * Re-entrancy: a subscriber may emit while an envelope is being published (an effect reacting
 * synchronously). Such emissions are queued and processed after the current one, in order, so
 * every subscriber sees envelopes in seq order and the state never moves under a running
 * subscriber.
 */
import type { Envelope, Snapshot } from '../registered';
import { Subject, type Observable } from 'rxjs';
import type { Clock } from '../../ports/types';
import type { ForeignTest } from '../brand-scope';
import type { Reducer } from '../reduce';
import type { Emission } from './emission';

export interface PipelineOptions {
  readonly clock: Clock;
  readonly initialState: Snapshot;
  /** The seq the initial state has folded up to: the next envelope is one more. */
  readonly lastSeq: number;
  readonly reduce: Reducer;
  readonly isForeign: ForeignTest;
  /** Called for every folded envelope with the state it was folded into (the event log). */
  readonly onFolded?: (envelope: Envelope, stateBefore: Snapshot) => void;
}

export interface Pipeline {
  /** Every envelope the reducer saw, foreign ones included. */
  readonly envelope$: Observable<Envelope>;
  /** Envelopes of the brand in scope (or of no brand): what effects react to. */
  readonly accepted$: Observable<Envelope>;
  state(): Snapshot;
  emit(emission: Emission): void;
  complete(): void;
}

export function createPipeline(options: PipelineOptions): Pipeline {
  const envelopeSubject = new Subject<Envelope>();
  const acceptedSubject = new Subject<Envelope>();
  let state = options.initialState;
  let seq = options.lastSeq;
  const { reduce, isForeign } = options;
  const queue: Emission[] = [];
  let draining = false;
  let closed = false;

  function process(emission: Emission): void {
    seq += 1;
    const envelope: Envelope = { seq, at: options.clock.now(), brand: emission.brand, source: emission.source, event: emission.event };
    const before = state;
    state = reduce(before, envelope);
    options.onFolded?.(envelope, before);
    envelopeSubject.next(envelope);
    if (!isForeign(before, envelope)) acceptedSubject.next(envelope);
  }

  return {
    envelope$: envelopeSubject.asObservable(),
    accepted$: acceptedSubject.asObservable(),
    state: () => state,
    emit(emission) {
      if (closed) return;
      queue.push(emission);
      if (draining) return;
      draining = true;
      try {
        // Index loop: emissions queued by subscribers are appended while we walk.
        for (let i = 0; i < queue.length; i++) {
          const emission = queue[i] as Emission;
          try {
            process(emission);
          } catch (error) {
            // A bug folding one event must not take the queued ones (or the worker) down with it.
            console.error(`[engine] could not process ${emission.event.type}`, error);
          }
        }
      } finally {
        queue.length = 0;
        draining = false;
      }
    },
    complete() {
      closed = true;
      envelopeSubject.complete();
      acceptedSubject.complete();
    },
  };
}

/**
 * The envelopes effects watch, routed by event type: one Map lookup per envelope instead of every
 * effect's filter running on every envelope (a render storm passes ~25 filters otherwise).
 * `ofType` (effects/effect.ts) uses `select` when its source is an EventStream and a plain filter
 * otherwise, so effects stay ordinary RxJS pipelines over `Observable<Envelope>`.
 */
import type { Envelope } from '../registered';
import { merge, Observable, Subject, type Subscription } from 'rxjs';

export class EventStream extends Observable<Envelope> {
  private readonly byType = new Map<string, Subject<Envelope>>();
  private readonly routing: Subscription;

  constructor(source: Observable<Envelope>) {
    super((subscriber) => source.subscribe(subscriber));
    this.routing = source.subscribe({
      next: (envelope) => this.byType.get(envelope.event.type)?.next(envelope),
      complete: () => this.byType.forEach((s) => s.complete()),
    });
  }

  /** Envelopes of the given types, in order. */
  select(types: readonly string[]): Observable<Envelope> {
    return merge(...types.map((type) => this.subjectFor(type)));
  }

  dispose(): void {
    this.routing.unsubscribe();
    this.byType.forEach((s) => s.complete());
  }

  private subjectFor(type: string): Subject<Envelope> {
    let subject = this.byType.get(type);
    if (subject === undefined) {
      subject = new Subject<Envelope>();
      this.byType.set(type, subject);
    }
    return subject;
  }
}

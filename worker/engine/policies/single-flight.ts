/**
 * Never two identical requests in flight: a trigger while the fetch runs is remembered, and
 * exactly one trailing fetch runs after it completes (however many triggers came meanwhile).
 *
 *   idle ──trigger──▶ running ──complete──▶ idle
 *                      │   ▲
 *              trigger │   │ complete (trailing set): start again
 *                      ▼   │
 *                   running+trailing
 */
import { Observable, type OperatorFunction, type Subscription } from 'rxjs';

export function singleFlight<T, R>(fetch: (trigger: T) => Observable<R>): OperatorFunction<T, R> {
  return (source) =>
    new Observable<R>((subscriber) => {
      let running = false;
      let trailing: { value: T } | null = null;
      let sourceDone = false;
      let inner: Subscription | null = null;

      const start = (trigger: T) => {
        running = true;
        trailing = null;
        inner = fetch(trigger).subscribe({
          next: (r) => subscriber.next(r),
          error: (e) => subscriber.error(e),
          complete: () => {
            running = false;
            inner = null;
            const next = trailing;
            if (next !== null) start(next.value);
            else if (sourceDone) subscriber.complete();
          },
        });
      };

      const sub = source.subscribe({
        next(trigger) {
          if (running) trailing = { value: trigger };
          else start(trigger);
        },
        error: (e) => subscriber.error(e),
        complete() {
          sourceDone = true;
          if (!running) subscriber.complete();
        },
      });
      return () => {
        sub.unsubscribe();
        inner?.unsubscribe();
      };
    });
}

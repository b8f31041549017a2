/**
 * debounce with a maxWait: emits the latest value once the source has been quiet for `waitMs`,
 * or `maxWaitMs` after the first value of the burst, whichever comes first. A continuous stream
 * therefore cannot starve it (plain debounceTime would never fire).
 *
 * As in lodash, maxWait counts from the last emission while the stream is continuous (a value
 * came less than `waitMs` after the previous one), else from the first value of the new burst.
 * So a steady stream fires exactly every `maxWaitMs`: 1 Spend/s with 30 s gives 20 refetches in
 * 10 minutes, not 19 (counting from the next value would add a second per period).
 *
 * One timer per burst: values only move a deadline, and the timer re-arms itself when it wakes
 * before the deadline. A storm of 10k values costs 10k assignments, not 10k timer reschedules.
 * Pending values are dropped when the source completes (our triggers complete only on teardown).
 */
import { EMPTY, Observable, type MonoTypeOperatorFunction, type SchedulerLike, type Subscription } from 'rxjs';

/** `cancel$`: drops the pending value (something else fetched meanwhile); the next value starts a new burst. */
export function debounceWithMaxWait<T>(waitMs: number, maxWaitMs: number, scheduler: SchedulerLike, cancel$: Observable<unknown> = EMPTY): MonoTypeOperatorFunction<T> {
  return (source) =>
    new Observable<T>((subscriber) => {
      let pending = false;
      let latest: T;
      let lastValueAt = -Infinity;
      let lastFireAt = -Infinity;
      let burstStart = 0;
      let quietDeadline = 0;
      let timer: Subscription | null = null;

      const deadline = () => Math.min(quietDeadline, burstStart + maxWaitMs);
      const wake = () => {
        timer = null;
        if (!pending) return;
        const now = scheduler.now();
        const due = deadline();
        if (now < due) {
          timer = scheduler.schedule(wake, due - now);
          return;
        }
        pending = false;
        lastFireAt = now;
        subscriber.next(latest);
      };

      const sub = source.subscribe({
        next(value) {
          const now = scheduler.now();
          latest = value;
          if (!pending) {
            pending = true;
            burstStart = now - lastValueAt < waitMs ? Math.max(lastFireAt, now - maxWaitMs) : now;
          }
          lastValueAt = now;
          quietDeadline = now + waitMs;
          if (timer === null) timer = scheduler.schedule(wake, Math.max(0, deadline() - now));
        },
        error: (e) => subscriber.error(e),
        complete: () => subscriber.complete(),
      });
      const cancelSub = cancel$.subscribe(() => {
        pending = false;
        lastValueAt = -Infinity;
        timer?.unsubscribe();
        timer = null;
      });
      return () => {
        sub.unsubscribe();
        cancelSub.unsubscribe();
        timer?.unsubscribe();
      };
    });
}

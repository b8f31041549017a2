/**
 * The spec's minimum fetch delay (section 9: 200 ms): a call settles as it would, but never
 * sooner than the floor. Timed on the scheduler port, so tests run it on virtual time.
 */
import type { SchedulerLike } from 'rxjs';

export function atLeast<T>(scheduler: SchedulerLike, floorMs: number, work: Promise<T>): Promise<T> {
  const floor = new Promise<void>((resolve) => {
    scheduler.schedule(() => resolve(), floorMs);
  });
  return Promise.allSettled([work, floor]).then(([outcome]) => (outcome.status === 'fulfilled' ? outcome.value : Promise.reject(outcome.reason as unknown)));
}

/** Turns the push-style notification bus into the AsyncIterator a GraphQL subscription returns. */
import type { NotificationRow } from '../db/rows.ts';
import type { NotificationBus } from '../notifications/store.ts';

export function busIterator(bus: NotificationBus, accept: (row: NotificationRow) => boolean): AsyncIterableIterator<NotificationRow> {
  const queue: NotificationRow[] = [];
  const waiting: ((r: IteratorResult<NotificationRow>) => void)[] = [];
  let done = false;
  const unsubscribe = bus.subscribe((row) => {
    if (done || !accept(row)) return;
    const next = waiting.shift();
    if (next) next({ value: row, done: false });
    else queue.push(row);
  });
  const finish = async (): Promise<IteratorResult<NotificationRow>> => {
    done = true;
    unsubscribe();
    for (const w of waiting.splice(0)) w({ value: undefined, done: true });
    return { value: undefined, done: true };
  };
  return {
    next() {
      if (queue.length) return Promise.resolve({ value: queue.shift()!, done: false });
      if (done) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve) => waiting.push(resolve));
    },
    return: finish,
    throw: async (error: unknown) => {
      await finish();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/**
 * The id queue of spec section 7: ids of records we need (here: created records a watched list
 * may show) are collected for 250 ms (debounce with maxWait, so a storm cannot starve it) and
 * fetched with one list call per 100 ids (`ids[]`, limit 100, archived=-1). Never two fetches in
 * flight for one resource; ids asked for meanwhile go into exactly one trailing fetch.
 */
import { defer, from, Subject, type Subscription } from 'rxjs';
import type { QueryItem } from '../../contract/page';
import { debounceWithMaxWait } from '../policies/debounce-max-wait';
import { singleFlight } from '../policies/single-flight';
import type { SchedulerLike } from 'rxjs';

export const ID_QUEUE_WINDOW_MS = 250;
export const ID_QUEUE_LIMIT = 100;

/** Fetches one chunk (≤ 100 ids); resolves with the items found (missing ids are just absent). */
export type FetchItems = (ids: readonly string[]) => Promise<readonly QueryItem[]>;

export class IdQueue {
  private readonly pending = new Set<string>();
  private readonly trigger = new Subject<void>();
  private readonly subscription: Subscription;
  private disposed = false;

  constructor(
    scheduler: SchedulerLike,
    private readonly fetch: FetchItems,
    private readonly deliver: (items: readonly QueryItem[]) => void,
  ) {
    this.subscription = this.trigger
      .pipe(
        debounceWithMaxWait(ID_QUEUE_WINDOW_MS, ID_QUEUE_WINDOW_MS, scheduler),
        singleFlight(() => defer(() => from(this.drain()))),
      )
      .subscribe();
  }

  request(id: string): void {
    this.pending.add(id);
    this.trigger.next();
  }

  /** Stops it, a drain in flight included: its next chunk is not asked for (the brand may have left). */
  dispose(): void {
    this.disposed = true;
    this.pending.clear();
    this.subscription.unsubscribe();
  }

  /** Everything pending now, in chunks of ID_QUEUE_LIMIT, one after the other. */
  private async drain(): Promise<void> {
    const ids = [...this.pending];
    this.pending.clear();
    for (let i = 0; i < ids.length && !this.disposed; i += ID_QUEUE_LIMIT) {
      const records = await this.fetch(ids.slice(i, i + ID_QUEUE_LIMIT));
      if (records.length > 0) this.deliver(records);
    }
  }
}

/**
 * Notifications made by other processes, onto this process's bus. The GraphQL subscription
 * `notificationCreated` listens to the API server's in-process bus (store.ts), but with
 * `RENDER_QUEUE=bullmq` renders are settled — and their requesters notified — by render workers
 * in other processes, which write the rows into the shared database only. While that mode is on,
 * the API server polls for rows it has not announced itself (by rowid, oldest first, at most
 * `limit` per poll) and announces them, so a subscriber hears a worker's notification as it
 * would the API server's own, once.
 */
import type { Db } from '../db/database.ts';
import type { NotificationRow } from '../db/rows.ts';
import type { NotificationBus } from './store.ts';

export interface NotificationRelay {
  /** Announces what other processes added since the last poll; answers how many. */
  poll(): number;
  /** Starts from the newest row now (older ones are not news) and polls every `everyMs`. */
  start(everyMs: number): void;
  stop(): void;
}

export function createNotificationRelay(db: Db, bus: NotificationBus, options: { readonly limit?: number } = {}): NotificationRelay {
  const limit = options.limit ?? 500;
  const newest = db.prepare('SELECT COALESCE(MAX(rowid), 0) FROM notifications').pluck();
  const after = db.prepare('SELECT rowid AS seq, * FROM notifications WHERE rowid > ? ORDER BY rowid LIMIT ?');
  // What this process announced itself (notify() emits on the bus): not announced twice.
  const ownIds = new Set<string>();
  let unsubscribe: (() => void) | null = null;
  let timer: NodeJS.Timeout | null = null;
  let seen = 0;
  let relaying = false;

  function poll(): number {
    const rows = after.all(seen, limit) as (NotificationRow & { seq: number })[];
    let announced = 0;
    relaying = true;
    try {
      for (const { seq, ...row } of rows) {
        seen = seq;
        if (ownIds.delete(row.id)) continue;
        bus.emit(row);
        announced++;
      }
    } finally {
      relaying = false;
    }
    return announced;
  }

  return {
    poll,
    start(everyMs) {
      if (timer) return;
      seen = newest.get() as number;
      unsubscribe = bus.subscribe((row) => {
        if (!relaying) ownIds.add(row.id);
      });
      timer = setInterval(poll, everyMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
      unsubscribe?.();
      unsubscribe = null;
      ownIds.clear();
    },
  };
}

/**
 * The job runner of the fetch feeds' schedules, in the server process: every minute it fetches
 * the feeds whose `next_fetch_at` has come (oldest first, one at a time), each fetch a revision by
 * nobody ("Automatic"). The due time lives in the database, so a restart loses nothing: the
 * first run after it fetches whatever fell due meanwhile. Archived feeds and `manual` schedules
 * (no due time) are left alone. Each fetch is announced to the brand's open pages (FeedUpdated),
 * and a failure that starts a streak notifies the feed's owner and the managers
 * (fetch-failure-notice.ts).
 *
 *   timer (every tickMs) ─▶ runDue(now) ─▶ due feeds ─▶ claim (next_fetch_at moves on) ─▶ fetch ─▶ revision
 *                                                                    ─▶ FeedUpdated; a first failure ─▶ notifications
 */
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { fetchAndStore, type FetchOutcome } from './fetch-feed.ts';
import type { FetchOptions } from './fetch-url.ts';
import { nextFetchAt } from './schedule.ts';
import type { FeedRecord } from './store.ts';
import { periodicRuns, type PeriodicRuns } from '../jobs/periodic-runs.ts';
import type { Publisher } from '../live/publisher.ts';
import type { NotificationBus } from '../notifications/store.ts';
import { announceFeedOfBrand } from '../routes/feeds-live.ts';
import { noticeScheduledFetchFailed } from './fetch-failure-notice.ts';

/** The most feeds one run fetches; the rest are still due at the next. */
const BATCH = 20;

export interface FeedScheduler extends PeriodicRuns {
  /** Fetches the feeds due at `at` (default: the clock's now); answers each one's outcome. */
  runDue(at?: Date): Promise<{ readonly feedId: number; readonly outcome: FetchOutcome }[]>;
}

export function createFeedScheduler(deps: { db: Db; clock: Clock; fetch: FetchOptions; publisher: Publisher; bus: NotificationBus; onError: (error: unknown) => void }): FeedScheduler {
  const { db, clock } = deps;

  async function runDue(at = clock.now()) {
    const due = db.prepare("SELECT * FROM feeds WHERE type = 'fetch' AND archived_at IS NULL AND url IS NOT NULL AND next_fetch_at IS NOT NULL AND next_fetch_at <= ? ORDER BY next_fetch_at, id LIMIT ?").all(at.toISOString(), BATCH) as FeedRecord[];
    const done: { feedId: number; outcome: FetchOutcome }[] = [];
    for (const feed of due) {
      // Claimed before the download: a fetch that hangs or crashes the process is not retried every minute.
      db.prepare('UPDATE feeds SET next_fetch_at = ? WHERE id = ?').run(nextFetchAt(feed.schedule, at), feed.id);
      const outcome = await fetchAndStore(db, feed, deps.fetch, { userId: null, now: () => clock.now() });
      done.push({ feedId: feed.id, outcome });
      if (outcome.ok) announceFeedOfBrand(deps.publisher, db, feed.brand_id, feed.id, 'fetched');
      else if (!outcome.gone) {
        announceFeedOfBrand(deps.publisher, db, feed.brand_id, feed.id, 'fetch-failed');
        noticeScheduledFetchFailed({ db, bus: deps.bus, clock }, feed.id, outcome.message);
      }
    }
    return done;
  }

  return { runDue, ...periodicRuns(() => runDue(), deps.onError) };
}

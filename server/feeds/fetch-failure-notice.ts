/**
 * Who hears that a scheduled fetch failed (docs/feeds.md "When the schedule's fetch fails"): the
 * feed's owner (who created it) and the brand's managers, with a `FeedFetchFailed` notification
 * that gives the reason in words and links to the feed.
 *
 * Once per failure streak: only the first scheduled failure after the feed's last good revision
 * notifies. A feed whose URL is down for a day on an hourly schedule says so once, not 24 times;
 * the feed page and the list say it for as long as it lasts (`last_fetch_error`). A good fetch
 * (scheduled, "Fetch now", an edit) ends the streak, so the next failure notifies again. The
 * streak is read from the revisions, which already record every fetch and its outcome: no state
 * of its own to keep in step. A failed "Fetch now" is seen by the person who pressed it and does
 * not start a streak of its own; the schedule's next failure still notifies.
 */
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import type { BrandRow } from '../db/rows.ts';
import * as kinds from '../notifications/kinds.ts';
import { notify, type NotificationBus } from '../notifications/store.ts';
import type { FeedRecord } from './store.ts';

/** Whether the failure just recorded is the first of the schedule since the feed's last good revision. */
export function startsFailureStreak(db: Db, feedId: number): boolean {
  const since = db.prepare("SELECT COALESCE(MAX(id), 0) FROM feed_revisions WHERE feed_id = ? AND kind != 'fetch-failed'").pluck().get(feedId) as number;
  const failures = db.prepare("SELECT COUNT(*) FROM feed_revisions WHERE feed_id = ? AND kind = 'fetch-failed' AND user_id IS NULL AND id > ?").pluck().get(feedId, since) as number;
  return failures === 1;
}

/** The feed's owner (the person who created it, while still a member) and the brand's managers. */
export function fetchFailureAudience(db: Db, feed: Pick<FeedRecord, 'id' | 'brand_id'>): number[] {
  const owner = db
    .prepare("SELECT r.user_id FROM feed_revisions r JOIN brand_users bu ON bu.user_id = r.user_id AND bu.brand_id = ? WHERE r.feed_id = ? AND r.kind = 'create' ORDER BY r.id LIMIT 1")
    .pluck()
    .get(feed.brand_id, feed.id) as number | undefined;
  const managers = db.prepare("SELECT user_id FROM brand_users WHERE brand_id = ? AND primary_role = 'manager' ORDER BY user_id").pluck().all(feed.brand_id) as number[];
  return [...new Set([...(owner === undefined ? [] : [owner]), ...managers])];
}

/** Notifies the audience when this failure starts a streak; answers whom it told. */
export function noticeScheduledFetchFailed(d: { readonly db: Db; readonly bus: NotificationBus; readonly clock: Clock }, feedId: number, message: string): number[] {
  // Read now: the name it has when the failure is told, and nothing for a feed deleted meanwhile.
  const feed = d.db.prepare('SELECT * FROM feeds WHERE id = ?').get(feedId) as FeedRecord | undefined;
  if (!feed || !startsFailureStreak(d.db, feed.id)) return [];
  const brand = d.db.prepare('SELECT * FROM brands WHERE id = ?').get(feed.brand_id) as BrandRow | undefined;
  if (!brand) return [];
  const audience = fetchFailureAudience(d.db, feed);
  const data = kinds.feedFetchFailed(brand, { id: feed.id, name: feed.name }, message);
  const createdAt = d.clock.now().toISOString();
  for (const userId of audience) notify(d.db, d.bus, { userId, brandId: brand.id, type: kinds.NOTIFICATION_TYPES.FeedFetchFailed, data, createdAt });
  return audience;
}

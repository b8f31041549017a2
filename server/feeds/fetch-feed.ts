/**
 * A fetch feed's fetch, wherever it starts (create, edit, "Fetch now", the schedule, the
 * preview): the URL's document as a table, and storing it as a revision. A failure keeps the
 * feed's last good products and is recorded where the feed page shows it: the feed's
 * `last_fetch_error`, and a `fetch-failed` revision with the message.
 */
import type { FetchFormat } from '../../worker/contract/feeds';
import type { Db } from '../db/database.ts';
import { parseFeedDocument } from './feed-document.ts';
import { FetchFailure, fetchUrl, type FetchOptions } from './fetch-url.ts';
import { UnreadableFeed } from './rows-table.ts';
import { nextFetchAt } from './schedule.ts';
import { saveTable, type FeedRecord } from './store.ts';
import type { FeedTable } from './table.ts';

/** Why a fetch gave no table; its message is for the user. */
export class FeedFetchError extends Error {}

const SHOWN_PROBLEMS = 5;

/** The URL's document as a table; a document with bad rows is refused like an upload with them. */
export async function fetchFeedTable(url: string, format: FetchFormat, o: FetchOptions): Promise<FeedTable> {
  try {
    const document = await fetchUrl(url, o);
    const { table, problems } = parseFeedDocument(document.body, format);
    if (problems.length > 0) {
      const more = problems.length > SHOWN_PROBLEMS ? ` … and ${problems.length - SHOWN_PROBLEMS} more problems.` : '';
      throw new FeedFetchError(`${problems.slice(0, SHOWN_PROBLEMS).map((p) => p.message).join(' ')}${more}`);
    }
    return table;
  } catch (error) {
    if (error instanceof FetchFailure || error instanceof UnreadableFeed) throw new FeedFetchError(error.message);
    throw error;
  }
}

/** `gone`: the feed was deleted (or changed kind) while its document was on its way: nothing recorded. */
export type FetchOutcome = { readonly ok: true; readonly added: number; readonly changed: number; readonly removed: number } | { readonly ok: false; readonly message: string; readonly gone?: true };

/**
 * Fetches the feed and stores the outcome, a new table or the failure, and when it is due next.
 * `now` is asked after the download: a fetch that took a while is recorded when it ended.
 */
export async function fetchAndStore(db: Db, feed: FeedRecord, o: FetchOptions, by: { userId: number | null; now: () => Date }): Promise<FetchOutcome> {
  let table: FeedTable | null = null;
  let message = '';
  try {
    table = await fetchFeedTable(feed.url ?? '', (feed.format ?? 'csv') as FetchFormat, o);
  } catch (error) {
    if (!(error instanceof FeedFetchError)) throw error;
    message = error.message;
  }
  const at = by.now();
  const now = at.toISOString();
  return db.transaction((): FetchOutcome => {
    // Read again: the feed may have been edited or deleted while the document was on its way.
    const current = db.prepare("SELECT * FROM feeds WHERE id = ? AND type = 'fetch'").get(feed.id) as FeedRecord | undefined;
    if (!current) return { ok: false, message: 'The feed is gone.', gone: true };
    db.prepare('UPDATE feeds SET last_fetch_at = ?, last_fetch_error = ?, next_fetch_at = ? WHERE id = ?').run(now, table ? null : message, nextFetchAt(current.schedule, at), current.id);
    if (table === null) {
      db.prepare("INSERT INTO feed_revisions (feed_id, user_id, kind, added, changed, removed, error, created_at) VALUES (?, ?, 'fetch-failed', 0, 0, 0, ?, ?)").run(current.id, by.userId, message, now);
      return { ok: false, message };
    }
    return { ok: true, ...saveTable(db, current, table, { userId: by.userId, kind: 'fetch', now }) };
  })();
}

/** A feed as its detail page needs it: settings, columns with fill rates, and its tokens. */
import type { Db } from '../db/database.ts';
import { parseRules, readTable, type FeedRecord } from '../feeds/store.ts';
import { fillRate } from '../feeds/table.ts';

export function presentFeedDetail(db: Db, feed: FeedRecord, seesApiToken: boolean) {
  const table = readTable(db, feed.id);
  const samples = db.prepare('SELECT name, sample FROM feed_attributes WHERE feed_id = ?').all(feed.id) as { name: string; sample: string | null }[];
  const sampleOf = new Map(samples.map((x) => [x.name, x.sample]));
  const tokens = db.prepare('SELECT permalink_token, api_token FROM feed_tokens WHERE feed_id = ?').get(feed.id) as { permalink_token: string; api_token: string } | undefined;
  const source = feed.source_feed_id === null ? null : ((db.prepare('SELECT name FROM feeds WHERE id = ?').pluck().get(feed.source_feed_id) as string | undefined) ?? null);
  return {
    ...feed,
    has_header: feed.has_header === 1,
    archived: feed.archived_at !== null,
    rules: parseRules(feed.rules),
    source_feed_name: source,
    attributes: table.columns.map((c) => ({ name: c.name, type: c.type, sample: sampleOf.get(c.name) ?? null, fill_rate: fillRate(table.rows, c.name) })),
    permalink_token: tokens?.permalink_token ?? null,
    api_token: seesApiToken ? (tokens?.api_token ?? null) : null,
  };
}

/**
 * Storing a feed's table: the products are matched to the stored ones by the key column, so an
 * import records what it added, changed (field by field) and removed as one revision. Derived
 * feeds built on the feed are rebuilt from it in the same transaction.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { applyRules, NO_RULES, type FeedRules } from './rules.ts';
import { parsePrice } from '../../worker/contract/feed-values';
import { keyColumn, nameColumn, priceColumn, type AttributeType, type FeedRow, type FeedTable } from './table.ts';

export interface FeedRecord {
  readonly id: number;
  readonly brand_id: number;
  readonly name: string;
  readonly type: string;
  readonly url: string | null;
  readonly format: string | null;
  readonly schedule: string | null;
  readonly delimiter: string | null;
  readonly has_header: number;
  readonly source_feed_id: number | null;
  readonly rules: string;
  readonly file_name: string | null;
  readonly currency: string;
  readonly status: string;
  readonly products_count: number;
  readonly last_imported_at: string | null;
  readonly archived_at: string | null;
  readonly created_at: string;
  readonly updated_at: string;
}

export type RevisionKind = 'create' | 'import' | 'edit' | 'fetch' | 'rules' | 'source' | 'api';

interface StoredProduct {
  readonly id: number;
  readonly sku: string;
  readonly data: string;
}

export function readTable(db: Db, feedId: number): FeedTable {
  const columns = db.prepare('SELECT name, type FROM feed_attributes WHERE feed_id = ? ORDER BY position').all(feedId) as { name: string; type: AttributeType }[];
  const rows = (db.prepare('SELECT data FROM products WHERE feed_id = ? ORDER BY id').pluck().all(feedId) as string[]).map((d) => JSON.parse(d) as FeedRow);
  return { columns, rows };
}

export function parseRules(raw: string): FeedRules {
  try {
    return JSON.parse(raw) as FeedRules;
  } catch {
    return NO_RULES;
  }
}

export function newToken(): string {
  return randomBytes(18).toString('base64url');
}

export function ensureTokens(db: Db, feedId: number): void {
  db.prepare('INSERT OR IGNORE INTO feed_tokens (feed_id, permalink_token, api_token) VALUES (?, ?, ?)').run(feedId, newToken(), newToken());
}

/** Replaces the feed's columns and products with the table's, recording the differences. */
export function saveTable(db: Db, feed: FeedRecord, table: FeedTable, o: { userId: number | null; kind: RevisionKind; now: string; seen?: Set<number> }): { added: number; changed: number; removed: number } {
  const key = keyColumn(table.columns);
  const name = nameColumn(table.columns);
  const price = priceColumn(table.columns);
  const stored = new Map((db.prepare('SELECT id, sku, data FROM products WHERE feed_id = ?').all(feed.id) as StoredProduct[]).map((p) => [p.sku, p]));

  const revision = Number(db.prepare('INSERT INTO feed_revisions (feed_id, user_id, kind, added, changed, removed, created_at) VALUES (?, ?, ?, 0, 0, 0, ?)').run(feed.id, o.userId, o.kind, o.now).lastInsertRowid);
  const change = db.prepare('INSERT INTO product_changes (revision_id, feed_id, product_id, sku, field, old_value, new_value) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const insert = db.prepare('INSERT INTO products (brand_id, name, feed_id, sku, price, currency, data, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
  const update = db.prepare('UPDATE products SET name = ?, price = ?, currency = ?, data = ?, archived_at = NULL, updated_at = ? WHERE id = ?');
  let added = 0;
  let changed = 0;
  const kept = new Set<string>();

  for (const row of table.rows) {
    const sku = key === null ? '' : (row[key] ?? '');
    if (sku === '' || kept.has(sku)) continue;
    kept.add(sku);
    const parsed = price === null ? null : parsePrice(row[price] ?? '');
    const values = [name === null ? sku : row[name] || sku, parsed?.amount ?? null, parsed?.currency ?? feed.currency, JSON.stringify(row)] as const;
    const before = stored.get(sku);
    if (before === undefined) {
      const id = Number(insert.run(feed.brand_id, values[0], feed.id, sku, values[1], values[2], values[3], o.now, o.now).lastInsertRowid);
      change.run(revision, feed.id, id, sku, '*', null, 'added');
      added++;
      continue;
    }
    const old = JSON.parse(before.data) as FeedRow;
    const fields = [...new Set([...Object.keys(old), ...Object.keys(row)])].filter((f) => (old[f] ?? null) !== (row[f] ?? null));
    if (fields.length === 0) continue;
    update.run(...values, o.now, before.id);
    for (const f of fields) change.run(revision, feed.id, before.id, sku, f, old[f] ?? null, row[f] ?? null);
    changed++;
  }
  const gone = [...stored.values()].filter((p) => !kept.has(p.sku));
  for (const p of gone) change.run(revision, feed.id, null, p.sku, '*', 'removed', null);
  if (gone.length) db.prepare(`DELETE FROM products WHERE id IN (${gone.map((p) => p.id).join(', ')})`).run();

  db.prepare('DELETE FROM feed_attributes WHERE feed_id = ?').run(feed.id);
  const attribute = db.prepare('INSERT INTO feed_attributes (feed_id, name, type, sample, position) VALUES (?, ?, ?, ?, ?)');
  table.columns.forEach((c, i) => attribute.run(feed.id, c.name, c.type, table.rows.find((r) => (r[c.name] ?? '') !== '')?.[c.name] ?? null, i));

  const count = db.prepare('SELECT COUNT(*) FROM products WHERE feed_id = ?').pluck().get(feed.id) as number;
  db.prepare('UPDATE feed_revisions SET added = ?, changed = ?, removed = ? WHERE id = ?').run(added, changed, gone.length, revision);
  db.prepare("UPDATE feeds SET products_count = ?, last_imported_at = ?, status = 'ready', updated_at = ? WHERE id = ?").run(count, o.now, o.now, feed.id);
  ensureTokens(db, feed.id);
  rebuildDerived(db, feed.id, o, o.seen ?? new Set([feed.id]));
  return { added, changed, removed: gone.length };
}

/** Derived feeds follow their source; `seen` stops a cycle of derived feeds. */
function rebuildDerived(db: Db, sourceId: number, o: { userId: number | null; now: string }, seen: Set<number>): void {
  const children = db.prepare("SELECT * FROM feeds WHERE source_feed_id = ? AND type = 'derived'").all(sourceId) as FeedRecord[];
  for (const child of children) {
    if (seen.has(child.id)) continue;
    seen.add(child.id);
    saveTable(db, child, applyRules(readTable(db, sourceId), parseRules(child.rules)), { ...o, kind: 'source', seen });
  }
}

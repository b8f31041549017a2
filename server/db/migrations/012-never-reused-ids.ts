/**
 * Ids are never given twice: without AUTOINCREMENT SQLite hands out the largest id + 1,
 * so deleting the newest template gave its id to the next one, and old notifications, links and
 * the client's caches pointed at the wrong record. With AUTOINCREMENT the high-water mark lives in
 * sqlite_sequence and survives deletes.
 *
 * The earlier migrations now create their tables with, so a fresh database has
 * nothing to do here (a rebuild of every table would cost each test's in-memory database about
 * 0.1 s). A database made before (a dev `data/app.sqlite`) still has tables without it: SQLite
 * cannot add AUTOINCREMENT to an existing table, so each one is rebuilt
 * (server/db/rebuild-table.ts) from its current CREATE statement, whatever the earlier migrations
 * added to it, keeping rows, ids, indexes and foreign keys; its ids continue a gap above the
 * largest (UPGRADE_ID_GAP). A table created later must say AUTOINCREMENT itself
 * (server/db/never-reused-ids.test.ts checks).
 */
import type { Db } from '../database.ts';
import { rebuildTable, tableSql } from '../rebuild-table.ts';

const ID_COLUMN = /\bid INTEGER PRIMARY KEY\b(?! AUTOINCREMENT)/i;

/** Tables whose rowid is an `id` column declared without AUTOINCREMENT. */
export function tablesReusingIds(db: Db): string[] {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'migrations' ORDER BY name")
    .pluck()
    .all() as string[];
  return tables.filter((t) => ID_COLUMN.test(tableSql(db, t)));
}

/**
 * How far above its largest id a rebuilt table's ids continue. Rows deleted before the upgrade
 * left no record (that is the bug), and the newest of them may still be named by notifications
 * and links: continuing at the largest id + 1 would give the newest deleted one's id once more.
 */
export const UPGRADE_ID_GAP = 1_000;

export function run(db: Db): void {
  for (const table of tablesReusingIds(db)) {
    rebuildTable(db, table, tableSql(db, table).replace(ID_COLUMN, 'id INTEGER PRIMARY KEY AUTOINCREMENT'));
    db.prepare('DELETE FROM sqlite_sequence WHERE name = ?').run(table);
    db.prepare(`INSERT INTO sqlite_sequence (name, seq) SELECT ?, COALESCE(MAX(id), 0) + ? FROM "${table}"`).run(table, UPGRADE_ID_GAP);
  }
}

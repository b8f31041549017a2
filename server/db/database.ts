/** Opens the SQLite database (file or ':memory:') and brings its schema up to date. */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './migrate.ts';

export type Db = Database.Database;

export function openDatabase(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  // WAL keeps readers (GraphQL, downloads) from blocking on the farm's writes.
  if (path !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  migrate(db);
  return db;
}

/** Every table except the migration log, for wiping before a reseed. */
export function dataTables(db: Db): string[] {
  return db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'migrations'")
    .pluck()
    .all() as string[];
}

/**
 * Empties every data table (the control API's reset), keeping the schema. The ids start again at 1
 * (AUTOINCREMENT's high-water marks are cleared): a reset is a new database, and the seed after it
 * must give the same ids as a fresh one.
 */
export function wipe(db: Db): void {
  db.pragma('foreign_keys = OFF');
  try {
    db.transaction(() => {
      for (const table of dataTables(db)) db.exec(`DELETE FROM "${table}"`);
      db.exec('DELETE FROM sqlite_sequence');
    })();
  } finally {
    db.pragma('foreign_keys = ON');
  }
}

/**
 * SQLite's way to change what ALTER TABLE cannot (https://sqlite.org/lang_altertable.html,
 * "Making Other Kinds Of Table Schema Changes"): create the new table under a temporary name,
 * copy the rows, drop the old table, rename the new one, recreate the indexes. In this order
 * (never "rename the old one away first") the other tables' REFERENCES clauses keep naming the
 * table, so they point at the new one. The caller runs it with foreign keys off (a DROP TABLE
 * with them on deletes the rows first and cascades into the children) and in a transaction.
 */
import type { Db } from './database.ts';

interface SchemaRow {
  readonly name: string;
  readonly sql: string;
}

/** The table's CREATE statement as SQLite stores it (columns added later included). */
export function tableSql(db: Db, table: string): string {
  const row = db.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?").get(table) as { sql: string } | undefined;
  if (!row) throw new Error(`No table ${table}.`);
  return row.sql;
}

/**
 * Rebuilds `table` from `createSql` (a CREATE TABLE of the same name with the same columns in the
 * same order), keeping its rows, its ids and its explicit indexes (UNIQUE constraints' indexes
 * come back with the table).
 */
export function rebuildTable(db: Db, table: string, createSql: string): void {
  const temp = `${table}__rebuild`;
  const head = new RegExp(`^CREATE TABLE\\s+"?${table}"?\\s*\\(`, 'i');
  if (!head.test(createSql)) throw new Error(`The new schema of ${table} does not create ${table}.`);
  const indexes = db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL").all(table) as SchemaRow[];
  const columns = (db.prepare(`SELECT name FROM pragma_table_info(?)`).pluck().all(table) as string[]).map((c) => `"${c}"`).join(', ');
  db.exec(createSql.replace(head, `CREATE TABLE "${temp}" (`));
  db.exec(`INSERT INTO "${temp}" (${columns}) SELECT ${columns} FROM "${table}"`);
  db.exec(`DROP TABLE "${table}"`);
  db.exec(`ALTER TABLE "${temp}" RENAME TO "${table}"`);
  for (const index of indexes) db.exec(index.sql);
}

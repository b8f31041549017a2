/**
 * Schema migrations: numbered modules applied in order, each once, recorded in `migrations`
 * (like Laravel's migrations table). Imported statically so the server also runs from a bundle.
 * A dev database (data/app.sqlite) keeps its data across upgrades: a migration changes what is
 * there, it never assumes a fresh database.
 */
import type { Db } from './database.ts';
import { sql as m001 } from './migrations/001-accounts.ts';
import { sql as m002 } from './migrations/002-activity.ts';
import { sql as m003 } from './migrations/003-creatives.ts';
import { sql as m004 } from './migrations/004-resources.ts';
import { sql as m005 } from './migrations/005-creative-workflow.ts';
import { sql as m006 } from './migrations/006-ad-sets.ts';
import { sql as m007 } from './migrations/007-feeds.ts';
import { sql as m008 } from './migrations/008-assets.ts';
import { sql as m009 } from './migrations/009-brand-money.ts';
import { sql as m010 } from './migrations/010-brand-admin.ts';
import { sql as m011 } from './migrations/011-balance-version.ts';
import { run as m012 } from './migrations/012-never-reused-ids.ts';
import { sql as m013 } from './migrations/013-list-indexes.ts';
import { sql as m014 } from './migrations/014-feed-fetches.ts';
import { sql as m015 } from './migrations/015-hook-deliveries.ts';
import { sql as m016 } from './migrations/016-render-queue.ts';
import { sql as m017 } from './migrations/017-ad-set-creatives.ts';
import { sql as m018 } from './migrations/018-archived-list-indexes.ts';
import { sql as m019 } from './migrations/019-asset-library-order.ts';
import { sql as m020 } from './migrations/020-render-reasons.ts';
import { sql as m021 } from './migrations/021-render-turns.ts';
import { sql as m022 } from './migrations/022-ad-platform-checks.ts';
import { sql as m023 } from './migrations/023-render-watchdog.ts';
import { sql as m024 } from './migrations/024-invite-answers.ts';
import { sql as m025 } from './migrations/025-hook-secret-rotation.ts';
import { sql as m026 } from './migrations/026-idempotency-keys.ts';

export interface Migration {
  readonly name: string;
  /** One SQL script... */
  readonly sql?: string;
  /** ...or code, for what a fixed script cannot say (a rebuild that reads the current schema). */
  readonly run?: (db: Db) => void;
  /**
   * The migration drops and recreates tables: foreign keys are off while it runs (a DROP TABLE
   * with them on deletes the rows first and cascades into other tables) and checked before commit.
   */
  readonly rebuildsTables?: boolean;
}

export const MIGRATIONS: readonly Migration[] = [
  { name: '001-accounts', sql: m001 },
  { name: '002-activity', sql: m002 },
  { name: '003-creatives', sql: m003 },
  { name: '004-resources', sql: m004 },
  { name: '005-creative-workflow', sql: m005 },
  { name: '006-ad-sets', sql: m006 },
  { name: '007-feeds', sql: m007 },
  { name: '008-assets', sql: m008 },
  { name: '009-brand-money', sql: m009 },
  { name: '010-brand-admin', sql: m010 },
  { name: '011-balance-version', sql: m011 },
  { name: '012-never-reused-ids', run: m012, rebuildsTables: true },
  { name: '013-list-indexes', sql: m013 },
  { name: '014-feed-fetches', sql: m014 },
  { name: '015-hook-deliveries', sql: m015 },
  { name: '016-render-queue', sql: m016 },
  { name: '017-ad-set-creatives', sql: m017 },
  { name: '018-archived-list-indexes', sql: m018 },
  { name: '019-asset-library-order', sql: m019 },
  { name: '020-render-reasons', sql: m020 },
  { name: '021-render-turns', sql: m021 },
  { name: '022-ad-platform-checks', sql: m022 },
  { name: '023-render-watchdog', sql: m023 },
  { name: '024-invite-answers', sql: m024 },
  { name: '025-hook-secret-rotation', sql: m025 },
  { name: '026-idempotency-keys', sql: m026 },
];

/** Applies the migrations not yet recorded; returns the names it applied. */
export function migrate(db: Db, migrations: readonly Migration[] = MIGRATIONS): string[] {
  db.exec('CREATE TABLE IF NOT EXISTS migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, ran_at TEXT NOT NULL)');
  const done = new Set(db.prepare('SELECT name FROM migrations').pluck().all() as string[]);
  const applied: string[] = [];
  const record = db.prepare('INSERT INTO migrations (name, ran_at) VALUES (?, ?)');
  for (const m of migrations) {
    if (done.has(m.name)) continue;
    const apply = db.transaction(() => {
      if (m.sql !== undefined) db.exec(m.sql);
      m.run?.(db);
      if (m.rebuildsTables) assertForeignKeysHold(db, m.name);
      record.run(m.name, new Date().toISOString());
    });
    if (m.rebuildsTables) withoutForeignKeys(db, apply);
    else apply();
    applied.push(m.name);
  }
  return applied;
}

/** `PRAGMA foreign_keys` is a no-op inside a transaction, so it is switched around it. */
function withoutForeignKeys(db: Db, work: () => void): void {
  const was = db.pragma('foreign_keys', { simple: true }) as number;
  db.pragma('foreign_keys = OFF');
  try {
    work();
  } finally {
    if (was) db.pragma('foreign_keys = ON');
  }
}

/** A rebuild must leave every reference as valid as before; else the transaction rolls back. */
function assertForeignKeysHold(db: Db, migration: string): void {
  const broken = db.pragma('foreign_key_check') as { table: string; parent: string }[];
  const [first] = broken;
  if (first) throw new Error(`Migration ${migration} broke ${broken.length} foreign key(s), e.g. ${first.table} → ${first.parent}.`);
}

/**
 * Schema migrations: numbered modules applied in order, each once, recorded in `migrations`
 * (like Laravel's migrations table). Imported statically so the server also runs from a bundle.
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

export const MIGRATIONS: readonly { readonly name: string; readonly sql: string }[] = [
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
];

/** Applies the migrations not yet recorded; returns the names it applied. */
export function migrate(db: Db): string[] {
  db.exec('CREATE TABLE IF NOT EXISTS migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, ran_at TEXT NOT NULL)');
  const done = new Set(db.prepare('SELECT name FROM migrations').pluck().all() as string[]);
  const applied: string[] = [];
  const record = db.prepare('INSERT INTO migrations (name, ran_at) VALUES (?, ?)');
  for (const m of MIGRATIONS) {
    if (done.has(m.name)) continue;
    db.transaction(() => {
      db.exec(m.sql);
      record.run(m.name, new Date().toISOString());
    })();
    applied.push(m.name);
  }
  return applied;
}

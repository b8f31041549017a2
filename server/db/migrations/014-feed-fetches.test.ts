import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { seed } from '../../seed/seed.ts';
import { steppedClock } from '../../test-support/test-app.ts';
import { MIGRATIONS, migrate } from '../migrate.ts';

describe('014-feed-fetches on a database made before it', () => {
  it('makes scheduled fetch feeds due one period after their last import, and leaves manual ones unscheduled', () => {
    const db = new Database(':memory:');
    const at = MIGRATIONS.findIndex((m) => m.name === '014-feed-fetches');
    migrate(db, MIGRATIONS.slice(0, at));
    seed(db, steppedClock());
    const hourly = db.prepare("SELECT id FROM feeds WHERE type = 'fetch' LIMIT 1").pluck().get() as number;
    const manual = db.prepare("SELECT id FROM feeds WHERE type = 'upload' LIMIT 1").pluck().get() as number;
    db.prepare("UPDATE feeds SET schedule = 'hourly', last_imported_at = '2025-06-15T12:00:00.000Z' WHERE id = ?").run(hourly);
    db.prepare("UPDATE feeds SET type = 'fetch', schedule = 'manual' WHERE id = ?").run(manual);
    // 014 first, then whatever came after it.
    expect(migrate(db)).toEqual(MIGRATIONS.slice(at).map((m) => m.name));
    const due = db.prepare('SELECT next_fetch_at FROM feeds WHERE id = ?').pluck();
    expect(due.get(hourly)).toBe('2025-06-15T13:00:00.000Z');
    expect(due.get(manual)).toBeNull();
    db.close();
  });
});

/**
 * The seed: demo data that shows every feature. Deterministic (seeded PRNG,
 * times relative to the clock) and fast, so tests can reseed per file and the control API's
 * reset is instant.
 */
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { seedAccounts } from './accounts.ts';
import { seedAssets } from './assets.ts';
import { seedBrandAdmin } from './brand-admin.ts';
import { seedBrandMoney } from './brand-money.ts';
import { seedBulkRenders } from './bulk-renders.ts';
import { seedCreatives, seedVisualPackages } from './creatives.ts';
import { seedNotifications } from './notifications.ts';
import { createRandom } from './random.ts';
import { seedResources } from './resources.ts';

export interface SeedOptions {
  /** Renders for a heavy user's brand (bulk-renders.ts; `SEED_RENDERS`): none by default. */
  readonly renders?: number;
}

export function seed(db: Db, clock: Clock, options: SeedOptions = {}): void {
  const rnd = createRandom();
  db.transaction(() => {
    seedAccounts(db, clock);
    seedCreatives(db, clock, rnd);
    seedResources(db, clock, rnd);
    seedAssets(db, clock);
    seedNotifications(db, clock);
    seedBrandAdmin(db, clock);
    seedBrandMoney(db, clock);
    seedBulkRenders(db, clock, options.renders ?? 0);
    seedVisualPackages(db);
  })();
}

/** True when the database has never been seeded (first start on a fresh machine). */
export function isEmpty(db: Db): boolean {
  return (db.prepare('SELECT COUNT(*) FROM users').pluck().get() as number) === 0;
}

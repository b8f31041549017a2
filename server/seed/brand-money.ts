/**
 * Seed of the wallet, storage and teams pages (docs/brand-money.md): render spends linked to the
 * seeded renders (so the spending history names the template and who rendered it), stored
 * exports of ad sets and feed snapshots (so their storage pages have something to rank), a
 * second, empty team for Acme, and one pending top-up request.
 */
import type { Clock } from '../clock.ts';
import { daysAgo } from '../clock.ts';
import type { Db } from '../db/database.ts';

const KIB = 1024;
const MIB = 1024 * KIB;

export function seedBrandMoney(db: Db, clock: Clock): void {
  const ledger = db.prepare('INSERT INTO credit_transactions (brand_id, amount, reason, visual_build_id, created_at) VALUES (?, ?, ?, ?, ?)');
  const finished = db.prepare("SELECT id, brand_id, cost, finished_at FROM visual_builds WHERE status = 'finished' AND finished_at IS NOT NULL ORDER BY id").all() as { id: number; brand_id: number; cost: number; finished_at: string }[];
  for (const b of finished) ledger.run(b.brand_id, -b.cost, 'render', b.id, b.finished_at);
  // A render that failed after it was charged, refunded.
  ledger.run(1, 2, 'refund', null, daysAgo(clock, 3, -10));

  // Only the declared size matters here (the storage pages rank by it): the content is left empty.
  // Megabytes of zeros in every seeded database made each server test's start-up and snapshot slow.
  const file = db.prepare("INSERT INTO files (brand_id, user_id, path, name, mime, size, content, created_at) VALUES (?, ?, ?, ?, ?, ?, X'', ?)");
  const store = (brandId: number, path: string, name: string, mime: string, size: number, days: number) => file.run(brandId, 1, path, name, mime, size, daysAgo(clock, days));
  const adSets = db.prepare('SELECT id FROM ad_sets WHERE brand_id = 1 ORDER BY id').pluck().all() as number[];
  adSets.forEach((id, i) => {
    store(1, `/ad-sets/${id}`, `export-${i + 1}.zip`, 'application/zip', (i + 1) * 700 * KIB, 10 - i);
    if (i % 2 === 0) store(1, `/ad-sets/${id}`, `preview-${i + 1}.png`, 'image/png', 180 * KIB + i * 20 * KIB, 9 - i);
  });
  const feeds = db.prepare('SELECT id FROM feeds WHERE brand_id = 1 ORDER BY id').pluck().all() as number[];
  feeds.forEach((id, i) => store(1, `/feeds/${id}`, `snapshot-${i + 1}.csv`, 'text/csv', Math.round(1.5 * MIB) - i * 300 * KIB, 8 - i));

  db.prepare('INSERT INTO teams (brand_id, name) VALUES (?, ?)').run(1, 'Acme social team');
  db.prepare('INSERT INTO credit_top_up_requests (brand_id, user_id, amount, note, status, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(1, 1, 500, 'Black Friday campaign renders', 'pending', daysAgo(clock, 1));
}

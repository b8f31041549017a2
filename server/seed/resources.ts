/** Seeds the generic resources (feeds, ad sets, ads, asset groups, products) and incidents. */
import type { Clock } from '../clock.ts';
import { daysAgo } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { seedFeedContent } from '../feeds/seed-content.ts';
import type { Random } from './random.ts';
import { seedAdSetWizardState } from './ad-sets.ts';
import { RENDER_FORMATS } from '../../worker/contract/output-formats';

const FEED_TYPES = ['upload', 'fetch', 'manual', 'derived'] as const;
// Ad sets cycle through the formats a creative can be rendered in.
const FORMATS = RENDER_FORMATS;
const REVIEW = ['approved', 'partly-approved', 'rejected', null] as const;

export function seedResources(db: Db, clock: Clock, rnd: Random): void {
  const feed = db.prepare('INSERT INTO feeds (brand_id, name, type, url, archived_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const adSet = db.prepare('INSERT INTO ad_sets (brand_id, name, format, visual_version_id, feed_id, review_state, archived_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
  const ad = db.prepare('INSERT INTO ads (brand_id, name, ad_set_id, format, archived_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const group = db.prepare('INSERT INTO asset_groups (brand_id, name, label, archived_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)');

  for (let brandId = 1; brandId <= 7; brandId++) {
    const main = brandId === 1;
    const versions = db.prepare("SELECT id FROM visual_versions WHERE brand_id = ? AND status = 'approved'").pluck().all(brandId) as number[];
    const feeds: number[] = [];
    for (let i = 0; i < (main ? 4 : 1); i++) {
      const at = daysAgo(clock, 50 - i);
      const type = FEED_TYPES[i % FEED_TYPES.length]!;
      feeds.push(Number(feed.run(brandId, `Product feed ${i + 1}`, type, type === 'fetch' ? `https://shop.example.com/feed-${brandId}-${i}.xml` : null, i === 3 ? daysAgo(clock, 5) : null, at, at).lastInsertRowid));
    }
    for (let i = 0; i < (main ? 5 : 1); i++) {
      const at = daysAgo(clock, 25 - i);
      const id = Number(adSet.run(brandId, `Campaign ${brandId}.${i + 1}`, FORMATS[i % FORMATS.length]!, versions[i % Math.max(1, versions.length)] ?? null, feeds[0] ?? null, REVIEW[i % REVIEW.length], i === 4 ? daysAgo(clock, 2) : null, at, at).lastInsertRowid);
      for (let a = 0; a < (main ? 3 : 1); a++) ad.run(brandId, `Ad ${i + 1}.${a + 1}`, id, FORMATS[i % FORMATS.length]!, null, at, at);
    }
    for (let i = 0; i < (main ? 3 : 1); i++) {
      const at = daysAgo(clock, 20 - i);
      group.run(brandId, `source-files-${i + 1}`, `Source files ${i + 1}`, null, at, at);
    }
    // Feed content goes through the feed store, so products, columns and a first revision agree.
    const prices = Array.from({ length: main ? 12 : 2 }, () => rnd.int(5, 500) + 0.99);
    seedFeedContent(db, feeds, brandId, prices.length, (i) => prices[i]!, daysAgo(clock, 15));
  }

  seedAdSetWizardState(db);

  // One incident of each severity, global and per brand, plus an expired one. The global one is
  // medium, so a new user's first screen is not a red banner that reads as a broken install; the
  // high ones belong to brands further down the list (Globex).
  const incident = db.prepare('INSERT INTO incidents (brand_id, severity, body, expires_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)');
  const soon = new Date(clock.now().getTime() + 3 * 86_400_000).toISOString();
  incident.run(null, 'medium', 'Renders may start a little later than usual this week while the render farm is upgraded.', soon, daysAgo(clock, 0, 2), daysAgo(clock, 0, 2));
  incident.run(1, 'medium', 'Feed imports for Acme are delayed by about 30 minutes.', soon, daysAgo(clock, 1), daysAgo(clock, 1));
  incident.run(1, 'success', 'The asset library migration for Acme has finished.', null, daysAgo(clock, 2), daysAgo(clock, 2));
  incident.run(2, 'high', 'Globex storage is being rebalanced; uploads may fail.', soon, daysAgo(clock, 0, 5), daysAgo(clock, 0, 5));
  incident.run(null, 'medium', 'Scheduled maintenance finished.', daysAgo(clock, 1), daysAgo(clock, 4), daysAgo(clock, 4));
  const dismissed = Number(incident.run(1, 'medium', 'Ad previews were briefly unavailable (dismissed by the manager).', soon, daysAgo(clock, 3), daysAgo(clock, 3)).lastInsertRowid);
  db.prepare('INSERT INTO incident_dismissals (incident_id, user_id, dismissed_at) VALUES (?, 1, ?)').run(dismissed, daysAgo(clock, 2));
}

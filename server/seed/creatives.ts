/**
 * Seeds visuals with several versions, comments and builds, and the credit ledger the usage
 * statistics read. Unfinished builds are seeded only in `stark` (a healthy brand), so the
 * running farm never pushes a threshold brand across an alert boundary on its own.
 */
import type { Clock } from '../clock.ts';
import { daysAgo } from '../clock.ts';
import type { Db } from '../db/database.ts';
import type { Random } from './random.ts';

interface SeedVisual {
  readonly brandId: number;
  readonly name: string;
  readonly category: string;
  readonly versions: readonly string[];
}

const VISUALS: readonly SeedVisual[] = [
  { brandId: 1, name: 'Summer sale banner', category: 'display', versions: ['approved', 'approved', 'approval-requested'] },
  { brandId: 1, name: 'Product carousel', category: 'social', versions: ['approved', 'rejected', 'processed'] },
  { brandId: 1, name: 'Black Friday countdown', category: 'display', versions: ['approved', 'draft'] },
  { brandId: 1, name: 'Brand intro video', category: 'video', versions: ['processed'] },
  { brandId: 2, name: 'Globex newsletter header', category: 'display', versions: ['approved', 'processed'] },
  { brandId: 2, name: 'Globex social story', category: 'social', versions: ['approval-requested'] },
  { brandId: 3, name: 'Initech leaderboard', category: 'display', versions: ['approved', 'approved'] },
  { brandId: 4, name: 'Umbrella skyscraper', category: 'display', versions: ['approved'] },
  { brandId: 5, name: 'Stark launch teaser', category: 'video', versions: ['approved', 'processed'] },
  { brandId: 6, name: 'Wayne gala invite', category: 'display', versions: ['draft'] },
  { brandId: 7, name: 'Hooli phone promo', category: 'social', versions: ['approved'] },
];

const SIZES: readonly (readonly [number, number])[] = [[300, 250], [728, 90], [160, 600], [1080, 1080], [320, 50]];
const COMMENTS = ['Logo needs more breathing room.', 'Can we try the darker background?', 'Copy approved by legal.', 'Typo in the CTA: "Shpo now".', 'Looks great, ship it!', 'Please align the price with the headline.'];
const MEMBERS: Readonly<Record<number, readonly number[]>> = { 1: [1, 2, 3, 5], 2: [1, 3, 5], 3: [1, 2, 5], 4: [1, 2, 5], 5: [1, 4, 5], 6: [5], 7: [7, 5] };

export function seedCreatives(db: Db, clock: Clock, rnd: Random): void {
  const visual = db.prepare(
    `INSERT INTO visuals (brand_id, user_id, name, description, tags, visual_tags, output_category, default_output_format, package, status, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'html', ?, 'published', ?, ?)`,
  );
  const version = db.prepare(
    `INSERT INTO visual_versions (visual_id, brand_id, number, status, status_before_approval, approval_comment, preview_url, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const comment = db.prepare('INSERT INTO visual_version_comments (visual_version_id, user_id, comment, created_at, updated_at) VALUES (?, ?, ?, ?, ?)');
  const build = db.prepare(
    `INSERT INTO visual_builds (brand_id, visual_version_id, user_id, model_type, status, progress, output_format, width, height, cost, size_bytes, error, created_at, updated_at, finished_at)
     VALUES (?, ?, ?, 'visual_version', ?, ?, 'html', ?, ?, ?, ?, ?, ?, ?, ?)`,
  );

  VISUALS.forEach((sv, vi) => {
    const members = MEMBERS[sv.brandId]!;
    const created = daysAgo(clock, 60 - vi * 3);
    const pkg = JSON.stringify([{ name: `${sv.name.toLowerCase().replace(/\W+/g, '-')}.zip`, size: 20_000 + vi * 1_337 }]);
    const tags = JSON.stringify(['seed', sv.category]);
    const visualId = Number(visual.run(sv.brandId, members[0], sv.name, `${sv.name} for the current campaign.`, tags, JSON.stringify([{ name: 'headline', type: 'text' }, { name: 'image', type: 'image' }]), sv.category, pkg, created, created).lastInsertRowid);

    sv.versions.forEach((status, n) => {
      const at = daysAgo(clock, 40 - vi * 3 - n * 4);
      const requested = status === 'approval-requested';
      const versionId = Number(version.run(visualId, sv.brandId, n + 1, status, requested ? 'processed' : null, requested ? 'Ready for review.' : null, null, at, at).lastInsertRowid);
      const commentCount = rnd.int(1, 3);
      for (let c = 0; c < commentCount; c++) {
        const cAt = daysAgo(clock, 38 - vi * 3 - n * 4, -c);
        comment.run(versionId, rnd.pick(members), rnd.pick(COMMENTS), cAt, cAt);
      }
      if (status === 'draft') return;
      const builds = rnd.int(2, 4);
      for (let b = 0; b < builds; b++) {
        const [w, h] = SIZES[(b + vi) % SIZES.length]!;
        const bAt = daysAgo(clock, 30 - vi * 2 - n, -b);
        const failed = (vi + n + b) % 7 === 3;
        const finishedAt = daysAgo(clock, 30 - vi * 2 - n, -b - 1);
        build.run(sv.brandId, versionId, rnd.pick(members), failed ? 'failed' : 'finished', 100, w, h, 1, failed ? null : 18_000 + w * 10, failed ? 'Font "Brand Sans" is missing in the package.' : null, bAt, finishedAt, finishedAt);
      }
    });
  });

  // A render queue that the farm works through after start-up (healthy brand only).
  const starkVersion = db.prepare("SELECT id FROM visual_versions WHERE brand_id = 5 ORDER BY id DESC LIMIT 1").pluck().get() as number;
  for (let b = 0; b < 3; b++) {
    const [w, h] = SIZES[b]!;
    const at = daysAgo(clock, 0, 0);
    build.run(5, starkVersion, 1, b === 0 ? 'rendering' : 'queued', b === 0 ? 40 : 0, w, h, 1, null, null, at, at, null);
  }

  // 90 days of credit spend per brand for the usage statistics export.
  const ledger = db.prepare('INSERT INTO credit_transactions (brand_id, amount, reason, visual_build_id, created_at) VALUES (?, ?, ?, NULL, ?)');
  for (let brandId = 1; brandId <= 7; brandId++) {
    for (let d = 90; d >= 1; d--) {
      if (rnd.next() < 0.35) continue;
      ledger.run(brandId, -rnd.int(1, 12), 'render', daysAgo(clock, d, -rnd.int(8, 17)));
    }
    ledger.run(brandId, 500, 'top-up', daysAgo(clock, 91));
  }
}

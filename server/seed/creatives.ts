/**
 * Seeds visuals with several versions, their history, comments and builds, and the credit
 * ledger the usage statistics read. Acme (the main demo brand) has a template in every state a
 * screen shows: draft, processed, previewed, approval requested, approved, rejected, archived
 * versions, an archived and an unpublished template, and failed renders with their reasons.
 * Unfinished builds are seeded only in `stark` (a healthy brand), so the running farm never
 * pushes a threshold brand across an alert boundary on its own.
 */
import type { Clock } from '../clock.ts';
import { daysAgo } from '../clock.ts';
import { recordHistory } from '../creatives/version-history.ts';
import { canRender } from '../../worker/contract/version-actions';
import { categorySizes, normalizeSizes, type VisualSize } from '../creatives/visual-sizes.ts';
import type { Db } from '../db/database.ts';
import { packageFolder } from '../creatives/template-packages.ts';
import { EXAMPLE_PACKAGES, type ExamplePackageName } from './example-packages.ts';
import type { Random } from './random.ts';
import { rowFromStory, storyOf } from './version-story.ts';

interface SeedVisual {
  readonly brandId: number;
  readonly name: string;
  readonly category: string;
  /** Final state of each version, oldest first. */
  readonly versions: readonly string[];
  readonly tags: readonly string[];
  /** The author (creator) of the visual and of its versions' requests. */
  readonly author?: number;
  readonly sizes?: readonly { width: number; height: number }[];
  readonly archived?: boolean;
  readonly unpublished?: boolean;
  /** The create wizard was left before its last step. */
  readonly wizardOpen?: boolean;
  /** Its HTML5 package (example-packages.ts); by default the sale banner, or the product card for social and video. */
  readonly pkg?: ExamplePackageName;
}

const packageOf = (sv: SeedVisual): ExamplePackageName => sv.pkg ?? (sv.category === 'social' || sv.category === 'video' ? 'product-card' : 'sale-banner');

// Ids follow this order; the first eleven keep the ids they had before renders had reasons.
const VISUALS: readonly SeedVisual[] = [
  { brandId: 1, name: 'Summer sale banner', category: 'display', versions: ['approved', 'approved', 'approval-requested'], tags: ['summer', 'sale'], author: 3 },
  { brandId: 1, name: 'Product carousel', category: 'social', versions: ['approved', 'rejected', 'processed'], tags: ['catalogue'], author: 2 },
  { brandId: 1, name: 'Black Friday countdown', category: 'display', versions: ['approved', 'draft'], tags: ['sale', 'q4'], author: 2, sizes: [{ width: 300, height: 250 }, { width: 728, height: 90 }, { width: 300, height: 600 }, { width: 970, height: 250 }] },
  { brandId: 1, name: 'Brand intro video', category: 'video', versions: ['processed'], tags: ['brand'], author: 7, wizardOpen: true },
  { brandId: 2, name: 'Globex newsletter header', category: 'display', versions: ['approved', 'processed'], tags: ['email'], pkg: 'text-banner' },
  { brandId: 2, name: 'Globex social story', category: 'social', versions: ['approval-requested'], tags: ['story'], author: 3 },
  { brandId: 3, name: 'Initech leaderboard', category: 'display', versions: ['approved', 'approved'], tags: ['brand'], author: 2, pkg: 'text-banner' },
  { brandId: 4, name: 'Umbrella skyscraper', category: 'display', versions: ['approved'], tags: ['brand'], author: 2 },
  { brandId: 5, name: 'Stark launch teaser', category: 'video', versions: ['approved', 'processed'], tags: ['launch'] },
  { brandId: 6, name: 'Wayne gala invite', category: 'display', versions: ['draft'], tags: ['event'] },
  { brandId: 7, name: 'Hooli phone promo', category: 'social', versions: ['approved'], tags: ['launch'] },
  { brandId: 1, name: 'Spring lookbook', category: 'display', versions: ['archived', 'previewed'], tags: ['spring', 'catalogue'], author: 3 },
  { brandId: 1, name: 'Loyalty app promo', category: 'social', versions: ['approved', 'archived', 'approved'], tags: ['app'], author: 1 },
  { brandId: 1, name: 'Holiday gift guide', category: 'display', versions: ['processed', 'rejected'], tags: ['q4', 'catalogue'], author: 7 },
  { brandId: 1, name: 'Winter clearance', category: 'display', versions: ['approved', 'erased'], tags: ['sale', 'winter'], author: 2, archived: true },
  { brandId: 1, name: 'Newsletter header', category: 'display', versions: ['approved'], tags: ['email'], author: 3, unpublished: true, sizes: [{ width: 600, height: 200 }], pkg: 'text-banner' },
  { brandId: 1, name: 'Store opening teaser', category: 'display', versions: ['erased', 'approved'], tags: ['brand', 'local'], author: 2 },
];

const COMMENTS = ['Logo needs more breathing room.', 'Can we try the darker background?', 'Copy approved by legal.', 'Typo in the CTA: "Shpo now".', 'Looks great, ship it!', 'Please align the price with the headline.'];
const FAILURES = ['Font "Brand Sans" is missing in the package.', 'Image slot "hero" points to a file that no longer exists.', 'Render timed out after 120 s.', 'Not enough credits to finish the render.'];
const MEMBERS: Readonly<Record<number, readonly number[]>> = { 1: [1, 2, 3, 5], 2: [1, 3, 5], 3: [1, 2, 5], 4: [1, 2, 5], 5: [1, 4, 5], 6: [5], 7: [7, 5] };
/** People who may approve (manager, developer or godlike in that brand), in order of preference. */
const REVIEWERS: Readonly<Record<number, readonly number[]>> = { 1: [1, 2, 5], 2: [1, 5], 3: [1, 2, 5], 4: [1, 2, 5], 5: [1, 5], 6: [5], 7: [7, 5] };
const HOUR = 3_600_000;

export function seedCreatives(db: Db, clock: Clock, rnd: Random): void {
  const visual = db.prepare(
    `INSERT INTO visuals (brand_id, user_id, name, description, tags, visual_tags, output_category, default_output_format, package, status, sizes,
       basic_settings_finished, inputs_settings_finished, preview_finished, created_at, updated_at, deleted_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'html', ?, ?, ?, 1, 1, ?, ?, ?, ?)`,
  );
  const version = db.prepare(
    `INSERT INTO visual_versions (visual_id, brand_id, number, status, status_before_approval, approval_comment, preview_url, created_at, updated_at, archived_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const comment = db.prepare('INSERT INTO visual_version_comments (visual_version_id, user_id, comment, created_at, updated_at) VALUES (?, ?, ?, ?, ?)');
  const build = db.prepare(
    `INSERT INTO visual_builds (brand_id, visual_version_id, user_id, model_type, status, progress, output_format, width, height, cost, size_bytes, error, created_at, updated_at, finished_at)
     VALUES (?, ?, ?, 'visual_version', ?, ?, 'html', ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const iso = (ms: number) => new Date(ms).toISOString();

  VISUALS.forEach((sv, vi) => {
    const members = MEMBERS[sv.brandId]!;
    const author = sv.author ?? members[0]!;
    const reviewer = REVIEWERS[sv.brandId]!.find((id) => id !== author) ?? author;
    const ageDays = 60 - vi * 2;
    const created = daysAgo(clock, ageDays);
    const sizes: VisualSize[] = sv.sizes ? normalizeSizes(sv.sizes) : [];
    const visualId = Number(
      visual.run(
        sv.brandId, author, sv.name, `${sv.name} for the current campaign.`, JSON.stringify([sv.category, ...sv.tags]),
        JSON.stringify([{ name: 'headline', type: 'text' }, { name: 'image', type: 'image' }]), sv.category, '[]',
        sv.unpublished ? 'unpublished' : 'published', JSON.stringify(sizes), sv.wizardOpen ? 0 : 1, created, created, sv.archived ? daysAgo(clock, 1) : null,
      ).lastInsertRowid,
    );
    const buildSizes = sizes.length ? sizes : categorySizes(sv.category);
    // Versions spread evenly between the visual's creation and its last one, 2 to 12 days ago
    // (varied, so the report's days are not all alike).
    const lastDaysAgo = 2 + ((vi * 3) % 11);
    const step = Math.max(1, Math.floor((ageDays - lastDaysAgo) / sv.versions.length));
    let previous: { id: number; number: number; status: string } | null = null;

    sv.versions.forEach((status, n) => {
      const start = Date.parse(daysAgo(clock, ageDays - (n + 1) * step));
      const at = iso(start);
      const story = storyOf(status, vi + n);
      const row = rowFromStory(story);
      const last = story.at(-1);
      const updated = last ? iso(start + last.hours * HOUR) : at;
      const versionId = Number(version.run(visualId, sv.brandId, n + 1, status, row.statusBeforeApproval, row.approvalComment, null, at, updated, status === 'archived' ? updated : null).lastInsertRowid);
      if (row.hasPreview) db.prepare('UPDATE visual_versions SET preview_url = ? WHERE id = ?').run(`/server/api/v1/visual-version/${versionId}/preview`, versionId);

      recordHistory(db, { versionId, userId: author, action: 'created', to: 'draft', details: previous ? { from_version_id: previous.id, from_number: previous.number } : null, at });
      if (previous) recordHistory(db, { versionId: previous.id, userId: author, action: 'revise', from: previous.status, to: previous.status, details: { version_id: versionId, number: n + 1 }, at });
      for (const s of story) {
        const when = iso(start + s.hours * HOUR);
        const by = s.by === 'author' ? author : reviewer;
        recordHistory(db, { versionId, userId: by, action: s.action, from: s.from, to: s.to, comment: s.comment, at: when });
        if (s.comment) comment.run(versionId, by, s.comment, when, when);
      }

      const commentCount = rnd.int(1, 3);
      for (let c = 0; c < commentCount; c++) {
        const cAt = iso(start + (4 + c * 2) * HOUR);
        const by = rnd.pick(members);
        const commentId = Number(comment.run(versionId, by, rnd.pick(COMMENTS), cAt, cAt).lastInsertRowid);
        recordHistory(db, { versionId, userId: by, action: 'comment', commentId, at: cAt });
      }

      // Rendered six hours in, in whatever state the version had reached by then.
      const stateThen = story.filter((x) => x.hours <= 6).at(-1)?.to ?? 'draft';
      if (canRender(stateThen)) {
        const count = rnd.int(2, 4);
        const by = rnd.pick(members.filter((m) => m !== 4));
        const bAt = start + 6 * HOUR;
        const rendered = Array.from({ length: count }, (_, b) => buildSizes[(b + vi) % buildSizes.length]!);
        const ids = rendered.map((size, b) => {
          const failed = (vi + n + b) % 7 === 3;
          const done = iso(bAt + (b + 1) * 60_000);
          const error = failed ? FAILURES[(vi + n + b) % FAILURES.length]! : null;
          return Number(build.run(sv.brandId, versionId, by, failed ? 'failed' : 'finished', 100, size.width, size.height, 1, failed ? null : 18_000 + size.width * 10, error, iso(bAt), done, done).lastInsertRowid);
        });
        const details = { build_ids: ids, sizes: rendered.map((x) => `${x.width}x${x.height}`), output_format: 'html' };
        recordHistory(db, { versionId, userId: by, action: 'render', from: stateThen, to: stateThen, details, at: iso(bAt) });
      }
      previous = { id: versionId, number: n + 1, status };
    });
  });

  // A render queue that the farm works through after start-up (healthy brand only).
  const starkVersion = db.prepare("SELECT id FROM visual_versions WHERE brand_id = 5 AND status NOT IN ('draft', 'erased', 'archived') ORDER BY id DESC LIMIT 1").pluck().get() as number;
  const starkSizes = categorySizes('display');
  for (let b = 0; b < 3; b++) {
    const size = starkSizes[b]!;
    const at = daysAgo(clock, 0, 0);
    build.run(5, starkVersion, 1, b === 0 ? 'rendering' : 'queued', b === 0 ? 40 : 0, size.width, size.height, 1, null, null, at, at, null);
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

/**
 * Every seeded visual's HTML5 package (example-packages.ts), stored as an upload is. Seeded after
 * the asset library, so the library's files keep the ids they had (file 1 is the demo video).
 * Slots stay empty: the ad-set wizard's tests and demo map the default inputs (ad-sets-model.ts);
 * renders take the package's own defaults meanwhile. An uploaded package sets its slots.
 */
export function seedVisualPackages(db: Db): void {
  const file = db.prepare('INSERT INTO files (brand_id, user_id, path, name, mime, size, content, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  const visuals = db.prepare('SELECT id, brand_id, user_id, created_at FROM visuals ORDER BY id').all() as { id: number; brand_id: number; user_id: number; created_at: string }[];
  VISUALS.forEach((sv, i) => {
    const row = visuals[i]!;
    const example = EXAMPLE_PACKAGES[packageOf(sv)];
    const id = Number(file.run(row.brand_id, row.user_id, packageFolder(row.id), example.filename, 'application/zip', example.zip.length, example.zip, row.created_at).lastInsertRowid);
    db.prepare('UPDATE visuals SET package = ? WHERE id = ?').run(JSON.stringify([{ id, name: example.filename, size: example.zip.length }]), row.id);
  });
}

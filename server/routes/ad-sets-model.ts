/**
 * The ad-set wizard's model on the server (docs/ad-sets.md): the step order, the fixed list of
 * languages, a template version's inputs, a feed's columns and products, and how an ad set row
 * is presented to the client. Routes in ad-sets-wizard.ts and ad-sets-detail.ts share it.
 */
import type { Db } from '../db/database.ts';
import { modelNotFound } from '../http/errors.ts';
import { sizesOf, type VisualSize } from '../creatives/visual-sizes.ts';
import { effectiveReviewState } from '../../worker/contract/ad-set-review';
import { mayEditHooks, mayRotateHookSecret, type HookActor } from '../../worker/contract/ad-set-hooks';
import { redactHookUrl } from '../hooks/redact-url.ts';
import { creativeCounts, latestRenders } from './ad-set-creatives-model.ts';
import { platformSummaryOf } from './ad-set-platform-report.ts';

export const WIZARD_STEPS = ['settings', 'feed', 'localize', 'mapping', 'populate', 'resizes'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** The languages an ad set can be localized into (ISO 639-1), in the order the picker shows. */
export const AD_SET_LANGUAGES = ['en', 'cs', 'sk', 'de', 'fr', 'es', 'it', 'pl', 'hu', 'nl'] as const;

export interface TemplateInput {
  readonly name: string;
  readonly type: 'text' | 'image' | 'number';
  readonly required: boolean;
}

/** A version without declared slots gets these (deterministic: every version the same). */
const DEFAULT_INPUTS: readonly TemplateInput[] = [
  { name: 'headline', type: 'text', required: true },
  { name: 'price', type: 'number', required: true },
  { name: 'cta', type: 'text', required: false },
  { name: 'image_url', type: 'image', required: false },
];

export interface AdSetRow {
  id: number;
  brand_id: number;
  name: string;
  format: string;
  visual_version_id: number | null;
  feed_id: number | null;
  review_state: string | null;
  archived_at: string | null;
  created_at: string;
  updated_at: string;
  status: string;
  wizard_step: string;
  languages: string;
  mapping: string;
  sizes: string;
  reviewed_by: number | null;
  reviewed_at: string | null;
  review_comment: string | null;
  hooks_retry_policy: string;
  hooks_max_attempts: number;
  hooks_secret: string | null;
  hooks_previous_secret: string | null;
  hooks_previous_secret_until: string | null;
  permalink_token: string | null;
}

export function findAdSet(db: Db, brandId: number, id: number): AdSetRow {
  const row = db.prepare('SELECT * FROM ad_sets WHERE id = ? AND brand_id = ?').get(id, brandId) as AdSetRow | undefined;
  if (!row) throw modelNotFound('AdSet', id);
  return row;
}

export const stepIndex = (step: string): number => Math.max(0, WIZARD_STEPS.indexOf(step as WizardStep));

/** The later of two steps: saving a step never takes the saved progress back. */
export const laterStep = (a: string, b: WizardStep): WizardStep => WIZARD_STEPS[Math.max(stepIndex(a), stepIndex(b))]!;

interface VersionInfo {
  readonly id: number;
  readonly visualId: number;
  readonly label: string;
  readonly slots: string;
  readonly sizes: string;
  readonly outputCategory: string;
}

export function versionInfo(db: Db, brandId: number, versionId: number | null): VersionInfo | null {
  if (versionId === null) return null;
  const row = db
    .prepare('SELECT vv.id, vv.visual_id, vv.number, v.name, v.slots, v.sizes, v.output_category FROM visual_versions vv JOIN visuals v ON v.id = vv.visual_id WHERE vv.id = ? AND vv.brand_id = ?')
    .get(versionId, brandId) as { id: number; visual_id: number; number: number; name: string; slots: string; sizes: string; output_category: string } | undefined;
  if (!row) return null;
  return { id: row.id, visualId: row.visual_id, label: `${row.name} v${row.number}`, slots: row.slots, sizes: row.sizes, outputCategory: row.output_category };
}

/** A version's inputs: the template's declared slots, else the default set. */
export function inputsOf(version: VersionInfo | null): TemplateInput[] {
  if (!version) return [];
  const slots = JSON.parse(version.slots) as { name: string; type?: string }[];
  if (!slots.length) return [...DEFAULT_INPUTS];
  return slots.map((s) => ({ name: s.name, type: s.type === 'image' ? 'image' : s.type === 'number' ? 'number' : 'text', required: true }));
}

export function sizesOfVersion(version: VersionInfo | null): VisualSize[] {
  return version ? sizesOf({ sizes: version.sizes, output_category: version.outputCategory }) : [];
}

const hasTable = (db: Db, name: string) => db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined;

/** Product columns every product has, used when a feed declares no attributes. */
const BASE_COLUMNS = ['name', 'sku', 'price'] as const;

/** A feed's columns: its declared attributes (feeds' migration 007) and the product's own columns. */
export function feedColumns(db: Db, feedId: number | null): string[] {
  if (feedId === null) return [];
  const declared = hasTable(db, 'feed_attributes') ? (db.prepare('SELECT name FROM feed_attributes WHERE feed_id = ? ORDER BY position, id').pluck().all(feedId) as string[]) : [];
  return [...new Set([...BASE_COLUMNS, ...declared])];
}

interface ProductRow {
  id: number;
  name: string;
  sku: string;
  price: number | null;
  data?: string;
}

/** One product as column → text, the way the mapping reads it. */
export function productValues(p: ProductRow): Record<string, string> {
  const data = p.data ? (JSON.parse(p.data) as Record<string, unknown>) : {};
  const out: Record<string, string> = {};
  for (const [k, value] of Object.entries(data)) if (value !== null && value !== undefined) out[k] = String(value);
  out.name = p.name;
  out.sku = p.sku;
  if (p.price !== null) out.price = String(p.price);
  return out;
}

export function feedProducts(db: Db, brandId: number, feedId: number | null, limit = -1): (ProductRow & { values: Record<string, string> })[] {
  if (feedId === null) return [];
  const rows = db.prepare('SELECT * FROM products WHERE brand_id = ? AND feed_id = ? AND archived_at IS NULL ORDER BY id LIMIT ?').all(brandId, feedId, limit) as ProductRow[];
  return rows.map((p) => ({ ...p, values: productValues(p) }));
}

export const countProducts = (db: Db, brandId: number, feedId: number | null): number =>
  feedId === null ? 0 : (db.prepare('SELECT COUNT(*) FROM products WHERE brand_id = ? AND feed_id = ? AND archived_at IS NULL').pluck().get(brandId, feedId) as number);

/** An ad's values: each mapped input reads its column of the product. */
export function applyMapping(mapping: Readonly<Record<string, string>>, values: Readonly<Record<string, string>>): Record<string, string | null> {
  return Object.fromEntries(Object.entries(mapping).map(([input, column]) => [input, values[column] ?? null]));
}

/** The summary the list shows: labels instead of ids, the ads count. */
export const SUMMARY_SELECT = `
  SELECT a.id, a.name, a.format, a.status, a.wizard_step, a.review_state, a.visual_version_id, a.feed_id, a.archived_at, a.created_at, a.updated_at,
    vv.visual_id AS visual_id, (v.name || ' v' || vv.number) AS template_label, f.name AS feed_label,
    (SELECT COUNT(*) FROM ads WHERE ads.ad_set_id = a.id) AS ads_count
  FROM ad_sets a
  LEFT JOIN visual_versions vv ON vv.id = a.visual_version_id
  LEFT JOIN visuals v ON v.id = vv.visual_id
  LEFT JOIN feeds f ON f.id = a.feed_id`;

export interface SummaryRow {
  id: number;
  name: string;
  format: string;
  status: string;
  wizard_step: string;
  review_state: string | null;
  visual_version_id: number | null;
  feed_id: number | null;
  archived_at: string | null;
  created_at: string;
  updated_at: string;
  visual_id: number | null;
  template_label: string | null;
  feed_label: string | null;
  ads_count: number;
}

export const presentSummary = ({ archived_at, ...row }: SummaryRow) => ({
  ...row,
  review_state: effectiveReviewState(row.review_state, row.ads_count),
  archived_at,
  archived: archived_at !== null,
});

const NOT_REVIEWED = { state: null, by: null, at: null, comment: null };

/**
 * The hook settings as `viewer` may see them: the secret's last characters only to those who may
 * rotate it; that one is set, and until when the previous one still signs, to everyone.
 */
function presentHookSettings(row: AdSetRow, viewer: HookActor) {
  return {
    retry_policy: row.hooks_retry_policy,
    max_attempts: row.hooks_max_attempts,
    secret_set: row.hooks_secret !== null,
    secret_hint: row.hooks_secret && mayRotateHookSecret(viewer) ? `…${row.hooks_secret.slice(-4)}` : null,
    previous_secret_until: row.hooks_previous_secret !== null ? row.hooks_previous_secret_until : null,
  };
}

/** A hook's URL for `viewer`: whole for those who may edit hooks, without credentials and query values for the others. */
export const hookUrlFor = (url: string, viewer: HookActor): string => (mayEditHooks(viewer) ? url : redactHookUrl(url));

/** Everything the wizard and the detail page show about one ad set, to `viewer` (its hooks' URLs and secret by role). */
export function presentDetail(db: Db, brandId: number, id: number, viewer: HookActor) {
  const row = findAdSet(db, brandId, id);
  const summary = db.prepare(`${SUMMARY_SELECT} WHERE a.id = ?`).get(id) as SummaryRow;
  const version = versionInfo(db, brandId, row.visual_version_id);
  const reviewer = row.reviewed_by === null ? null : (db.prepare('SELECT id, name FROM users WHERE id = ?').get(row.reviewed_by) as { id: number; name: string } | undefined);
  const hooks = db.prepare('SELECT id, url, events, created_at FROM ad_set_hooks WHERE ad_set_id = ? ORDER BY id').all(id) as { id: number; url: string; events: string; created_at: string }[];
  return {
    ...presentSummary(summary),
    languages: JSON.parse(row.languages) as string[],
    mapping: JSON.parse(row.mapping) as Record<string, string>,
    sizes: JSON.parse(row.sizes) as VisualSize[],
    review: summary.ads_count > 0 ? { state: row.review_state, by: reviewer ?? null, at: row.reviewed_at, comment: row.review_comment } : NOT_REVIEWED,
    inputs: inputsOf(version),
    available_sizes: sizesOfVersion(version),
    feed_columns: feedColumns(db, row.feed_id),
    products_count: countProducts(db, brandId, row.feed_id),
    sample_products: feedProducts(db, brandId, row.feed_id, 5).map((p) => ({ id: p.id, name: p.name, values: p.values })),
    hooks: hooks.map((h) => ({ id: h.id, url: hookUrlFor(h.url, viewer), events: JSON.parse(h.events) as string[], created_at: h.created_at })),
    hooks_settings: presentHookSettings(row, viewer),
    permalink_token: row.permalink_token,
    // The creatives (newest render per ad × size) by status, and the latest renders asked for.
    render_counts: creativeCounts(db, id),
    render_requests: latestRenders(db, id),
    // What the ad platforms say of its finished HTML5 creatives (null: it has none).
    platform_summary: platformSummaryOf(db, id),
  };
}

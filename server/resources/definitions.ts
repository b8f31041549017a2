/**
 * The generic resources (spec section 7: meta, list, get, create, update) described as data:
 * one definition per resource, one route module serving them all.
 */
import * as v from 'valibot';
import { RENDER_FORMATS } from '../../worker/contract/output-formats';
import type { Db } from '../db/database.ts';
import { intLike } from '../http/validate.ts';
import type { BrandRow } from '../db/rows.ts';
import { announceAdSetUpdated } from '../routes/ad-sets-live.ts';
import { announceFeedUpdated } from '../routes/feeds-live.ts';
import { withAdThumbnails } from '../creatives/ad-thumbnails.ts';
import type { Services } from '../services.ts';

/** An ad set's (and its ads') format: one a creative can be rendered in (the contract's list). */
export const AD_FORMATS = RENDER_FORMATS;
export const FEED_TYPES = ['upload', 'fetch', 'manual', 'derived'] as const;
export const REVIEW_STATES = ['approved', 'partly-approved', 'rejected'] as const;

type AnyObjectSchema = v.ObjectSchema<v.ObjectEntries, undefined>;

export interface ResourceDef {
  /** URL segment under /api/v1. */
  readonly path: string;
  readonly table: string;
  /** Laravel model name, for 404 messages. */
  readonly model: string;
  /** Fields a create requires and an update may change (every key is a column). */
  readonly fields: AnyObjectSchema;
  /** Columns that must point at a row of the same brand: column → table. */
  readonly references: Readonly<Record<string, string>>;
  /** Extra list filters: query key → column (exact match). */
  readonly filters: readonly string[];
  /** Columns the `search` parameter looks in. */
  readonly search: readonly string[];
  readonly meta: (db: Db, brandId: number) => Record<string, unknown>;
  /**
   * What the generic POST and PUT may write, when less than `fields`: resources whose records are
   * made and changed through endpoints of their own, with their own rules (feed kinds, the ad-set
   * wizard and its review, populated ads), take only a rename and archiving here. Without this,
   * a generic PUT could set an ad set's review state past the reviewer check.
   */
  readonly genericWrites?: { readonly create: false; readonly update: readonly string[] };
  /** Adds what a row of this resource shows beside its columns (ads: their thumbnail), for a whole page at once. */
  readonly decorate?: (db: Db, rows: readonly { id: number }[], apiBase: string) => readonly { id: number }[];
  /** Tells the brand's open pages after a generic write (a create, a rename, archiving, restoring); `input` is the write's body. */
  readonly announce?: (s: Services, brand: Pick<BrandRow, 'id' | 'identifier'>, id: number, input: { readonly archived?: unknown }) => void;
}

const RENAME_ONLY = { create: false, update: ['name'] } as const;

const name = v.pipe(v.string(), v.trim(), v.nonEmpty('The name field is required.'), v.maxLength(255));
const optionalRef = v.optional(v.nullable(intLike(1)));

const counts = (db: Db, table: string, brandId: number) =>
  db.prepare(`SELECT COUNT(*) AS total, COALESCE(SUM(archived_at IS NOT NULL), 0) AS archived FROM ${table} WHERE brand_id = ?`).get(brandId) as { total: number; archived: number };

export const RESOURCES: readonly ResourceDef[] = [
  {
    path: 'ad-set',
    table: 'ad_sets',
    model: 'AdSet',
    fields: v.object({ name, format: v.picklist(AD_FORMATS), visual_version_id: optionalRef, feed_id: optionalRef, review_state: v.optional(v.nullable(v.picklist(REVIEW_STATES))) }),
    references: { visual_version_id: 'visual_versions', feed_id: 'feeds' },
    filters: ['format', 'review_state', 'feed_id'],
    search: ['name'],
    meta: (db, b) => ({ counts: counts(db, 'ad_sets', b), formats: AD_FORMATS, reviewStates: REVIEW_STATES }),
    genericWrites: RENAME_ONLY,
    announce: (s, brand, id) => announceAdSetUpdated(s.publisher, brand, id),
  },
  {
    path: 'ad',
    table: 'ads',
    model: 'Ad',
    fields: v.object({ name, ad_set_id: intLike(1), format: v.picklist(AD_FORMATS) }),
    references: { ad_set_id: 'ad_sets' },
    filters: ['ad_set_id', 'format'],
    search: ['name'],
    meta: (db, b) => ({ counts: counts(db, 'ads', b), formats: AD_FORMATS }),
    genericWrites: RENAME_ONLY,
    decorate: withAdThumbnails,
  },
  {
    path: 'feed',
    table: 'feeds',
    model: 'Feed',
    fields: v.object({
      name,
      type: v.picklist(FEED_TYPES),
      url: v.optional(v.nullable(v.pipe(v.string(), v.url('The url field must be a valid URL.'), v.maxLength(2048)))),
    }),
    references: {},
    filters: ['type'],
    search: ['name', 'url'],
    meta: (db, b) => ({ counts: counts(db, 'feeds', b), types: FEED_TYPES }),
    genericWrites: RENAME_ONLY,
    announce: (s, brand, id, input) => announceFeedUpdated(s.publisher, brand, id, input.archived === true ? 'archived' : input.archived === false ? 'restored' : 'settings'),
  },
  {
    path: 'asset-group',
    table: 'asset_groups',
    model: 'AssetGroup',
    fields: v.object({ name: v.pipe(name, v.regex(/^[a-z0-9][a-z0-9-_]*$/i, 'The name field may only contain letters, numbers, dashes and underscores.')), label: v.pipe(v.string(), v.trim(), v.nonEmpty('The label field is required.'), v.maxLength(255)) }),
    references: {},
    filters: [],
    search: ['name', 'label'],
    meta: (db, b) => {
      // The source files of the brand's groups (library files and template packages are not).
      const files = db.prepare('SELECT COUNT(*) AS files, COALESCE(SUM(size), 0) AS bytes FROM files WHERE brand_id = ? AND asset_group_id IS NOT NULL').get(b) as { files: number; bytes: number };
      return { counts: counts(db, 'asset_groups', b), files };
    },
  },
  {
    path: 'product',
    table: 'products',
    model: 'Product',
    fields: v.object({ name, sku: v.pipe(v.string(), v.trim(), v.nonEmpty('The sku field is required.'), v.maxLength(64)), price: v.optional(v.nullable(v.pipe(v.number(), v.minValue(0)))), feed_id: optionalRef }),
    references: { feed_id: 'feeds' },
    filters: ['feed_id', 'sku'],
    search: ['name', 'sku'],
    meta: (db, b) => ({ counts: counts(db, 'products', b), currencies: ['EUR', 'CZK', 'USD'] }),
    // A product written one by one changes its feed's products: the feed's pages follow.
    announce: (s, brand, id) => {
      const feedId = s.db.prepare('SELECT feed_id FROM products WHERE id = ?').pluck().get(id) as number | null | undefined;
      if (typeof feedId === 'number') announceFeedUpdated(s.publisher, brand, feedId, 'edited');
    },
  },
];

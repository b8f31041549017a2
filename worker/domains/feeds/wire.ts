/**
 * The feeds API's JSON (server/routes/feeds*.ts) as the contract's types. Products come from the
 * generic product list, whose `data` column is the product's row as a JSON string.
 */
import * as v from 'valibot';
import { ATTRIBUTE_TYPES, FEED_KINDS, FEED_SCHEDULES, FETCH_FORMATS, FILTER_OPS } from '../../contract/feeds';
import type { Feed, FeedDetail, FeedPreview, FeedRevision, FeedStats, Product, ProductChange } from './contract';
import { laravelBool, laravelNumber, nullableString, stringId } from '../../ports/http/laravel-primitives';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const nullableId = v.optional(v.nullable(stringId), null);
const column = v.object({ name: v.string(), type: v.picklist(ATTRIBUTE_TYPES) });

const feedFields = {
  id: stringId,
  name: v.string(),
  type: v.picklist(FEED_KINDS),
  status: v.optional(v.string(), 'ready'),
  url: nullableString,
  format: v.optional(v.nullable(v.picklist(FETCH_FORMATS)), null),
  schedule: v.optional(v.nullable(v.picklist(FEED_SCHEDULES)), null),
  delimiter: nullableString,
  has_header: v.optional(laravelBool, true),
  source_feed_id: nullableId,
  file_name: nullableString,
  currency: v.optional(v.string(), 'EUR'),
  products_count: v.optional(count, 0),
  last_imported_at: nullableString,
  next_fetch_at: nullableString,
  last_fetch_at: nullableString,
  last_fetch_error: nullableString,
  archived_at: nullableString,
  created_at: v.string(),
  updated_at: v.string(),
};

function toFeed(o: v.InferOutput<v.ObjectSchema<typeof feedFields, undefined>>): Feed {
  return {
    id: o.id,
    name: o.name,
    kind: o.type,
    status: o.status,
    url: o.url,
    format: o.format,
    schedule: o.schedule,
    delimiter: o.delimiter,
    hasHeader: o.has_header,
    sourceFeedId: o.source_feed_id,
    fileName: o.file_name,
    currency: o.currency,
    productsCount: o.products_count,
    lastImportedAt: o.last_imported_at,
    nextFetchAt: o.next_fetch_at,
    lastFetchAt: o.last_fetch_at,
    lastFetchError: o.last_fetch_error,
    archived: o.archived_at !== null,
    createdAt: o.created_at,
    updatedAt: o.updated_at,
  };
}

export const feedSchema = v.pipe(v.object(feedFields), v.transform(toFeed));

const rulesSchema = v.object({
  filters: v.array(v.object({ column: v.string(), op: v.picklist(FILTER_OPS), value: v.optional(v.string(), '') })),
  transforms: v.array(
    v.variant('type', [
      v.object({ type: v.literal('rename'), column: v.string(), to: v.string() }),
      v.object({ type: v.literal('concat'), columns: v.array(v.string()), separator: v.optional(v.string(), ' '), to: v.string() }),
    ]),
  ),
});

export const feedDetailSchema = v.pipe(
  v.object({
    ...feedFields,
    rules: v.optional(rulesSchema, { filters: [], transforms: [] }),
    source_feed_name: nullableString,
    attributes: v.array(v.object({ ...column.entries, sample: nullableString, fill_rate: v.pipe(v.number(), v.minValue(0), v.maxValue(1)) })),
    permalink_token: nullableString,
    api_token: nullableString,
  }),
  v.transform(
    (o): FeedDetail => ({
      ...toFeed(o),
      rules: o.rules,
      sourceFeedName: o.source_feed_name,
      attributes: o.attributes.map((a) => ({ name: a.name, type: a.type, sample: a.sample, fillRate: a.fill_rate })),
      permalinkToken: o.permalink_token,
      apiToken: o.api_token,
    }),
  ),
);

/** The row JSON; anything but an object of scalars shows as no fields rather than failing the list. */
function rowOf(json: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(json);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).map(([k, value]) => [k, value === null || value === undefined ? '' : String(value)]));
  } catch {
    return {};
  }
}

export const productSchema = v.pipe(
  v.object({
    id: stringId,
    feed_id: nullableId,
    name: v.string(),
    sku: v.string(),
    price: v.optional(v.nullable(laravelNumber), null),
    currency: nullableString,
    data: v.optional(v.string(), '{}'),
    updated_at: v.string(),
  }),
  v.transform((o): Product => ({ id: o.id, feedId: o.feed_id, name: o.name, sku: o.sku, price: o.price, currency: o.currency, data: rowOf(o.data), updatedAt: o.updated_at })),
);

export const revisionSchema = v.pipe(
  v.object({ id: stringId, kind: v.string(), added: count, changed: count, removed: count, created_at: v.string(), user_name: nullableString, error: nullableString }),
  v.transform((o): FeedRevision => ({ id: o.id, kind: o.kind, added: o.added, changed: o.changed, removed: o.removed, createdAt: o.created_at, userName: o.user_name, error: o.error })),
);

export const changeSchema = v.pipe(
  v.object({ id: stringId, revision_id: stringId, product_id: nullableId, product_name: nullableString, sku: v.string(), field: v.string(), old_value: nullableString, new_value: nullableString, created_at: v.string() }),
  v.transform(
    (o): ProductChange => ({ id: o.id, revisionId: o.revision_id, productId: o.product_id, productName: o.product_name, sku: o.sku, field: o.field, oldValue: o.old_value, newValue: o.new_value, createdAt: o.created_at }),
  ),
);

const money = v.pipe(v.number(), v.finite());
export const statsSchema = v.pipe(
  v.object({
    id: stringId,
    products: count,
    unpriced: count,
    currencies: v.array(v.object({ currency: v.string(), count, min: money, max: money, avg: money, median: money, sum: money, histogram: v.array(v.object({ from: money, to: money, count })) })),
  }),
  v.transform((o): FeedStats => o),
);

export const previewSchema = v.pipe(
  v.object({
    columns: v.array(column),
    rows: v.array(v.record(v.string(), v.string())),
    total: count,
    problems: v.array(v.object({ row: v.nullable(v.number()), column: v.nullable(v.string()), message: v.string() })),
    delimiter: nullableString,
  }),
  v.transform((o): FeedPreview => o),
);

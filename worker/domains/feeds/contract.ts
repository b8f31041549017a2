/**
 * The feeds domain's contract: product feeds (docs/feeds.md): the feeds and products the feeds
 * pages watch, their queries and commands, and the live event that tells open feed pages a feed
 * changed. The kinds, formats and schedules both sides validate stay in contract/feeds.ts. Pure
 * (worker/domains/contract-kit.ts): the server, the worker and, for types, the page import it.
 */
import * as v from 'valibot';
import type { LivePayloadMeta } from '../../contract/live-meta';
import type { AttributeType, FeedAction, FeedKind, FeedSchedule, FetchFormat, FilterOp } from '../../contract/feeds';
import { defineContract, liveId, liveWire, meta, metaWire, optional, unlessNull } from '../contract-kit';
import type { Page, QueryItem } from '../../contract/page';

/**
 * What happened to the feed, as the server says it: a new revision (`created`, `imported` for a
 * new file, `edited` for the grid or rules, `fetched`, `fetch-failed`, `pushed` through the API),
 * or the feed itself (`settings` for a rename, schedule or currency, `columns` for the column
 * types, `archived`, `restored`, `tokens`, `deleted`). The client refetches whatever it is; an
 * action it does not know is still a reason to (decoded as null).
 */
export const FEED_CHANGES = ['created', 'imported', 'edited', 'fetched', 'fetch-failed', 'pushed', 'settings', 'columns', 'archived', 'restored', 'tokens', 'deleted'] as const;
export type FeedChange = (typeof FEED_CHANGES)[number];

/** Someone (or the schedule) changed a feed, its products or its history: feed pages and lists refetch. */
export interface LiveFeedUpdated extends LivePayloadMeta {
  readonly type: 'live/feed-updated';
  readonly feedId: number;
  readonly action: FeedChange | null;
}

// ---------------------------------------------------------------- live rows: the wire half (the decoder is live.ts)

/** A feed changed: every feed and product watch refetches (feeds/live.ts). */
export const feedUpdatedWire = liveWire({
  name: 'FeedUpdated',
  channel: 'brand',
  type: 'live/feed-updated',
  schema: v.object({ ...meta, feed: v.object({ id: liveId }), action: optional }),
  encode: (e: LiveFeedUpdated) => ({ ...metaWire(e), feed: { id: e.feedId }, ...unlessNull('action', e.action) }),
  example: { type: 'live/feed-updated', brandId: 3, feedId: 14, action: 'fetched' },
});

// ---------------------------------------------------------------- entities, queries, commands and results

export interface FeedColumn {
  readonly name: string;
  readonly type: AttributeType;
}
export interface FeedAttribute extends FeedColumn {
  /** The first value found in the column. */
  readonly sample: string | null;
  /** Share of products with a value, 0–1. */
  readonly fillRate: number;
}
export interface FeedFilterRule {
  readonly column: string;
  readonly op: FilterOp;
  readonly value: string;
}
export type FeedTransform =
  | { readonly type: 'rename'; readonly column: string; readonly to: string }
  | { readonly type: 'concat'; readonly columns: readonly string[]; readonly separator: string; readonly to: string };
export interface FeedRules {
  readonly filters: readonly FeedFilterRule[];
  readonly transforms: readonly FeedTransform[];
}

/** A feed as lists show it. */
export interface Feed {
  readonly id: string;
  readonly name: string;
  readonly kind: FeedKind;
  readonly status: string;
  readonly url: string | null;
  readonly format: FetchFormat | null;
  readonly schedule: FeedSchedule | null;
  readonly delimiter: string | null;
  readonly hasHeader: boolean;
  readonly sourceFeedId: string | null;
  readonly fileName: string | null;
  readonly currency: string;
  readonly productsCount: number;
  readonly lastImportedAt: string | null;
  /** A fetch feed's schedule: when the server fetches it next (null: only when asked). */
  readonly nextFetchAt: string | null;
  readonly lastFetchAt: string | null;
  /** Why the last fetch failed (the products are the last good fetch's); null after a good one. */
  readonly lastFetchError: string | null;
  readonly archived: boolean;
  readonly createdAt: string;
  readonly updatedAt: string;
}
/** A feed as its detail page shows it. The API token is null for those who may not see it. */
export interface FeedDetail extends Feed {
  readonly rules: FeedRules;
  readonly sourceFeedName: string | null;
  readonly attributes: readonly FeedAttribute[];
  readonly permalinkToken: string | null;
  readonly apiToken: string | null;
}
export interface Product {
  readonly id: string;
  readonly feedId: string | null;
  readonly name: string;
  readonly sku: string;
  readonly price: number | null;
  readonly currency: string | null;
  /** The product's full row, by column name. */
  readonly data: Readonly<Record<string, string>>;
  readonly updatedAt: string;
}
export interface FeedRevision {
  readonly id: string;
  readonly kind: string;
  readonly added: number;
  readonly changed: number;
  readonly removed: number;
  readonly createdAt: string;
  readonly userName: string | null;
  /** A `fetch-failed` revision's reason. */
  readonly error: string | null;
}
/** One field of one product in one revision; field '*' is the product added or removed. */
export interface ProductChange {
  readonly id: string;
  readonly revisionId: string;
  readonly productId: string | null;
  readonly productName: string | null;
  readonly sku: string;
  readonly field: string;
  readonly oldValue: string | null;
  readonly newValue: string | null;
  readonly createdAt: string;
}
export interface PriceStats {
  readonly currency: string;
  readonly count: number;
  readonly min: number;
  readonly max: number;
  readonly avg: number;
  readonly median: number;
  readonly sum: number;
  readonly histogram: readonly { readonly from: number; readonly to: number; readonly count: number }[];
}
export interface FeedStats {
  readonly id: string;
  readonly products: number;
  readonly unpriced: number;
  readonly currencies: readonly PriceStats[];
}
export interface FeedPreview {
  readonly columns: readonly FeedColumn[];
  readonly rows: readonly Readonly<Record<string, string>>[];
  readonly total: number;
  readonly problems: readonly { readonly row: number | null; readonly column: string | null; readonly message: string }[];
  /** The delimiter a CSV was read with (the one found in it when the form left it to the server); null for other sources. */
  readonly delimiter: string | null;
}

// ---------------------------------------------------------------- what a create or edit sends

export interface UploadFeedInput {
  readonly kind: 'upload';
  readonly name: string;
  readonly delimiter: string;
  readonly hasHeader: boolean;
  readonly currency: string;
  /** Required to create; on an edit, null keeps the products. */
  readonly file: Blob | null;
  readonly fileName: string | null;
}
export interface FetchFeedInput {
  readonly kind: 'fetch';
  readonly name: string;
  readonly url: string;
  readonly format: FetchFormat;
  readonly schedule: FeedSchedule;
  readonly currency: string;
}
export interface ManualFeedInput {
  readonly kind: 'manual';
  readonly name: string;
  readonly currency: string;
  readonly columns: readonly FeedColumn[];
  readonly rows: readonly Readonly<Record<string, string>>[];
}
export interface DerivedFeedInput {
  readonly kind: 'derived';
  readonly name: string;
  readonly currency: string;
  readonly sourceFeedId: string;
  readonly rules: FeedRules;
}
export type FeedInput = UploadFeedInput | FetchFeedInput | ManualFeedInput | DerivedFeedInput;

/** What a preview parses without storing: an upload's file, a fetch's URL, a derived feed's rules. */
export type FeedPreviewInput =
  | Pick<UploadFeedInput, 'kind' | 'delimiter' | 'hasHeader' | 'file' | 'fileName'>
  | Pick<FetchFeedInput, 'kind' | 'url' | 'format'>
  | Pick<DerivedFeedInput, 'kind' | 'sourceFeedId' | 'rules'>;

// ---------------------------------------------------------------- queries

export interface FeedsListQuery {
  readonly kind: 'feeds/list';
  readonly page: number;
  readonly perPage: number;
  readonly archived: boolean;
  readonly search?: string;
}
export interface FeedGetQuery {
  readonly kind: 'feeds/get';
  readonly id: string;
}
/** Products of one feed, or of every feed of the brand when feedId is absent. */
export interface ProductsListQuery {
  readonly kind: 'products/list';
  readonly page: number;
  readonly perPage: number;
  readonly feedId?: string;
  readonly search?: string;
}
export interface ProductGetQuery {
  readonly kind: 'products/get';
  readonly id: string;
}
export interface FeedRevisionsQuery {
  readonly kind: 'feeds/revisions';
  readonly feedId: string;
  readonly page: number;
  readonly perPage: number;
}
/** The product changes of a feed's latest revisions, or every change touching one product. */
export interface ProductChangesQuery {
  readonly kind: 'feeds/changes';
  readonly of: { readonly feedId: string } | { readonly productId: string };
  readonly page: number;
  readonly perPage: number;
}
export interface FeedStatsQuery {
  readonly kind: 'feeds/stats';
  readonly feedId: string;
}

export type FeedsQuery = FeedsListQuery | FeedGetQuery | ProductsListQuery | ProductGetQuery | FeedRevisionsQuery | ProductChangesQuery | FeedStatsQuery;

export interface FeedsQueryResults {
  readonly 'feeds/list': Page<Feed>;
  readonly 'feeds/get': FeedDetail;
  readonly 'products/list': Page<Product>;
  readonly 'products/get': Product;
  readonly 'feeds/revisions': Page<FeedRevision>;
  readonly 'feeds/changes': Page<ProductChange>;
  readonly 'feeds/stats': FeedStats & QueryItem;
}

// ---------------------------------------------------------------- commands

/** Answers the new feed's id, or the 422's fieldErrors (keys as the server names them). */
export interface CreateFeedCommand {
  readonly type: 'feeds/create';
  readonly input: FeedInput;
}
/** An edit of the feed's own kind only (another kind is a 404). */
export interface EditFeedCommand {
  readonly type: 'feeds/edit';
  readonly id: string;
  readonly input: FeedInput;
}
/** Answers `feedPreview`. */
export interface PreviewFeedCommand {
  readonly type: 'feeds/preview';
  readonly input: FeedPreviewInput;
}
export interface FeedSettingsCommand {
  readonly type: 'feeds/settings';
  readonly id: string;
  readonly name?: string;
  readonly schedule?: FeedSchedule;
  readonly currency?: string;
}
/** Column types of a manual feed. */
export interface FeedAttributeTypesCommand {
  readonly type: 'feeds/attribute-types';
  readonly id: string;
  readonly attributes: readonly FeedColumn[];
}
export interface FeedActionCommand {
  readonly type: 'feeds/action';
  readonly id: string;
  readonly action: FeedAction;
}

export type FeedsCommand = CreateFeedCommand | EditFeedCommand | PreviewFeedCommand | FeedSettingsCommand | FeedAttributeTypesCommand | FeedActionCommand;

/** What the feeds domain adds to the protocol (worker/domains/contracts.ts unions every domain's). */
export const feedsContract = defineContract<{
  readonly events: LiveFeedUpdated;
  readonly commands: FeedsCommand;
  readonly queries: FeedsQuery;
  readonly results: FeedsQueryResults;
}>()({ live: [feedUpdatedWire] });

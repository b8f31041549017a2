/**
 * What pages watch (live-queries.ts): lists (every query with `page`/`perPage`) and single records.
 * The generic resource calls of spec section 7 give `ResourceRecord`s; the creative workflow's
 * queries give typed entities (creatives.ts). Shared, live state (balance, builds widget, the
 * unread count...) stays in the snapshot instead; a list a domain keeps in its slice (the
 * notifications) is watched here too, through a window.
 */
import type { BillingDetails, BrandAdminQuery, NotificationSettings, ProfileUploads } from './brand-admin';
import type { BrandMoneyQuery, BrandMoneyQueryResults } from './brand-money';
import type { PeopleQuery, PeopleQueryResults } from './people';
import type { AssetsQuery, AssetsQueryResults } from './assets';
import type { AdSetsQuery, AdSetsQueryResults } from './ad-sets';
import type { FeedsQuery, FeedsQueryResults } from './feeds';
import type { AppNotification } from './entities';
import type { BuildsReport, Visual, VisualBuild, VisualComment, VisualVersion } from './creatives';

export const RESOURCE_NAMES = ['ad-set', 'ad', 'feed', 'asset-group', 'product', 'visual', 'visual-build', 'visual-version', 'user'] as const;
export type ResourceName = (typeof RESOURCE_NAMES)[number];

export interface ResourceListQuery {
  readonly kind: 'resource/list';
  readonly resource: ResourceName;
  /** 1-based page. */
  readonly page: number;
  readonly perPage: number;
  readonly search?: string;
  /** -1 includes archived records (the id-queue lists use it), 1 only archived, 0/undefined none. */
  readonly archived?: -1 | 0 | 1;
  /**
   * Field filters sent as query parameters (status, visual_version_id, ...). A key that is also a
   * record field is matched by equality when a live event changes or creates a record.
   */
  readonly filter?: Readonly<Record<string, string | number>>;
  /** Only these ids (the id queue, spec section 7). */
  readonly ids?: readonly string[];
}

export interface ResourceGetQuery {
  readonly kind: 'resource/get';
  readonly resource: ResourceName;
  readonly id: string;
}

/** Resources whose server answers GET /api/v1/{resource}/meta (spec section 7). */
export const META_RESOURCE_NAMES = ['ad-set', 'ad', 'feed', 'asset-group', 'product', 'user'] as const;
export type MetaResourceName = (typeof META_RESOURCE_NAMES)[number];

/** A resource's meta (counts and option lists), refetched whenever a record of it changes. */
export interface ResourceMetaQuery {
  readonly kind: 'resource/meta';
  readonly resource: MetaResourceName;
}

/** The label of one referenced record, resolved through the worker's per-brand label cache and id queue. */
export interface ResourceLabelQuery {
  readonly kind: 'resource/label';
  readonly resource: ResourceName;
  readonly id: string;
}

/** Templates (My Templates): the active ones, the archived ones, or those in development. */
export interface VisualsListQuery {
  readonly kind: 'visuals/list';
  readonly page: number;
  readonly perPage: number;
  readonly view: 'active' | 'archived' | 'development';
  readonly search?: string;
  readonly tag?: string;
}
export interface VisualGetQuery {
  readonly kind: 'visuals/get';
  readonly id: string;
}
export interface VersionGetQuery {
  readonly kind: 'versions/get';
  readonly id: string;
}
export interface CommentsListQuery {
  readonly kind: 'comments/list';
  readonly versionId: string;
  readonly page: number;
  readonly perPage: number;
  /**
   * Pages counted from the newest comment (`order=desc`): the version page watches the newest
   * page and loads older ones on demand, so the newest comment is always shown. Default: oldest first.
   */
  readonly newestFirst?: boolean;
}
/** Renders, newest first; every filter is optional. */
export interface BuildsListQuery {
  readonly kind: 'builds/list';
  readonly page: number;
  readonly perPage: number;
  readonly filter: { readonly status?: string; readonly visualId?: string; readonly versionId?: string };
}
export interface BuildGetQuery {
  readonly kind: 'builds/get';
  readonly id: string;
}
/** The Renders report between two dates (ISO), a single record. */
export interface BuildsReportQuery {
  readonly kind: 'builds/report';
  readonly from: string;
  readonly to: string;
}

/**
 * The notification centre's list, as the worker holds it (the notifications domain pages it 20 at
 * a time, refreshes its top live and applies mark-read and the filter): only ever watched through
 * a window, whose rows are the recognised notifications under the current filter.
 */
export interface NotificationsListQuery {
  readonly kind: 'notifications/list';
}

export type Query =
  | ResourceListQuery
  | NotificationsListQuery
  | FeedsQuery
  | AdSetsQuery
  | BrandMoneyQuery
  | PeopleQuery
  | BrandAdminQuery
  | AssetsQuery
  | ResourceGetQuery
  | VisualsListQuery
  | VisualGetQuery
  | VersionGetQuery
  | CommentsListQuery
  | BuildsListQuery
  | BuildGetQuery
  | BuildsReportQuery
  | ResourceMetaQuery
  | ResourceLabelQuery;

/** Anything a watch holds is made of items with a string id (records, entities, a report). */
export interface QueryItem {
  readonly id: string;
}

/** A record reduced to what a generic screen can show: id, a label, and flat scalar fields. */
export interface ResourceRecord {
  readonly id: string;
  readonly label: string;
  readonly fields: Readonly<Record<string, string | number | boolean | null>>;
}

export interface ResourcePageMeta {
  readonly page: number;
  readonly perPage: number;
  readonly total: number;
  readonly lastPage: number;
}

export interface Page<T> extends ResourcePageMeta {
  readonly items: readonly T[];
}

export type ResourcePage = Page<ResourceRecord>;

/**
 * GET {resource}/meta, whatever its shape: counts (total and archived when the server gives
 * them), every list of strings as an option list (formats, types, roles...), lists of
 * `{id, name|label}` as choices (teams), other numbers flattened with dotted keys
 * (`files.bytes`). `id` is the resource name (a watched item needs one).
 */
export interface ResourceMeta {
  readonly id: string;
  readonly total: number | null;
  readonly archived: number | null;
  /** Counts by category when the server gives a list of `{<key>, count}` (user: by role). */
  readonly countsBy: Readonly<Record<string, number>>;
  readonly options: Readonly<Record<string, readonly string[]>>;
  readonly choices: Readonly<Record<string, readonly { readonly id: string; readonly label: string }[]>>;
  readonly numbers: Readonly<Record<string, number>>;
}

/** A referenced record's label; null when the server does not know the id (deleted, other brand). */
export interface RecordLabel {
  readonly id: string;
  readonly label: string | null;
}

/** What each query kind gives. */
export interface QueryResults extends BrandMoneyQueryResults, PeopleQueryResults, AdSetsQueryResults, AssetsQueryResults, FeedsQueryResults {
  readonly 'brand-admin/profile-uploads': ProfileUploads;
  readonly 'brand-admin/billing-details': BillingDetails;
  readonly 'brand-admin/notification-settings': NotificationSettings;
  readonly 'resource/list': ResourcePage;
  readonly 'resource/get': ResourceRecord;
  readonly 'visuals/list': Page<Visual>;
  readonly 'visuals/get': Visual;
  readonly 'versions/get': VisualVersion;
  readonly 'comments/list': Page<VisualComment>;
  readonly 'builds/list': Page<VisualBuild>;
  readonly 'builds/get': VisualBuild;
  readonly 'builds/report': BuildsReport & QueryItem;
  readonly 'resource/meta': ResourceMeta;
  readonly 'resource/label': RecordLabel;
  readonly 'notifications/list': Page<AppNotification>;
}

export type QueryResult<Q extends Query = Query> = QueryResults[Q['kind']];

/** A watched query that failed: the i18n key to show and the HTTP status, if any (404 → not-found page). */
export interface QueryFailure {
  readonly ok: false;
  readonly status: number | null;
  readonly key: string;
}

/**
 * The resources domain's contract: the generic resources of spec section 7 (lists, records, meta,
 * labels) and the record events every watched query hears. Pure (worker/domains/contract-kit.ts):
 * the server, the worker and, for types, the page import it.
 */
import type { WatchedResource } from '../contracts';
import type { Page, QueryItem } from '../../contract/page';
import type { QueryKey } from '../../contract/queries';
import { defineContract } from '../contract-kit';

export const RESOURCE_NAMES = ['ad-set', 'ad', 'feed', 'asset-group', 'product', 'visual', 'visual-build', 'visual-version', 'user'] as const;

export type ResourceName = (typeof RESOURCE_NAMES)[number];

/*
 * Resources watched queries are about (WatchedResource, derived in contracts.ts from every
 * contract's `watches`), as live-query patches name them. A write's answer, a notification about
 * a record, or a deletion reaches every watch of that resource through these events
 * (engine/live-queries), so both sides of a review see the change without reloading.
 */

/** A write answered with the record's new state (typed entity of creatives.ts). */
export interface RecordChanged {
  readonly type: 'records/changed';
  readonly resource: WatchedResource;
  readonly id: string;
  readonly record: QueryItem;
}

/** A record is gone (deleted, archived away from the list). */
export interface RecordRemoved {
  readonly type: 'records/removed';
  readonly resource: WatchedResource;
  readonly id: string;
}

/** A write (or a change we know no more of) made these keys stale: the watches they match refetch. */
export interface QueriesInvalidated {
  readonly type: 'queries/invalidated';
  readonly keys: readonly QueryKey[];
}

/** A value a generic form sends: JSON scalars, or a list of them (ids, tags). */
export type ResourceInputValue = string | number | boolean | null | readonly (string | number)[];

/** POST /api/v1/{resource}; the result carries the created record (or the 422's fieldErrors). */
export interface CreateResourceCommand {
  readonly type: 'resource/create';
  readonly resource: ResourceName;
  readonly fields: Readonly<Record<string, ResourceInputValue>>;
}

/** PUT /api/v1/{resource}/{id} with the changed fields (`archived: true|false` archives or restores). */
export interface UpdateResourceCommand {
  readonly type: 'resource/update';
  readonly resource: ResourceName;
  readonly id: string;
  readonly fields: Readonly<Record<string, ResourceInputValue>>;
}

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

/** A record reduced to what a generic screen can show: id, a label, and flat scalar fields. */
export interface ResourceRecord {
  readonly id: string;
  readonly label: string;
  readonly fields: Readonly<Record<string, string | number | boolean | null>>;
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

/** What the resources domain adds to the protocol (worker/domains/contracts.ts unions every domain's). */
export const resourcesContract = defineContract<{
  readonly watches: ResourceName;
  readonly events: RecordChanged | RecordRemoved | QueriesInvalidated;
  readonly commands: CreateResourceCommand | UpdateResourceCommand;
  readonly queries: ResourceListQuery | ResourceGetQuery | ResourceMetaQuery | ResourceLabelQuery;
  readonly results: {
    readonly 'resource/list': ResourcePage;
    readonly 'resource/get': ResourceRecord;
    readonly 'resource/meta': ResourceMeta;
    readonly 'resource/label': RecordLabel;
  };
}>()();

/**
 * Read-only queries answered directly (request → result), for screens whose data is not shared
 * state: the generic resource lists and details of spec section 7 ("Generic resource calls").
 * Shared, live state (balance, builds, notifications...) stays in the snapshot instead.
 */

export const RESOURCE_NAMES = ['ad-set', 'ad', 'feed', 'asset-group', 'product', 'visual', 'visual-build', 'user'] as const;
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

export type Query = ResourceListQuery | ResourceGetQuery;

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

export interface ResourcePage {
  readonly items: readonly ResourceRecord[];
  readonly page: number;
  readonly perPage: number;
  readonly total: number;
  readonly lastPage: number;
}

export type QueryResult<Q extends Query = Query> = Q extends ResourceListQuery
  ? ResourcePage
  : Q extends ResourceGetQuery
    ? ResourceRecord
    : never;

/** A watched query that failed: the i18n key to show and the HTTP status, if any (404 → not-found page). */
export interface QueryFailure {
  readonly ok: false;
  readonly status: number | null;
  readonly key: string;
}

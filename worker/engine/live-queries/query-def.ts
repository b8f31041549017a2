/**
 * How a domain declares a watchable query kind (contract/queries.ts): how to load it, which
 * resource its items are, how live changes read and write an item's fields, and (for lists)
 * whether an item matches the query's filter. The live-query store is generic over these.
 */
import type { Query, QueryResults, WatchedResource } from '../registered';
import type { QueryItem } from '../../contract/page';
import type { Runtime } from '../core/runtime';
import type { Outcome } from '../requests/execute';
import type { HeldListDef } from './held-window';
import type { FieldValue } from './patcher';

export interface LoadOptions {
  readonly brand: string | null;
  readonly signal: AbortSignal;
}

export type QueryOf<K extends Query['kind']> = Extract<Query, { readonly kind: K }>;

export interface QueryDef<K extends Query['kind'] = Query['kind'], I extends QueryItem = QueryItem> {
  readonly kind: K;
  readonly resource: (query: QueryOf<K>) => WatchedResource;
  /** Lists have pages; records are one item. */
  readonly shape: 'list' | 'record';
  readonly load: (rt: Runtime, query: QueryOf<K>, options: LoadOptions) => Promise<Outcome<QueryResults[K]>>;
  /** Loads these items of a list's resource by id (the id queue), for inserting created ones. */
  readonly loadIds?: (rt: Runtime, query: QueryOf<K>, ids: readonly string[], options: LoadOptions) => Promise<Outcome<readonly I[]>>;
  /** The field view of an item: what field changes and filters read. */
  readonly fields: (item: I) => Readonly<Record<string, unknown>>;
  readonly withFields: (item: I, fields: Readonly<Record<string, FieldValue>>) => I;
  /** A list item against the list's filter: null when it cannot tell (then the list refetches). */
  readonly matches?: (query: QueryOf<K>, item: I) => boolean | null;
  /**
   * A list's order as the server sorts it (renders: newest first, by id): a windowed list puts a
   * record fetched by id where it belongs. Without it such a record goes on top (newest first).
   */
  readonly order?: (a: I, b: I) => number;
  /** The field a windowed list counts its rows by (WindowAggregates.counts: renders by status). */
  readonly groupBy?: string;
  /**
   * The field that moves many times a second while nothing else of the record does (a render's
   * progress): a change of it alone goes at the display cadence (host/batcher.ts), and a
   * windowed list sends it apart from the record, so the page redraws the bar and nothing else
   * (host/query-diff.ts, contract/live-queries.ts `QueryPatch.progress`).
   */
  readonly progressField?: string;
  /** Whether the typed entities of `records/changed` can replace its items. */
  readonly typed: boolean;
  /**
   * A summary of the whole resource (its meta: counts), not of one record: a created, replaced,
   * removed, archived or stale record of the resource refetches it, whatever the record's id.
   */
  readonly summary?: boolean;
}

/**
 * One definition per query kind, as the registry collects them: one the store loads and patches
 * (QueryDef), or a list a domain holds in its slice (HeldListDef, held-window.ts). The item type
 * is erased here (each domain's definition is checked against its own item type where it is written).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- erased item type, see above
export type QueryDefs = { readonly [K in Query['kind']]?: QueryDef<K, any> | HeldListDef<K> };

/**
 * The field view of a typed entity (a domain's own record type): its own properties are its
 * fields, a field change spreads over it, and `records/changed` entities may replace it.
 */
export const TYPED_ENTITY_FIELDS = {
  fields: (item: object) => item as Readonly<Record<string, unknown>>,
  withFields: <T extends object>(item: T, fields: Readonly<Record<string, unknown>>): T => ({ ...item, ...fields }),
  typed: true,
} as const;

/**
 * Pure rules for patching a watched result with a RecordChange, keeping every untouched item's
 * identity (the bridge sends only items whose identity changed). Generic over the query kind's
 * definition (query-def.ts).
 *
 *   fields of a shown item      ──▶ merged; removed from a list whose filter it no longer matches
 *   fields of an item not shown ──▶ nothing, unless they touch the list's filter: refetch
 *   created item                ──▶ first page: inserted where it matches (fetched by the id queue)
 *   replaced (a write's answer) ──▶ typed watches take it (insert, replace or drop by the filter);
 *                                   generic watches that may show it refetch
 *   removed                     ──▶ dropped from lists; a watched record refetches (its page 404s)
 *   refresh                     ──▶ a shown item is fetched again by id and replaced in place
 *   summary (a resource's meta) ──▶ refetches when a record is created, replaced, removed or
 *                                   (un)archived, whatever its id
 *   (what is stale is not a change of a record: query keys match the watches, query-keys.ts)
 *   whenever a filter cannot be evaluated ──▶ refetch
 */
import type { Query } from '../registered';
import type { Page, QueryItem } from '../../contract/page';
import type { RecordChange } from './patcher';
import type { QueryDef } from './query-def';

export type WatchResult = Page<QueryItem> | QueryItem;

export type ChangeOutcome =
  | { readonly kind: 'none' }
  | { readonly kind: 'patched'; readonly result: WatchResult }
  | { readonly kind: 'refetch' }
  /** The whole item is needed first (a created record a list may show). */
  | { readonly kind: 'need-record' };

const NONE: ChangeOutcome = { kind: 'none' };
const REFETCH: ChangeOutcome = { kind: 'refetch' };

type AnyDef = QueryDef<Query['kind'], QueryItem>;

export function applyChange(def: AnyDef, query: Query, result: WatchResult, change: RecordChange): ChangeOutcome {
  if (def.resource(query as never) !== change.resource) return NONE;
  if (def.summary === true) return summaryChange(change);
  return def.shape === 'record' ? applyToRecord(def, result as QueryItem, change) : applyToList(def, query, result as Page<QueryItem>, change);
}

/** A resource summary (counts) changes when a record comes, goes or is (un)archived. */
function summaryChange(change: RecordChange): ChangeOutcome {
  if (change.kind !== 'fields') return change.kind === 'refresh' ? NONE : REFETCH;
  return change.created || 'archived' in change.fields || 'archived_at' in change.fields ? REFETCH : NONE;
}

function applyToRecord(def: AnyDef, item: QueryItem, change: RecordChange): ChangeOutcome {
  if (change.id !== item.id) return NONE;
  switch (change.kind) {
    case 'fields': {
      const next = mergeFields(def, item, change.fields);
      return next === item ? NONE : { kind: 'patched', result: next };
    }
    case 'replaced':
      return def.typed ? { kind: 'patched', result: change.record } : REFETCH;
    case 'removed':
    case 'refresh':
      return REFETCH;
  }
}

function applyToList(def: AnyDef, query: Query, page: Page<QueryItem>, change: RecordChange): ChangeOutcome {
  const index = page.items.findIndex((i) => i.id === change.id);
  if (change.kind === 'removed') return index < 0 ? NONE : withItem(page, index, null);
  if (change.kind === 'refresh') return index < 0 ? NONE : def.loadIds !== undefined ? { kind: 'need-record' } : REFETCH;
  if (change.kind === 'replaced') {
    if (!def.typed) return index >= 0 || page.page === 1 ? REFETCH : NONE;
    return place(def, query, page, index, change.record);
  }
  if (index < 0) {
    if (change.created) return page.page === 1 ? { kind: 'need-record' } : NONE;
    // Not shown: it matters only when the change might make it match a filter on those fields.
    const filtered = Object.keys((query as { filter?: Readonly<Record<string, unknown>> }).filter ?? {});
    return Object.keys(change.fields).some((key) => filtered.includes(key)) ? REFETCH : NONE;
  }
  // A row shown is at least as new as its creation: a late created event changes nothing.
  if (change.created) return NONE;
  const current = page.items[index] as QueryItem;
  const next = mergeFields(def, current, change.fields);
  if (next === current) return NONE;
  return place(def, query, page, index, next);
}

/** Puts `item` where it belongs: replaced in place, dropped when it no longer matches, or first. */
function place(def: AnyDef, query: Query, page: Page<QueryItem>, index: number, item: QueryItem): ChangeOutcome {
  const matches = def.matches ? def.matches(query as never, item) : true;
  if (matches === null) return REFETCH;
  if (index >= 0) return withItem(page, index, matches ? item : null);
  return matches ? insertItem(def, query, page, item) : NONE;
}

/** A fetched item: replaces the shown one (or drops it by the filter), else is inserted. */
export function upsertItem(def: AnyDef, query: Query, page: Page<QueryItem>, item: QueryItem): ChangeOutcome {
  const index = page.items.findIndex((i) => i.id === item.id);
  return index >= 0 ? place(def, query, page, index, item) : insertItem(def, query, page, item);
}

/** Inserts a created item into the first page of a list it matches, newest first. */
export function insertItem(def: AnyDef, query: Query, page: Page<QueryItem>, item: QueryItem): ChangeOutcome {
  if (def.shape !== 'list' || page.page !== 1 || page.items.some((i) => i.id === item.id)) return NONE;
  const matches = def.matches ? def.matches(query as never, item) : true;
  if (matches === null) return REFETCH;
  if (!matches) return NONE;
  const items = [item, ...page.items];
  if (items.length > page.perPage) items.length = page.perPage;
  const total = page.total + 1;
  return { kind: 'patched', result: { ...page, items, total, lastPage: Math.max(1, Math.ceil(total / Math.max(1, page.perPage))) } };
}

function withItem(page: Page<QueryItem>, index: number, item: QueryItem | null): ChangeOutcome {
  const items = page.items.slice();
  if (item !== null) items[index] = item;
  else items.splice(index, 1);
  return { kind: 'patched', result: { ...page, items, total: item !== null ? page.total : Math.max(0, page.total - 1) } };
}

function mergeFields(def: AnyDef, item: QueryItem, fields: Readonly<Record<string, unknown>>): QueryItem {
  const current = def.fields(item);
  for (const [key, value] of Object.entries(fields)) {
    if (current[key] !== value) return def.withFields(item, fields as never);
  }
  return item;
}

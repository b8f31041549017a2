/**
 * Pure rules for patching a watched result with a RecordChange, keeping every untouched record's
 * identity (the bridge sends only records whose identity changed).
 *
 *   change of a record in the result ──▶ fields merged; removed from a list it no longer matches
 *   change of a record not in a list ──▶ nothing, unless the list's filter might now match: refetch
 *   created record                   ──▶ insert when it matches (needs the whole record: id queue)
 *   a filter we cannot evaluate (search, a field the record lacks) ──▶ refetch
 */
import type { Query, ResourceListQuery, ResourcePage, ResourceRecord } from '../../contract/queries';
import type { RecordChange } from './patcher';

export type WatchResult = ResourcePage | ResourceRecord;

export type ChangeOutcome =
  | { readonly kind: 'none' }
  | { readonly kind: 'patched'; readonly result: WatchResult }
  | { readonly kind: 'refetch' }
  /** The whole record is needed first (a created record a list may show). */
  | { readonly kind: 'need-record' };

const NONE: ChangeOutcome = { kind: 'none' };
const REFETCH: ChangeOutcome = { kind: 'refetch' };

/** true / false, or null when the list's filter cannot be evaluated on the record. */
export function matchesList(query: ResourceListQuery, fields: Readonly<Record<string, unknown>>): boolean | null {
  if (query.search !== undefined && query.search !== '') return null;
  if (query.ids !== undefined) return null;
  for (const [key, wanted] of Object.entries(query.filter ?? {})) {
    if (!(key in fields)) return null;
    if (String(fields[key]) !== String(wanted)) return false;
  }
  return true;
}

function mergeFields(record: ResourceRecord, fields: RecordChange['fields']): ResourceRecord {
  for (const [key, value] of Object.entries(fields)) {
    if (record.fields[key] !== value) return { ...record, fields: { ...record.fields, ...fields } };
  }
  return record;
}

export function applyChange(query: Query, result: WatchResult, change: RecordChange): ChangeOutcome {
  if (query.resource !== change.resource) return NONE;
  if (query.kind === 'resource/get') {
    if (query.id !== change.id) return NONE;
    const record = result as ResourceRecord;
    const next = mergeFields(record, change.fields);
    return next === record ? NONE : { kind: 'patched', result: next };
  }
  const page = result as ResourcePage;
  const index = page.items.findIndex((r) => r.id === change.id);
  if (index < 0) {
    if (change.created) return page.page === 1 ? { kind: 'need-record' } : NONE;
    // Not shown: it matters only when the change might make it match a filter on those fields.
    const touchesFilter = Object.keys(query.filter ?? {}).some((key) => key in change.fields);
    return touchesFilter ? REFETCH : NONE;
  }
  const current = page.items[index] as ResourceRecord;
  const next = mergeFields(current, change.fields);
  if (next === current) return NONE;
  const matches = matchesList(query, next.fields);
  if (matches === null) return REFETCH;
  const items = page.items.slice();
  if (matches) items[index] = next;
  else items.splice(index, 1);
  return { kind: 'patched', result: { ...page, items, total: matches ? page.total : Math.max(0, page.total - 1) } };
}

/**
 * Inserts a created record into the first page of a list it matches, newest first (lists are
 * ordered by creation, newest first, as the server sorts them by default).
 */
export function insertRecord(query: Query, result: WatchResult, record: ResourceRecord): ChangeOutcome {
  if (query.kind !== 'resource/list') return NONE;
  const page = result as ResourcePage;
  if (page.page !== 1 || page.items.some((r) => r.id === record.id)) return NONE;
  const matches = matchesList(query, record.fields);
  if (matches === null) return REFETCH;
  if (!matches) return NONE;
  const items = [record, ...page.items];
  if (items.length > page.perPage) items.length = page.perPage;
  const total = page.total + 1;
  return { kind: 'patched', result: { ...page, items, total, lastPage: Math.max(1, Math.ceil(total / Math.max(1, page.perPage))) } };
}

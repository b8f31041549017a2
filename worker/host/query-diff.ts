/**
 * What a listener has not seen yet of the watched queries: per watch whose version moved, its
 * status, and only the parts that changed (the ordered ids when membership or order changed, the
 * records whose identity changed, the page meta when it changed). Watches the listener saw that
 * no longer exist are reported closed. A render storm that moves one build's progress sends one
 * record, not the list.
 */
import type { QueryPatch, WatchId } from '../contract/live-queries';
import type { Page, QueryItem, ResourcePageMeta } from '../contract/queries';
import type { WatchView } from '../engine/live-queries/live-queries';

/** The listener's copy of one watch, as of its last batch. */
export interface SentWatch {
  readonly version: number;
  readonly meta: ResourcePageMeta | null;
  readonly ids: readonly string[];
  readonly byId: ReadonlyMap<string, QueryItem>;
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function sameMeta(a: ResourcePageMeta | null, b: ResourcePageMeta | null): boolean {
  if (a === null || b === null) return a === b;
  return a.page === b.page && a.perPage === b.perPage && a.total === b.total && a.lastPage === b.lastPage;
}

/** Patches for `sent`'s owner, updating `sent` to what they will know after applying them. */
export function diffQueries(views: Iterable<WatchView>, sent: Map<WatchId, SentWatch>): QueryPatch[] {
  const patches: QueryPatch[] = [];
  const alive = new Set<WatchId>();
  for (const view of views) {
    alive.add(view.id);
    const prev = sent.get(view.id);
    if (prev !== undefined && prev.version === view.version) continue;
    const result = view.result;
    const page = view.shape === 'list' && result !== null ? (result as Page<QueryItem>) : null;
    const items: readonly QueryItem[] = result === null ? [] : page !== null ? page.items : [result as QueryItem];
    const meta: ResourcePageMeta | null = page !== null ? { page: page.page, perPage: page.perPage, total: page.total, lastPage: page.lastPage } : null;
    const ids = items.map((r) => r.id);
    const records = items.filter((r) => prev?.byId.get(r.id) !== r);
    const patch: { -readonly [K in keyof QueryPatch]: QueryPatch[K] } = { id: view.id, status: view.status, refreshing: view.refreshing, failure: view.failure };
    if (prev === undefined || !sameMeta(prev.meta, meta)) patch.meta = meta;
    if (prev === undefined || !sameIds(prev.ids, ids)) patch.ids = ids;
    if (records.length > 0) patch.records = records;
    patches.push(patch);
    sent.set(view.id, { version: view.version, meta, ids, byId: new Map(items.map((r) => [r.id, r])) });
  }
  for (const id of [...sent.keys()]) {
    if (alive.has(id)) continue;
    sent.delete(id);
    patches.push({ id, status: 'closed', refreshing: false, failure: null });
  }
  return patches;
}

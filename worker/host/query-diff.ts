/**
 * What a listener has not seen yet of the watched queries: per watch whose version moved, its
 * status, and only the parts that changed (the ordered ids when membership or order changed, the
 * records whose identity changed, the page meta when it changed). Watches the listener saw that
 * no longer exist are reported closed. A render storm that moves one build's progress sends one
 * record, not the list.
 */
import type { QueryPatch, WatchId, WindowAggregates } from '../contract/live-queries';
import type { QueryFailure } from '../contract/queries';
import type { Page, QueryItem, ResourcePageMeta } from '../contract/page';
import type { WatchView } from '../engine/live-queries/live-queries';

/** The listener's copy of one watch, as of its last batch. */
export interface SentWatch {
  readonly version: number;
  readonly meta: ResourcePageMeta | null;
  readonly ids: readonly string[];
  readonly byId: ReadonlyMap<string, QueryItem>;
  /** A windowed watch's: what its patches said last (a window sends nothing when none changed). */
  readonly sent?: WindowSent;
}

interface WindowSent {
  readonly status: string;
  readonly refreshing: boolean;
  readonly failure: QueryFailure | null;
  readonly offset: number;
  readonly selected: readonly string[];
  readonly aggregates: WindowAggregates;
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
    if (view.windowed !== null) {
      const patch = windowPatch(view, prev, sent);
      if (patch !== null) patches.push(patch);
      continue;
    }
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

/**
 * A windowed watch: its window's rows (ids from `offset`) when they moved, the window's records
 * the listener does not hold, the window's selected ids and the aggregates when they changed;
 * null when nothing of that changed (a row outside the window sends nothing at all).
 */
function windowPatch(view: WatchView, prev: SentWatch | undefined, sent: Map<WatchId, SentWatch>): QueryPatch | null {
  const watch = view.windowed!;
  const rows = watch.rows.all();
  const { from, to } = watch.range;
  const items = rows.slice(from, Math.min(to, rows.length));
  const ids = items.map((r) => r.id);
  const selected = watch.selection.size === 0 ? NONE : ids.filter((id) => watch.selection.has(id));
  const aggregates = watch.aggregates(view.version);
  const before = prev?.sent;
  const patch: { -readonly [K in keyof QueryPatch]: QueryPatch[K] } = { id: view.id, status: view.status, refreshing: view.refreshing, failure: view.failure };
  let any = before === undefined || before.status !== view.status || before.refreshing !== view.refreshing || before.failure !== view.failure;
  if (before === undefined || before.offset !== from || !sameIds(prev!.ids, ids)) {
    patch.ids = ids;
    patch.offset = from;
    any = true;
  }
  const { records, progress } = changedRows(items, prev?.byId, view.progressField);
  if (records.length > 0) {
    patch.records = records;
    any = true;
  }
  if (progress !== null) {
    patch.progress = progress;
    any = true;
  }
  if (before === undefined || !sameIds(before.selected, selected)) {
    patch.selected = selected;
    any = true;
  }
  if (before === undefined || !sameAggregates(before.aggregates, aggregates)) {
    patch.aggregates = aggregates;
    any = true;
  }
  const byId = records.length === 0 && progress === null && prev !== undefined && sameIds(prev.ids, ids) ? prev.byId : new Map(items.map((r) => [r.id, r]));
  sent.set(view.id, { version: view.version, meta: null, ids, byId, sent: { status: view.status, refreshing: view.refreshing, failure: view.failure, offset: from, selected, aggregates } });
  return any ? patch : null;
}

const NONE: readonly string[] = [];

/**
 * The window's rows the listener does not hold with this identity: those whose `progressField`
 * alone moved (a render storm's "41 %") as id → value, every other one whole.
 */
function changedRows(items: readonly QueryItem[], held: ReadonlyMap<string, QueryItem> | undefined, progressField: string | null): { records: QueryItem[]; progress: Record<string, number> | null } {
  const records: QueryItem[] = [];
  let progress: Record<string, number> | null = null;
  for (const row of items) {
    const before = held?.get(row.id);
    if (before === row) continue;
    const value = progressField === null || before === undefined ? undefined : onlyFieldMoved(before, row, progressField);
    if (value === undefined) records.push(row);
    else (progress ??= {})[row.id] = value;
  }
  return { records, progress };
}

/** `after`'s `field` when it is a number and the only own property that differs from `before`'s. */
function onlyFieldMoved(before: QueryItem, after: QueryItem, field: string): number | undefined {
  const a = before as unknown as Readonly<Record<string, unknown>>;
  const b = after as unknown as Readonly<Record<string, unknown>>;
  const value = b[field];
  if (typeof value !== 'number' || a[field] === value) return undefined;
  const keys = Object.keys(b);
  if (keys.length !== Object.keys(a).length) return undefined;
  for (const key of keys) {
    if (key !== field && a[key] !== b[key]) return undefined;
  }
  return value;
}

function sameCounts(a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

function sameAggregates(a: WindowAggregates, b: WindowAggregates): boolean {
  return (
    a === b ||
    (a.total === b.total &&
      a.loaded === b.loaded &&
      a.loadingMore === b.loadingMore &&
      a.moreFailure === b.moreFailure &&
      a.selected === b.selected &&
      a.selectionSeq === b.selectionSeq &&
      sameCounts(a.counts, b.counts) &&
      sameCounts(a.selectedCounts, b.selectedCounts))
  );
}

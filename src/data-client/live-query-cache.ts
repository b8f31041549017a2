/**
 * The main thread's copy of the watched query results (worker/contract/live-queries.ts), folded
 * from the QueryPatch entries of each bridge batch. Framework-free, in the manner of TanStack
 * Query's core: a store with `get` and `subscribe`, which React reads through
 * useSyncExternalStore (use-live-query.ts).
 *
 * Identity is the point: a watch's view object changes only when that watch changed, and a
 * record keeps its identity until a patch replaces it, so a batch that updates one build's
 * progress re-renders only the page watching that build (and only its row, given memoised rows).
 */
import type { QueryPatch, WatchId, WatchStatus, WindowAggregates } from '../../worker/contract/live-queries';
import type { QueryFailure } from '../../worker/contract/queries';
import type { QueryItem, ResourcePageMeta } from '../../worker/contract/page';

/** What a page sees of one watch. Immutable; replaced as a whole when the watch changes. */
export interface LiveQueryView {
  readonly status: Exclude<WatchStatus, 'closed'>;
  readonly refreshing: boolean;
  readonly failure: QueryFailure | null;
  /** Paging figures of a list; null for a record query or before the first result. */
  readonly meta: ResourcePageMeta | null;
  /** The records in the worker's order (a record query has at most one; a windowed list: its window's rows). */
  readonly items: readonly QueryItem[];
  /** A windowed list: the row index of `items[0]` in the whole list; 0 otherwise. */
  readonly offset: number;
  /** A windowed list: which of the window's rows are selected; null otherwise. */
  readonly selected: ReadonlySet<string> | null;
  /** A windowed list: its total, loading figures and counts; null otherwise. */
  readonly aggregates: WindowAggregates | null;
}

interface Entry {
  view: LiveQueryView;
  ids: readonly string[];
  byId: ReadonlyMap<string, QueryItem>;
}

/**
 * Watch ids the main thread gave up (unwatch) whose 'closed' patch may still be on its way: a
 * late patch for one of them must not bring the entry back. Bounded, oldest forgotten first, in
 * case the worker drops a watch without telling this listener.
 */
const RELEASED_MAX = 256;

export class LiveQueryCache {
  private readonly entries = new Map<WatchId, Entry>();
  private readonly listeners = new Map<WatchId, Set<() => void>>();
  private readonly released = new Set<WatchId>();

  /** The current view of a watch; undefined before its first patch and after it closed. */
  get(id: WatchId): LiveQueryView | undefined {
    return this.entries.get(id)?.view;
  }

  /** Calls `listener` after each batch that changed this watch. Returns the unsubscribe. */
  subscribe(id: WatchId, listener: () => void): () => void {
    let set = this.listeners.get(id);
    if (set === undefined) {
      set = new Set();
      this.listeners.set(id, set);
    }
    set.add(listener);
    return () => {
      const current = this.listeners.get(id);
      current?.delete(listener);
      if (current?.size === 0) this.listeners.delete(id);
    };
  }

  /**
   * Folds one batch's patches, then notifies the listeners of the watches that changed, once
   * each and only after the whole batch is in (a listener never sees half a batch).
   */
  apply(patches: readonly QueryPatch[]): void {
    const changed = new Set<WatchId>();
    for (const patch of patches) {
      if (this.fold(patch)) changed.add(patch.id);
    }
    for (const id of changed) this.notify(id);
  }

  /** Drops a watch the main thread no longer wants (unwatch); late patches for it are ignored. */
  release(id: WatchId): void {
    this.released.add(id);
    if (this.released.size > RELEASED_MAX) {
      const oldest = this.released.values().next().value;
      if (oldest !== undefined) this.released.delete(oldest);
    }
    if (this.entries.delete(id)) this.notify(id);
  }

  /** Number of watches held (diagnostics and tests). */
  get size(): number {
    return this.entries.size;
  }

  private fold(patch: QueryPatch): boolean {
    if (patch.status === 'closed') {
      this.released.delete(patch.id);
      return this.entries.delete(patch.id);
    }
    if (this.released.has(patch.id)) return false;
    const entry = this.entries.get(patch.id);
    if (entry === undefined) {
      const ids = patch.ids ?? [];
      const byId = mergeRecords(new Map(), ids, patch.records ?? []);
      this.entries.set(patch.id, { ids, byId, view: viewOf(patch, null, itemsOf(ids, byId)) });
      return true;
    }
    const membership = patch.ids !== undefined && !sameIds(entry.ids, patch.ids);
    const ids = membership ? patch.ids! : entry.ids;
    // Records cross the bridge as copies: one equal to what we hold keeps the held identity.
    const records = (patch.records ?? []).filter((record) => !sameRecord(entry.byId.get(record.id), record));
    const touched = records.length > 0;
    const byId = membership || touched ? mergeRecords(entry.byId, ids, records, membership) : entry.byId;
    const items = membership || touched ? itemsOf(ids, byId) : entry.view.items;
    const view = viewOf(patch, entry.view, items);
    entry.ids = ids;
    entry.byId = byId;
    if (view === entry.view) return false;
    entry.view = view;
    return true;
  }

  private notify(id: WatchId): void {
    const set = this.listeners.get(id);
    if (set === undefined) return;
    for (const listener of [...set]) listener();
  }
}

/** byId with `records` put in; when membership changed, records no longer listed are dropped. */
function mergeRecords(
  previous: ReadonlyMap<string, QueryItem>,
  ids: readonly string[],
  records: readonly QueryItem[],
  prune = true,
): ReadonlyMap<string, QueryItem> {
  const next = new Map<string, QueryItem>();
  if (prune) {
    for (const id of ids) {
      const kept = previous.get(id);
      if (kept !== undefined) next.set(id, kept);
    }
  } else {
    for (const [id, record] of previous) next.set(id, record);
  }
  const listed = prune ? new Set(ids) : null;
  for (const record of records) {
    if (listed === null || listed.has(record.id)) next.set(record.id, record);
  }
  return next;
}

/** The records in id order; an id whose record has not arrived yet is skipped, not invented. */
function itemsOf(ids: readonly string[], byId: ReadonlyMap<string, QueryItem>): readonly QueryItem[] {
  const items: QueryItem[] = [];
  for (const id of ids) {
    const record = byId.get(id);
    if (record !== undefined) items.push(record);
  }
  return items;
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

/** The next view: the previous one itself when nothing a page can see changed. */
function viewOf(patch: QueryPatch, previous: LiveQueryView | null, items: readonly QueryItem[]): LiveQueryView {
  const status = patch.status as LiveQueryView['status'];
  const meta = patch.meta === undefined ? (previous?.meta ?? null) : patch.meta;
  const offset = patch.offset ?? previous?.offset ?? 0;
  const selected = patch.selected === undefined ? (previous?.selected ?? null) : sameSelected(previous?.selected ?? null, patch.selected) ? previous!.selected : new Set(patch.selected);
  const aggregates = patch.aggregates ?? previous?.aggregates ?? null;
  if (
    previous !== null &&
    previous.status === status &&
    previous.refreshing === patch.refreshing &&
    sameFailure(previous.failure, patch.failure) &&
    sameMeta(previous.meta, meta) &&
    previous.items === items &&
    previous.offset === offset &&
    previous.selected === selected &&
    previous.aggregates === aggregates
  ) {
    return previous;
  }
  return {
    status,
    refreshing: patch.refreshing,
    failure: patch.failure,
    meta: previous !== null && sameMeta(previous.meta, meta) ? previous.meta : meta,
    items,
    offset,
    selected,
    aggregates,
  };
}

function sameSelected(held: ReadonlySet<string> | null, ids: readonly string[]): boolean {
  return held !== null && held.size === ids.length && ids.every((id) => held.has(id));
}

function sameRecord(a: QueryItem | undefined, b: QueryItem): boolean {
  return a !== undefined && sameJson(a, b);
}

/** Structural equality of JSON-like values (records cross the bridge as copies). */
function sameJson(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => k in b && sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

function sameFailure(a: QueryFailure | null, b: QueryFailure | null): boolean {
  return a === b || (a !== null && b !== null && a.status === b.status && a.key === b.key);
}

function sameMeta(a: ResourcePageMeta | null, b: ResourcePageMeta | null): boolean {
  return a === b || (a !== null && b !== null && a.page === b.page && a.perPage === b.perPage && a.total === b.total && a.lastPage === b.lastPage);
}

/**
 * The main thread's copy of the watched query results (worker/contract/live-queries.ts), folded
 * from the QueryPatch entries of each bridge batch. Framework-free, in the manner of TanStack
 * Query's core: a store with `get` and `subscribe`, which React reads through
 * useSyncExternalStore (use-live-query.ts).
 *
 * Identity is the point: a watch's view object changes only when that watch changed, and a
 * record keeps its identity until a patch replaces it, so a batch that changes one build
 * re-renders only the page watching that build (and only its row, given memoised rows).
 *
 * A windowed list's progress moves apart (QueryPatch `progress`): the row keeps the record it
 * holds, the view does not change, and only the listeners of that row's progress hear of it
 * (`subscribeProgress`), so a progress bar redraws and nothing else: not its row, nor the table.
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
  /** Progress newer than the held record's, by id (until a whole record replaces it). */
  progress: Map<string, number>;
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
  private readonly progressListeners = new Map<WatchId, Map<string, Set<() => void>>>();
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
   * The newest progress of row `id` of a windowed watch when only its progress moved since the
   * record the view holds (undefined: the record's own value is the newest).
   */
  progressOf(watchId: WatchId, id: string): number | undefined {
    return this.entries.get(watchId)?.progress.get(id);
  }

  /** Calls `listener` after each batch that moved row `id`'s progress alone. Returns the unsubscribe. */
  subscribeProgress(watchId: WatchId, id: string, listener: () => void): () => void {
    let rows = this.progressListeners.get(watchId);
    if (rows === undefined) {
      rows = new Map();
      this.progressListeners.set(watchId, rows);
    }
    let set = rows.get(id);
    if (set === undefined) {
      set = new Set();
      rows.set(id, set);
    }
    set.add(listener);
    return () => {
      const current = this.progressListeners.get(watchId)?.get(id);
      current?.delete(listener);
      if (current?.size === 0) this.progressListeners.get(watchId)?.delete(id);
      if (this.progressListeners.get(watchId)?.size === 0) this.progressListeners.delete(watchId);
    };
  }

  /**
   * Folds one batch's patches, then notifies the listeners of the watches that changed, once
   * each and only after the whole batch is in (a listener never sees half a batch), then those
   * of the rows whose progress alone moved.
   */
  apply(patches: readonly QueryPatch[]): void {
    const changed = new Set<WatchId>();
    const moved: [WatchId, string][] = [];
    for (const patch of patches) {
      if (this.fold(patch)) changed.add(patch.id);
      if (patch.progress !== undefined) this.foldProgress(patch.id, patch.progress, moved);
    }
    for (const id of changed) this.notify(id);
    for (const [watchId, id] of moved) {
      const set = this.progressListeners.get(watchId)?.get(id);
      if (set !== undefined) for (const listener of [...set]) listener();
    }
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

  /** Progress of rows held (a row not held is not shown: its record will come whole). */
  private foldProgress(watchId: WatchId, progress: Readonly<Record<string, number>>, moved: [WatchId, string][]): void {
    const entry = this.entries.get(watchId);
    if (entry === undefined) return;
    for (const [id, value] of Object.entries(progress)) {
      if (!entry.byId.has(id) || entry.progress.get(id) === value) continue;
      entry.progress.set(id, value);
      moved.push([watchId, id]);
    }
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
      this.entries.set(patch.id, { ids, byId, view: viewOf(patch, null, itemsOf(ids, byId)), progress: new Map() });
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
    // A whole record is newer than any progress held for it; a row that left needs none.
    if (entry.progress.size > 0) {
      for (const record of patch.records ?? []) entry.progress.delete(record.id);
      if (membership) for (const id of entry.progress.keys()) if (!byId.has(id)) entry.progress.delete(id);
    }
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

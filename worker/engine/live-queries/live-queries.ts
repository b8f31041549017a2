/**
 * The worker's watched queries (contract/live-queries.ts): each watch keeps its result, patched
 * in place by live events (the domains' patchers) and by the `records/*` events of writes,
 * refetched under the refetch policy when a patch is impossible or when a query key made it stale
 * (a write's `queries/invalidated`, a patcher's `invalidate`: query-keys.ts), and forgotten on
 * unwatch or when the brand scope moves away from it. Generic over the domains' query definitions
 * (query-def.ts).
 *
 *   watch ─▶ (brand in scope?) ─no─▶ waits for brand/switch-started of its brand
 *               └─yes─▶ load ─▶ ready/error ─▶ patch … ─▶ refetch (debounced, single flight)
 *
 * A watch never runs with another brand's X-Brand: it names its brand and loads only while that
 * brand is in scope. Results are not part of the snapshot (they are a cache of server data, not
 * state the reducer folds); the bridge diffs them per listener (host/query-diff.ts).
 *
 * A list watched with a window is a windowed watch (window-watch.ts): the whole list is kept
 * here, paged as the window moves, and only the window crosses the bridge. A list a domain keeps
 * in its own slice (the notifications) is watched the same way, its rows read from the slice
 * (held-window.ts).
 */
import type { Envelope, Query, QueryFailure } from '../registered';
import { defer, from, merge, Subject, type Subscription } from 'rxjs';
import type { ListWindow, RowPick, SelectionChange, WatchId, WatchStatus, WindowAggregates } from '../../contract/live-queries';
import type { Page, QueryItem } from '../../contract/page';
import type { CommandContext } from '../commands/command-context';
import type { Cadence } from '../core/cadence';
import { debounceWithMaxWait } from '../policies/debounce-max-wait';
import { REFETCH_WINDOWS } from '../policies/refetch-policy';
import { singleFlight } from '../policies/single-flight';
import { failureKey, statusOf } from '../requests/failure-events';
import { applyChange, upsertItem, type ChangeOutcome, type WatchResult } from './apply-change';
import { HeldWindow, type HeldListDef } from './held-window';
import type { LiveChange, QueryPatcher, RecordChange } from './patcher';
import type { QueryDef, QueryDefs } from './query-def';
import { anyKeyMatches, queryKey, type KeyedWatch, type QueryKey } from './query-keys';
import { RecordFetches } from './record-fetches';
import type { RowsOutcome } from './window-rows';
import { boundedWindow, WindowWatch } from './window-watch';

/** What the bridge reads of a list watched through a window (window-watch.ts, held-window.ts). */
export interface WindowedList {
  readonly range: ListWindow;
  readonly rows: { all(): readonly QueryItem[] };
  readonly selection: { readonly size: number; has(id: string): boolean };
  aggregates(version: number): WindowAggregates;
}

/** What the bridge reads of a watch. `version` moves on every change. */
export interface WatchView {
  readonly id: WatchId;
  readonly version: number;
  readonly status: WatchStatus;
  readonly refreshing: boolean;
  readonly failure: QueryFailure | null;
  readonly result: WatchResult | null;
  readonly shape: 'list' | 'record';
  /** A list watched through a window (window-watch.ts, held-window.ts); its `result` stays null. */
  readonly windowed: WindowedList | null;
  /** The query definition's `progressField`, if any: a window sends its moves apart (host/query-diff.ts). */
  readonly progressField: string | null;
}

type AnyDef = QueryDef<Query['kind'], QueryItem>;

interface Entry {
  readonly id: WatchId;
  readonly query: Query;
  readonly def: AnyDef;
  /** Its own query key (query-keys.ts). */
  readonly key: QueryKey;
  readonly brand: string | null;
  readonly windowed: WindowWatch | null;
  view: WatchView;
  /** Load at once (start, brand now in scope). */
  readonly now$: Subject<void>;
  /** Refetch under the refetch policy (a patch was impossible, resync). */
  readonly later$: Subject<void>;
  readonly subscription: Subscription;
  /** Aborts its request in flight when the watch is forgotten (unwatch, brand switch). */
  readonly controller: AbortController;
}

/** A watch of a list a domain holds (held-window.ts). */
interface HeldEntry {
  readonly id: WatchId;
  readonly brand: string | null;
  readonly window: HeldWindow;
  view: WatchView;
}

export interface LiveQueriesOptions {
  /** The command context: a held list's window asks its domain for more through a command. */
  readonly rt: CommandContext;
  readonly defs: QueryDefs;
  readonly patchers: readonly QueryPatcher[];
  /**
   * Called whenever a watch changed (the bridge schedules a batch): 'display' when all that
   * changed is a shown record's progress (its query definition's `progressField`), else 'now'.
   */
  readonly onChange: (cadence: Cadence) => void;
}

export class LiveQueries {
  private readonly entries = new Map<WatchId, Entry>();
  private readonly held = new Map<WatchId, HeldEntry>();
  /** Records fetched by id (created ones a list may show, finished renders' files). */
  private readonly fetches: RecordFetches;
  private readonly patchersByType = new Map<string, QueryPatcher[]>();
  private nextId = 1;

  constructor(private readonly options: LiveQueriesOptions) {
    this.fetches = new RecordFetches(options.rt, (key, items) => this.insert(key, items));
    for (const patcher of options.patchers) {
      for (const type of patcher.on) this.patchersByType.set(type, [...(this.patchersByType.get(type) ?? []), patcher]);
    }
  }

  watch(query: Query, brand: string | null, range?: ListWindow): WatchId {
    const id = this.nextId++;
    const known = this.options.defs[query.kind] as AnyDef | HeldListDef | undefined;
    if (known === undefined) throw new Error(`no query definition for ${query.kind}`);
    if (known.shape === 'held') return this.watchHeld(id, known, brand, range);
    const def = known;
    const windowed = range !== undefined && def.shape === 'list' ? new WindowWatch(def, query, boundedWindow(range)) : null;
    const now$ = new Subject<void>();
    const later$ = new Subject<void>();
    const refetchMs = REFETCH_WINDOWS.liveQuery.windowMs;
    const entry: Entry = {
      id,
      query,
      def,
      key: queryKey(def.resource(query as never), query),
      brand,
      windowed,
      view: { id, version: 1, status: 'loading', refreshing: false, failure: null, result: null, shape: def.shape, windowed, progressField: def.progressField ?? null },
      now$,
      later$,
      controller: new AbortController(),
      subscription: merge(now$, later$.pipe(debounceWithMaxWait(refetchMs, refetchMs, this.options.rt.ports.scheduler)))
        .pipe(singleFlightLoads(() => this.load(id)))
        .subscribe(),
    };
    this.entries.set(id, entry);
    this.options.onChange('now');
    now$.next();
    return id;
  }

  unwatch(id: WatchId): void {
    if (this.held.delete(id)) return this.options.onChange('now');
    const entry = this.entries.get(id);
    if (entry === undefined) return;
    this.forget(entry);
    this.options.onChange('now');
  }

  /** Moves a windowed watch's window; loads the rows it reaches that are not loaded yet. */
  setWindow(id: WatchId, range: ListWindow): void {
    const held = this.held.get(id);
    if (held !== undefined) return this.moveHeld(held, boundedWindow(range));
    const entry = this.entries.get(id);
    const windowed = entry?.windowed;
    if (entry === undefined || windowed == null) return;
    const next = boundedWindow(range);
    if (next.from === windowed.range.from && next.to === windowed.range.to) return;
    windowed.range = next;
    this.update(entry, {});
    if (windowed.wantsMore()) entry.now$.next();
  }

  select(id: WatchId, change: SelectionChange, seq: number): void {
    const entry = this.entries.get(id);
    if (entry?.windowed == null) return;
    entry.windowed.select(change, seq);
    this.update(entry, {});
  }

  windowIds(id: WatchId, pick: RowPick): readonly string[] {
    return this.entries.get(id)?.windowed?.pick(pick) ?? [];
  }

  /** Watches in creation order (the bridge diffs them). */
  views(): IterableIterator<WatchView> {
    const views = [...this.entries.values()].map((e) => e.view);
    if (this.held.size === 0) return views.values();
    return [...views, ...[...this.held.values()].map((h) => h.view)].sort((a, b) => a.id - b.id).values();
  }

  /** Accepted envelopes (brand in scope, or none), in seq order. */
  onEnvelope(envelope: Envelope): void {
    const event = envelope.event;
    if (this.held.size > 0) this.followHeld(event.type === 'brand/switch-started' ? event.identifier : event.type === 'session/signed-out' ? null : undefined);
    switch (event.type) {
      case 'brand/switch-started':
        return this.enterBrand(event.identifier);
      case 'session/signed-out':
        return this.enterBrand(null);
      case 'connection/resubscribed':
      case 'connection/resync-requested':
        for (const entry of this.entries.values()) this.refetchLater(entry);
        return;
      case 'records/changed':
        return this.applyChange({ kind: 'replaced', resource: event.resource, id: event.id, record: event.record });
      case 'records/removed':
        return this.applyChange({ kind: 'removed', resource: event.resource, id: event.id });
      case 'queries/invalidated':
        return this.invalidate(event.keys);
      default: {
        const patchers = this.patchersByType.get(event.type);
        if (patchers === undefined) return;
        for (const patcher of patchers) {
          const change = patcher.change(envelope);
          if (change === null) continue;
          for (const one of Array.isArray(change) ? change : [change]) {
            const live = one as LiveChange;
            if (live.kind === 'invalidate') this.invalidate(live.keys);
            else this.applyChange(live);
          }
        }
      }
    }
  }

  dispose(): void {
    this.held.clear();
    for (const entry of [...this.entries.values()]) this.forget(entry);
    this.fetches.reset();
  }

  /** The scope moved: watches of other brands are forgotten, watches of this brand (re)load. */
  private enterBrand(identifier: string | null): void {
    this.fetches.reset();
    let changed = false;
    for (const entry of [...this.entries.values()]) {
      if (entry.brand !== identifier || identifier === null) {
        this.forget(entry);
        changed = true;
      } else {
        entry.windowed?.want('refetch');
        entry.now$.next();
      }
    }
    if (changed) this.options.onChange('now');
  }

  private forget(entry: Entry): void {
    entry.subscription.unsubscribe();
    entry.controller.abort();
    this.entries.delete(entry.id);
  }

  /**
   * Refetches, under the refetch policy, every watch a key matches (query-keys.ts). A failed watch
   * is left alone (trying again is the page's). A watch whose first load is under way loads once
   * more after it (single flight): that load may have been answered before the change the key
   * announces, and showing it would leave the page behind until the next change.
   */
  private invalidate(keys: readonly QueryKey[]): void {
    for (const entry of [...this.entries.values()]) {
      if (entry.windowed === null && entry.view.status === 'error') continue;
      if (anyKeyMatches(keys, keyed(entry))) this.refetchLater(entry);
    }
  }

  private applyChange(change: RecordChange): void {
    // Before anything asks for the record: a fetch by id asked for by this very change is newer.
    if (change.kind === 'removed') this.fetches.forget(change.resource, change.id);
    if (change.kind === 'fields') this.fetches.note(change.resource, change.id, change.fields);
    for (const entry of [...this.entries.values()]) {
      // Judged before the change is applied: the record as the watch shows it now.
      const cadence = cadenceOf(entry, change);
      if (entry.windowed !== null) {
        this.followWindow(entry, entry.windowed.apply(change), change, cadence);
        continue;
      }
      const result = entry.view.result;
      if (result === null || entry.view.status !== 'ready') continue;
      const outcome = applyChange(entry.def, entry.query, result, change);
      if (outcome.kind === 'need-record' && (change.kind === 'fields' || change.kind === 'refresh')) this.requestRecord(entry, change.id);
      else this.follow(entry, outcome, cadence);
    }
  }

  /** What a windowed watch said of a change, or of a record fetched by id (no `change`). */
  private followWindow(entry: Entry, outcome: RowsOutcome, change?: RecordChange, cadence: Cadence = 'now'): void {
    switch (outcome) {
      case 'changed':
        return this.update(entry, {}, cadence);
      case 'refetch':
        return this.refetchLater(entry);
      case 'recount':
        // The rows may have changed too (a row came or went in a list not wholly loaded).
        this.update(entry, {});
        entry.windowed?.want('recount');
        return entry.later$.next();
      case 'need-record':
        if (change?.kind === 'fields' || change?.kind === 'refresh') this.requestRecord(entry, change.id);
    }
  }

  private refetchLater(entry: Entry): void {
    entry.windowed?.want('refetch');
    entry.later$.next();
  }

  private follow(entry: Entry, outcome: ChangeOutcome, cadence: Cadence = 'now'): void {
    if (outcome.kind === 'patched') this.update(entry, { result: outcome.result }, cadence);
    else if (outcome.kind === 'refetch') entry.later$.next();
  }

  /** Asks for a record by id for `entry`; refetches it when its kind cannot load by ids. */
  private requestRecord(entry: Entry, id: string): void {
    if (!this.fetches.request(entry.def, entry.query, entry.brand, id)) this.refetchLater(entry);
  }

  /**
   * Fetched records into the lists they match. The answer is newest first, so they go in oldest
   * first: each insert puts its record on top, and the newest ends up there, as a reload shows it.
   */
  private insert(key: string, items: readonly { readonly item: QueryItem; readonly later: Readonly<Record<string, unknown>> | null | undefined }[]): void {
    for (const entry of [...this.entries.values()]) {
      if (RecordFetches.key(entry.def, entry.query) !== key) continue;
      for (const { item: fetched, later } of [...items].reverse()) {
        if (later === null) continue; // removed meanwhile
        if (entry.windowed !== null) {
          this.followWindow(entry, entry.windowed.upsert(later === undefined ? fetched : entry.def.withFields(fetched, later as never)));
          continue;
        }
        const result = entry.view.result;
        if (result === null || entry.view.status !== 'ready') continue;
        const item = later === undefined ? fetched : entry.def.withFields(fetched, later as never);
        this.follow(entry, upsertItem(entry.def, entry.query, result as never, item));
      }
    }
  }

  private async load(id: WatchId): Promise<void> {
    const entry = this.entries.get(id);
    const { rt } = this.options;
    // Only while its brand is in scope: a page already showing the new brand must not fetch
    // with the old X-Brand (enterBrand starts it once the scope is its brand).
    if (entry === undefined || entry.brand !== rt.brandInScope()) return;
    if (entry.windowed !== null) return this.loadWindow(entry, entry.windowed);
    if (entry.view.result !== null) this.update(entry, { refreshing: true });
    const outcome = await entry.def.load(rt, entry.query as never, { brand: entry.brand, signal: entry.controller.signal });
    for (const emission of outcome.emissions) rt.emit(emission);
    if (this.entries.get(id) !== entry) return;
    if (outcome.ok) this.update(entry, { status: 'ready', refreshing: false, failure: null, result: outcome.value as WatchResult });
    else if (outcome.aborted) this.update(entry, { refreshing: false });
    else this.update(entry, { status: 'error', refreshing: false, failure: { ok: false, status: statusOf(outcome.error), key: failureKey(outcome.error) } });
  }

  /** A windowed watch's load: pages through the same calls, status as for any watch. */
  private async loadWindow(entry: Entry, windowed: WindowWatch): Promise<void> {
    const { rt } = this.options;
    if (windowed.refetching()) this.update(entry, { refreshing: true });
    const end = await windowed.load(
      async (request) => {
        const outcome = await entry.def.load(rt, { ...entry.query, page: request.page, perPage: request.perPage } as never, { brand: entry.brand, signal: entry.controller.signal });
        for (const emission of outcome.emissions) rt.emit(emission);
        return outcome as never;
      },
      () => {
        if (this.entries.get(entry.id) !== entry) return;
        this.update(entry, windowed.rows.landed && entry.view.status === 'loading' ? { status: 'ready', failure: null } : {});
      },
    );
    if (this.entries.get(entry.id) !== entry) return;
    if (end.kind === 'done') {
      this.update(entry, { status: 'ready', refreshing: false, failure: null });
      if (end.again !== null) {
        windowed.want(end.again);
        entry.later$.next();
      } else if (windowed.wantsMore()) entry.now$.next();
    } else if (end.kind === 'aborted') this.update(entry, { refreshing: false });
    else if (end.more) this.update(entry, { refreshing: false });
    else this.update(entry, { status: 'error', refreshing: false, failure: { ok: false, status: statusOf(end.error), key: failureKey(end.error) } });
  }

  private watchHeld(id: WatchId, def: HeldListDef, brand: string | null, range: ListWindow | undefined): WatchId {
    const heldWindow = new HeldWindow(def, boundedWindow(range ?? { from: 0, to: 0 }));
    const entry: HeldEntry = { id, brand, window: heldWindow, view: { id, version: 1, status: 'loading', refreshing: false, failure: null, result: null, shape: 'list', windowed: heldWindow, progressField: null } };
    this.held.set(id, entry);
    this.refreshHeld(entry);
    this.options.onChange('now');
    return id;
  }

  private moveHeld(entry: HeldEntry, range: ListWindow): void {
    const held = entry.window;
    if (range.from === held.range.from && range.to === held.range.to) return;
    held.range = range;
    this.bumpHeld(entry);
    this.askMore(entry);
  }

  /**
   * After an envelope: every held list read again (the same object while its slice did not
   * change). `leaving`: the scope moves to this brand (null: signed out), so watches of another
   * brand are forgotten (their pages watch again for the new brand).
   */
  private followHeld(leaving: string | null | undefined): void {
    for (const entry of [...this.held.values()]) {
      if (leaving !== undefined && (leaving === null || entry.brand !== leaving)) {
        this.held.delete(entry.id);
        this.options.onChange('now');
        continue;
      }
      this.refreshHeld(entry);
    }
  }

  private refreshHeld(entry: HeldEntry): void {
    const state = this.options.rt.state();
    if (!entry.window.follow(state, entry.brand !== null && entry.brand === this.options.rt.brandInScope())) return;
    this.bumpHeld(entry);
    this.askMore(entry);
  }

  private askMore(entry: HeldEntry): void {
    entry.window.askMore(this.options.rt, () => {
      if (this.held.get(entry.id) !== entry) return;
      this.bumpHeld(entry);
      this.askMore(entry);
    });
  }

  private bumpHeld(entry: HeldEntry): void {
    const { list } = entry.window;
    entry.view = { ...entry.view, status: list.status, failure: list.failure, version: entry.view.version + 1 };
    this.options.onChange('now');
  }

  private update(entry: Entry, change: Partial<Omit<WatchView, 'id' | 'version'>>, cadence: Cadence = 'now'): void {
    entry.view = { ...entry.view, ...change, version: entry.view.version + 1 };
    this.options.onChange(cadence);
  }
}

/**
 * How soon a change must reach the page watching `entry`: 'display' when it only moves the
 * progress field of a record the watch shows (every other field it carries has the value shown
 * already: a storm's "still rendering, 41 %"), 'now' for anything else (a status, a record
 * created or removed, a whole record).
 */
function cadenceOf(entry: Entry, change: RecordChange): Cadence {
  const field = entry.def.progressField;
  if (field === undefined || change.kind !== 'fields' || change.created || !(field in change.fields)) return 'now';
  const shown = shownRecord(entry, change.id);
  if (shown === undefined) return 'now';
  const current = entry.def.fields(shown);
  for (const [key, value] of Object.entries(change.fields)) {
    if (key !== field && current[key] !== value) return 'now';
  }
  return 'display';
}

/** The record `id` as the watch holds it now, if it does. */
function shownRecord(entry: Entry, id: string): QueryItem | undefined {
  if (entry.windowed !== null) return entry.windowed.row(id);
  const result = entry.view.result;
  if (result === null) return undefined;
  if (entry.def.shape === 'record') return (result as QueryItem).id === id ? (result as QueryItem) : undefined;
  return (result as Page<QueryItem>).items.find((item) => item.id === id);
}

/**
 * A watch as the key matcher reads it: its own key and the records it shows. A watch whose first
 * answer has not landed may show any record: that answer may hold it as it was before the change.
 */
function keyed(entry: Entry): KeyedWatch {
  const { windowed, def } = entry;
  const result = entry.view.result;
  return {
    key: entry.key,
    summary: def.summary === true,
    shows: (id) =>
      windowed !== null
        ? windowed.shows(id)
        : result === null
          ? true
          : def.shape === 'record'
            ? (result as QueryItem).id === id
            : (result as Page<QueryItem>).items.some((item) => item.id === id),
  };
}

/** Never two loads of one watch in flight; triggers meanwhile give exactly one trailing load. */
function singleFlightLoads(load: () => Promise<void>) {
  return singleFlight<void, void>(() => defer(() => from(load())));
}

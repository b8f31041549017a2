/**
 * The whole live result of a windowed list (docs/engine.md, "Windows"): the rows loaded so far,
 * from the top, in the server's order, patched in place by record changes. A page watches only a
 * window of it; this holds every row so that the window, the total and the aggregates are exact
 * whatever the list's size.
 *
 * Paging while the list changes (a reported "1,685 of 1,733" came from pages joined blindly): a
 * further page is asked for so that it starts a little before the last row held (nextRequest),
 * and joined after that row, wherever the server's list has it now (land). Rows created above
 * the join (heard of or not yet) only move it down; when the last row held is not in the page
 * (rows removed above it, or it left), the page is asked for again instead of joined off by
 * some rows. Changes that arrive while a page is on its way are kept per row (the overlay) and
 * applied to that page's rows when it lands, so a page answered before an update never brings
 * back the older values.
 *
 *   fields of a held row          ──▶ merged; dropped when it leaves the filter
 *   fields of a row not held      ──▶ created, or a filtered field: fetched by id (need-record), then
 *                                     put in place; beyond the loaded rows: the count is asked again
 *   a row fetched by id (upsert)  ──▶ where the list's order puts it (on top without an order)
 *   removed / refresh             ──▶ dropped / fetched again by id
 *   (a row made stale is matched by its query key: window-watch.ts `shows`, query-keys.ts)
 *
 * Stale rows: a refetch (a stale key, a resync) marks every row held stale and reloads only the
 * pages the window shows (window-watch.ts); the others stay on screen, stale, until the window
 * reaches them, and their page is reloaded then. A reloaded page (`replace`) is the truth about
 * the part of the list it spans: in a list with an order (renders: newest first), the rows held
 * between its first and its last row by that order are replaced by its rows (from the top for a
 * first page, to the end for a last one), so rows created or removed elsewhere meanwhile move
 * nothing out of place; in a list without one, the rows held at its place in the page grid are.
 * There a stale row may be out of place until its own page is reloaded, or there twice (once
 * stale, once fresh where the server moved it): the fresh one is the one found by id. A page
 * whose rows land at another index than the server's (rows created or removed above unheard)
 * asks for the page above (`realign`), upwards until the counts agree.
 */
import type { Query } from '../registered';
import type { Page, QueryItem } from '../../contract/page';
import type { RecordChange } from './patcher';
import type { QueryDef } from './query-def';

type AnyDef = QueryDef<Query['kind'], QueryItem>;

/** Rows a further page repeats at most before the last row held. */
const OVERLAP = 50;

/** What a change means for the watch: `recount`: ask the server again (the count may be off). */
export type RowsOutcome = 'none' | 'changed' | 'need-record' | 'refetch' | 'recount';

export interface PageRequest {
  readonly page: number;
  readonly perPage: number;
  /** Row index of the page's first row. */
  readonly start: number;
}

/** A change seen while a page was on its way, applied to that page's rows when it lands. */
interface Overlay {
  removed: boolean;
  record: QueryItem | null;
  fields: Readonly<Record<string, unknown>>;
  /** Fetched by id before the first page landed: put in afterwards if the page lacks it. */
  insert: boolean;
}

export class WindowRows {
  private readonly rows: QueryItem[] = [];
  /** Per row, whether it is stale (refetched around, not reloaded yet): kept beside `rows`. */
  private readonly stale: boolean[] = [];
  private staleCount = 0;
  /**
   * The page above a reloaded page whose rows landed off their place (stale rows above it count
   * more or fewer rows than the server's: rows created or removed there unheard): reloaded next,
   * upwards until the fresh rows sit where the server has them.
   */
  realign: PageRequest | null = null;
  private index: Map<string, number> | null = new Map();
  /** Whether every row of the server's list is held. */
  complete = false;
  /** The first page landed. */
  landed = false;
  /** The server's count as of the last page, moved by inserts and removals since (until complete). */
  private serverTotal = 0;
  private inFlight = 0;
  private readonly overlay = new Map<string, Overlay>();
  /** A row came or went while a page was on its way: whether the page's count has it is unknown. */
  private unsure = false;
  /** Pages landed so far. */
  private landings = 0;
  /**
   * Rows heard of (created, or entering the filter) but not held yet, with the landings count
   * then: a page that landed since counted them already, so putting them in does not count again.
   */
  private readonly heardAt = new Map<string, number>();

  constructor(
    private readonly def: AnyDef,
    private readonly query: Query,
    private readonly perPage: number,
  ) {}

  get length(): number {
    return this.rows.length;
  }

  get total(): number {
    // With stale rows held, some may be out of place or gone: the server's count says.
    if (this.staleCount > 0) return this.serverTotal;
    return this.complete ? this.rows.length : Math.max(this.serverTotal, this.rows.length);
  }

  all(): readonly QueryItem[] {
    return this.rows;
  }

  indexOf(id: string): number {
    if (this.index === null) {
      this.index = new Map();
      for (let i = 0; i < this.rows.length; i++) {
        const id = (this.rows[i] as QueryItem).id;
        // A row there twice (a stale copy out of place): the fresh one, else the first.
        const seen = this.index.get(id);
        if (seen === undefined || (this.stale[seen] === true && this.stale[i] !== true)) this.index.set(id, i);
      }
    }
    return this.index.get(id) ?? -1;
  }

  /** Whether any row is stale. */
  get hasStale(): boolean {
    return this.staleCount > 0;
  }

  /** How many rows are stale. */
  get staleRows(): number {
    return this.staleCount;
  }

  /** Whether row `at` is stale. */
  isStale(at: number): boolean {
    return this.stale[at] === true;
  }

  /** Every row held is stale: a refetch reloads the window's pages, the rest when the window reaches them. */
  markStale(): void {
    this.stale.fill(true);
    this.staleCount = this.rows.length;
    this.realign = null;
    this.index = null;
  }

  /**
   * The page (of the query's page grid) holding the first stale row among rows [from, to), or
   * null when none of them is stale.
   */
  stalePage(from: number, to: number): PageRequest | null {
    if (this.staleCount === 0) return null;
    for (let at = Math.max(0, from); at < Math.min(to, this.rows.length); at++) {
      if (this.stale[at] === true) return this.pageAt(at);
    }
    return null;
  }

  /** The page of the query's page grid holding row `at`. */
  pageAt(at: number): PageRequest {
    const page = Math.floor(at / this.perPage) + 1;
    return { page, perPage: this.perPage, start: (page - 1) * this.perPage };
  }

  /**
   * A page reloaded for its place (`stalePage`): its rows replace the rows held from its start
   * for a page's length (all of those after it when it is the list's last page), fresh. A row it
   * brings that is also held elsewhere, stale, stays there until its own page is reloaded.
   */
  replace(answer: Page<QueryItem>, request: PageRequest): void {
    const fresh: QueryItem[] = [];
    const ids = new Set<string>();
    for (const raw of answer.items) {
      const item = this.withOverlay(raw);
      if (item === null || this.def.matches?.(this.query as never, item) === false) continue;
      fresh.push(item);
      ids.add(item.id);
      // Held now: the fetch by id that it was heard for only replaces it.
      this.heardAt.delete(item.id);
    }
    const last = answer.items.length < request.perPage || request.start + answer.items.length >= answer.total;
    const [start, end] = this.spanOf(fresh, request, last);
    const kept: QueryItem[] = [];
    const keptStale: boolean[] = [];
    let dropped = 0;
    // What the page spans goes; a row it brings held elsewhere (out of place) goes too.
    for (let at = 0; at < this.rows.length; at++) {
      const row = this.rows[at] as QueryItem;
      if ((at >= start && at < end) || ids.has(row.id)) {
        if (this.stale[at] === true) dropped += 1;
        continue;
      }
      kept.push(row);
      keptStale.push(this.stale[at] === true);
    }
    const before = this.rowsBefore(start, ids);
    this.rows.length = 0;
    this.rows.push(...kept.slice(0, before), ...fresh, ...kept.slice(before));
    this.stale.length = 0;
    this.stale.push(...keptStale.slice(0, before), ...fresh.map(() => false), ...keptStale.slice(before));
    this.staleCount -= dropped;
    // Rows above it unheard of, or gone unheard: the window's indices are off until the rows
    // above are reloaded, the page above first, upwards (a first page is always in place, so
    // this ends there at the latest).
    this.realign = before !== request.start && request.page > 1
      ? { page: request.page - 1, perPage: request.perPage, start: request.start - request.perPage }
      : null;
    this.index = null;
    this.serverTotal = answer.total;
    this.landings += 1;
    // The server's count says whether rows lie past those held (created while we did not hear).
    this.complete = last || (this.complete && this.rows.length >= answer.total);
  }

  /**
   * The next page: the first one, or one that starts a few rows before the last row held (up to
   * OVERLAP) and ends as far past it as the server's page sizes allow (its pages are
   * `(page - 1) × perPage` onwards, so the size is chosen for the most new rows). The rows it
   * repeats let `land` find where the held rows end in the server's list as it is now.
   */
  nextRequest(): PageRequest {
    const held = this.rows.length;
    if (held === 0) return { page: 1, perPage: this.perPage, start: 0 };
    // The page must start at or before `latest`; the margin absorbs rows removed above meanwhile.
    const margin = Math.min(OVERLAP, Math.floor(this.perPage / 4), held - 1);
    return this.overlapping(held, held - 1 - margin) ?? this.overlapping(held, held - 1) ?? { page: held + 1, perPage: 1, start: held };
  }

  /** The page (of a size the server allows) starting at or before row `latest` that brings the most new rows. */
  private overlapping(held: number, latest: number): PageRequest | null {
    let best: PageRequest | null = null;
    let bestGain = 0;
    for (let size = this.perPage; size >= 1 && size - (held - latest) > bestGain; size--) {
      const page = Math.floor(latest / size) + 1;
      const start = (page - 1) * size;
      const gain = start + size - held;
      if (gain > bestGain) {
        bestGain = gain;
        best = { page, perPage: size, start };
      }
    }
    return best;
  }

  /** A page request is on its way (changes meanwhile go to the overlay). */
  begin(): void {
    this.inFlight += 1;
  }

  /**
   * The page's answer. 'moved': the rows it repeats are not the ones held (the list moved on
   * the server): nothing joined, ask again. Call `end()` afterwards, whatever the answer.
   */
  land(answer: Page<QueryItem>, request: PageRequest): 'joined' | 'moved' {
    const held = this.rows.length;
    const items = answer.items;
    // Where the held rows end in the server's list now: the last held row, in this page. Rows
    // created above it (the list moved down) are repeated and skipped; when rows above it were
    // removed beyond the margin, or it is gone itself, it is not here: ask again.
    // Rows removed meanwhile: the page now starts past the rows held, leaving a gap.
    if (request.start > held) return 'moved';
    let next = 0;
    if (held > 0 && request.start < held) {
      const last = (this.rows[held - 1] as QueryItem).id;
      next = items.findIndex((item) => item.id === last) + 1;
      if (next === 0) return 'moved';
    } else if (held > 0 && items[0] !== undefined && this.indexOf(items[0].id) >= 0) {
      // Pages of one row: nothing to compare; a first row already held means the list moved.
      return 'moved';
    }
    const order = this.def.order;
    for (let i = next; i < items.length; i++) {
      const item = this.withOverlay(items[i] as QueryItem);
      if (item === null || this.indexOf(item.id) >= 0) continue;
      if (this.def.matches?.(this.query as never, item) === false) continue;
      // A row the list's order puts above the last one held: one we have not heard of yet
      // (its event, or its fetch by id, puts it in place), not the continuation.
      const last = this.rows[this.rows.length - 1];
      if (order !== undefined && last !== undefined && order(last, item) >= 0) continue;
      this.index?.set(item.id, this.rows.length);
      this.rows.push(item);
      this.stale.push(false);
    }
    const complete = items.length < request.perPage || request.start + items.length >= answer.total;
    // A page that brings nothing new while more is said to exist would be asked for forever.
    if (this.landed && !complete && this.rows.length === held) return 'moved';
    this.serverTotal = answer.total;
    this.landings += 1;
    this.complete = complete;
    if (!this.landed) {
      this.landed = true;
      for (const [id, early] of this.overlay) {
        if (early.insert && early.record !== null && this.indexOf(id) < 0) this.upsert(early.record);
      }
    }
    return 'joined';
  }

  /** The request settled. True when the count it brought may be off (see `unsure`). */
  end(): boolean {
    this.inFlight = Math.max(0, this.inFlight - 1);
    if (this.inFlight > 0) return false;
    this.overlay.clear();
    // Complete with no stale row, the count is the rows' own; with stale rows it is the server's
    // (`total`), which a page asked for before a row was heard of may not have counted.
    const unsure = this.unsure && (!this.complete || this.staleCount > 0);
    this.unsure = false;
    return unsure;
  }

  apply(change: RecordChange): RowsOutcome {
    const { def, query } = this;
    if (def.resource(query as never) !== change.resource) return 'none';
    this.note(change);
    const at = this.landed ? this.indexOf(change.id) : -1;
    switch (change.kind) {
      case 'removed':
        // Not held: it may have been one of the rows not loaded yet, which the count includes.
        return at >= 0 ? this.remove(at) : this.complete || !this.landed ? 'none' : 'recount';
      case 'refresh':
        return at < 0 ? 'none' : def.loadIds !== undefined ? 'need-record' : 'refetch';
      case 'replaced':
        return def.typed ? this.upsert(change.record) : 'refetch';
      case 'fields': {
        // A row held is at least as new as its creation: a created event arriving late (after a
        // refetch that already has the row in a later state) must not put it back.
        if (at >= 0) return change.created ? 'none' : this.place(at, mergeFields(def, this.rows[at] as QueryItem, change.fields));
        const filtered = Object.keys((query as { filter?: Readonly<Record<string, unknown>> }).filter ?? {});
        const entering = change.created || Object.keys(change.fields).some((key) => filtered.includes(key));
        if (!entering) return 'none';
        if (!this.heardAt.has(change.id)) this.heardAt.set(change.id, this.landings);
        if (this.inFlight > 0) this.unsure = true;
        // Not held, and it may now be in the list, or have left the part not loaded yet: the
        // record says which (upsert).
        return def.loadIds !== undefined ? 'need-record' : 'refetch';
      }
    }
  }

  /** A record fetched by id (or a write's answer): replaced, dropped by the filter, or put in place. */
  upsert(item: QueryItem): RowsOutcome {
    if (this.overlay.get(item.id)?.removed === true) return 'none'; // removed while a page was on its way
    if (this.inFlight > 0 || !this.landed) this.remember(item.id, { record: item, fields: {}, removed: false, insert: !this.landed });
    if (!this.landed) return 'none';
    const matches = this.def.matches ? this.def.matches(this.query as never, item) : true;
    if (matches === null) return 'refetch';
    const at = this.indexOf(item.id);
    if (at >= 0) return this.place(at, item);
    if (!matches) {
      // Not in the list now: a later change that brings it in is news again.
      this.heardAt.delete(item.id);
      // It may have left the part not loaded yet, which the count still includes.
      return this.complete ? 'none' : 'recount';
    }
    const to = this.insertionPoint(item);
    // Past the rows loaded: it belongs to a page not asked for yet, which will bring it.
    if (to >= this.rows.length && !this.complete) return 'recount';
    this.rows.splice(to, 0, item);
    this.stale.splice(to, 0, false);
    this.index = null;
    const heard = this.heardAt.get(item.id);
    this.heardAt.delete(item.id);
    if (heard === undefined || heard === this.landings) this.moved(+1);
    else if (this.inFlight > 0) this.unsure = true;
    return this.counted();
  }

  private place(at: number, item: QueryItem): RowsOutcome {
    if (this.rows[at] === item) return 'none';
    const matches = this.def.matches ? this.def.matches(this.query as never, item) : true;
    if (matches === null) return 'refetch';
    if (!matches) return this.remove(at);
    this.rows[at] = item;
    return 'changed';
  }

  private remove(at: number): RowsOutcome {
    this.rows.splice(at, 1);
    if (this.stale.splice(at, 1)[0] === true) this.staleCount -= 1;
    this.index = null;
    this.moved(-1);
    return this.counted();
  }

  /**
   * A row came or went. Complete, the count is the rows'; otherwise it is the server's, moved by
   * one, and a page answered after the change but before its event already had it: the count is
   * asked again (the next page brings it) rather than trusted.
   */
  private counted(): RowsOutcome {
    return this.complete ? 'changed' : 'recount';
  }

  private moved(delta: number): void {
    if (!this.complete || this.staleCount > 0) this.serverTotal = Math.max(0, this.serverTotal + delta);
    if (this.inFlight > 0) this.unsure = true;
  }

  /** Where the list's order puts `item` (binary search); the top without an order. */
  private insertionPoint(item: QueryItem): number {
    const order = this.def.order;
    if (order === undefined) return 0;
    let low = 0;
    let high = this.rows.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (order(this.rows[mid] as QueryItem, item) <= 0) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /**
   * The rows held that a reloaded page spans, [start, end): by the list's order, those from its
   * first row to its last (from the top for the first page, to the end for the last); without
   * an order (or for a page with no row), its place in the page grid.
   */
  private spanOf(fresh: readonly QueryItem[], request: PageRequest, last: boolean): [number, number] {
    const order = this.def.order;
    const held = this.rows.length;
    if (order === undefined || fresh.length === 0) {
      const start = Math.min(request.start, held);
      return [start, last ? held : Math.min(held, request.start + request.perPage)];
    }
    const first = fresh[0] as QueryItem;
    const final = fresh[fresh.length - 1] as QueryItem;
    const start = request.start === 0 ? 0 : this.goneAbove(this.bound(first, false), request.start);
    const end = last ? held : this.bound(final, true);
    return [start, Math.max(start, end)];
  }

  /**
   * Where a reloaded page's span starts once the stale rows just above it that the server no
   * longer lists are counted in: when every row above those is fresh and they are exactly as many
   * as the server has above the page (`start`), the server has no room left above the page for
   * them, and by the order they are not in it (a render that left the filter while nobody heard).
   * Kept, they would be reloaded for ever: their place in the page grid is the very page that
   * just came back without them.
   */
  private goneAbove(spanStart: number, start: number): number {
    let from = spanStart;
    while (from > 0 && this.stale[from - 1] === true) from -= 1;
    if (from === spanStart || from !== start) return spanStart;
    for (let at = 0; at < from; at++) if (this.stale[at] === true) return spanStart;
    return from;
  }

  /** The first row index the order puts at or after `item` (`after`: strictly after). */
  private bound(item: QueryItem, after: boolean): number {
    const order = this.def.order!;
    let low = 0;
    let high = this.rows.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      const c = order(this.rows[mid] as QueryItem, item);
      if (c < 0 || (after && c === 0)) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** Where the page's rows go among the rows kept: as many kept rows before them as were held before `start`, less those removed. */
  private rowsBefore(start: number, ids: ReadonlySet<string>): number {
    let before = 0;
    for (let at = 0; at < start; at++) if (!ids.has((this.rows[at] as QueryItem).id)) before += 1;
    return before;
  }

  /** Keeps a change for the rows of pages on their way. */
  private note(change: RecordChange): void {
    if (this.inFlight === 0 && this.landed) return;
    if (change.kind === 'removed') this.remember(change.id, { removed: true, record: null, fields: {}, insert: false });
    else if (change.kind === 'replaced') this.remember(change.id, { removed: false, record: change.record, fields: {}, insert: false });
    else if (change.kind === 'fields' && !change.created) {
      // (A creation's fields are older than any page fetched after it: the page's row wins.)
      const previous = this.overlay.get(change.id);
      // A removed row stays removed (ids are never reused): a late event of it changes nothing.
      this.remember(change.id, { removed: previous?.removed ?? false, record: previous?.record ?? null, fields: { ...previous?.fields, ...change.fields }, insert: previous?.insert ?? false });
    }
  }

  private remember(id: string, overlay: Overlay): void {
    this.overlay.set(id, overlay);
  }

  private withOverlay(item: QueryItem): QueryItem | null {
    const overlay = this.overlay.get(item.id);
    if (overlay === undefined) return item;
    if (overlay.removed) return null;
    const base = overlay.record ?? item;
    return Object.keys(overlay.fields).length === 0 ? base : this.def.withFields(base, overlay.fields as never);
  }
}

function mergeFields(def: AnyDef, item: QueryItem, fields: Readonly<Record<string, unknown>>): QueryItem {
  const current = def.fields(item);
  for (const [key, value] of Object.entries(fields)) {
    if (current[key] !== value) return def.withFields(item, fields as never);
  }
  return item;
}

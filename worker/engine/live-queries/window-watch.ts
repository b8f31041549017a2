/**
 * One windowed watch (docs/engine.md, "Windows"): the whole live list (window-rows.ts), the
 * window the page shows, the selection, and how it loads. The live-query store runs its loads
 * one at a time (single flight) and tells it every record change; the bridge reads the window's
 * rows and the aggregates (host/query-diff.ts).
 *
 *   first load ─▶ page 1 shown at once ─▶ further pages while the window needs them
 *   setWindow near the end of the loaded rows ─▶ the next page (LOAD_AHEAD rows ahead)
 *   refetch (stale, resync, a list that moved too often) ─▶ every row held marked stale; the
 *       pages the window shows reloaded (their answers bring the total too); the rest stays on
 *       screen, stale, and is reloaded page by page when the window reaches it
 *   setWindow onto stale rows ─▶ their pages reloaded
 *
 * A user 10,000 rows deep in a list that goes stale costs the server the window's page, not the
 * hundred pages above it (window-rows.ts "Stale rows").
 */
import { MAX_WINDOW_ROWS, type ListWindow, type RowPick, type SelectionChange, type WindowAggregates } from '../../contract/live-queries';
import type { Query, QueryFailure } from '../registered';
import type { Page, QueryItem } from '../../contract/page';
import type { Outcome } from '../requests/execute';
import { failureKey, statusOf } from '../requests/failure-events';
import type { RecordChange } from './patcher';
import type { QueryDef } from './query-def';
import { WindowRows, type PageRequest, type RowsOutcome } from './window-rows';
import { WindowSelection } from './window-selection';
import { LIST_MAX_LIMIT } from '../../contract/limits';

type AnyDef = QueryDef<Query['kind'], QueryItem>;

/** Rows loaded beyond the window's end before the page needs them (a page's worth, at most this). */
export const LOAD_AHEAD = 200;
/** A page whose repeated rows moved is asked for again at most this often in a row. */
const MAX_MOVED = 3;
/** Stale pages reloaded in one load at most (a window of MAX_WINDOW_ROWS rows spans a few pages). */
const MAX_STALE_RELOADS = 32;

export type FetchPage = (request: PageRequest) => Promise<Outcome<Page<QueryItem>>>;

export type LoadEnd =
  | { readonly kind: 'done'; readonly again: 'refetch' | 'recount' | null }
  /** `more`: only further rows failed (moreFailure); the rows shown stay. */
  | { readonly kind: 'failed'; readonly error: unknown; readonly more: boolean }
  | { readonly kind: 'aborted' };

export class WindowWatch {
  /** The rows the window shows. */
  rows: WindowRows;
  private shown: ListWindow;
  /**
   * The last load changed nothing held and still wanted more: loading again would ask the same
   * pages for ever (a server that answers every page with its first one did: 500 requests in a
   * moment). It waits for something new instead: a change, a window move or a refetch.
   */
  private stalled = false;
  readonly selection = new WindowSelection();
  private started = false;
  private refetchWanted = true;
  private recountWanted = false;
  loadingMore = false;
  moreFailure: QueryFailure | null = null;
  private aggregatesOf: { rows: WindowRows; version: number; value: WindowAggregates } | null = null;

  constructor(
    private readonly def: AnyDef,
    private readonly query: Query,
    range: ListWindow,
  ) {
    this.shown = range;
    this.rows = this.fresh();
  }

  /** The window the page shows. */
  get range(): ListWindow {
    return this.shown;
  }

  set range(range: ListWindow) {
    this.shown = range;
    this.stalled = false;
  }

  /** Whether a load should run now for the window (more rows needed, or stale rows in it to reload). */
  wantsMore(): boolean {
    if (!this.started || this.moreFailure !== null || this.stalled) return false;
    return (!this.rows.complete && this.rows.length < this.wanted()) || this.stalePage() !== null;
  }

  /**
   * The next stale page to reload: the first among the window's rows, else (when the window
   * needs rows past those held) the last row held, which further pages join after.
   */
  private stalePage(): PageRequest | null {
    const rows = this.rows;
    if (rows.realign !== null) return rows.realign;
    if (!rows.hasStale) return null;
    const inWindow = rows.stalePage(this.range.from, this.range.to);
    if (inWindow !== null) return inWindow;
    const last = rows.length - 1;
    return !rows.complete && rows.length < this.wanted() && last >= 0 && rows.isStale(last) ? rows.pageAt(last) : null;
  }

  /** Whether the next load refetches a list already shown (the page may say it is refreshing). */
  refetching(): boolean {
    return this.refetchWanted && this.started && this.rows.landed;
  }

  want(what: 'refetch' | 'recount'): void {
    this.stalled = false;
    if (what === 'refetch') this.refetchWanted = true;
    else this.recountWanted = true;
  }

  /** Whether it holds the row `id`. */
  shows(id: string): boolean {
    return this.rows.indexOf(id) >= 0;
  }

  /** The shown row `id`, if held. */
  row(id: string): QueryItem | undefined {
    const at = this.rows.indexOf(id);
    return at < 0 ? undefined : this.rows.all()[at];
  }

  apply(change: RecordChange): RowsOutcome {
    this.stalled = false;
    return this.rows.apply(change);
  }

  upsert(item: QueryItem): RowsOutcome {
    this.stalled = false;
    return this.rows.upsert(item);
  }

  select(change: SelectionChange, seq: number): void {
    this.selection.apply(change, seq, this.rows.all());
  }

  pick(pick: RowPick): string[] {
    return this.selection.pick(this.rows.all(), pick, this.def.fields);
  }

  /** One load: the first, a refetch, or the page(s) the window needs (stale or further). `progress` after each page shown. */
  async load(fetchPage: FetchPage, progress: () => void): Promise<LoadEnd> {
    const before = this.held();
    const end = await this.loadOnce(fetchPage, progress);
    this.stalled = end.kind === 'done' && end.again === null && this.held() === before;
    return end;
  }

  /** What a load can change of the rows held: a load that leaves it as it was made no progress. */
  private held(): string {
    const rows = this.rows;
    return `${rows.length} ${rows.staleRows} ${rows.complete} ${rows.realign?.page ?? '-'} ${rows.total} ${rows.all()[0]?.id} ${rows.all().at(-1)?.id}`;
  }

  private async loadOnce(fetchPage: FetchPage, progress: () => void): Promise<LoadEnd> {
    if (!this.started || !this.rows.landed) {
      this.refetchWanted = false;
      this.recountWanted = false;
      this.started = true;
      this.rows = this.fresh();
      this.moreFailure = null;
      return this.fill(this.rows, 0, false, fetchPage, progress);
    }
    let first: PageRequest | null = null;
    if (this.refetchWanted) {
      this.refetchWanted = false;
      // The count comes with the window's pages.
      this.recountWanted = false;
      this.moreFailure = null;
      this.rows.markStale();
      // At least one page, for the total and the rows created meanwhile, even with no row held in
      // the window (none at all, or the window past the rows held): the window's first, or the last held.
      if (this.stalePage() === null) first = this.rows.pageAt(Math.max(0, Math.min(this.range.from, this.rows.length - 1)));
    }
    const reloaded = await this.reloadStale(fetchPage, progress, first);
    if (reloaded.kind !== 'done') return reloaded;
    const recount = this.recountWanted;
    this.recountWanted = false;
    // Every row loaded but some stale: the count comes with a page reloaded in place (the window's).
    if (recount && this.rows.complete && this.rows.hasStale) {
      const counted = await this.reloadStale(fetchPage, progress, this.rows.pageAt(Math.max(0, Math.min(this.range.from, this.rows.length - 1))));
      return counted.kind === 'done' && counted.again === null ? reloaded : counted;
    }
    if (!recount && !this.wantsMore()) return reloaded;
    const end = await this.fill(this.rows, 0, recount, fetchPage, progress);
    return end.kind === 'done' && end.again === null ? { kind: 'done', again: reloaded.again } : end;
  }

  /**
   * Reloads the stale pages the window needs, one at a time, in place (window-rows.ts
   * `replace`). A failure leaves the stale rows on screen and says so under the list.
   */
  private async reloadStale(fetchPage: FetchPage, progress: () => void, first: PageRequest | null = null): Promise<LoadEnd> {
    let again: 'refetch' | 'recount' | null = null;
    // Each reload makes its rows fresh; the bound only stops a list that keeps moving under it.
    for (let reloads = 0; reloads < MAX_STALE_RELOADS; reloads++) {
      const request = reloads === 0 && first !== null ? first : this.stalePage();
      if (request === null) break;
      const rows = this.rows;
      rows.begin();
      let outcome: Outcome<Page<QueryItem>>;
      try {
        outcome = await fetchPage(request);
      } catch (error) {
        rows.end();
        throw error;
      }
      // Replaced before `end`: the changes kept meanwhile apply to the page's rows.
      if (outcome.ok) rows.replace(outcome.value, request);
      if (rows.end()) again = 'recount';
      if (!outcome.ok) {
        if (outcome.aborted) return { kind: 'aborted' };
        this.moreFailure = failureOf(outcome.error);
        return { kind: 'failed', error: outcome.error, more: true };
      }
      progress();
    }
    return { kind: 'done', again };
  }

  /** Pages into `rows` until it holds `atLeast` rows and the window's needs (one page at least when `force`). */
  private async fill(rows: WindowRows, atLeast: number, force: boolean, fetchPage: FetchPage, progress: () => void): Promise<LoadEnd> {
    let moved = 0;
    let again: 'refetch' | 'recount' | null = null;
    let once = force;
    while (!rows.landed || (!rows.complete && (once || rows.length < Math.max(atLeast, this.wanted())))) {
      once = false;
      const request = rows.nextRequest();
      // Only the rows shown say they are loading more (not a refetch's, built aside).
      if (rows === this.rows && rows.landed) {
        this.loadingMore = true;
        progress();
      }
      rows.begin();
      let outcome: Outcome<Page<QueryItem>>;
      try {
        outcome = await fetchPage(request);
      } catch (error) {
        rows.end();
        throw error;
      }
      // Joined before `end`: the changes kept meanwhile apply to the page's rows.
      const landed = outcome.ok ? rows.land(outcome.value, request) : null;
      if (rows.end()) again = 'recount';
      if (!outcome.ok) {
        this.loadingMore = false;
        if (outcome.aborted) return { kind: 'aborted' };
        const more = rows.landed && rows === this.rows;
        if (more) this.moreFailure = failureOf(outcome.error);
        return { kind: 'failed', error: outcome.error, more };
      }
      if (landed === 'moved') {
        if (++moved > MAX_MOVED) {
          again = 'refetch';
          break;
        }
        once = force; // the same page again, from the rows as they are now
        continue;
      }
      progress();
    }
    this.loadingMore = false;
    return { kind: 'done', again };
  }

  /** How many rows the window needs loaded: up to its end, and a little ahead. */
  private wanted(): number {
    return this.range.to + Math.min(LOAD_AHEAD, this.perPage());
  }

  private perPage(): number {
    return (this.query as { perPage?: number }).perPage ?? LIST_MAX_LIMIT;
  }

  /** The figures the page shows, computed once per change of the rows or the selection. */
  aggregates(version: number): WindowAggregates {
    const cached = this.aggregatesOf;
    if (cached !== null && cached.rows === this.rows && cached.version === version) return cached.value;
    const rows = this.rows.all();
    const group = this.def.groupBy;
    const counts: Record<string, number> = {};
    const selectedCounts: Record<string, number> = {};
    let selected = 0;
    for (const row of rows) {
      const on = this.selection.size > 0 && this.selection.has(row.id);
      if (on) selected += 1;
      if (group === undefined) continue;
      const key = String(this.def.fields(row)[group]);
      counts[key] = (counts[key] ?? 0) + 1;
      if (on) selectedCounts[key] = (selectedCounts[key] ?? 0) + 1;
    }
    const value: WindowAggregates = {
      total: this.rows.total,
      loaded: rows.length,
      loadingMore: this.loadingMore,
      moreFailure: this.moreFailure,
      selected,
      counts,
      selectedCounts,
      selectionSeq: this.selection.seq,
    };
    this.aggregatesOf = { rows: this.rows, version, value };
    return value;
  }

  private fresh(): WindowRows {
    return new WindowRows(this.def, this.query, this.perPage());
  }
}

/** A window as the page may send it, within bounds: whole rows, at most MAX_WINDOW_ROWS of them. */
export function boundedWindow(range: ListWindow): ListWindow {
  const from = Number.isFinite(range.from) ? Math.max(0, Math.floor(range.from)) : 0;
  const to = Number.isFinite(range.to) ? Math.max(from, Math.floor(range.to)) : from;
  return { from, to: Math.min(to, from + MAX_WINDOW_ROWS) };
}

function failureOf(error: unknown): QueryFailure {
  return { ok: false, status: statusOf(error), key: failureKey(error) };
}

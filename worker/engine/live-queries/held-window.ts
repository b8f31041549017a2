/**
 * A window over a list a domain keeps in its own slice (the notification centre: its paging, its
 * live refresh on top, optimistic mark-read and the filter are the domain's reducer). It is
 * watched like any long list (docs/engine.md, "Windows"): the page names the rows it shows, only
 * those cross the bridge (host/query-diff.ts), with the list's figures as aggregates, and the
 * window reaching the last row held asks the domain for the next page.
 *
 *   slice changed ─▶ follow(state) ─▶ the window's changed rows in the next batch
 *   setWindow / a page landed ─▶ window reaches the last row held ─▶ def.more (one at a time)
 *   a further page failed (the list's moreFailure) ─▶ nothing asked by itself until a page is
 *                                                    asked for again (the page's Try again)
 */
import type { CommandResult, Query, QueryFailure, Snapshot } from '../registered';
import type { ListWindow, WatchStatus, WindowAggregates } from '../../contract/live-queries';
import type { QueryItem } from '../../contract/page';
import type { CommandContext } from '../commands/command-context';

/** The list as the domain holds it now. */
export interface HeldList {
  readonly status: Exclude<WatchStatus, 'closed'>;
  readonly failure: QueryFailure | null;
  /** The rows a page lists, in order: what a window's indexes count. */
  readonly rows: readonly QueryItem[];
  /** Rows in the whole list: `rows.length` once complete, the server's count until then. */
  readonly total: number;
  /** Every row of the server's list is held. */
  readonly complete: boolean;
  readonly loadingMore: boolean;
  /** The last further page failed: the window asks for no more by itself (no retry loop). */
  readonly moreFailure: QueryFailure | null;
}

/**
 * A list query kind whose rows a domain holds (query-def.ts). `read` runs on every accepted
 * envelope: it must give the same object while the slice it reads did not change.
 */
export interface HeldListDef<K extends Query['kind'] = Query['kind']> {
  readonly kind: K;
  readonly shape: 'held';
  readonly read: (state: Snapshot) => HeldList;
  /** Asks the server for the rows after those held (the domain's load-more). */
  readonly more: (ctx: CommandContext) => Promise<CommandResult>;
}

/** Before the watch's brand is in scope: what the slice holds belongs to another brand. */
export const NOT_YET: HeldList = { status: 'loading', failure: null, rows: [], total: 0, complete: false, loadingMore: false, moreFailure: null };

const NO_SELECTION = { size: 0, has: () => false } as const;

export class HeldWindow {
  list: HeldList = NOT_YET;
  range: ListWindow;
  /** Held lists have no selection (the bridge reads an empty one). */
  readonly selection = NO_SELECTION;
  readonly rows = { all: (): readonly QueryItem[] => this.list.rows };
  private asking = false;
  private aggregatesOf: { version: number; value: WindowAggregates } | null = null;

  constructor(
    private readonly def: HeldListDef,
    range: ListWindow,
  ) {
    this.range = range;
  }

  /** Reads the list again (`inScope`: the watch's brand is the one in scope); whether it changed. */
  follow(state: Snapshot, inScope: boolean): boolean {
    const next = inScope ? this.def.read(state) : NOT_YET;
    if (next === this.list) return false;
    this.list = next;
    return true;
  }

  /** The window reaches the last row held and the server has more: the next page is wanted. */
  wantsMore(): boolean {
    const list = this.list;
    return list.status === 'ready' && !list.complete && !list.loadingMore && list.moreFailure === null && !this.asking && this.range.to >= list.rows.length;
  }

  /** Asks the domain for the next page when the window wants it; `settled` once it answered. */
  askMore(ctx: CommandContext, settled: () => void): void {
    if (!this.wantsMore()) return;
    this.asking = true;
    // A failure is the list's (moreFailure), whoever asked: nothing to read from the result here.
    void this.def.more(ctx).then(() => {
      this.asking = false;
      settled();
    });
  }

  aggregates(version: number): WindowAggregates {
    if (this.aggregatesOf?.version === version) return this.aggregatesOf.value;
    const { list } = this;
    const value: WindowAggregates = {
      total: list.total,
      loaded: list.rows.length,
      loadingMore: list.loadingMore,
      moreFailure: list.moreFailure,
      selected: 0,
      counts: {},
      selectedCounts: {},
      selectionSeq: 0,
    };
    this.aggregatesOf = { version, value };
    return value;
  }
}

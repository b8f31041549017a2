/**
 * A windowed list as a page holds it, for integration tests: a session's data layer, the real
 * main-thread cache folded from every batch (src/data-client/live-query-cache.ts), and the watch
 * of one builds list through a window. What a test reads is what a page would render.
 */
import type { Batch } from '../../worker/contract/api';
import type { ListWindow, WatchId } from '../../worker/contract/live-queries';
import type { BuildsListQuery } from '../../worker/domains/builds/contract';
import { LiveQueryCache, type LiveQueryView } from '../../src/data-client/live-query-cache';
import type { StartedSession } from './session-fixture';

export function buildsQuery(perPage: number, status?: string): BuildsListQuery {
  return { kind: 'builds/list', page: 1, perPage, filter: status === undefined ? {} : { status } };
}

export class PageOfList {
  readonly cache = new LiveQueryCache();
  readonly batches: Batch[] = [];
  watchId: WatchId | null = null;
  /** Every call the page made to the data layer for its window (watch, setWindow), in order. */
  readonly messages: string[] = [];

  private constructor(private readonly session: StartedSession) {}

  static async open(session: StartedSession): Promise<PageOfList> {
    const page = new PageOfList(session);
    await session.dl.subscribe(
      (batch) => {
        page.batches.push(batch);
        page.cache.apply(batch.queries);
      },
      { envelopes: false },
    );
    return page;
  }

  async watch(query: BuildsListQuery, window: ListWindow, brand = 'acme'): Promise<WatchId> {
    if (this.watchId !== null) await this.unwatch();
    this.messages.push('watch');
    this.watchId = await this.session.dl.watch(query, brand, window);
    return this.watchId;
  }

  async unwatch(): Promise<void> {
    if (this.watchId === null) return;
    this.cache.release(this.watchId);
    this.messages.push('unwatch');
    await this.session.dl.unwatch(this.watchId);
    this.watchId = null;
  }

  async setWindow(window: ListWindow): Promise<void> {
    this.messages.push('setWindow');
    if (this.watchId !== null) await this.session.dl.setWindow(this.watchId, window);
  }

  view(): LiveQueryView | undefined {
    return this.watchId === null ? undefined : this.cache.get(this.watchId);
  }

  /** The patches for this watch in the batches since `from`. */
  patchesSince(from: number) {
    return this.batches.slice(from).flatMap((b) => b.queries.filter((q) => q.id === this.watchId));
  }
}

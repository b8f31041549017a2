// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Query } from '../../contract/queries';
import type { Page, QueryItem } from '../../contract/page';
import type { PageRequest } from './window-rows';
import { WindowWatch } from './window-watch';
import { newestFirstDef, type Row } from '../../../tests/harness/newest-first-def';

const def = newestFirstDef;
const query = { kind: 'builds/list', page: 1, perPage: 5, filter: {} } as Query;
/** Ten renders, newest first, in pages of five. */
const server: Row[] = Array.from({ length: 10 }, (_, i) => ({ id: String(20 - i), status: 'queued' }));

describe('WindowWatch', () => {
  it('does not load again at once after a load that left its rows as they were, until something changes', async () => {
    const watch = new WindowWatch(def as never, query, { from: 0, to: 10 });
    const fetchPage = (request: PageRequest) => {
      const value: Page<QueryItem> = { items: server.slice(request.start, request.start + request.perPage), page: request.page, perPage: request.perPage, total: 10, lastPage: 2 };
      return Promise.resolve({ ok: true as const, value, emissions: [] });
    };
    await watch.load(fetchPage as never, () => {});
    expect([watch.rows.length, watch.rows.complete, watch.wantsMore()]).toEqual([10, true, false]);

    // Whatever the reason a reload leaves its page's rows stale (a server that contradicts itself,
    // or a fault in the placing of rows), asking again at once would ask the same pages for ever.
    watch.rows.replace = () => {};
    watch.want('refetch');
    await watch.load(fetchPage as never, () => {});
    expect([watch.rows.staleRows, watch.wantsMore()]).toEqual([10, true]);
    await watch.load(fetchPage as never, () => {});
    expect([watch.rows.staleRows, watch.wantsMore()]).toEqual([10, false]);

    // Something new (a record change, a window move, a refetch) lets it try again.
    watch.apply({ kind: 'fields', id: '20', fields: { status: 'rendering' }, created: false } as never);
    expect(watch.wantsMore()).toBe(true);
    await watch.load(fetchPage as never, () => {});
    expect(watch.wantsMore()).toBe(false);
    watch.range = { from: 5, to: 10 };
    expect(watch.wantsMore()).toBe(true);
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { QueryPatch } from '../../worker/contract/live-queries';
import type { ResourceRecord } from '../../worker/domains/resources/contract';
import { LiveQueryCache } from './live-query-cache';

const build = (id: number, status = 'rendering', progress = 0): ResourceRecord => ({ id: String(id), label: `Build ${id}`, fields: { status, progress } });
/** The records these tests hold are generic resource records. */
const rec = (item: unknown) => item as ResourceRecord;
const meta = (total: number) => ({ page: 1, perPage: 20, total, lastPage: 1 });
const ready = (id: number, rest: Partial<QueryPatch> = {}): QueryPatch => ({ id, status: 'ready', refreshing: false, failure: null, ...rest });

/** A list watch (id 1) holding builds 1, 2, 3, with a listener counting notifications. */
function listOfThree() {
  const cache = new LiveQueryCache();
  cache.apply([ready(1, { meta: meta(3), ids: ['1', '2', '3'], records: [build(1), build(2), build(3)] })]);
  const listener = vi.fn();
  cache.subscribe(1, listener);
  return { cache, listener, before: cache.get(1)! };
}

describe('LiveQueryCache', () => {
  it('holds nothing for a watch before its first patch', () => {
    expect(new LiveQueryCache().get(7)).toBeUndefined();
  });

  it('shows a first result in id order, with its meta', () => {
    const cache = new LiveQueryCache();
    cache.apply([{ id: 1, status: 'loading', refreshing: false, failure: null }]);
    expect(cache.get(1)).toEqual({ status: 'loading', refreshing: false, failure: null, meta: null, items: [], offset: 0, selected: null, aggregates: null });
    cache.apply([ready(1, { meta: meta(2), ids: ['b', 'a'], records: [build(0), build(0)].map((b, i) => ({ ...b, id: i === 0 ? 'a' : 'b', label: i === 0 ? 'A' : 'B' })) })]);
    expect(cache.get(1)?.items.map((r) => rec(r).label)).toEqual(['B', 'A']);
    expect(cache.get(1)?.meta).toEqual(meta(2));
  });

  it('keeps a window: its rows from the offset, the selected ids and the figures; a patch that repeats them changes nothing', () => {
    const cache = new LiveQueryCache();
    const figures = { total: 5000, loaded: 999, loadingMore: false, moreFailure: null, selected: 1, counts: {}, selectedCounts: {}, selectionSeq: 1 };
    cache.apply([ready(1, { offset: 40, ids: ['9', '8'], records: [build(9), build(8)], selected: ['8'], aggregates: figures })]);
    const first = cache.get(1)!;
    expect(first.items.map((r) => r.id)).toEqual(['9', '8']);
    expect([first.offset, [...first.selected!], first.aggregates]).toEqual([40, ['8'], figures]);
    cache.apply([ready(1, { selected: ['8'] })]);
    expect(cache.get(1)).toBe(first);
    // Scrolled: the window's new rows replace the old ones, the selection goes with them.
    cache.apply([ready(1, { offset: 100, ids: ['7'], records: [build(7)], selected: [] })]);
    expect(cache.get(1)!.items.map((r) => r.id)).toEqual(['7']);
    expect([cache.get(1)!.offset, cache.get(1)!.selected!.size, cache.get(1)!.aggregates]).toEqual([100, 0, figures]);
  });

  it('inserts a record: new ids and only the new record; the others keep their identity', () => {
    const { cache, listener, before } = listOfThree();
    cache.apply([ready(1, { meta: meta(4), ids: ['4', '1', '2', '3'], records: [build(4)] })]);
    const after = cache.get(1)!;
    expect(after.items.map((r) => r.id)).toEqual(['4', '1', '2', '3']);
    expect(after.items.slice(1)).toEqual(before.items);
    after.items.slice(1).forEach((record, i) => expect(record).toBe(before.items[i]));
    expect(after.meta?.total).toBe(4);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('updates one record in place: same order, only that record replaced', () => {
    const { cache, listener, before } = listOfThree();
    cache.apply([ready(1, { records: [build(2, 'done', 100)] })]);
    const after = cache.get(1)!;
    expect(after).not.toBe(before);
    expect(rec(after.items[1]).fields).toEqual({ status: 'done', progress: 100 });
    expect(after.items[0]).toBe(before.items[0]);
    expect(after.items[2]).toBe(before.items[2]);
    expect(after.meta).toBe(before.meta);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('reorders: the same record objects in the new order', () => {
    const { cache, before } = listOfThree();
    cache.apply([ready(1, { ids: ['3', '1', '2'] })]);
    const after = cache.get(1)!;
    expect(after.items).toEqual([before.items[2], before.items[0], before.items[1]]);
    expect(after.items[0]).toBe(before.items[2]);
  });

  it('removes a record that left the list, and does not bring it back on a later reorder', () => {
    const { cache } = listOfThree();
    cache.apply([ready(1, { ids: ['1', '3'] })]);
    expect(cache.get(1)?.items.map((r) => r.id)).toEqual(['1', '3']);
    cache.apply([ready(1, { ids: ['3', '1', '2'] })]);
    // Build 2 came back without its record: it is not invented from the old copy.
    expect(cache.get(1)?.items.map((r) => r.id)).toEqual(['3', '1']);
  });

  it('keeps the view (and notifies nobody) when a patch changes nothing visible', () => {
    const { cache, listener, before } = listOfThree();
    cache.apply([ready(1, { meta: meta(3), ids: ['1', '2', '3'], records: [build(2)] })]);
    expect(cache.get(1)).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });

  it('changes the view for status, refreshing and failure alone, keeping the items', () => {
    const { cache, listener, before } = listOfThree();
    cache.apply([ready(1, { refreshing: true })]);
    const refreshing = cache.get(1)!;
    expect(refreshing.refreshing).toBe(true);
    expect(refreshing.items).toBe(before.items);
    const failure = { ok: false, status: 503, key: 'REQUESTS.UNAVAILABLE' } as const;
    cache.apply([{ id: 1, status: 'error', refreshing: false, failure }]);
    expect(cache.get(1)).toMatchObject({ status: 'error', failure, items: before.items });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('forgets a closed watch and tells its listeners', () => {
    const { cache, listener } = listOfThree();
    cache.apply([{ id: 1, status: 'closed', refreshing: false, failure: null }]);
    expect(cache.get(1)).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('notifies only the watches that changed, once per batch, after the whole batch is folded', () => {
    const cache = new LiveQueryCache();
    cache.apply([ready(1, { ids: ['1'], records: [build(1)] }), ready(2, { ids: ['9'], records: [build(9)] })]);
    const seen: (string | undefined)[] = [];
    const first = vi.fn(() => seen.push(rec(cache.get(2)?.items[0])?.fields.status as string | undefined));
    const second = vi.fn();
    cache.subscribe(1, first);
    cache.subscribe(2, second);
    const untouched = cache.get(2);
    cache.apply([ready(1, { records: [build(1, 'done')] }), ready(1, { records: [build(1, 'failed')] })]);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    expect(cache.get(2)).toBe(untouched);
    expect(rec(cache.get(1)?.items[0]).fields.status).toBe('failed');
    // Both watches in one batch: the first listener already sees the second watch's new state.
    cache.apply([ready(1, { records: [build(1, 'done')] }), ready(2, { records: [build(9, 'done')] })]);
    expect(seen.at(-1)).toBe('done');
  });

  it('ignores late patches of a released watch until its closed patch, and stops notifying after unsubscribe', () => {
    const { cache, listener } = listOfThree();
    cache.release(1);
    expect(cache.get(1)).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(1);
    cache.apply([ready(1, { records: [build(1, 'done')] })]);
    expect(cache.get(1)).toBeUndefined();
    cache.apply([{ id: 1, status: 'closed', refreshing: false, failure: null }]);
    const unsubscribe = cache.subscribe(5, listener);
    unsubscribe();
    cache.apply([ready(5, { ids: ['1'], records: [build(1)] })]);
    expect(cache.get(5)?.items).toHaveLength(1);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('holds a record query as one item', () => {
    const cache = new LiveQueryCache();
    cache.apply([ready(3, { ids: ['12'], records: [build(12)] })]);
    cache.apply([ready(3, { records: [build(12, 'done', 100)] })]);
    expect(cache.get(3)?.items).toEqual([build(12, 'done', 100)]);
    expect(cache.get(3)?.meta).toBeNull();
  });
});

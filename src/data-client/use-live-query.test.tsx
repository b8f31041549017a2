import { act, render, renderHook } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Query } from '../../worker/contract/queries';
import type { ResourceGetQuery, ResourceListQuery, ResourcePage, ResourceRecord } from '../../worker/domains/resources/contract';
import { apiErrors } from '../../tests/harness/builders';
import { startSession, type StartedSession } from '../../tests/harness/session-fixture';
import { VIRTUAL_START } from '../../tests/harness/virtual-clock';
import { createAppStore } from '../state';
import { bindToStore } from './bind-to-store';
import { wrapInProcess, type DataLayerClient } from './create-client';
import { DataLayerProvider } from './data-layer-context';
import { RouteBrandProvider } from './route-brand-context';
import { useLiveQuery } from './use-live-query';

const LIST: ResourceListQuery = { kind: 'resource/list', resource: 'ad-set', page: 1, perPage: 20 };
const GET: ResourceGetQuery = { kind: 'resource/get', resource: 'ad-set', id: '12' };
const record = (id: string, label = `Ad set ${id}`): ResourceRecord => ({ id, label, fields: { format: 'banner' } });
const PAGE: ResourcePage = { items: [record('1'), record('2')], page: 1, perPage: 20, total: 2, lastPage: 1 };

let session: StartedSession | null = null;
let unbind: () => void = () => undefined;
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(VIRTUAL_START);
});
afterEach(async () => {
  unbind();
  await session?.dl.dispose();
  session = null;
  vi.useRealTimers();
});

/** A signed-in data layer over fake ports (answers by query), bound like the app binds it. */
async function setUp() {
  session = await startSession();
  const s = session;
  s.backend.autoAnswer('resourceList', PAGE).autoAnswer('resourceGet', (call) => {
    const query = call.args[0] as ResourceGetQuery;
    if (query.id === '404') throw apiErrors.unhandled(404, 'REQUESTS.NOT_FOUND');
    return record(query.id);
  });
  const client = wrapInProcess(s.dl);
  unbind = await bindToStore(client, createAppStore());
  const watch = vi.spyOn(s.dl, 'watch');
  const unwatch = vi.spyOn(s.dl, 'unwatch');
  return { s, client, watch, unwatch };
}

function wrapperFor(client: DataLayerClient, brand: { current: string | null }) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <DataLayerProvider client={client}>
        <RouteBrandProvider brand={brand.current}>{children}</RouteBrandProvider>
      </DataLayerProvider>
    );
  };
}

/** Lets the fake network answer, the engine fold it and the bridge deliver the batch. */
async function settle(s: StartedSession): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(20);
    s.dl.flushBatches();
  });
}

describe('useLiveQuery', () => {
  it('watches the query for the route brand and gives a list as a ResourcePage', async () => {
    const { s, client, watch } = await setUp();
    const { result } = renderHook(() => useLiveQuery(LIST), { wrapper: wrapperFor(client, { current: 'acme' }) });
    expect(result.current).toEqual({ status: 'loading' });
    await settle(s);
    expect(result.current).toEqual({ status: 'ok', data: PAGE, refreshing: false });
    expect(watch.mock.calls).toEqual([[LIST, 'acme']]);
  });

  it('gives a record query its record', async () => {
    const { s, client } = await setUp();
    const { result } = renderHook(() => useLiveQuery(GET), { wrapper: wrapperFor(client, { current: 'acme' }) });
    await settle(s);
    expect(result.current).toEqual({ status: 'ok', data: record('12'), refreshing: false });
  });

  it('reports a missing record as an error with status 404 (pages show the 404 page)', async () => {
    const { s, client } = await setUp();
    const { result } = renderHook(() => useLiveQuery({ ...GET, id: '404' }), { wrapper: wrapperFor(client, { current: 'acme' }) });
    await settle(s);
    expect(result.current).toEqual({ status: 'error', failure: { ok: false, status: 404, key: 'REQUESTS.NOT_FOUND' }, retry: expect.any(Function) });
  });

  it('keeps one watch for a query rebuilt with the same content, and the same data object', async () => {
    const { s, client, watch, unwatch } = await setUp();
    const { result, rerender } = renderHook(() => useLiveQuery({ perPage: 20, page: 1, resource: 'ad-set', kind: 'resource/list' } as ResourceListQuery), {
      wrapper: wrapperFor(client, { current: 'acme' }),
    });
    await settle(s);
    const first = result.current;
    rerender();
    await settle(s);
    expect(result.current).toBe(first);
    expect(watch).toHaveBeenCalledTimes(1);
    expect(unwatch).not.toHaveBeenCalled();
  });

  it('moves the watch when the query or the route brand changes, and unwatches on unmount', async () => {
    const { s, client, watch, unwatch } = await setUp();
    const brand = { current: 'acme' as string | null };
    const { result, rerender, unmount } = renderHook(({ page }) => useLiveQuery({ ...LIST, page }), { wrapper: wrapperFor(client, brand), initialProps: { page: 1 } });
    await settle(s);
    const [firstId] = await Promise.all(watch.mock.results.map((r) => r.value as Promise<number>));
    rerender({ page: 2 });
    expect(result.current).toEqual({ status: 'loading' }); // never the previous page's data
    await settle(s);
    brand.current = 'beta';
    rerender({ page: 2 });
    await settle(s);
    expect(watch.mock.calls).toEqual([
      [LIST, 'acme'],
      [{ ...LIST, page: 2 }, 'acme'],
      [{ ...LIST, page: 2 }, 'beta'],
    ]);
    expect(unwatch.mock.calls[0]).toEqual([firstId]);
    expect(unwatch).toHaveBeenCalledTimes(2);
    unmount();
    expect(unwatch).toHaveBeenCalledTimes(3);
    expect(client.liveQueries.size).toBe(0);
  });

  it('unwatches a watch that resolves after the component is gone', async () => {
    const { s, client, watch, unwatch } = await setUp();
    const { unmount } = renderHook(() => useLiveQuery(LIST), { wrapper: wrapperFor(client, { current: 'acme' }) });
    unmount();
    const id = await (watch.mock.results[0]?.value as Promise<number>);
    await settle(s);
    expect(unwatch.mock.calls).toEqual([[id]]);
  });

  it('watches again when the worker closes a watch the page still wants', async () => {
    const { s, client, watch, unwatch } = await setUp();
    const { result } = renderHook(() => useLiveQuery(LIST), { wrapper: wrapperFor(client, { current: 'acme' }) });
    await settle(s);
    const first = await (watch.mock.results[0]?.value as Promise<number>);
    act(() => client.liveQueries.apply([{ id: first, status: 'closed', refreshing: false, failure: null }]));
    expect(result.current).toEqual({ status: 'loading' });
    await settle(s);
    expect(watch.mock.calls).toEqual([
      [LIST, 'acme'],
      [LIST, 'acme'],
    ]);
    expect(unwatch.mock.calls).toEqual([[first]]);
    expect(result.current).toEqual({ status: 'ok', data: PAGE, refreshing: false });
  });

  it('watches nothing for a null query', async () => {
    const { s, client, watch } = await setUp();
    const { result } = renderHook(() => useLiveQuery(null), { wrapper: wrapperFor(client, { current: 'acme' }) });
    await settle(s);
    expect(result.current).toEqual({ status: 'loading' });
    expect(watch).not.toHaveBeenCalled();
  });

  it('says the data layer broke when watch() itself rejects', async () => {
    const { s, client, watch } = await setUp();
    watch.mockRejectedValueOnce(new Error('port closed'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useLiveQuery(LIST), { wrapper: wrapperFor(client, { current: 'acme' }) });
    await settle(s);
    expect(result.current).toEqual({ status: 'error', failure: { ok: false, status: null, key: 'REQUESTS.FAILED_UNKNOWN' }, retry: expect.any(Function) });
    error.mockRestore();
  });

  it('retries a failed watch: lets it go, loads afresh and shows the answer', async () => {
    const { s, client, watch, unwatch } = await setUp();
    let answers = 0;
    s.backend.autoAnswer('resourceGet', (call) => {
      answers += 1;
      if (answers === 1) throw apiErrors.unhandled(500, 'REQUESTS.FAILED');
      return record((call.args[0] as ResourceGetQuery).id);
    });
    const { result } = renderHook(() => useLiveQuery(GET), { wrapper: wrapperFor(client, { current: 'acme' }) });
    await settle(s);
    expect(result.current).toEqual({ status: 'error', failure: { ok: false, status: 500, key: 'REQUESTS.FAILED' }, retry: expect.any(Function) });
    const first = await watch.mock.results[0]!.value;

    act(() => (result.current as { retry: () => void }).retry());
    expect(result.current).toEqual({ status: 'loading' });
    await settle(s);
    expect(result.current).toEqual({ status: 'ok', data: record('12'), refreshing: false });
    expect(watch.mock.calls).toEqual([
      [GET, 'acme'],
      [GET, 'acme'],
    ]);
    expect(unwatch.mock.calls).toEqual([[first]]);
    expect(answers).toBe(2);
  });

  it('retries after watch() itself rejected', async () => {
    const { s, client, watch } = await setUp();
    watch.mockRejectedValueOnce(new Error('port closed'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useLiveQuery(GET), { wrapper: wrapperFor(client, { current: 'acme' }) });
    await settle(s);
    expect(result.current.status).toBe('error');
    act(() => (result.current as { retry: () => void }).retry());
    expect(result.current).toEqual({ status: 'loading' });
    await settle(s);
    expect(result.current).toEqual({ status: 'ok', data: record('12'), refreshing: false });
    error.mockRestore();
  });

  it('re-renders only the component whose watch changed', async () => {
    const { s, client, watch } = await setUp();
    const renders = { a: 0, b: 0 };
    function Reader({ query }: { query: Query }) {
      useLiveQuery(query);
      return null;
    }
    const Wrapper = wrapperFor(client, { current: 'acme' });
    render(
      <Wrapper>
        <Profiler id="a" onRender={() => (renders.a += 1)}>
          <Reader query={LIST} />
        </Profiler>
        <Profiler id="b" onRender={() => (renders.b += 1)}>
          <Reader query={GET} />
        </Profiler>
      </Wrapper>,
    );
    await settle(s);
    const [listId] = await Promise.all(watch.mock.results.map((r) => r.value as Promise<number>));
    const before = { ...renders };
    // One batch changes one record of the list: only the list's reader renders again.
    act(() => client.liveQueries.apply([{ id: listId!, status: 'ready', refreshing: false, failure: null, records: [record('2', 'Renamed')] }]));
    expect(renders.a).toBe(before.a + 1);
    expect(renders.b).toBe(before.b);
  });
});

/**
 * useLiveWindow through the real in-process data layer (fake ports, virtual time): what crosses
 * the bridge when the page scrolls, and what does not when rows outside the window change
 * (the main thread pays for the rows on screen, whatever the event rate or list size).
 */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataLayerApi } from '../../worker/contract/api';
import type { QueryPatch } from '../../worker/contract/live-queries';
import type { VisualBuild } from '../../worker/contract/creatives';
import { RendersServer } from '../../tests/harness/renders-server';
import { startSession, type StartedSession } from '../../tests/harness/session-fixture';
import { VIRTUAL_START } from '../../tests/harness/virtual-clock';
import { buildsQuery } from '../../tests/harness/windowed-list';
import { createAppStore } from '../state';
import { bindToStore } from './bind-to-store';
import { wrapInProcess, type DataLayerClient } from './create-client';
import { DataLayerProvider } from './data-layer-context';
import { RouteBrandProvider } from './route-brand-context';
import { useLiveWindow } from './use-live-window';

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

/** Every method of the API a page can call: each call is one message to the worker. */
const API_METHODS = ['dispatch', 'watch', 'unwatch', 'setWindow', 'select', 'windowIds', 'snapshot', 'subscribe', 'unsubscribe', 'streamEnvelopes', 'exportLog', 'liveStateHash', 'recentEnvelopes', 'persistLog', 'inspectLog', 'inspectLogAt', 'editLog', 'searchLog', 'viewLogAt', 'exploreLogRaces', 'checkScenario'] as const;

/** 3,000 renders on the server; a page watching the first 30 rows of the list through the hook. */
async function setUp() {
  session = await startSession({ routeBrand: 'acme' });
  const s = session;
  const server = new RendersServer(s);
  server.seed('acme', 3000);
  const client = wrapInProcess(s.dl);
  unbind = await bindToStore(client, createAppStore());
  let renders = 0;
  const { result } = renderHook(
    () => {
      renders += 1;
      return useLiveWindow<VisualBuild>(buildsQuery(999), { from: 0, to: 30 });
    },
    { wrapper: wrapperFor(client) },
  );
  await settle(s);
  // The patches each batch brings to the main thread (batches without any are left out).
  const applied: QueryPatch[][] = [];
  const apply = client.liveQueries.apply.bind(client.liveQueries);
  vi.spyOn(client.liveQueries, 'apply').mockImplementation((patches) => {
    if (patches.length > 0) applied.push([...patches]);
    apply(patches);
  });
  const messages = API_METHODS.map((name) => vi.spyOn(s.dl as DataLayerApi, name));
  return { s, server, client, result, renders: () => renders, applied, messages: () => messages.flatMap((spy, i) => spy.mock.calls.map((args) => [API_METHODS[i], ...args])) };
}

function wrapperFor(client: DataLayerClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <DataLayerProvider client={client}>
        <RouteBrandProvider brand="acme">{children}</RouteBrandProvider>
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

const ids = (builds: readonly { readonly id: string }[]) => builds.map((b) => b.id);

describe('useLiveWindow', () => {
  it('shows the first window, with the total and what is loaded', async () => {
    const { server, result } = await setUp();
    expect(result.current.status).toBe('ok');
    expect(ids(result.current.rows)).toEqual(ids(server.listed('acme').slice(0, 30)));
    expect(result.current.offset).toBe(0);
    expect([result.current.aggregates.total, result.current.aggregates.loaded]).toEqual([3000, 999]);
  });

  it('moves the window with exactly one message, and the next batch carries exactly the new window’s rows', async () => {
    const { s, server, result, applied, messages } = await setUp();

    act(() => result.current.setWindow({ from: 500, to: 530 }));
    expect(messages()).toEqual([['setWindow', expect.any(Number), { from: 500, to: 530 }]]);
    // The same window again (a re-render, a scroll event within the same rows): no message.
    act(() => result.current.setWindow({ from: 500, to: 530 }));
    expect(messages()).toHaveLength(1);

    await settle(s);
    const wanted = ids(server.listed('acme').slice(500, 530));
    expect(applied).toHaveLength(1);
    const [patch] = applied[0]!;
    expect(applied[0]).toHaveLength(1);
    expect(patch?.offset).toBe(500);
    expect(patch?.ids).toEqual(wanted);
    expect(ids(patch?.records ?? [])).toEqual(wanted);
    // The figures did not change: not sent again.
    expect(patch?.aggregates).toBeUndefined();
    expect(ids(result.current.rows)).toEqual(wanted);
    expect(result.current.offset).toBe(500);
  });

  it('sends no row, no patch and renders nothing for 1,000 updates of rows outside the window', async () => {
    const { s, server, client, result, applied, renders } = await setUp();
    const before = result.current;
    const rendersBefore = renders();
    const outside = server.listed('acme').slice(100, 900);
    for (let i = 0; i < 1000; i++) {
      const build = outside[i % outside.length]!;
      server.update('acme', build.id, 'rendering', (i % 98) + 1);
      if (i % 50 === 49) await settle(s);
    }
    await settle(s);
    expect(applied.flat()).toEqual([]);
    expect(renders()).toBe(rendersBefore);
    expect(result.current).toBe(before);

    // One progress update of a row in the window: one patch with that value alone, no record,
    // and the list does not render again (only the row's bar reads it: live-progress.tsx).
    const shown = server.listed('acme')[3]!;
    server.update('acme', shown.id, 'rendering', 7);
    await settle(s);
    expect(applied.flat().map((p) => [ids(p.records ?? []), p.progress])).toEqual([[[], { [shown.id]: 7 }]]);
    expect(renders()).toBe(rendersBefore);
    expect(client.liveQueries.progressOf(result.current.progress!.watchId, shown.id)).toBe(7);

    // A status change of it: the record, whole, and the list renders it.
    server.update('acme', shown.id, 'failed', 100);
    await settle(s);
    expect(applied.flat().slice(1).map((p) => ids(p.records ?? []))).toEqual([[shown.id]]);
    expect((result.current.rows[3] as VisualBuild).status).toBe('failed');
    expect((result.current.rows[3] as VisualBuild).progress).toBe(100);
    expect(client.liveQueries.progressOf(result.current.progress!.watchId, shown.id)).toBeUndefined();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BatchListener } from '../../worker/contract/api';
import type { ResourceListQuery, ResourcePage } from '../../worker/domains/resources/contract';
import { startSession, type StartedSession } from '../../tests/harness/session-fixture';
import { VIRTUAL_START } from '../../tests/harness/virtual-clock';
import { balanceAtom, bridgeStatsAtom, createAppStore, sessionAtom, systemAtom, toastsAtom } from '../state';
import { bindToStore } from './bind-to-store';
import { wrapInProcess, type DataLayerClient } from './create-client';

let session: StartedSession | null = null;
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(VIRTUAL_START);
});
afterEach(async () => {
  await session?.dl.dispose();
  session = null;
  vi.useRealTimers();
});

const QUERY: ResourceListQuery = { kind: 'resource/list', resource: 'visual-build', page: 1, perPage: 20 };
const PAGE: ResourcePage = { items: [{ id: '7', label: 'Build 7', fields: { status: 'rendering' } }], page: 1, perPage: 20, total: 1, lastPage: 1 };

/** A signed-in in-process data layer over fake ports, wrapped like the app wraps it. */
async function client(): Promise<{ s: StartedSession; client: DataLayerClient }> {
  session = await startSession();
  return { s: session, client: wrapInProcess(session.dl) };
}

/** The client, with the listener bindToStore subscribes kept aside to call it by hand. */
function capturing(inner: DataLayerClient): { client: DataLayerClient; listener: () => BatchListener } {
  let captured: BatchListener | null = null;
  return {
    client: {
      ...inner,
      subscribe: (listener) => {
        captured = listener;
        return inner.subscribe(listener);
      },
    },
    listener: () => captured ?? expect.fail('bindToStore subscribed no listener'),
  };
}

describe('bindToStore', () => {
  it('hydrates the store from the snapshot before it resolves', async () => {
    const { s, client: c } = await client();
    const store = createAppStore();
    await bindToStore(c, store);
    expect(store.get(sessionAtom)).toBe(s.dl.engine.state().session);
    expect(store.get(sessionAtom).status).toBe('signed-in');
  });

  it('applies each batch: changed slices into the store, the others untouched', async () => {
    const { s, client: c } = await client();
    const store = createAppStore();
    await bindToStore(c, store);
    s.dl.flushBatches(); // the first batch carries every slice
    const afterFirst = store.get(bridgeStatsAtom).batches;
    const balance = store.get(balanceAtom);
    s.live.emitRaw('public', 'ShowMaintenance', { severity: 'high', message: 'Database upgrade' });
    s.dl.flushBatches();
    expect(store.get(systemAtom).maintenance).toEqual({ severity: 'high', message: 'Database upgrade' });
    expect(store.get(balanceAtom)).toBe(balance);
    expect(store.get(bridgeStatsAtom).batches).toBeGreaterThan(afterFirst);
    expect(store.get(toastsAtom)).toBe(s.dl.engine.state().toasts);
  });

  it('routes the watched results of a batch into the client cache', async () => {
    const { s, client: c } = await client();
    const store = createAppStore();
    await bindToStore(c, store);
    s.backend.autoAnswer('resourceList', PAGE);
    const id = await c.api.watch(QUERY, 'acme');
    await s.backend.flush();
    s.dl.flushBatches();
    expect(c.liveQueries.get(id)).toMatchObject({ status: 'ready', items: PAGE.items, meta: { page: 1, perPage: 20, total: 1, lastPage: 1 } });
  });

  it('acknowledges a batch once it is applied, or when `acknowledge` settles', async () => {
    const { client: inner } = await client();
    const plain = capturing(inner);
    const store = createAppStore();
    await bindToStore(plain.client, store);
    const batch = { batch: 1, changed: { balance: { status: 'ready', value: 5, version: null, dismissal: { restored: true, at: { below100: null, below50: null } } } }, envelopes: [], queries: [] } as const;
    expect(plain.listener()(batch)).toBeUndefined();
    expect(store.get(balanceAtom).value).toBe(5);

    let release: () => void = () => undefined;
    const held = capturing(inner);
    const heldStore = createAppStore();
    await bindToStore(held.client, heldStore, { acknowledge: () => new Promise<void>((resolve) => (release = resolve)) });
    const ack = held.listener()({ ...batch, batch: 2 });
    // Applied at once; only the acknowledgement waits.
    expect(heldStore.get(balanceAtom).value).toBe(5);
    let acknowledged = false;
    void Promise.resolve(ack).then(() => (acknowledged = true));
    await Promise.resolve();
    expect(acknowledged).toBe(false);
    release();
    await Promise.resolve();
    await Promise.resolve();
    expect(acknowledged).toBe(true);
  });

  it('through the real bridge: nothing more arrives until the batch is acknowledged, then one batch with the final state', async () => {
    const { s, client: c } = await client();
    const store = createAppStore();
    const held: (() => void)[] = [];
    await bindToStore(c, store, { acknowledge: () => new Promise<void>((resolve) => held.push(resolve)) });
    s.dl.flushBatches(); // batch 1: every slice; its acknowledgement is held
    expect(store.get(bridgeStatsAtom)).toMatchObject({ batches: 1, lastBatch: 1 });
    for (const severity of ['low', 'medium', 'high'] as const) {
      s.live.emitRaw('public', 'ShowMaintenance', { severity, message: severity });
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(store.get(bridgeStatsAtom).batches).toBe(1);
    expect(store.get(systemAtom).maintenance).toBeNull();
    held.shift()?.();
    await vi.advanceTimersByTimeAsync(16);
    // One batch carries everything that happened meanwhile, ending in the latest state.
    expect(store.get(bridgeStatsAtom)).toMatchObject({ batches: 2, lastBatch: 2 });
    expect(store.get(systemAtom).maintenance).toEqual({ severity: 'high', message: 'high' });
    expect(held).toHaveLength(1);
  });

  it('stops applying batches once unbound', async () => {
    const { s, client: c } = await client();
    const store = createAppStore();
    const unbind = await bindToStore(c, store);
    s.dl.flushBatches();
    const seen = store.get(bridgeStatsAtom).batches;
    unbind();
    await s.dl.dispatch({ type: 'system/close-maintenance' });
    s.live.emitRaw('public', 'ShowMaintenance', { severity: 'low', message: 'later' });
    s.dl.flushBatches();
    expect(store.get(bridgeStatsAtom).batches).toBe(seen);
    expect(store.get(bridgeStatsAtom).batches).toBeGreaterThan(0);
  });
});

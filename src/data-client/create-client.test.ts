import * as Comlink from 'comlink';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Batch, HostServices, WorkerEntryApi } from '../../worker/contract/api';
import { startSession, type StartedSession } from '../../tests/harness/session-fixture';
import { VIRTUAL_START } from '../../tests/harness/virtual-clock';
import { createDataLayerClient, modeFromLocation, wrapInProcess } from './create-client';
import { pageHostServices } from './host-services';
import { LiveQueryCache } from './live-query-cache';

let session: StartedSession | null = null;
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(VIRTUAL_START);
});
afterEach(async () => {
  await session?.dl.dispose();
  session = null;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('modeFromLocation', () => {
  it('runs in a worker unless ?worker=0', () => {
    expect(modeFromLocation('')).toBe('worker');
    expect(modeFromLocation('?worker=1')).toBe('worker');
    expect(modeFromLocation('?page=2&worker=0')).toBe('in-process');
  });
});

describe('wrapInProcess', () => {
  it('is the data layer itself, with a cache of its own', async () => {
    session = await startSession();
    const a = wrapInProcess(session.dl);
    const b = wrapInProcess(session.dl);
    expect(a.mode).toBe('in-process');
    expect(a.api).toBe(session.dl);
    expect(a.liveQueries).toBeInstanceOf(LiveQueryCache);
    expect(a.liveQueries).not.toBe(b.liveQueries);
  });

  it('delivers batches to a subscriber until it unsubscribes', async () => {
    session = await startSession();
    const client = wrapInProcess(session.dl);
    const batches: Batch[] = [];
    const subscription = await client.subscribe((batch) => void batches.push(batch));
    session.dl.flushBatches();
    expect(batches.map((b) => b.batch)).toEqual([1]);
    expect(batches[0]?.changed.session?.status).toBe('signed-in');
    subscription.unsubscribe();
    session.live.emitRaw('public', 'ShowMaintenance', { severity: 'low', message: null });
    session.dl.flushBatches();
    await vi.advanceTimersByTimeAsync(100);
    expect(batches).toHaveLength(1);
  });

  it('carries envelopes only while they are streamed; the state travels either way', async () => {
    session = await startSession();
    const client = wrapInProcess(session.dl);
    const batches: Batch[] = [];
    const subscription = await client.subscribe((batch) => void batches.push(batch), { envelopes: false });
    session.dl.flushBatches();
    const maintenance = (message: string) => {
      session!.live.emitRaw('public', 'ShowMaintenance', { severity: 'low', message });
      session!.dl.flushBatches();
    };
    maintenance('one');
    expect(batches.at(-1)?.changed.system?.maintenance?.message).toBe('one');
    expect(batches.at(-1)?.envelopes).toEqual([]);
    subscription.streamEnvelopes(true);
    await vi.advanceTimersByTimeAsync(0);
    maintenance('two');
    expect(batches.at(-1)?.envelopes.map((e) => e.event.type)).toEqual(['live/show-maintenance', 'system/maintenance-shown']);
    subscription.streamEnvelopes(false);
    await vi.advanceTimersByTimeAsync(0);
    maintenance('three');
    expect(batches.at(-1)?.changed.system?.maintenance?.message).toBe('three');
    expect(batches.at(-1)?.envelopes).toEqual([]);
  });

  it('disposes the data layer: connections closed, commands refused', async () => {
    session = await startSession();
    const client = wrapInProcess(session.dl);
    await client.dispose();
    expect(session.live.disconnects).toBe(1);
    expect(await client.api.dispatch({ type: 'system/close-maintenance' })).toEqual({ ok: false, error: 'ENGINE.DISPOSED' });
  });
});

describe('createDataLayerClient in worker mode', () => {
  /** A Worker whose other end is the in-process data layer exposed through Comlink, as worker/main.ts does. */
  function stubWorker(s: StartedSession): { terminated: () => boolean; host: () => HostServices | null } {
    let terminated = false;
    let host: HostServices | null = null;
    const { port1, port2 } = new MessageChannel();
    const entry: WorkerEntryApi = {
      ...s.dl,
      attachHost: async (services) => {
        host = services;
      },
    };
    Comlink.expose(entry, port1);
    class FakeWorker {
      postMessage = port2.postMessage.bind(port2);
      addEventListener = port2.addEventListener.bind(port2);
      removeEventListener = port2.removeEventListener.bind(port2);
      terminate() {
        terminated = true;
        port2.close();
        port1.close();
      }
    }
    port2.start();
    vi.stubGlobal('Worker', FakeWorker);
    return { terminated: () => terminated, host: () => host };
  }

  it("hands the worker the page's cookie reader, which the worker calls through Comlink", async () => {
    vi.useRealTimers(); // MessagePort delivery is a real macrotask
    session = await startSession();
    const worker = stubWorker(session);
    let cookie = 'a=1; XSRF-TOKEN=first%3D';
    const client = await createDataLayerClient('worker', 'http://localhost', pageHostServices(() => cookie));
    // The worker side holds a proxy: each call reads the cookie as it is at that moment.
    expect(await worker.host()?.readXsrfToken()).toBe('first=');
    cookie = 'XSRF-TOKEN=second';
    expect(await worker.host()?.readXsrfToken()).toBe('second');
    await client.dispose();
  });

  it('hands the worker the configuration the server wrote into the page, and null when it wrote none', async () => {
    session = await startSession();
    const worker = stubWorker(session);
    const client = await createDataLayerClient('worker', 'http://localhost', pageHostServices(() => ''));
    expect(await worker.host()?.clientConfig?.()).toBeNull();
    document.head.insertAdjacentHTML('beforeend', '<script type="application/json" id="client-config">{"oauthClientId":"app"}</script>');
    try {
      expect(await worker.host()?.clientConfig?.()).toBe('{"oauthClientId":"app"}');
    } finally {
      document.getElementById('client-config')?.remove();
      await client.dispose();
    }
  });

  it('talks to the worker through Comlink: batches arrive, unsubscribe and dispose reach it', async () => {
    vi.useRealTimers(); // MessagePort delivery is a real macrotask
    session = await startSession();
    const worker = stubWorker(session);
    const client = await createDataLayerClient('worker', 'http://localhost');
    expect(client.mode).toBe('worker');
    expect((await client.api.snapshot()).session.status).toBe('signed-in');
    const batches: Batch[] = [];
    let arrived: () => void = () => undefined;
    const received = new Promise<void>((resolve) => (arrived = resolve));
    await client.subscribe((batch) => {
      batches.push(batch);
      arrived();
    });
    session.dl.flushBatches();
    await received;
    expect(batches[0]?.changed.brand?.identifier).toBe('acme');
    await client.dispose();
    expect(worker.terminated()).toBe(true);
    expect(await session.dl.dispatch({ type: 'system/close-maintenance' })).toEqual({ ok: false, error: 'ENGINE.DISPOSED' });
  });
});

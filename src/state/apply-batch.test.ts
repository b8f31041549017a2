import type { Atom } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Batch } from '../../worker/contract/api';
import type { Envelope } from '../../worker/contract/events';
import type { SliceName, BridgedSnapshot } from '../../worker/contract/snapshot';
import { startSession, type StartedSession } from '../../tests/harness/session-fixture';
import { applyBatch, applySnapshot } from './apply-batch';
import { bridgeStatsAtom, RECENT_ENVELOPES_MAX, recentEnvelopesAtom } from './envelope-log-atom';
import { balanceAtom, sessionAtom, sliceAtom, toastsAtom } from './slice-atoms';
import { createAppStore } from './store';

let session: StartedSession | null = null;
afterEach(async () => {
  await session?.dl.dispose();
  session = null;
});

/** A signed-in state as the engine folds it (manager of acme, fake network). */
async function engineState(): Promise<BridgedSnapshot> {
  session = await startSession();
  return session.dl.snapshot();
}

const envelope = (seq: number): Envelope => ({ seq, at: seq, brand: null, source: 'system', event: { type: 'system/maintenance-closed' } });
const batchOf = (batch: number, changed: Partial<BridgedSnapshot>, envelopes: readonly Envelope[] = []): Batch => ({ batch, changed, envelopes, queries: [] });

describe('applySnapshot', () => {
  it('puts every slice of the snapshot into its atom, by identity', async () => {
    const state = await engineState();
    const store = createAppStore();
    applySnapshot(store, state);
    const names = Object.keys(state) as SliceName[];
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) expect(store.get(sliceAtom(name) as Atom<unknown>)).toBe(state[name]);
  });

  it('gives each slice one atom, the one the shorthands name', () => {
    expect(sliceAtom('balance')).toBe(balanceAtom);
    expect(sliceAtom('session')).toBe(sessionAtom);
    expect(sliceAtom('balance')).not.toBe(sliceAtom('session'));
  });
});

describe('applyBatch', () => {
  it('sets only the slices the batch carries: readers of the others are not notified', async () => {
    const state = await engineState();
    const store = createAppStore();
    applySnapshot(store, state);
    const balanceReader = vi.fn();
    const toastsReader = vi.fn();
    store.sub(balanceAtom, balanceReader);
    store.sub(toastsAtom, toastsReader);
    const balance = { status: 'ready', value: 7, version: null, dismissal: { restored: true, at: { below100: null, below50: null } } } as const;
    applyBatch(store, batchOf(2, { balance }));
    expect(store.get(balanceAtom)).toBe(balance);
    expect(balanceReader).toHaveBeenCalledTimes(1);
    expect(toastsReader).not.toHaveBeenCalled();
    expect(store.get(toastsAtom)).toBe(state.toasts);
  });

  it('keeps the newest envelopes, at most RECENT_ENVELOPES_MAX, in arrival order', () => {
    const store = createAppStore();
    applyBatch(store, batchOf(1, {}, Array.from({ length: RECENT_ENVELOPES_MAX - 10 }, (_, i) => envelope(i + 1))));
    applyBatch(store, batchOf(2, {}, Array.from({ length: 30 }, (_, i) => envelope(RECENT_ENVELOPES_MAX - 9 + i))));
    const recent = store.get(recentEnvelopesAtom);
    expect(recent).toHaveLength(RECENT_ENVELOPES_MAX);
    expect(recent[0]?.seq).toBe(21);
    expect(recent.at(-1)?.seq).toBe(RECENT_ENVELOPES_MAX + 20);
  });

  it('leaves the envelope list alone when a batch has none', () => {
    const store = createAppStore();
    applyBatch(store, batchOf(1, {}, [envelope(1)]));
    const before = store.get(recentEnvelopesAtom);
    applyBatch(store, batchOf(2, {}));
    expect(store.get(recentEnvelopesAtom)).toBe(before);
  });

  it('counts batches and envelopes and remembers the last batch number (a gap shows a missed batch)', () => {
    const store = createAppStore();
    applyBatch(store, batchOf(1, {}, [envelope(1), envelope(2)]));
    applyBatch(store, batchOf(3, {}, [envelope(3)]));
    expect(store.get(bridgeStatsAtom)).toEqual({ batches: 2, lastBatch: 3, envelopes: 3 });
  });
});

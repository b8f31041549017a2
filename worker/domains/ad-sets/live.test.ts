/**
 * Someone else changes an ad set: the AdSetUpdated live event makes the watched lists and records
 * of ad sets refetch, through the real engine over fake ports. It refetches every open ad-set watch,
 * not only the named one: a list may now show a set it did not (a new draft, a moved row), and
 * a page watches at most one record, so telling them apart would save one request at most.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdSetDetail } from './contract';
import type { Page } from '../../contract/page';
import { anAdSet, startSession, type StartedSession } from '../../../tests/harness';
import { useVirtualClock } from '../../../tests/harness/virtual-clock';

useVirtualClock();
let session: StartedSession | null = null;
afterEach(async () => {
  await session?.dl.dispose();
  session = null;
});

const EVENT = 'App\\Events\\AdSetUpdated';
const viewOf = (s: StartedSession, id: number) => [...s.dl.engine.liveQueries.views()].find((v) => v.id === id);

async function watching() {
  const s = (session = await startSession({ routeBrand: 'acme' }));
  const sets = [anAdSet(7, { name: 'Spring' }), anAdSet(8, { name: 'Summer' })];
  s.backend
    .autoAnswer('adSetsOverview', () => ({ items: sets, page: 1, perPage: 20, total: sets.length, lastPage: 1 }))
    .autoAnswer('adSetDetail', (call) => sets.find((a) => a.id === call.args[0])!);
  const list = await s.dl.watch({ kind: 'ad-sets/list', page: 1, perPage: 20 }, 'acme');
  const record = await s.dl.watch({ kind: 'ad-sets/get', id: '7' }, 'acme');
  await vi.advanceTimersByTimeAsync(0);
  expect([s.backend.count('adSetsOverview'), s.backend.count('adSetDetail')]).toEqual([1, 1]);
  return { s, sets, list, record };
}

describe('AdSetUpdated', () => {
  it('another user finished the wizard: the open list and detail refetch and show it', async () => {
    const { s, sets, list, record } = await watching();
    sets[0] = { ...sets[0]!, status: 'ready', wizardStep: 'resizes', adsCount: 4 };
    s.live.emitRaw('private-brand.acme', EVENT, { brandId: 1, adSet: { id: 7 } });
    await vi.advanceTimersByTimeAsync(1_000);
    expect([s.backend.count('adSetsOverview'), s.backend.count('adSetDetail')]).toEqual([2, 2]);
    expect((viewOf(s, record)?.result as AdSetDetail).status).toBe('ready');
    expect((viewOf(s, list)?.result as Page<AdSetDetail>).items[0]?.adsCount).toBe(4);
  });

  it('a burst of events refetches once; a malformed one (no id) refetches nothing', async () => {
    const { s } = await watching();
    s.live.emitRaw('private-brand.acme', EVENT, { brandId: 1, adSet: { id: 'x' } });
    await vi.advanceTimersByTimeAsync(1_000);
    expect([s.backend.count('adSetsOverview'), s.backend.count('adSetDetail')]).toEqual([1, 1]);
    for (const id of [8, 7, 8]) s.live.emitRaw('private-brand.acme', EVENT, { brandId: 1, adSet: { id } });
    await vi.advanceTimersByTimeAsync(1_000);
    expect([s.backend.count('adSetsOverview'), s.backend.count('adSetDetail')]).toEqual([2, 2]);
  });
});

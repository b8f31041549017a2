/**
 * Someone else changes a template (unpublish, publish, archive, an edit): the VisualUpdated live
 * event on the brand channel makes its open page and the template lists refetch, through the real
 * engine over fake ports (the decoder is the real port's).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Visual } from '../../contract/creatives';
import type { Page } from '../../contract/page';
import { aVisual, startSession, type StartedSession } from '../../../tests/harness';
import { useVirtualClock } from '../../../tests/harness/virtual-clock';

useVirtualClock();
let session: StartedSession | null = null;
afterEach(async () => {
  await session?.dl.dispose();
  session = null;
});

const EVENT = 'App\\Events\\VisualUpdated';
const viewOf = (s: StartedSession, id: number) => [...s.dl.engine.liveQueries.views()].find((v) => v.id === id);

describe('VisualUpdated', () => {
  it('another user unpublished a template: its open page and the list refetch and show it', async () => {
    const s = (session = await startSession({ routeBrand: 'acme' }));
    let visual = aVisual(12, { status: 'published' });
    s.backend.autoAnswer('visualGet', () => visual).autoAnswer('visualsList', () => ({ items: [visual], page: 1, perPage: 20, total: 1, lastPage: 1 }));
    const record = await s.dl.watch({ kind: 'visuals/get', id: '12' }, 'acme');
    const list = await s.dl.watch({ kind: 'visuals/list', page: 1, perPage: 20, view: 'active' }, 'acme');
    await vi.advanceTimersByTimeAsync(0);
    expect([s.backend.count('visualGet'), s.backend.count('visualsList')]).toEqual([1, 1]);

    visual = { ...visual, status: 'unpublished' };
    s.live.emitRaw('private-brand.acme', EVENT, { brandId: 1, visual: { id: 12 } });
    await vi.advanceTimersByTimeAsync(1_000);
    expect([s.backend.count('visualGet'), s.backend.count('visualsList')]).toEqual([2, 2]);
    expect((viewOf(s, record)?.result as Visual).status).toBe('unpublished');
    expect((viewOf(s, list)?.result as Page<Visual>).items[0]?.status).toBe('unpublished');
  });

  it('a malformed one (no id) refetches nothing', async () => {
    const s = (session = await startSession({ routeBrand: 'acme' }));
    s.backend.autoAnswer('visualGet', aVisual(12));
    await s.dl.watch({ kind: 'visuals/get', id: '12' }, 'acme');
    await vi.advanceTimersByTimeAsync(0);
    expect(s.live.emitRaw('private-brand.acme', EVENT, { brandId: 1, visual: {} }).kind).toBe('malformed');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(s.backend.count('visualGet')).toBe(1);
  });
});

/**
 * Invalidation by key through the real engine over fake ports, under virtual time:
 * a write command declares its query keys, the dispatcher logs them as one `queries/invalidated`
 * after a successful write, and exactly the watches they match refetch; a failed write logs
 * nothing and refetches nothing.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Page, QueryItem } from '../../worker/contract/page';
import { aComment, aVersion, aVisual, loggedEvents, startSession, type StartedSession } from '../harness';
import { httpFailure } from '../harness/http-failure';
import { useVirtualClock } from '../harness/virtual-clock';

useVirtualClock();
let session: StartedSession | null = null;
afterEach(async () => {
  await session?.dl.dispose();
  session = null;
});

const page = <T extends QueryItem>(items: T[]): Page<T> => ({ items, page: 1, perPage: 20, total: items.length, lastPage: 1 });

/** Five watches: the templates list, template 1, versions 11 and 12, version 11's comments. */
async function watching() {
  const s = await startSession({ routeBrand: 'acme' });
  session = s;
  s.backend
    .autoAnswer('visualsList', page([aVisual(1)]))
    .autoAnswer('visualGet', aVisual(1))
    .autoAnswer('versionGet', (call) => aVersion(Number(call.args[0])))
    .autoAnswer('commentsList', page([aComment(1)]));
  await s.dl.watch({ kind: 'visuals/list', page: 1, perPage: 20, view: 'active' }, 'acme');
  await s.dl.watch({ kind: 'visuals/get', id: '1' }, 'acme');
  await s.dl.watch({ kind: 'versions/get', id: '11' }, 'acme');
  await s.dl.watch({ kind: 'versions/get', id: '12' }, 'acme');
  await s.dl.watch({ kind: 'comments/list', versionId: '11', page: 1, perPage: 50 }, 'acme');
  await vi.advanceTimersByTimeAsync(0);
  return s;
}

/** Loads per watch, in the order they were watched. */
const loads = (s: StartedSession) => [
  s.backend.count('visualsList'),
  s.backend.count('visualGet'),
  s.backend.calls.filter((c) => c.method === 'versionGet' && c.args[0] === '11').length,
  s.backend.calls.filter((c) => c.method === 'versionGet' && c.args[0] === '12').length,
  s.backend.count('commentsList'),
];

describe('a write command invalidates by key', () => {
  it('a comment added: one queries/invalidated with its keys; the comments and version 11 refetch once, nothing else', async () => {
    const s = await watching();
    s.backend.autoAnswer('commentAdd', aComment(2));
    expect(loads(s)).toEqual([1, 1, 1, 1, 1]);

    expect(await s.dl.dispatch({ type: 'comments/add', versionId: '11', comment: 'Looks good' })).toEqual({ ok: true, id: '2' });
    expect(loggedEvents(s.dl, 'queries/invalidated')).toEqual([{ type: 'queries/invalidated', keys: [['visual-comment'], ['visual-version', '11']] }]);
    await vi.advanceTimersByTimeAsync(999);
    expect(loads(s)).toEqual([1, 1, 1, 1, 1]);
    await vi.advanceTimersByTimeAsync(1);
    expect(loads(s)).toEqual([1, 1, 2, 1, 2]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(loads(s)).toEqual([1, 1, 2, 1, 2]);
  });

  it('a failed write invalidates nothing: no event is logged and no watch refetches', async () => {
    const s = await watching();
    s.backend.autoFail('commentAdd', () => httpFailure(403, 'Forbidden'));

    expect(await s.dl.dispatch({ type: 'comments/add', versionId: '11', comment: 'Looks good' })).toMatchObject({ ok: false, error: 'REQUESTS.UNAUTHORIZED' });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(loggedEvents(s.dl, 'queries/invalidated')).toEqual([]);
    expect(loads(s)).toEqual([1, 1, 1, 1, 1]);
  });

  it('a version archived: ["visual-version", "11"] and ["visual"] refetch version 11 and both template watches, not version 12 or the comments', async () => {
    const s = await watching();
    s.backend.autoAnswer('versionArchive', undefined);

    expect(await s.dl.dispatch({ type: 'versions/action', id: '11', action: 'archive' })).toEqual({ ok: true });
    expect(loggedEvents(s.dl, 'queries/invalidated')).toEqual([{ type: 'queries/invalidated', keys: [['visual-version', '11'], ['visual']] }]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(loads(s)).toEqual([2, 2, 2, 1, 1]);
  });
});

/**
 * Labels of referenced records through the real engine over fake ports, under virtual time: the
 * label cache and its one id queue per resource (spec section 7: limit 100, archived=-1,
 * debounced 250 ms), what it never asks again, missing ids, and the brand switch.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecordLabel, ResourceListQuery, ResourcePage, ResourceRecord } from './contract';
import { startSession, type StartedSession } from '../../../tests/harness';
import { useVirtualClock, VIRTUAL_START } from '../../../tests/harness/virtual-clock';

useVirtualClock();
let session: StartedSession | null = null;
afterEach(async () => {
  await session?.dl.dispose();
  session = null;
});

const feed = (id: number, brand = 'acme'): ResourceRecord => ({ id: String(id), label: `${brand} feed ${id}`, fields: { id, name: `${brand} feed ${id}` } });
const pageOf = (items: ResourceRecord[], perPage = 100): ResourcePage => ({ items, page: 1, perPage, total: items.length, lastPage: 1 });

/** A server whose feeds are 1..`known` of the brand the request names (X-Brand). */
async function withFeeds(known: number, options: { delayMs?: number } = {}) {
  session = await startSession({ routeBrand: 'acme' });
  session.backend.autoAnswer(
    'resourceList',
    (call) => {
      const query = call.args[0] as ResourceListQuery;
      const brand = call.ctx.brand ?? '?';
      const all = Array.from({ length: known }, (_, i) => feed(i + 1, brand));
      return pageOf(query.ids === undefined ? all.slice(0, query.perPage) : all.filter((r) => query.ids!.includes(r.id)), query.perPage);
    },
    options,
  );
  return session;
}

const idCalls = (s: StartedSession) =>
  s.backend.calls.filter((c) => c.method === 'resourceList' && (c.args[0] as ResourceListQuery).ids !== undefined).map((c) => ({ at: c.startedAt - VIRTUAL_START, query: c.args[0] as ResourceListQuery, brand: c.brand }));
const labelOf = (s: StartedSession, watch: number) => {
  const view = [...s.dl.engine.liveQueries.views()].find((v) => v.id === watch);
  return view?.status === 'ready' ? (view.result as RecordLabel).label : view?.status;
};
const watchLabel = (s: StartedSession, id: number | string, brand = 'acme') => s.dl.watch({ kind: 'resource/label', resource: 'feed', id: String(id) }, brand);

describe('resource/label through the id queue', () => {
  it('(a) 30 ids asked within 100 ms: exactly one request, 250 ms after the first ask', async () => {
    const s = await withFeeds(40);
    const watches: number[] = [];
    for (let i = 1; i <= 30; i++) {
      watches.push(await watchLabel(s, i));
      if (i % 10 === 0) await vi.advanceTimersByTimeAsync(50); // asks at 0, 50 and 100 ms
    }
    await vi.advanceTimersByTimeAsync(249 - 150);
    expect(idCalls(s)).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(idCalls(s).map((c) => [c.at, c.query.ids?.length])).toEqual([[250, 30]]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(idCalls(s)).toHaveLength(1);
    expect(watches.map((w) => labelOf(s, w))).toEqual(Array.from({ length: 30 }, (_, i) => `acme feed ${i + 1}`));
  });

  it('(b) 250 ids: three requests of 100, 100 and 50 ids with limit=100 and archived=-1, one after the other', async () => {
    const s = await withFeeds(300, { delayMs: 10 });
    for (let i = 1; i <= 250; i++) await watchLabel(s, i);
    await vi.advanceTimersByTimeAsync(250 + 30);
    const calls = idCalls(s);
    expect(calls.map((c) => [c.at, c.query.ids?.length])).toEqual([
      [250, 100],
      [260, 100],
      [270, 50],
    ]);
    for (const c of calls) expect(c.query).toMatchObject({ kind: 'resource/list', resource: 'feed', page: 1, perPage: 100, archived: -1 });
    expect(new Set(calls.flatMap((c) => c.query.ids)).size).toBe(250);
  });

  it('(c) ids asked while a request is in flight go into exactly one trailing request', async () => {
    const s = await withFeeds(10, { delayMs: 400 });
    await watchLabel(s, 1);
    await vi.advanceTimersByTimeAsync(250); // request 1 leaves at 250, answered at 650
    await watchLabel(s, 2);
    await vi.advanceTimersByTimeAsync(100);
    await watchLabel(s, 3);
    await watchLabel(s, 1); // known by then? no: still in flight, so it waits for that answer
    await vi.advanceTimersByTimeAsync(2_000);
    expect(idCalls(s).map((c) => [c.at, c.query.ids])).toEqual([
      [250, ['1']],
      [650, ['2', '3']],
    ]);
  });

  it('(d) ids a loaded list (or an earlier label) already named are not requested again', async () => {
    const s = await withFeeds(30);
    const list = await s.dl.watch({ kind: 'resource/list', resource: 'feed', page: 1, perPage: 20 }, 'acme');
    await vi.advanceTimersByTimeAsync(0);
    expect([...s.dl.engine.liveQueries.views()].find((v) => v.id === list)?.status).toBe('ready');
    const known = await watchLabel(s, 7);
    const unknown = await watchLabel(s, 25);
    await vi.advanceTimersByTimeAsync(0);
    expect(labelOf(s, known)).toBe('acme feed 7');
    await vi.advanceTimersByTimeAsync(250);
    expect(idCalls(s).map((c) => c.query.ids)).toEqual([['25']]);
    expect(labelOf(s, unknown)).toBe('acme feed 25');
    // Asked again later (another page): served from the cache, no request.
    const again = await watchLabel(s, 25);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(labelOf(s, again)).toBe('acme feed 25');
    expect(idCalls(s)).toHaveLength(1);
  });

  it('(e) an id a load answers while it waits in the queue is not requested (a record page and its breadcrumb)', async () => {
    const s = await withFeeds(30);
    const crumb = await watchLabel(s, 7);
    const other = await watchLabel(s, 8);
    await vi.advanceTimersByTimeAsync(100);
    // The page's own record arrives meanwhile (here through a list of it), before the queue's 250 ms.
    await s.dl.watch({ kind: 'resource/list', resource: 'feed', page: 1, perPage: 7 }, 'acme');
    await vi.advanceTimersByTimeAsync(0);
    expect(labelOf(s, crumb)).toBe('acme feed 7');
    await vi.advanceTimersByTimeAsync(150);
    expect(idCalls(s).map((c) => [c.at, c.query.ids])).toEqual([[250, ['8']]]);
    expect(labelOf(s, other)).toBe('acme feed 8');
  });

  it('an id the server does not return resolves as missing (null), not loading forever, and is not asked again', async () => {
    const s = await withFeeds(3);
    const gone = await watchLabel(s, 99);
    const there = await watchLabel(s, 2);
    await vi.advanceTimersByTimeAsync(250);
    expect(labelOf(s, gone)).toBeNull();
    expect(labelOf(s, there)).toBe('acme feed 2');
    await watchLabel(s, 99);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(idCalls(s)).toHaveLength(1);
  });

  it('a brand switch drops every label: the same id in the new brand is asked with the new X-Brand and never answered from the old brand', async () => {
    const s = await withFeeds(10);
    const old = await watchLabel(s, 4);
    await vi.advanceTimersByTimeAsync(250);
    expect(labelOf(s, old)).toBe('acme feed 4');
    // Asked in acme and still waiting when the switch happens: that answer must not land in beta.
    s.backend.autoAnswer('resourceList', (call) => pageOf([feed(5, call.ctx.brand ?? '?')]), { delayMs: 100 });
    await watchLabel(s, 5);
    await vi.advanceTimersByTimeAsync(260);
    await s.dl.dispatch({ type: 'brand/switch', identifier: 'beta' });
    await s.backend.flush();
    s.backend.autoAnswer('resourceList', (call) => pageOf((call.args[0] as ResourceListQuery).ids!.map((id) => feed(Number(id), call.ctx.brand ?? '?'))));
    const four = await watchLabel(s, 4, 'beta');
    const five = await watchLabel(s, 5, 'beta');
    await vi.advanceTimersByTimeAsync(0);
    expect(labelOf(s, four)).toBe('loading');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(labelOf(s, four)).toBe('beta feed 4');
    expect(labelOf(s, five)).toBe('beta feed 5');
    expect(idCalls(s).map((c) => [c.brand, c.query.ids])).toEqual([
      ['acme', ['4']],
      ['acme', ['5']],
      ['beta', ['4', '5']],
    ]);
  });

  it('a failed lookup is an error for the watch, not cached: the next ask tries again', async () => {
    const s = await withFeeds(5);
    const { httpFailure } = await import('../../../tests/harness/http-failure');
    s.backend.autoFail('resourceList', () => httpFailure(500, 'Server Error'));
    const first = await watchLabel(s, 1);
    await vi.advanceTimersByTimeAsync(250);
    expect(labelOf(s, first)).toBe('error');
    s.backend.autoAnswer('resourceList', (call) => pageOf((call.args[0] as ResourceListQuery).ids!.map((id) => feed(Number(id)))));
    const second = await watchLabel(s, 1);
    await vi.advanceTimersByTimeAsync(250);
    expect(labelOf(s, second)).toBe('acme feed 1');
    expect(idCalls(s)).toHaveLength(2);
  });
});

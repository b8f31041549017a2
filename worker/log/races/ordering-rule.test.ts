import { describe, expect, it } from 'vitest';
import { groupsOf, itemsOf, maySwap } from './ordering-rule';
import { logOf } from '../testing/race-log';

describe('which envelopes may trade places', () => {
  const log = logOf([
    ['start', 0, 'r1'], // item 0
    ['live', 10], // item 1
    ['answer', 20, 'r1', { type: 'balance/changed', balance: 5 }], // item 2 (two envelopes)
    ['live', 30], // item 3
    ['start', 35, 'r2'], // item 4
    ['answer', 40, 'r2'], // item 5
    ['command', 45], // item 6
    ['live', 200], // item 7
  ]);
  const items = itemsOf(log);
  const swap = (i: number, j: number, windowMs = 50) => maySwap(items[i]!, items[j]!, windowMs);

  it('keeps an answer (requests/finished and what came with it) as one item of its own stream', () => {
    expect(items).toHaveLength(8);
    expect(items[2]).toMatchObject({ from: 2, to: 3, stream: 'answer:2', answerOf: 'r1' });
    expect(items.map((i) => i.stream.replace(/:\d+/, ''))).toEqual(['local', 'live', 'answer', 'live', 'local', 'answer', 'local', 'live']);
  });

  it("keeps an answer's events with it when they are stamped a few ms after its requests/finished", () => {
    const late = logOf([['answer', 20, 'r1', { type: 'balance/changed', balance: 5 }], ['live', 22]]).map((e) => (e.seq === 2 ? { ...e, at: 24 } : e));
    expect(itemsOf(late).map((i) => [i.from, i.to, i.stream])).toEqual([[0, 1, 'answer:0'], [2, 2, 'live']]);
  });

  it('lets a live event and an answer trade places within the window, not beyond it', () => {
    expect(swap(1, 2)).toBe(true);
    expect(swap(2, 3)).toBe(true);
    expect(swap(1, 2, 9)).toBe(false);
    expect(swap(3, 7)).toBe(false);
  });

  it('never two envelopes of one stream: the socket keeps its order, and so does the data layer', () => {
    expect(swap(1, 3)).toBe(false);
    expect(swap(0, 4)).toBe(false);
    expect(swap(4, 6)).toBe(false);
  });

  it("never a request's answer before its own start, but before another request's start", () => {
    expect(swap(0, 2)).toBe(false);
    expect(swap(4, 5)).toBe(false);
    expect(swap(2, 4)).toBe(true);
    expect(swap(3, 4)).toBe(true);
  });

  it('without request ids (older logs), an answer stays after every start recorded before it', () => {
    const old = itemsOf(logOf([['start', 0, null], ['answer', 5, null], ['live', 6]]));
    expect(maySwap(old[0]!, old[1]!, 50)).toBe(false);
    expect(maySwap(old[1]!, old[2]!, 50)).toBe(true);
  });

  it('nothing crosses a new page', () => {
    const paged = itemsOf(logOf([['live', 0], ['system', 1, { type: 'log/page-loaded', reason: 'reload' }], ['answer', 2, 'x']]));
    expect(maySwap(paged[0]!, paged[1]!, 50)).toBe(false);
    expect(maySwap(paged[1]!, paged[2]!, 50)).toBe(false);
  });

  it('groups what arrived close together, and only groups where something may move', () => {
    expect(groupsOf(items, 50)).toEqual([[0, 6]]);
    expect(groupsOf(items, 5)).toEqual([[3, 6]]);
    expect(groupsOf(items, 4)).toEqual([]);
    expect(groupsOf(items, 10)).toEqual([[0, 6]]);
  });
});

import { describe, expect, it } from 'vitest';
import type { Envelope } from '../contract/events';
import { initialSnapshot } from '../domains/registry';
import { reduce } from '../app-engine';
import { EventLog } from './ring-buffer';

function envelope(seq: number): Envelope {
  return { seq, at: seq * 10, brand: null, source: 'system', event: { type: 'connection/resubscribed' } };
}

describe('EventLog', () => {
  it('keeps everything and no checkpoint while under capacity', () => {
    const log = new EventLog({ capacity: 10, chunkSize: 4 });
    let state = initialSnapshot();
    for (let i = 1; i <= 10; i++) {
      log.append(envelope(i), state);
      state = reduce(state, envelope(i));
    }
    const c = log.contents();
    expect(c.envelopes.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(c.checkpoint).toBeNull();
    expect(c.evicted).toBe(0);
  });

  it('evicts whole chunks and offers the state before the oldest kept envelope as checkpoint', () => {
    const log = new EventLog({ capacity: 10, chunkSize: 4 });
    let state = initialSnapshot();
    const states = [state];
    for (let i = 1; i <= 23; i++) {
      log.append(envelope(i), state);
      state = reduce(state, envelope(i));
      states.push(state);
    }
    const c = log.contents();
    expect(c.envelopes.length).toBeLessThanOrEqual(10);
    expect(c.envelopes.length).toBeGreaterThanOrEqual(10 - 4 + 1);
    const first = c.envelopes[0] as Envelope;
    expect(c.evicted).toBe(first.seq - 1);
    // The checkpoint is the very state object the reducer had before the first kept envelope.
    expect(c.checkpoint).toBe(states[first.seq - 1]);
    expect(c.envelopes.reduce(reduce, c.checkpoint!)).toEqual(state);
  });

  it('rejects a capacity that is not a positive integer', () => {
    expect(() => new EventLog({ capacity: 0 })).toThrow(RangeError);
  });
});

describe('EventLog tail and newest (the copy a tab keeps across reloads, the devtools on arrival)', () => {
  function filled(count: number) {
    const log = new EventLog({ capacity: 100, chunkSize: 4 });
    let state = initialSnapshot();
    const states = [state];
    for (let i = 1; i <= count; i++) {
      log.append(envelope(i), state);
      state = reduce(state, envelope(i));
      states.push(state);
    }
    return { log, states };
  }

  it('keeps the newest whole chunks within the bound, with the state before them', () => {
    const { log, states } = filled(10);
    const tail = log.tail(6);
    // Chunks [1-4] [5-8] [9-10]: the last two hold 6.
    expect(tail.envelopes.map((e) => e.seq)).toEqual([5, 6, 7, 8, 9, 10]);
    expect(tail.checkpoint).toBe(states[4]);
    expect(tail.evicted).toBe(4);
    expect(log.tail(100)).toEqual(log.contents());
    // Never less than the newest chunk, even past the bound.
    expect(log.tail(1).envelopes.map((e) => e.seq)).toEqual([9, 10]);
  });

  it('gives the newest envelopes oldest first, across chunks', () => {
    const { log } = filled(10);
    expect(log.newest(6).map((e) => e.seq)).toEqual([5, 6, 7, 8, 9, 10]);
    expect(log.newest(50)).toHaveLength(10);
  });
});

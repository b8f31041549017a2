import { describe, expect, it } from 'vitest';
import type { Envelope } from '../contract/events';
import { initialSnapshot } from '../domains/registry';
import { reduce } from '../engine/reduce';
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

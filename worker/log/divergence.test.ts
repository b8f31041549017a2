import { describe, expect, it } from 'vitest';
import type { Envelope } from '../contract/events';
import { findDivergence } from './divergence';
import { parseEventLog } from './ndjson';
import { replay } from './replay';
import { sampleEnvelopes, sampleLogText } from './testing/sample-log';

const parsed = (envelopes: readonly Envelope[], capacity?: number) => parseEventLog(sampleLogText(envelopes, capacity === undefined ? {} : { capacity }));

function withBalanceAt(envelopes: readonly Envelope[], seq: number, balance: number): Envelope[] {
  return envelopes.map((e) => (e.seq === seq ? { ...e, event: { type: 'balance/changed', balance, version: null } } : e));
}

describe('findDivergence', () => {
  const base = sampleEnvelopes(20);

  it('finds none between a log and itself, and gives the common hash', () => {
    const result = findDivergence(parsed(base), parsed(base));
    expect(result).toEqual({ diverged: false, compared: base.length, hash: replay(parsed(base)).hash });
  });

  it('names the first envelope that differs, how, and the slices that differ after it', () => {
    const result = findDivergence(parsed(base), parsed(withBalanceAt(base, 14, 999)));
    expect(result.diverged && result.seq).toBe(14);
    expect(result.diverged && result.reason).toBe('event');
    expect(result.diverged && result.eventDiff).toEqual([{ path: 'event.balance', kind: 'changed', before: '105', after: '999' }]);
    expect(result.diverged && result.slices.map((s) => s.slice)).toEqual(['balance']);
    expect(result.diverged && result.slices[0]?.entries).toEqual([{ path: 'value', kind: 'changed', before: '105', after: '999' }]);
  });

  it('stops comparing after --until', () => {
    expect(findDivergence(parsed(base), parsed(withBalanceAt(base, 14, 999)), 13).diverged).toBe(false);
  });

  it('reports the seq where one log goes on and the other ended', () => {
    const result = findDivergence(parsed(base), parsed(base.slice(0, 30)));
    expect(result.diverged && [result.reason, result.seq]).toEqual(['length', 31]);
  });

  it('aligns a wrapped log (checkpoint) with a full one of the same run, and finds no difference', () => {
    const wrapped = parsed(base, 10);
    expect(wrapped.checkpoint).not.toBeNull();
    expect(findDivergence(parsed(base), wrapped).diverged).toBe(false);
    expect(findDivergence(wrapped, parsed(base)).diverged).toBe(false);
  });

  it('reports a different start when the checkpoint states differ', () => {
    const wrapped = parsed(base, 10);
    // The signed-in user differs from the first envelope on: it is in every later state.
    const other = parsed(base.map((e) => (e.event.type === 'session/loaded' ? { ...e, event: { ...e.event, user: { ...e.event.user, id: 9999 } } } : e)), 10);
    const result = findDivergence(wrapped, other);
    expect(result.diverged && result.reason).toBe('start');
    expect(result.diverged && result.seq).toBe(wrapped.checkpoint?.seq);
  });
});

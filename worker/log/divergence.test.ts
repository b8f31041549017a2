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
    expect(result).toEqual({ diverged: false, compared: base.length, hash: replay(parsed(base)).hash, extra: [], unchecked: [] });
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

  describe('aligning two real sessions: by content, not by clock or seq', () => {
    const renumber = (envelopes: readonly Envelope[]) => envelopes.map((e, i) => ({ ...e, seq: i + 1 }));
    const request = (id: string, durationMs: number): Envelope[] => [
      { seq: 0, at: 0, brand: null, source: 'http', event: { type: 'requests/started', id, method: 'GET', path: '/api/v1/me' } },
      { seq: 0, at: durationMs, brand: null, source: 'http', event: { type: 'requests/finished', id, method: 'GET', path: '/api/v1/me', status: 200, durationMs } },
    ];
    const withRequestAt = (index: number, id: string, durationMs: number) => renumber([...base.slice(0, index), ...request(id, durationMs), ...base.slice(index)]);

    it('ignores wall-clock times, request ids and durations', () => {
      const later = base.map((e) => ({ ...e, at: e.at + 86_400_000 + e.seq * 37 }));
      expect(findDivergence(parsed(base), parsed(later))).toMatchObject({ diverged: false, compared: base.length, extra: [] });
      const a = parsed(withRequestAt(5, 'mhx2k0c0-1', 40));
      const b = parsed(withRequestAt(5, 'mhzz0000-9', 950));
      expect(findDivergence(a, b)).toMatchObject({ diverged: false, compared: base.length + 2 });
    });

    it('takes a run of envelopes only one log has as extra, names it, and compares the rest', () => {
      const extra = parsed(withRequestAt(10, 'r-1', 12));
      const result = findDivergence(parsed(base), extra);
      expect(result).toMatchObject({
        diverged: false,
        compared: base.length,
        extra: [{ side: 'b', fromSeq: 11, toSeq: 12, count: 2, types: ['requests/started', 'requests/finished'] }],
        // The extra call moved the other log's counts: that slice no longer compares.
        unchecked: ['requests'],
      });
      expect(findDivergence(extra, parsed(base))).toMatchObject({ diverged: false, extra: [{ side: 'a', fromSeq: 11, toSeq: 12 }] });
    });

    it('after an extra run, names the differing envelope by its seq in each log and the state path', () => {
      const b = parsed(renumber(withRequestAt(10, 'r-1', 12).map((e) => (e.event.type === 'balance/changed' && e.event.balance === 112 ? { ...e, event: { ...e.event, balance: 7 } } : e))));
      const result = findDivergence(parsed(base), b);
      expect(result).toMatchObject({ diverged: true, reason: 'event', seqA: 28, seqB: 30, path: 'balance.value', extra: [{ side: 'b', fromSeq: 11 }] });
      expect(result.diverged && result.eventDiff).toEqual([{ path: 'event.balance', kind: 'changed', before: '112', after: '7' }]);
    });

    it('takes the same envelopes in another order (answers that raced) as reordered, and compares the states after them', () => {
      const swap = (envelopes: readonly Envelope[], i: number, j: number) => renumber(envelopes.map((e, k) => (k === i ? envelopes[j] : k === j ? envelopes[i] : e) as Envelope));
      // A balance and a widget answer in the other order: the state after both is the same.
      expect(findDivergence(parsed(base), parsed(swap(base, 9, 10)))).toMatchObject({ diverged: false, extra: [{ side: 'both', fromSeq: 10, toSeq: 11, count: 2 }] });
      // Two balances in the other order: the race mattered, and the state says how.
      const result = findDivergence(parsed(base), parsed(swap(base, 9, 11)));
      expect(result).toMatchObject({ diverged: true, reason: 'state', seqA: 10, seqB: 10, path: 'balance.value', extra: [{ side: 'both', fromSeq: 10, toSeq: 12 }] });
    });

    it('an envelope replaced by another is a difference, not an extra', () => {
      const b = parsed(base.map((e) => (e.seq === 14 ? { ...e, event: { type: 'toast/dismissed', id: 'toast-1' } } : e)));
      expect(findDivergence(parsed(base), b)).toMatchObject({ diverged: true, reason: 'event', seqA: 14, seqB: 14, extra: [] });
    });
  });
});


import { afterEach, describe, expect, it } from 'vitest';
import type { Batch } from '../../worker/contract/api';
import { benchProbe, type BenchCounters } from './bench-probe';

const held = globalThis as { __adcreativeBench?: BenchCounters };
const BATCH: Batch = { batch: 1, changed: {}, queries: [], envelopes: [] };

afterEach(() => {
  delete held.__adcreativeBench;
});

describe('benchProbe', () => {
  it('records nothing and exposes nothing without ?bench=1', () => {
    expect(benchProbe('')).toBeNull();
    expect(benchProbe('?worker=0&bench=0')).toBeNull();
    expect(held.__adcreativeBench).toBeUndefined();
  });

  it('counts each batch with its JSON size on window.__adcreativeBench', () => {
    const probe = benchProbe('?worker=0&bench=1');
    probe?.(BATCH);
    probe?.({ ...BATCH, batch: 2 });
    expect(held.__adcreativeBench?.bytes).toEqual([JSON.stringify(BATCH).length, JSON.stringify(BATCH).length]);
    expect(held.__adcreativeBench?.at).toHaveLength(2);
    expect(held.__adcreativeBench?.costMs).toBeGreaterThanOrEqual(0);
  });
});

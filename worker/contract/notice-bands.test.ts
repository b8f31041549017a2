// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CREDIT_BANDS, CREDIT_THRESHOLDS, creditNotice } from './credit-notice';
import { bandOf, type NoticeBand } from './notice';
import { STORAGE_BANDS, STORAGE_THRESHOLDS, storageNotice } from './storage-notice';

const ends = (bands: readonly NoticeBand<string>[]) => bands.map((b) => b.to);
const levels = (bands: readonly NoticeBand<string>[]) => bands.map((b) => b.notice?.level ?? null);

describe('the notice bands (the one rule the notices, indicators and scale read)', () => {
  it('give the credit scale: below 5, 5 to 50, 50 to 100, 100 or more', () => {
    expect(ends(CREDIT_BANDS)).toEqual([CREDIT_THRESHOLDS.critical, CREDIT_THRESHOLDS.veryLow, CREDIT_THRESHOLDS.low, null]);
    expect(levels(CREDIT_BANDS)).toEqual(['below5', 'below50', 'below100', null]);
  });

  it('give the storage scale: below 75, 75 to 90, 90 to 100, 100 or more', () => {
    expect(ends(STORAGE_BANDS)).toEqual([STORAGE_THRESHOLDS.high, STORAGE_THRESHOLDS.veryHigh, STORAGE_THRESHOLDS.full, null]);
    expect(levels(STORAGE_BANDS)).toEqual([null, 'above75', 'above90', 'above100']);
  });

  it('put a value in the band that ends above it, an end itself in the next band', () => {
    expect([-1, 4.99, 5, 49.9, 50, 99.9, 100, 1e9].map((v) => bandOf(CREDIT_BANDS, v).notice?.level ?? 'none')).toEqual(['below5', 'below5', 'below50', 'below50', 'below100', 'below100', 'none', 'none']);
    expect([0, 74.9, 75, 90, 99.9, 100, 150].map((v) => storageNotice(v)?.level ?? 'none')).toEqual(['none', 'none', 'above75', 'above90', 'above90', 'above100', 'above100']);
  });

  it('show no notice without a finite figure', () => {
    expect([null, Number.NaN, Number.POSITIVE_INFINITY].map((v) => creditNotice(v))).toEqual([null, null, null]);
    expect([null, Number.NaN].map((v) => storageNotice(v))).toEqual([null, null]);
  });

  it('refuse a scale that does not end open', () => {
    expect(() => bandOf([{ to: 5, notice: null }], 7)).toThrow(/open band/);
  });
});

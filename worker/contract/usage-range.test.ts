import { describe, expect, it } from 'vitest';
import { isIsoDay, latestToday, rangeProblems } from './usage-range';

describe('usage range rule (page and server)', () => {
  it('the latest today is the date at UTC+14: one day past UTC from 10:00 UTC on', () => {
    expect(latestToday(new Date('2025-06-15T09:59:59Z'))).toBe('2025-06-15');
    expect(latestToday(new Date('2025-06-15T10:00:00Z'))).toBe('2025-06-16');
    expect(latestToday(new Date('2025-12-31T23:00:00Z'))).toBe('2026-01-01');
  });

  it('knows real days from look-alikes', () => {
    expect(['2024-02-29', '2025-12-31'].filter(isIsoDay)).toHaveLength(2);
    expect(['2025-02-29', '2025-02-31', '2025-13-01', '25-01-01', '2025-1-1', ''].filter(isIsoDay)).toEqual([]);
  });

  it('names the problem of each day', () => {
    expect(rangeProblems({ from: '2025-06-01', to: '2025-06-16' }, '2025-06-16')).toEqual({});
    expect(rangeProblems({ from: '', to: '2025-06-31' }, '2025-06-16')).toEqual({ from: 'required', to: 'invalid' });
    expect(rangeProblems({ from: '2025-06-17', to: '2025-06-17' }, '2025-06-16')).toEqual({ from: 'after-today', to: 'after-today' });
    expect(rangeProblems({ from: '2025-06-10', to: '2025-06-09' }, '2025-06-16')).toEqual({ to: 'to-before-from' });
  });
});

import { describe, expect, it } from 'vitest';
import { daysOf, reportRange } from './report-range';

// Local noon, so the calendar day is the same in every time zone the tests may run in.
const now = new Date(2025, 6, 3, 12, 0, 0);

describe('reportRange', () => {
  it('defaults to the last 30 days, today included', () => {
    expect(reportRange('', now)).toEqual({ from: '2025-06-04', to: '2025-07-03' });
  });

  it('keeps a valid range from the URL', () => {
    expect(reportRange('?from=2025-05-01&to=2025-05-31', now)).toEqual({ from: '2025-05-01', to: '2025-05-31' });
  });

  it('never goes beyond today', () => {
    expect(reportRange('?from=2025-07-01&to=2025-08-15', now)).toEqual({ from: '2025-07-01', to: '2025-07-03' });
  });

  it('defaults the start to 30 days before the chosen end', () => {
    expect(reportRange('?to=2025-03-31', now)).toEqual({ from: '2025-03-02', to: '2025-03-31' });
  });

  it('never inverts the range', () => {
    expect(reportRange('?from=2025-06-20&to=2025-06-10', now)).toEqual({ from: '2025-06-10', to: '2025-06-10' });
  });

  it('ignores malformed and impossible dates', () => {
    expect(reportRange('?from=yesterday&to=2025-02-31', now)).toEqual({ from: '2025-06-04', to: '2025-07-03' });
  });

  it('covers at most a year', () => {
    expect(reportRange('?from=2020-01-01', now)).toEqual({ from: '2024-07-03', to: '2025-07-03' });
  });
});

describe('daysOf', () => {
  it('lists every day of the range, across a month end', () => {
    expect(daysOf({ from: '2025-06-29', to: '2025-07-02' })).toEqual(['2025-06-29', '2025-06-30', '2025-07-01', '2025-07-02']);
    expect(daysOf({ from: '2025-07-03', to: '2025-07-03' })).toEqual(['2025-07-03']);
  });
});

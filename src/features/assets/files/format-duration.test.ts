import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration';

describe('formatDuration', () => {
  it('shows minutes and seconds, and hours when there are any', () => {
    expect([formatDuration(0), formatDuration(7.4), formatDuration(125), formatDuration(3723)]).toEqual(['0:00', '0:07', '2:05', '1:02:03']);
  });
  it('shows nothing for an unknown duration', () => {
    expect([formatDuration(null), formatDuration(undefined), formatDuration(Number.NaN), formatDuration(-1)]).toEqual(['', '', '', '']);
  });
});

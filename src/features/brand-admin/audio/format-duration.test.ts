import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration';

describe('formatDuration', () => {
  it('shows m:ss, and hours when there are any', () => {
    expect(formatDuration(0.4)).toBe('0:00');
    expect(formatDuration(61.6)).toBe('1:02');
    expect(formatDuration(3725)).toBe('1:02:05');
  });
});

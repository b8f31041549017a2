import { describe, expect, it } from 'vitest';
import { parseSeconds, secondsText, trimProblems } from './trim-model';

describe('the trim', () => {
  it('reads seconds with a decimal point or comma, and nothing else', () => {
    expect([parseSeconds('1.5'), parseSeconds(' 2,25 '), parseSeconds('3')]).toEqual([1.5, 2.25, 3]);
    expect([parseSeconds(''), parseSeconds('-1'), parseSeconds('1e3'), parseSeconds('abc')]).toEqual([null, null, null, null]);
  });

  it('wants 0 ≤ start < end ≤ duration', () => {
    expect(trimProblems({ start: '0', end: '3' }, 3)).toEqual({});
    expect(trimProblems({ start: '2', end: '2' }, 3)).toEqual({ start: 'ASSETS_EDITOR.START_NOT_BEFORE_END' });
    expect(trimProblems({ start: '1', end: '3.5' }, 3)).toEqual({ end: 'ASSETS_EDITOR.END_AFTER_DURATION' });
    expect(trimProblems({ start: '-1', end: '' }, 3)).toEqual({ start: 'ASSETS_EDITOR.NOT_A_NUMBER', end: 'ASSETS_EDITOR.NOT_A_NUMBER' });
    expect(trimProblems({ start: '1', end: '999' }, null)).toEqual({});
  });

  it('shows seconds with at most two decimals', () => {
    expect([secondsText(3), secondsText(1.23456), secondsText(0.1 + 0.2)]).toEqual(['3', '1.23', '0.3']);
  });
});

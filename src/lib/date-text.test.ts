import { describe, expect, it } from 'vitest';
import { dayToText, isDay, parseDateText } from './date-text';

describe('dates typed as D.M.YYYY', () => {
  it('reads D.M.YYYY with or without leading zeros, with the spaces Czech puts after the dots, and a pasted YYYY-MM-DD', () => {
    for (const text of ['1.5.2025', '01.05.2025', '1.05.2025', '01.5.2025', '1. 5. 2025', ' 1.5.2025 ', '2025-05-01']) expect(parseDateText(text)).toEqual({ kind: 'day', day: '2025-05-01' });
    expect(parseDateText('29.2.2024')).toEqual({ kind: 'day', day: '2024-02-29' });
  });

  it('refuses what is no day, and other spellings, rather than guessing', () => {
    for (const text of ['31.2.2025', '29.2.2025', '32.1.2025', '0.1.2025', '1.13.2025', '1.5.25', '5/1/2025', '2025-5-1', '2025-02-30', '1.5.2025x', '1.5.']) expect(parseDateText(text)).toEqual({ kind: 'invalid' });
  });

  it('an empty or blank text is empty, not invalid', () => {
    expect(parseDateText('')).toEqual({ kind: 'empty' });
    expect(parseDateText('   ')).toEqual({ kind: 'empty' });
  });

  it('writes a day as D.M.YYYY, and nothing for what is no day', () => {
    expect(dayToText('2025-05-01')).toBe('1.5.2025');
    expect(dayToText('2025-12-31')).toBe('31.12.2025');
    expect(dayToText('2025-02-31')).toBe('');
    expect(dayToText('')).toBe('');
    expect([isDay('2024-02-29'), isDay('2025-02-29'), isDay('1.5.2025')]).toEqual([true, false, false]);
  });
});

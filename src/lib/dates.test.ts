import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatNotificationDate, formatTime } from './dates';

// Local-time constructors, so the expectations hold in any time zone the tests run in.
const july3 = new Date(2025, 6, 3, 9, 5);
const dec31 = new Date(2024, 11, 31, 23, 59);

describe('dates', () => {
  it('formats dates as D.M.YYYY without leading zeros', () => {
    expect(formatDate(july3)).toBe('3.7.2025');
    expect(formatDate(dec31)).toBe('31.12.2024');
  });
  it('formats times as HH:mm with leading zeros, 24-hour', () => {
    expect(formatTime(july3)).toBe('09:05');
    expect(formatTime(dec31)).toBe('23:59');
  });
  it('joins date and time', () => {
    expect(formatDateTime(july3)).toBe('3.7.2025 09:05');
  });
  it('accepts ISO strings and epoch numbers', () => {
    expect(formatDate(july3.toISOString())).toBe('3.7.2025');
    expect(formatDate(july3.getTime())).toBe('3.7.2025');
  });
  it('returns an empty string for missing or invalid input', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatTime('not a date')).toBe('');
  });
  it('formats notification dates with localised month names', () => {
    expect(formatNotificationDate(july3, 'en')).toBe('03 Jul 2025, 09:05');
    expect(formatNotificationDate(july3, 'fr')).toMatch(/^03 juil\.? 2025, 09:05$/);
    expect(formatNotificationDate(july3, 'cs')).toMatch(/^03 čvc 2025, 09:05$/);
  });
});

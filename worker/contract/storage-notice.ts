/**
 * The high-storage notice (spec sections 4 and 9), usage in percent:
 *
 *   < 75 hidden │ 75–< 90 info │ 90–< 100 info │ ≥ 100 warning, not dismissible
 *
 * A dismissal is remembered with the percent it was made at. It is reset when usage reaches 100
 * or drops below the remembered value; the remembered value is raised when usage grows. Like the
 * credit notice, every value must be folded in order (`storageDismissalAfter`), in the worker.
 */
import type { Dismissal, Notice } from './notice';

export const STORAGE_THRESHOLDS = { high: 75, veryHigh: 90, full: 100 } as const;

export type StorageNoticeLevel = 'above75' | 'above90' | 'above100';

export function storageNotice(percent: number | null): Notice<StorageNoticeLevel> | null {
  if (percent === null || !Number.isFinite(percent) || percent < STORAGE_THRESHOLDS.high) return null;
  if (percent >= STORAGE_THRESHOLDS.full) return { level: 'above100', tone: 'warning', dismissible: false };
  if (percent >= STORAGE_THRESHOLDS.veryHigh) return { level: 'above90', tone: 'info', dismissible: true };
  return { level: 'above75', tone: 'info', dismissible: true };
}

/** The dismissal after usage became `percent`. */
export function storageDismissalAfter(dismissal: Dismissal, percent: number): Dismissal {
  if (dismissal === null) return null;
  if (percent >= STORAGE_THRESHOLDS.full || percent < dismissal) return null;
  return Math.max(dismissal, percent);
}

/** Dismissing at `percent`: only a shown, dismissible notice can be dismissed. */
export function dismissStorage(dismissal: Dismissal, percent: number | null): Dismissal {
  const notice = storageNotice(percent);
  if (notice === null || !notice.dismissible || percent === null) return dismissal;
  return percent;
}

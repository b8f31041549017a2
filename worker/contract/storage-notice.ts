/**
 * The high-storage notice (spec sections 4 and 9), usage in percent:
 *
 *   < 75 hidden │ 75–< 90 info │ 90–< 100 info │ ≥ 100 warning, not dismissible
 *
 * The 75 and 90 notices have a dismissal record each (spec section 3): dismissing the above-75
 * notice at 80 % does not hide the above-90 one at 92 %. A record is remembered with the percent it
 * was made at. It is reset when usage reaches 100 or drops below the remembered value; the
 * remembered value is raised when usage grows. Each record follows every value by that rule. Like
 * the credit notice, every value must be folded in order (`storageDismissalsAfter`), in the worker.
 */
import { bandOf, dismissShown, mapDismissals, type Dismissal, type Dismissals, type Notice, type NoticeBand } from './notice';

export const STORAGE_THRESHOLDS = { high: 75, veryHigh: 90, full: 100 } as const;

export type StorageNoticeLevel = 'above75' | 'above90' | 'above100';
/** The levels a user can dismiss, each with its own record; a full storage always shows. */
export type StorageDismissibleLevel = Exclude<StorageNoticeLevel, 'above100'>;
export type StorageDismissals = Dismissals<StorageDismissibleLevel>;
export const NO_STORAGE_DISMISSALS: StorageDismissals = { above75: null, above90: null };

/** Usage's bands, lowest first (the scale above): the one rule every storage level is read from. */
export const STORAGE_BANDS: readonly NoticeBand<StorageNoticeLevel>[] = [
  { to: STORAGE_THRESHOLDS.high, notice: null },
  { to: STORAGE_THRESHOLDS.veryHigh, notice: { level: 'above75', tone: 'info', dismissible: true } },
  { to: STORAGE_THRESHOLDS.full, notice: { level: 'above90', tone: 'info', dismissible: true } },
  { to: null, notice: { level: 'above100', tone: 'warning', dismissible: false } },
];

export function storageNotice(percent: number | null): Notice<StorageNoticeLevel> | null {
  if (percent === null || !Number.isFinite(percent)) return null;
  return bandOf(STORAGE_BANDS, percent).notice;
}

/** One record after usage became `percent`. */
export function storageDismissalAfter(dismissal: Dismissal, percent: number): Dismissal {
  if (dismissal === null) return null;
  if (percent >= STORAGE_THRESHOLDS.full || percent < dismissal) return null;
  return Math.max(dismissal, percent);
}

/** Every record after usage became `percent`. */
export function storageDismissalsAfter(dismissals: StorageDismissals, percent: number): StorageDismissals {
  return mapDismissals(dismissals, (dismissal) => storageDismissalAfter(dismissal, percent));
}

/** Dismissing at `percent`: only the shown notice, when dismissible, and only its own record. */
export function dismissStorage(dismissals: StorageDismissals, percent: number | null): StorageDismissals {
  return dismissShown(dismissals, storageNotice(percent), percent);
}

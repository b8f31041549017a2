/**
 * Low-credit and high-storage notices and their local dismissals (spec sections 3 and 4).
 *
 *   credits  <5 warning (sticky) | 5–<50 info "below50" | 50–<100 info "below100" | ≥100 none
 *   storage  <75 none | 75–<90 info "above75" | 90–<100 info "above90" | ≥100 warning (sticky)
 *
 * A dismissal is remembered with the value it was made at. Credits: cleared when the balance
 * reaches 100 or rises above that value; the value follows the balance down. Storage: cleared
 * at 100 % or when usage drops below that value; the value follows usage up.
 */
import { CREDIT_THRESHOLDS, STORAGE_THRESHOLDS } from './balance-level';

export interface Dismissal {
  readonly dismissed: boolean;
  readonly dismissedAt: number | null;
}

export const NOT_DISMISSED: Dismissal = { dismissed: false, dismissedAt: null };

export type CreditNoticeId = 'below5' | 'below50' | 'below100';
export type StorageNoticeId = 'above75' | 'above90' | 'above100';

export interface Notice<Id extends string> {
  readonly id: Id;
  readonly tone: 'warning' | 'info';
  readonly dismissible: boolean;
}

export function creditNotice(balance: number | null): Notice<CreditNoticeId> | null {
  if (balance === null || !Number.isFinite(balance) || balance >= CREDIT_THRESHOLDS.low) return null;
  if (balance < CREDIT_THRESHOLDS.critical) return { id: 'below5', tone: 'warning', dismissible: false };
  if (balance < CREDIT_THRESHOLDS.veryLow) return { id: 'below50', tone: 'info', dismissible: true };
  return { id: 'below100', tone: 'info', dismissible: true };
}

export function storageNotice(percent: number | null): Notice<StorageNoticeId> | null {
  if (percent === null || !Number.isFinite(percent) || percent < STORAGE_THRESHOLDS.high) return null;
  if (percent >= STORAGE_THRESHOLDS.full) return { id: 'above100', tone: 'warning', dismissible: false };
  if (percent >= STORAGE_THRESHOLDS.veryHigh) return { id: 'above90', tone: 'info', dismissible: true };
  return { id: 'above75', tone: 'info', dismissible: true };
}

export function reconcileCreditDismissal(record: Dismissal, balance: number | null): Dismissal {
  if (!record.dismissed || balance === null || record.dismissedAt === null) return record;
  if (balance >= CREDIT_THRESHOLDS.low || balance > record.dismissedAt) return NOT_DISMISSED;
  if (balance < record.dismissedAt) return { dismissed: true, dismissedAt: balance };
  return record;
}

export function reconcileStorageDismissal(record: Dismissal, percent: number | null): Dismissal {
  if (!record.dismissed || percent === null || record.dismissedAt === null) return record;
  if (percent >= STORAGE_THRESHOLDS.full || percent < record.dismissedAt) return NOT_DISMISSED;
  if (percent > record.dismissedAt) return { dismissed: true, dismissedAt: percent };
  return record;
}

/** The dismissal records kept per brand: the low-credit 50/100 and storage 75/90 notices. */
export interface BrandDismissals {
  readonly below50: Dismissal;
  readonly below100: Dismissal;
  readonly above75: Dismissal;
  readonly above90: Dismissal;
}

export const NO_DISMISSALS: BrandDismissals = { below50: NOT_DISMISSED, below100: NOT_DISMISSED, above75: NOT_DISMISSED, above90: NOT_DISMISSED };

export function reconcileDismissals(records: BrandDismissals, balance: number | null, percent: number | null): BrandDismissals {
  const next: BrandDismissals = {
    below50: reconcileCreditDismissal(records.below50, balance),
    below100: reconcileCreditDismissal(records.below100, balance),
    above75: reconcileStorageDismissal(records.above75, percent),
    above90: reconcileStorageDismissal(records.above90, percent),
  };
  // Keep identity when nothing changed, so callers can skip writing storage.
  return (Object.keys(next) as (keyof BrandDismissals)[]).every((key) => next[key] === records[key]) ? records : next;
}

/** Whether a notice shows, given the brand's dismissals. */
export function isNoticeShown(notice: Notice<string> | null, records: BrandDismissals): boolean {
  if (notice === null) return false;
  if (!notice.dismissible) return true;
  const record = records[notice.id as keyof BrandDismissals];
  return record === undefined || !record.dismissed;
}

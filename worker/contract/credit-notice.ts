/**
 * The low-credit notice (spec sections 4 and 9), balance in credits:
 *
 *   < 5 warning, not dismissible │ 5–< 50 info │ 50–< 100 info │ ≥ 100 hidden
 *
 * A dismissal is remembered with the balance it was made at. It is cleared when the balance
 * rises to 100 or more, or above the remembered value; the remembered value is lowered when the
 * balance drops below it. Every balance the brand goes through must be folded in order
 * (`creditDismissalAfter`), which is why the worker's reducer keeps it, not the UI (a UI frame
 * can skip values: 30 → dismiss → 20 → 25 seen as 30 → 25 would wrongly stay dismissed).
 */
import type { Dismissal, Notice } from './notice';

export const CREDIT_THRESHOLDS = { low: 100, veryLow: 50, critical: 5 } as const;

export type CreditNoticeLevel = 'below5' | 'below50' | 'below100';

export function creditNotice(balance: number | null): Notice<CreditNoticeLevel> | null {
  if (balance === null || !Number.isFinite(balance) || balance >= CREDIT_THRESHOLDS.low) return null;
  if (balance < CREDIT_THRESHOLDS.critical) return { level: 'below5', tone: 'warning', dismissible: false };
  if (balance < CREDIT_THRESHOLDS.veryLow) return { level: 'below50', tone: 'info', dismissible: true };
  return { level: 'below100', tone: 'info', dismissible: true };
}

/** The dismissal after the balance became `balance`. */
export function creditDismissalAfter(dismissal: Dismissal, balance: number): Dismissal {
  if (dismissal === null) return null;
  if (balance >= CREDIT_THRESHOLDS.low || balance > dismissal) return null;
  return Math.min(dismissal, balance);
}

/** Dismissing at `balance`: only a shown, dismissible notice can be dismissed. */
export function dismissCredit(dismissal: Dismissal, balance: number | null): Dismissal {
  const notice = creditNotice(balance);
  if (notice === null || !notice.dismissible || balance === null) return dismissal;
  return balance;
}

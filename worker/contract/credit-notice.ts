/**
 * The low-credit notice (spec sections 4 and 9), balance in credits:
 *
 *   < 5 warning, not dismissible │ 5–< 50 info │ 50–< 100 info │ ≥ 100 hidden
 *
 * The 50 and 100 notices have a dismissal record each (spec section 3): dismissing the below-100
 * notice at 60 does not hide the below-50 one at 30. A record is remembered with the balance it
 * was made at. It is cleared when the balance rises to 100 or more, or above the remembered value;
 * the remembered value is lowered when the balance drops below it. Each record follows every
 * balance by that rule, whichever notice shows. Every balance the brand goes through must be folded in order
 * (`creditDismissalAfter`), which is why the worker's reducer keeps it, not the UI (a UI frame
 * can skip values: 30 → dismiss → 20 → 25 seen as 30 → 25 would wrongly stay dismissed).
 */
import { bandOf, dismissShown, mapDismissals, type Dismissal, type Dismissals, type Notice, type NoticeBand } from './notice';

export const CREDIT_THRESHOLDS = { low: 100, veryLow: 50, critical: 5 } as const;

export type CreditNoticeLevel = 'below5' | 'below50' | 'below100';
/** The levels a user can dismiss, each with its own record; below 5 always shows. */
export type CreditDismissibleLevel = Exclude<CreditNoticeLevel, 'below5'>;
export type CreditDismissals = Dismissals<CreditDismissibleLevel>;
export const NO_CREDIT_DISMISSALS: CreditDismissals = { below100: null, below50: null };

/** The balance's bands, lowest first (the scale above): the one rule every credit level is read from. */
export const CREDIT_BANDS: readonly NoticeBand<CreditNoticeLevel>[] = [
  { to: CREDIT_THRESHOLDS.critical, notice: { level: 'below5', tone: 'warning', dismissible: false } },
  { to: CREDIT_THRESHOLDS.veryLow, notice: { level: 'below50', tone: 'info', dismissible: true } },
  { to: CREDIT_THRESHOLDS.low, notice: { level: 'below100', tone: 'info', dismissible: true } },
  { to: null, notice: null },
];

export function creditNotice(balance: number | null): Notice<CreditNoticeLevel> | null {
  if (balance === null || !Number.isFinite(balance)) return null;
  return bandOf(CREDIT_BANDS, balance).notice;
}

/** One record after the balance became `balance`. */
export function creditDismissalAfter(dismissal: Dismissal, balance: number): Dismissal {
  if (dismissal === null) return null;
  if (balance >= CREDIT_THRESHOLDS.low || balance > dismissal) return null;
  return Math.min(dismissal, balance);
}

/** Every record after the balance became `balance`. */
export function creditDismissalsAfter(dismissals: CreditDismissals, balance: number): CreditDismissals {
  return mapDismissals(dismissals, (dismissal) => creditDismissalAfter(dismissal, balance));
}

/** Dismissing at `balance`: only the shown notice, when dismissible, and only its own record. */
export function dismissCredit(dismissals: CreditDismissals, balance: number | null): CreditDismissals {
  return dismissShown(dismissals, creditNotice(balance), balance);
}

/**
 * Levels of the credit and storage indicators (spec sections 4 and 9): the header's balance and
 * storage, the dashboard's cards and the wallet's scale. They are the levels of the low-credit and
 * high-storage notices (worker/contract), read from those rules rather than banded again, plus
 * `ok` (no notice) and `unknown` (no figure yet). Below 5 credits and a full storage are dangers;
 * the other notice levels are warnings.
 */
import { creditNotice, type CreditNoticeLevel } from '../../../worker/contract/credit-notice';
import { storageNotice, type StorageNoticeLevel } from '../../../worker/contract/storage-notice';

export type BalanceLevel = 'unknown' | 'ok' | CreditNoticeLevel;
export type StorageLevel = 'unknown' | 'ok' | StorageNoticeLevel;
export type LevelTone = 'neutral' | 'warning' | 'danger';

export function headerBalanceLevel(balance: number | null): BalanceLevel {
  if (balance === null || !Number.isFinite(balance)) return 'unknown';
  return creditNotice(balance)?.level ?? 'ok';
}

export function storageLevel(percent: number | null): StorageLevel {
  if (percent === null || !Number.isFinite(percent)) return 'unknown';
  return storageNotice(percent)?.level ?? 'ok';
}

/** A notice that cannot be dismissed (below 5 credits, full storage) is a danger; the others warn. */
export function levelTone(level: BalanceLevel | StorageLevel): LevelTone {
  if (level === 'unknown' || level === 'ok') return 'neutral';
  return level === 'below5' || level === 'above100' ? 'danger' : 'warning';
}

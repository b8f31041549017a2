/**
 * Levels of the header's credit and storage indicators (spec sections 4 and 9). The header
 * balance shows a tooltip warning below 100 credits, a stronger info message below 50, and a
 * warning colour with text below 5.
 */
import { CREDIT_THRESHOLDS } from '../../../worker/contract/credit-notice';
import { STORAGE_THRESHOLDS } from '../../../worker/contract/storage-notice';

export type BalanceLevel = 'unknown' | 'ok' | 'low' | 'very-low' | 'critical';

export function headerBalanceLevel(balance: number | null): BalanceLevel {
  if (balance === null || !Number.isFinite(balance)) return 'unknown';
  if (balance < CREDIT_THRESHOLDS.critical) return 'critical';
  if (balance < CREDIT_THRESHOLDS.veryLow) return 'very-low';
  if (balance < CREDIT_THRESHOLDS.low) return 'low';
  return 'ok';
}

export type StorageLevel = 'unknown' | 'ok' | 'high' | 'very-high' | 'full';

export function storageLevel(percent: number | null): StorageLevel {
  if (percent === null || !Number.isFinite(percent)) return 'unknown';
  if (percent >= STORAGE_THRESHOLDS.full) return 'full';
  if (percent >= STORAGE_THRESHOLDS.veryHigh) return 'very-high';
  if (percent >= STORAGE_THRESHOLDS.high) return 'high';
  return 'ok';
}

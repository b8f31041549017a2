/**
 * The stored form of a brand's dismissal records (preferences port, `notice-dismissals:{brand}`):
 * `{ credit: { below100, below50 }, storage: { above75, above90 } }`, each the value its record is
 * remembered with, or null.
 *
 * Before each notice had its own record (spec section 3) one value per kind was stored,
 * `{ credit: 40, storage: 80 }`. That value was made on the notice its value falls in (a credit
 * value under 5 was lowered from a below-50 dismissal; storage values are never below 75 nor at
 * 100), so it is read back as that level's record and nothing the user dismissed shows again.
 * Anything else unreadable reads as nothing dismissed: the notices show (the safe side).
 */
import * as v from 'valibot';
import { CREDIT_THRESHOLDS, NO_CREDIT_DISMISSALS, type CreditDismissals } from '../../contract/credit-notice';
import { NO_STORAGE_DISMISSALS, STORAGE_THRESHOLDS, type StorageDismissals } from '../../contract/storage-notice';

export interface StoredDismissals {
  readonly credit: CreditDismissals;
  readonly storage: StorageDismissals;
}

const record = v.nullable(v.number());
const Stored = v.object({
  credit: v.object({ below100: record, below50: record }),
  storage: v.object({ above75: record, above90: record }),
});
const Legacy = v.object({ credit: record, storage: record });

function legacyCredit(value: number | null): CreditDismissals {
  if (value === null || value >= CREDIT_THRESHOLDS.low) return NO_CREDIT_DISMISSALS;
  return value >= CREDIT_THRESHOLDS.veryLow ? { ...NO_CREDIT_DISMISSALS, below100: value } : { ...NO_CREDIT_DISMISSALS, below50: value };
}

function legacyStorage(value: number | null): StorageDismissals {
  if (value === null || value < STORAGE_THRESHOLDS.high || value >= STORAGE_THRESHOLDS.full) return NO_STORAGE_DISMISSALS;
  return value >= STORAGE_THRESHOLDS.veryHigh ? { ...NO_STORAGE_DISMISSALS, above90: value } : { ...NO_STORAGE_DISMISSALS, above75: value };
}

export function readStoredDismissals(stored: unknown): StoredDismissals {
  const current = v.safeParse(Stored, stored);
  if (current.success) return current.output;
  const legacy = v.safeParse(Legacy, stored);
  if (legacy.success) return { credit: legacyCredit(legacy.output.credit), storage: legacyStorage(legacy.output.storage) };
  return { credit: NO_CREDIT_DISMISSALS, storage: NO_STORAGE_DISMISSALS };
}

/**
 * The brand's alert dismissals in localStorage (a worker has none), reconciled with the current
 * balance and storage as the spec's rules say (rules/alert-notices.ts). The reconciled records
 * are derived during render; only persisting them is an effect.
 */
import { useCallback, useEffect, useState } from 'react';
import { NO_DISMISSALS, reconcileDismissals, type BrandDismissals } from '../../app/rules/alert-notices';
import { storageKey } from '../../lib/storage-key';

function read(key: string): BrandDismissals {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return NO_DISMISSALS;
    return { ...NO_DISMISSALS, ...(JSON.parse(raw) as Partial<BrandDismissals>) };
  } catch {
    return NO_DISMISSALS; // unreadable records: show the notices again, the safe side
  }
}

function write(key: string, records: BrandDismissals): void {
  try {
    localStorage.setItem(key, JSON.stringify(records));
  } catch {
    // Storage disabled: dismissals last for this page only.
  }
}

export function useDismissals(brand: string | null, balance: number | null, percent: number | null) {
  const key = storageKey(`alert-dismissals:${brand ?? '-'}`);
  const [stored, setStored] = useState<{ key: string; records: BrandDismissals }>(() => ({ key, records: read(key) }));
  const base = stored.key === key ? stored.records : read(key);
  const records = reconcileDismissals(base, balance, percent);

  useEffect(() => {
    if (records !== base) write(key, records);
  }, [base, key, records]);

  const dismiss = useCallback(
    (id: keyof BrandDismissals, value: number) => {
      const next = { ...records, [id]: { dismissed: true, dismissedAt: value } };
      write(key, next);
      setStored({ key, records: next });
    },
    [key, records],
  );
  return { records, dismiss };
}

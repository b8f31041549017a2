/** The timeline's filters (source, event type, brand) and the rows they keep, as indices into the log. */
import type { TimelineRow } from '../../../worker/contract/log-inspection';

export interface TimelineFilter {
  readonly source: string | null;
  readonly type: string | null;
  /** A brand identifier, NO_BRAND for envelopes without one, or null for any. */
  readonly brand: string | null;
}

export const NO_BRAND = '\u0000none';
export const ANY_FILTER: TimelineFilter = { source: null, type: null, brand: null };

/** Indices of the rows the filter keeps, in log order. */
export function filterRows(rows: readonly TimelineRow[], filter: TimelineFilter): number[] {
  const out: number[] = [];
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as TimelineRow;
    if (filter.source !== null && row.source !== filter.source) continue;
    if (filter.type !== null && row.type !== filter.type) continue;
    if (filter.brand !== null && (row.brand ?? NO_BRAND) !== filter.brand) continue;
    out.push(i);
  }
  return out;
}

/** The values each filter can take in this log, sorted. */
export function filterOptions(rows: readonly TimelineRow[]): { sources: string[]; types: string[]; brands: string[] } {
  const sources = new Set<string>();
  const types = new Set<string>();
  const brands = new Set<string>();
  for (const row of rows) {
    sources.add(row.source);
    types.add(row.type);
    brands.add(row.brand ?? NO_BRAND);
  }
  return { sources: [...sources].sort(), types: [...types].sort(), brands: [...brands].sort() };
}

/** Where stepping from `current` by `delta` lands among the kept rows (`current` may be filtered out). */
export function stepWithin(kept: readonly number[], current: number, delta: 1 | -1): number | null {
  if (kept.length === 0) return null;
  if (delta === 1) return kept.find((i) => i > current) ?? null;
  for (let k = kept.length - 1; k >= 0; k--) if ((kept[k] as number) < current) return kept[k] as number;
  return null;
}

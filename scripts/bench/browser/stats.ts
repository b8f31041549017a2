/** Small statistics over samples: quantiles (nearest rank), median, range. */

export function quantile(values: readonly number[], q: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

export const median = (values: readonly number[]) => quantile(values, 0.5);

export interface Spread {
  readonly median: number | null;
  readonly min: number | null;
  readonly max: number | null;
  /** How many runs had the figure (a phase may have produced none, e.g. no paint seen). */
  readonly n: number;
}

/** Median and range of the figures of several runs, nulls (no figure) left out. */
export function spread(values: readonly (number | null)[]): Spread {
  const present = values.filter((v): v is number => v !== null && Number.isFinite(v));
  if (present.length === 0) return { median: null, min: null, max: null, n: 0 };
  return { median: median(present), min: Math.min(...present), max: Math.max(...present), n: present.length };
}

export const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

export const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * The state paths a scenario's `state` expectation can be checked against, field by field: the
 * initial state's plain objects with fixed fields. Past a list, a value not loaded yet (null) or
 * an empty object (a map keyed by ids), the shape is not fixed and anything may follow. The typo
 * check (parse-scenario.ts) and the generated list of paths (docs/scenarios.md) both use this.
 */

/** Whether a value has fixed fields a path continues into: a non-empty plain object. */
export function hasFixedFields(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0;
}

/** A state path, and what may follow it when its shape is not fixed there. */
export interface StatePath {
  readonly path: string;
  /** `list` (`[n]` and anything), `map` (`.<id>` and anything), `later` (null until loaded: anything), or null: fixed. */
  readonly open: 'list' | 'map' | 'later' | null;
}

function openOf(value: unknown): StatePath['open'] {
  if (Array.isArray(value)) return 'list';
  if (value === null) return 'later';
  if (typeof value === 'object') return 'map';
  return null;
}

/** Every fixed path of `state` (`balance.value`, `balance.dismissal.at.below100`, `toasts.items` …), in key order. */
export function fixedStatePaths(state: Record<string, unknown>, prefix = ''): StatePath[] {
  return Object.keys(state).flatMap((key) => {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    const value = state[key];
    return hasFixedFields(value) ? [{ path, open: null }, ...fixedStatePaths(value, path)] : [{ path, open: openOf(value) }];
  });
}

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

/** What follows a path whose shape is not fixed, as the docs show it. */
function openEnd(value: unknown): string {
  if (Array.isArray(value)) return '[n]…';
  if (value === null) return ' (null until loaded)…';
  if (typeof value === 'object') return '.<id>…';
  return '';
}

/** Every fixed path of `state` (`balance.value`, `balance.dismissal.at.below100`, `toasts.items[n]…`), in key order. */
export function fixedStatePaths(state: Record<string, unknown>, prefix = ''): string[] {
  return Object.keys(state).flatMap((key) => {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    const value = state[key];
    return hasFixedFields(value) ? [path, ...fixedStatePaths(value, path)] : [`${path}${openEnd(value)}`];
  });
}

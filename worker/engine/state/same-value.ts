/**
 * Structural sharing for reducers: a value that arrives again (a refetch answering what we already
 * have) keeps the identity of the one in state. The bridge sends a slice only when its identity
 * changes and the page re-renders only readers of changed values, so an unchanged refetch then
 * costs neither. During a storm the brand user is refetched every second (storage events), and a
 * new but equal object re-rendered the whole shell each time.
 *
 * For wire data only: plain objects, arrays and primitives (what valibot decoders produce).
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as readonly unknown[];
    return a.length === other.length && a.every((item, i) => sameValue(item, other[i]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => Object.hasOwn(right, key) && sameValue(left[key], right[key]));
}

/** `next`, unless it equals `previous`: then `previous` itself. */
export function keepIfSame<T>(previous: T, next: T): T {
  return sameValue(previous, next) ? previous : next;
}

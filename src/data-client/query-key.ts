/**
 * A query's identity as a string: equal for queries with the same content whatever the order of
 * their keys (as TanStack Query hashes its keys), so a page that rebuilds its query object on
 * every render keeps the same watch.
 */
export function queryKey(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

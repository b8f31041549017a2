/**
 * Query keys: how writes and live events say what went stale, and how watches are matched to it
 * (TanStack Query's invalidation by key prefix is the model). One scheme, written once:
 *
 *   a watch's own key      [resource, kind, params]   ['ad-set', 'ad-sets/list', '{"archived":false,…}']
 *   a record it shows      [resource, id]             ['ad-set', '7'] (a record watch: its record;
 *                                                      a list: each row; a summary: every record)
 *
 *   invalidation key       ['ad-set']                 every watch of ad sets
 *                          ['ad-set', '7']            the watches showing ad set 7, and the
 *                                                      summaries (counts) of ad sets
 *                          ['ad-set', 'ad-sets/list'] every watch of that kind
 *
 * A key matches a watch when it is a prefix of the watch's own key or of a record key it shows.
 * Write commands declare their keys (engine/commands/write-command.ts) and the dispatcher emits
 * them as one logged `queries/invalidated`; patchers return them as an `invalidate` change; the
 * live-query store matches both here.
 */
import type { Query, QueryKey, WatchedResource } from '../registered';

export type { QueryKey };

/** Every watch of a resource. */
export function resourceKey(resource: WatchedResource): QueryKey {
  return [resource];
}

/** One record of a resource: the watches that show it. */
export function recordKey(resource: WatchedResource, id: string): QueryKey {
  return [resource, id];
}

/** A watch's own key: its resource, its kind and its params (object keys sorted, so equal params give equal keys). */
export function queryKey(resource: WatchedResource, query: Query): QueryKey {
  const { kind, ...params } = query;
  return [resource, kind, JSON.stringify(params, sortedKeys)];
}

function sortedKeys(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Whether `key` is a prefix of `of` (equal keys included). */
export function isPrefix(key: QueryKey, of: QueryKey): boolean {
  if (key.length > of.length) return false;
  return key.every((part, at) => part === of[at]);
}

/** What the matcher reads of a watch. */
export interface KeyedWatch {
  /** Its own key (queryKey). */
  readonly key: QueryKey;
  /** A summary of its resource (counts): it shows every record of it. */
  readonly summary: boolean;
  /** Whether it shows the record `id` of its resource (a record watch: its record; a list: a row). */
  shows(id: string): boolean;
}

/** Whether `key` makes `watch` stale: a prefix of its own key, or of the key of a record it shows. */
export function keyMatches(key: QueryKey, watch: KeyedWatch): boolean {
  if (isPrefix(key, watch.key)) return true;
  if (key.length !== 2 || key[0] !== watch.key[0]) return false;
  return watch.summary || watch.shows(key[1] as string);
}

/** Whether any of `keys` makes `watch` stale. */
export function anyKeyMatches(keys: readonly QueryKey[], watch: KeyedWatch): boolean {
  return keys.some((key) => keyMatches(key, watch));
}

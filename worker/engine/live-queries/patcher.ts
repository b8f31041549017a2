/**
 * What a change on the server means for the records pages watch. Domains' patchers turn live
 * events into `fields` changes ("build 17 now has status rendering, progress 40", or "build 18 was
 * created"); the `records/*` events (a write's answer, a deletion) become `replaced` and `removed`
 * changes. The live-query store applies each to every watch of that resource (apply-change.ts).
 * A change whose contents are unknown is an `invalidate` of query keys, matched to the watches
 * as a write's `queries/invalidated` is (query-keys.ts): one staleness mechanism.
 */
import type { DomainEventType, Envelope, WatchedResource } from '../registered';
import type { QueryItem } from '../../contract/page';
import type { QueryKey } from './query-keys';

export type FieldValue = string | number | boolean | null;

export type RecordChange =
  /** New values of the fields the event carries (only those); `created`: a new record. */
  | { readonly kind: 'fields'; readonly resource: WatchedResource; readonly id: string; readonly fields: Readonly<Record<string, FieldValue>>; readonly created: boolean }
  /** The record's whole new state (a typed entity). */
  | { readonly kind: 'replaced'; readonly resource: WatchedResource; readonly id: string; readonly record: QueryItem }
  | { readonly kind: 'removed'; readonly resource: WatchedResource; readonly id: string }
  /**
   * Changed in ways the event does not carry (a render finished: its size, file and times): the
   * record is fetched again by id (the id queue) and replaced where it is shown, no list refetch.
   */
  | { readonly kind: 'refresh'; readonly resource: WatchedResource; readonly id: string };

/** Changed on the server, contents unknown: the watches these keys match refetch (query-keys.ts). */
export interface Invalidation {
  readonly kind: 'invalidate';
  readonly keys: readonly QueryKey[];
}

export function invalidate(...keys: readonly QueryKey[]): Invalidation {
  return { kind: 'invalidate', keys };
}

/** What a patcher makes of a live event, applied in order. */
export type LiveChange = RecordChange | Invalidation;

export interface QueryPatcher {
  /** The event types it reads. */
  readonly on: readonly DomainEventType[];
  change(envelope: Envelope): LiveChange | readonly LiveChange[] | null;
}

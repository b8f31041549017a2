/**
 * How a domain tells live queries what a live event means for the records pages watch: "record
 * {id} of {resource} now has these field values", or "it was just created". The live-query store
 * applies such changes to every watched list and record of that resource (apply-change.ts).
 */
import type { DomainEventType, Envelope } from '../../contract/events';
import type { ResourceName } from '../../contract/queries';

export type FieldValue = string | number | boolean | null;

export interface RecordChange {
  readonly resource: ResourceName;
  readonly id: string;
  /** New values of the fields the event carries (only those). */
  readonly fields: Readonly<Record<string, FieldValue>>;
  /** A new record: watched lists it matches get it inserted (fetched through the id queue). */
  readonly created: boolean;
}

export interface QueryPatcher {
  /** The event types it reads. */
  readonly on: readonly DomainEventType[];
  change(envelope: Envelope): RecordChange | null;
}

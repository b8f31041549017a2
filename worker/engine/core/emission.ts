import type { DomainEvent, EventSource } from '../registered';

/**
 * An event on its way into the pipeline: an envelope without the seq and time the pipeline
 * stamps on it. `brand` follows the envelope rule (contract/events.ts): the brand the event
 * belongs to, or null for events of no brand.
 */
export interface Emission {
  readonly event: DomainEvent;
  readonly source: EventSource;
  readonly brand: string | null;
}

/**
 * The domain-event protocol: one discriminated union, derived from the domains' contracts
 * (worker/domains/contracts.ts), never listed by hand. Each variant is declared by the domain it
 * belongs to, in `worker/domains/<domain>/contract.ts`.
 *
 * Three families travel through the engine:
 *  - `live/*`: live events as received on the Pusher channels, validated and translated by the
 *    live port (spec section 7 lists them). The engine's effects react to them.
 *  - domain events derived from responses and from live events (`balance/changed`, ...): these
 *    are what the reducer folds into state. Responses are logged as events, so a replay needs
 *    no network.
 *  - events that answer a user's command (optimistic updates, brand switch) carry source
 *    'command', so a replay reproduces them too.
 *
 * The worker emits i18n keys and parameters, never translated text.
 */
import type { DomainEvent } from '../domains/contracts';

export type { DomainEvent };
export type DomainEventType = DomainEvent['type'];
export type EventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;
/** The live events as received (validated and translated by the live port): the `live/*` variants. */
export type LiveEvent = Extract<DomainEvent, { type: `live/${string}` }>;

export const EVENT_SOURCES = ['live', 'http', 'command', 'system'] as const;
export type EventSource = (typeof EVENT_SOURCES)[number];

/**
 * Every event travels in an envelope. `brand` is the brand the event belongs to (the brand that
 * was current when the request started or the channel it arrived on), or null for events that
 * belong to no brand (session, public channel, connection). The reducer drops brand-scoped
 * envelopes of another brand, so a late response can never leak across a brand switch.
 */
export interface Envelope<E extends DomainEvent = DomainEvent> {
  readonly seq: number;
  /** Epoch milliseconds from the engine's clock. */
  readonly at: number;
  readonly brand: string | null;
  readonly source: EventSource;
  readonly event: E;
}

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

// The engine is written against the names it registers (engine/registered.ts); this app's events are its domains'.
// Inside the block the registered module's own names come first: this app's types go by other names.
type AppDomainEvent = DomainEvent;
declare module '../engine/registered' {
  interface Register {
    readonly event: AppDomainEvent;
  }
}

export type { DomainEvent };
export type { DomainEventType, EventOf, LiveEvent, EventSource, Envelope } from '../engine/registered';
export { EVENT_SOURCES } from '../engine/registered';

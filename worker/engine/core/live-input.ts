/**
 * Live port input → emissions. Events keep the brand of the channel they arrived on (the port
 * tells it); malformed payloads and connection changes belong to no brand (a diagnostic is
 * counted whatever the scope).
 */
import type { LiveInput } from '../../ports/types';
import type { Emission } from './emission';

export function liveInputToEmission(input: LiveInput): Emission {
  switch (input.kind) {
    case 'event':
      return { event: input.event, source: 'live', brand: input.brand };
    case 'malformed':
      return { event: input.report, source: 'live', brand: null };
    case 'connection':
      return { event: { type: 'connection/state-changed', state: input.state, previous: input.previous }, source: 'system', brand: null };
    case 'resubscribed':
      return { event: { type: 'connection/resubscribed' }, source: 'system', brand: null };
    default: {
      const _exhaustive: never = input;
      throw new Error(`unknown live input ${JSON.stringify(_exhaustive)}`);
    }
  }
}

/**
 * Live port input → emissions. Events keep the brand of the channel they arrived on (the port
 * tells it), and so does a failed channel authorisation; malformed payloads and connection
 * changes belong to no brand (a diagnostic is counted whatever the scope).
 */
import type { LiveInput } from '../../ports/types';
import type { Emission } from './emission';

export function liveInputToEmissions(input: LiveInput): readonly Emission[] {
  switch (input.kind) {
    case 'event': {
      const event: Emission = { event: input.event, source: 'live', brand: input.brand };
      // A dropped field is counted before the event it came with.
      return input.dropped === undefined ? [event] : [{ event: input.dropped, source: 'live', brand: null }, event];
    }
    case 'malformed':
      return [{ event: input.report, source: 'live', brand: null }];
    case 'connection':
      return [{ event: { type: 'connection/state-changed', state: input.state, previous: input.previous }, source: 'system', brand: null }];
    case 'resubscribed':
      return [{ event: { type: 'connection/resubscribed' }, source: 'system', brand: null }];
    case 'presence':
      return [{ event: input.event, source: 'live', brand: input.brand }];
    case 'channel-auth-failed':
      return [{ event: { type: 'connection/channel-auth-failed', channel: input.channel, status: input.status }, source: 'system', brand: input.brand }];
    default: {
      const _exhaustive: never = input;
      throw new Error(`unknown live input ${JSON.stringify(_exhaustive)}`);
    }
  }
}

/** Live connection state, as reported by the live port. */
import type { EventOf } from '../../contract/events';
import type { ConnectionSlice } from '../../contract/snapshot';

export type ConnectionEvent = EventOf<'connection/state-changed' | 'connection/resubscribed'>;

export const initialConnection: ConnectionSlice = { state: 'idle', reconnects: 0 };

export function reduceConnection(slice: ConnectionSlice, event: ConnectionEvent): ConnectionSlice {
  switch (event.type) {
    case 'connection/state-changed':
      return slice.state === event.state ? slice : { ...slice, state: event.state };
    case 'connection/resubscribed':
      // The port reports "resubscribed" only after a connection came back, so this is the count
      // of recoveries, not of connection attempts.
      return { ...slice, reconnects: slice.reconnects + 1 };
    default: {
      const _exhaustive: never = event;
      return slice;
    }
  }
}

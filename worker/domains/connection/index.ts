/**
 * The live connection, as the live port reports it. `connection/resubscribed` is also the resync
 * trigger every refreshing effect listens to (core/effect.ts `resync$`).
 */
import { defineDomain, defineSlice } from '../domain';

export const connectionSlice = defineSlice({
  name: 'connection',
  initial: { state: 'idle', reconnects: 0 },
  cases: {
    'connection/state-changed': (slice, event) => (slice.state === event.state ? slice : { ...slice, state: event.state }),
    // The port reports "resubscribed" only after a connection came back, so this counts
    // recoveries, not connection attempts.
    'connection/resubscribed': (slice) => ({ ...slice, reconnects: slice.reconnects + 1 }),
  },
});

export const connectionDomain = defineDomain({ slice: connectionSlice });

/**
 * The live connection, as the live port reports it. `connection/resubscribed` is also the resync
 * trigger every refreshing effect listens to (core/effect.ts `resync$`), and so is
 * `connection/resync-requested` (the browser came back online: HTTP loads made meanwhile failed).
 */
import { emitCommand, OK } from '../../engine/commands/command-context';
import type { CommandHandlers } from '../domain';
import { defineDomain, defineSlice } from '../domain';
import { downForAWhile } from './down-for-a-while';

export const connectionSlice = defineSlice({
  name: 'connection',
  initial: { state: 'idle', reconnects: 0, downForAWhile: false },
  cases: {
    'connection/state-changed': (slice, event) => {
      if (slice.state === event.state) return slice;
      // Back up: the quiet "down" indicator goes at once.
      return { ...slice, state: event.state, downForAWhile: event.state === 'connected' ? false : slice.downForAWhile };
    },
    // The port reports "resubscribed" only after a connection came back, so this counts
    // recoveries, not connection attempts.
    'connection/resubscribed': (slice) => ({ ...slice, reconnects: slice.reconnects + 1 }),
    // The effect is cancelled by a reconnect; the guard keeps a late one harmless all the same.
    'connection/down-for-a-while': (slice) => (slice.state === 'connected' || slice.downForAWhile ? slice : { ...slice, downForAWhile: true }),
  },
});

const connectionCommands = {
  'connection/resync': (ctx) => {
    emitCommand(ctx, { type: 'connection/resync-requested' }, null);
    return OK;
  },
} satisfies CommandHandlers;

export const connectionDomain = defineDomain({
  slice: connectionSlice,
  effects: [downForAWhile],
  commands: connectionCommands,
  signals: ['connection/resync-requested'],
});

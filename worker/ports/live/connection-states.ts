/**
 * pusher-js connection states → the domain's ConnectionState.
 *
 *   initialized ─► connecting ─► connected ──► (socket lost) ─► connecting ─► connected ...
 *                      │  ▲                                         │
 *                      ▼  │                                         ▼
 *                  unavailable (retrying)                   failed (no transport)
 *   disconnect() ─► disconnected
 *
 * A `connected` that follows an earlier `connected` is a RE-connect: pusher-js subscribes every
 * channel again, and once all have answered the port reports `resubscribed` (time to resync:
 * events sent while we were away are lost, soketi does not replay them).
 */
import type { ConnectionState } from '../../domains/connection/contract';

const PUSHER_STATES: ReadonlyMap<string, ConnectionState> = new Map([
  ['initialized', 'idle'],
  ['connecting', 'connecting'],
  ['connected', 'connected'],
  ['unavailable', 'unavailable'],
  ['failed', 'failed'],
  ['disconnected', 'disconnected'],
]);

/** null for a state this version does not know (ignored rather than guessed). */
export function toConnectionState(pusherState: unknown): ConnectionState | null {
  return typeof pusherState === 'string' ? (PUSHER_STATES.get(pusherState) ?? null) : null;
}

/**
 * The quiet "live connection is down" signal: once the connection has been up, a drop that lasts
 * CONNECTION_DOWN_NOTICE_MS without coming back emits `connection/down-for-a-while`. A short blip
 * (pusher-js reconnects within a second or two) shows nothing, and neither does the first connect,
 * however slow. Timed on the ports' scheduler, so tests run it on virtual time.
 */
import { distinctUntilChanged, EMPTY, map, scan, switchMap, timer } from 'rxjs';
import { ofType, type Effect } from '../../engine/core/effect';
import type { Emission } from '../../engine/core/emission';

export const CONNECTION_DOWN_NOTICE_MS = 3_000;

const NOTICE: Emission = { event: { type: 'connection/down-for-a-while' }, source: 'system', brand: null };

export const downForAWhile: Effect = (event$, rt) =>
  event$.pipe(
    ofType('connection/state-changed'),
    scan(
      (seen, envelope) => {
        const connected = envelope.event.state === 'connected';
        return { everConnected: seen.everConnected || connected, down: seen.everConnected && !connected };
      },
      { everConnected: false, down: false },
    ),
    map((seen) => seen.down),
    // connecting → unavailable → connecting is one outage: the clock starts at the first drop.
    distinctUntilChanged(),
    switchMap((down) => (down ? timer(CONNECTION_DOWN_NOTICE_MS, rt.ports.scheduler).pipe(map(() => NOTICE)) : EMPTY)),
  );

/**
 * A pusher-js client (the Node build of the library the app's worker uses) that records its
 * connection states with timestamps, for tests that cut live connections and wait for the
 * reconnect. Used by server tests and by the e2e spec against the real stack.
 */
import Pusher from 'pusher-js';

export interface StateChange {
  readonly state: string;
  readonly at: number;
}

export interface RecordingPusherClient {
  readonly pusher: Pusher;
  readonly changes: StateChange[];
  /** A position in `changes`: what `reached` waits after. */
  mark(): number;
  /** Resolves with the time (ms epoch) of the first change to `state` at or after `mark`; rejects after `timeoutMs`. */
  reached(state: string, mark: number, timeoutMs: number): Promise<number>;
  disconnect(): void;
}

export function connectPusherClient(o: { key: string; host: string; port: number }): RecordingPusherClient {
  const pusher = new Pusher(o.key, { cluster: 'mt1', wsHost: o.host, wsPort: o.port, forceTLS: false, enabledTransports: ['ws'], disableStats: true });
  const changes: StateChange[] = [];
  const waiters = new Set<() => void>();
  pusher.connection.bind('state_change', ({ current }: { current: string }) => {
    changes.push({ state: current, at: Date.now() });
    for (const wake of [...waiters]) wake();
  });
  return {
    pusher,
    changes,
    mark: () => changes.length,
    reached(state, mark, timeoutMs) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const hit = changes.slice(mark).find((c) => c.state === state);
          if (!hit) return;
          cleanup();
          resolve(hit.at);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`pusher-js did not reach "${state}" within ${timeoutMs} ms (states: ${changes.map((c) => c.state).join(' → ')})`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    disconnect: () => pusher.disconnect(),
  };
}

/**
 * A minimal Chrome DevTools Protocol client over the browser's WebSocket endpoint. The benchmark
 * talks CDP itself instead of through Playwright because Playwright attaches a DevTools session
 * to every page and worker (with the Network domain on), and the CPU figures must be taken from
 * a page that no DevTools session is attached to (docs/benchmarks.md). Here a page is attached
 * only when a phase needs it, with nothing enabled but what that phase asks for, and detached again.
 */
import WebSocket from 'ws';

type Params = Record<string, unknown>;
type Listener = (params: Params, sessionId: string | undefined) => void;

interface Pending {
  resolve(result: Params): void;
  reject(error: Error): void;
  method: string;
}

export interface CdpConnection {
  /** Sends a command, to the browser (no session) or to an attached target's session. */
  send<T = Params>(method: string, params?: Params, sessionId?: string): Promise<T>;
  /** Listens to an event; the returned function stops listening. */
  on(method: string, listener: Listener): () => void;
  close(): void;
}

export async function connectCdp(wsUrl: string): Promise<CdpConnection> {
  const socket = new WebSocket(wsUrl, { perMessageDeflate: false, maxPayload: 256 * 1024 * 1024 });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  let nextId = 1;
  const pending = new Map<number, Pending>();
  const listeners = new Map<string, Set<Listener>>();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { id?: number; result?: Params; error?: { message: string }; method?: string; params?: Params; sessionId?: string };
    if (message.id !== undefined) {
      const call = pending.get(message.id);
      if (call === undefined) return;
      pending.delete(message.id);
      if (message.error) call.reject(new Error(`${call.method}: ${message.error.message}`));
      else call.resolve(message.result ?? {});
      return;
    }
    if (message.method) for (const listener of listeners.get(message.method) ?? []) listener(message.params ?? {}, message.sessionId);
  });
  socket.on('close', () => {
    for (const call of pending.values()) call.reject(new Error(`${call.method}: the browser connection closed`));
    pending.clear();
  });
  return {
    send<T>(method: string, params: Params = {}, sessionId?: string) {
      const id = nextId++;
      return new Promise<T>((resolve, reject) => {
        pending.set(id, { resolve: resolve as (result: Params) => void, reject, method });
        socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
      });
    },
    on(method, listener) {
      const set = listeners.get(method) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(method, set);
      return () => set.delete(listener);
    },
    close: () => socket.close(),
  };
}

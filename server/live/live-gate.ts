/**
 * The live gate: a TCP pass-through between the browsers and soketi, so the control API can cut
 * every live connection (`POST /__control/live/drop`). soketi has no "disconnect everyone" call,
 * and restarting it would take seconds and lose the events published meanwhile. Clients connect
 * to the gate's port (client-config `wsPort`, SOKETI_PORT); soketi listens on SOKETI_SERVER_PORT,
 * where the publisher reaches its HTTP API directly, so publishing never depends on the gate.
 *
 * It splices bytes, nothing more: the WebSocket handshake and frames pass untouched, so a
 * client cannot tell it from soketi until its socket is cut. A cut closes both sides: the
 * client sees its connection close (pusher-js reconnects by itself) and soketi forgets the
 * socket and its subscriptions, as when a laptop loses its network.
 */
import { createServer, connect, type Socket } from 'node:net';

export interface LiveGate {
  /** The port clients connect to (the real one when started on port 0). */
  readonly port: number;
  /** Client connections passing through now. */
  readonly connections: number;
  /** Whether soketi is "unreachable" now (after a drop with a down time). */
  readonly down: boolean;
  /**
   * Cuts every connection. With `downForMs`, soketi then stays unreachable that long: new
   * connections are held unanswered (a hung network, as clients see it) and pass through the
   * moment the time is up, so clients are back within milliseconds of it. A new drop replaces
   * the previous down time. Returns how many connections were cut.
   */
  drop(downForMs?: number): number;
  close(): Promise<void>;
}

export interface LiveGateOptions {
  /** Where clients connect; 0 takes a free port. */
  readonly listenPort: number;
  /** Interface to listen on; all of them by default, as soketi itself does. */
  readonly listenHost?: string;
  /** soketi's own address. */
  readonly target: { readonly host: string; readonly port: number };
}

interface Pair {
  readonly client: Socket;
  readonly upstream: Socket;
}

export async function startLiveGate(o: LiveGateOptions): Promise<LiveGate> {
  const pairs = new Set<Pair>();
  /** Connections made while down: not read (a socket is paused until piped), answered when it is up again. */
  const held = new Set<Socket>();
  let release: NodeJS.Timeout | null = null;

  const cut = (pair: Pair) => {
    pairs.delete(pair);
    pair.client.destroy();
    pair.upstream.destroy();
  };

  const passThrough = (client: Socket) => {
    const upstream = connect(o.target.port, o.target.host);
    const pair: Pair = { client, upstream };
    pairs.add(pair);
    // No delay on either side: Pusher messages are small and latency is what clients feel.
    client.setNoDelay(true);
    upstream.setNoDelay(true);
    client.pipe(upstream);
    upstream.pipe(client);
    // Either side ending or failing (soketi down, client gone) ends the pair.
    for (const socket of [client, upstream]) {
      socket.on('error', () => cut(pair));
      socket.on('close', () => cut(pair));
    }
  };

  const hold = (client: Socket) => {
    held.add(client);
    client.on('error', () => client.destroy());
    client.once('close', () => held.delete(client));
  };

  const up = () => {
    release = null;
    for (const client of [...held]) {
      held.delete(client);
      if (!client.destroyed) passThrough(client);
    }
  };

  const server = createServer((client) => (release ? hold(client) : passThrough(client)));

  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${o.listenPort} (the live gate in front of soketi) is already in use. Stop whatever listens there or set SOKETI_PORT.`)
          : error,
      );
    });
    server.listen(o.listenPort, o.listenHost, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : o.listenPort;

  const cutAll = () => {
    for (const pair of [...pairs]) cut(pair);
    for (const client of [...held]) client.destroy();
  };

  return {
    port,
    get connections() {
      return pairs.size;
    },
    get down() {
      return release !== null;
    },
    drop(downForMs = 0) {
      const count = pairs.size;
      if (release) clearTimeout(release);
      release = null;
      cutAll();
      if (downForMs > 0) release = setTimeout(up, downForMs);
      return count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (release) clearTimeout(release);
        release = null;
        cutAll();
        server.close(() => resolve());
      }),
  };
}

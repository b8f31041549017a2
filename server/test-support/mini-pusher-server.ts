/**
 * Just enough of the Pusher protocol (7) for pusher-js to connect and subscribe to public
 * channels: a stand-in for soketi's WebSocket side behind the live gate in tests.
 */
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';

export interface MiniPusherServer {
  readonly port: number;
  /** Sockets open now. */
  readonly sockets: number;
  close(): Promise<void>;
}

export async function startMiniPusherServer(): Promise<MiniPusherServer> {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  let socketCounter = 0;
  wss.on('connection', (socket) => {
    const send = (message: Record<string, unknown>) => socket.send(JSON.stringify(message));
    send({ event: 'pusher:connection_established', data: JSON.stringify({ socket_id: `${++socketCounter}.1`, activity_timeout: 120 }) });
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as { event: string; data?: { channel?: string } };
      if (message.event === 'pusher:ping') send({ event: 'pusher:pong', data: '{}' });
      if (message.event === 'pusher:subscribe' && message.data?.channel) send({ event: 'pusher_internal:subscription_succeeded', channel: message.data.channel, data: '{}' });
    });
  });
  return {
    port: (wss.address() as AddressInfo).port,
    get sockets() {
      return wss.clients.size;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of wss.clients) socket.terminate();
        wss.close(() => resolve());
      }),
  };
}

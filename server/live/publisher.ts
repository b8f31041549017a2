/**
 * Publishes live events to the Pusher-protocol server (soketi), as Laravel's Pusher broadcaster
 * does. Events are queued and sent together, at most 10 per triggerBatch (Pusher's limit), so a
 * storm of farm updates costs a few HTTP calls instead of hundreds. A failure to reach soketi
 * is logged, never thrown: live events are best-effort and the client resyncs on reconnect.
 */
import Pusher from 'pusher';
import type { StackConfig } from '../config.ts';

export interface LiveMessage {
  readonly channel: string;
  readonly event: string;
  readonly data: Readonly<Record<string, unknown>>;
}

export interface Publisher {
  publish(channel: string, event: string, data: Record<string, unknown>): void;
  /** Resolves when everything queued so far has been sent (or has failed). */
  flush(): Promise<void>;
  /** Signs a private-channel subscription (Pusher's `auth` string). */
  authorize(socketId: string, channel: string): { auth: string };
  close(): Promise<void>;
}

export const BATCH_LIMIT = 10;

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

type Log = { warn(obj: unknown, msg?: string): void };

/** The root cause of a pusher RequestError (ECONNREFUSED etc.), without stacks. */
function reason(error: unknown): string {
  const e = error as { message?: string; error?: { message?: string }; status?: number; body?: string };
  return [e.status ? `HTTP ${e.status}` : null, e.error?.message ?? e.message, e.body].filter(Boolean).join(': ');
}

export function createPusherPublisher(config: StackConfig, log: Log): Publisher {
  const pusher = new Pusher({
    appId: config.soketi.appId,
    key: config.soketi.key,
    secret: config.soketi.secret,
    host: config.soketi.host,
    port: String(config.soketi.port),
    useTLS: false,
    // A hung soketi must not hold app.close() (and the farm's publishes) forever.
    timeout: 5_000,
  });
  let queue: LiveMessage[] = [];
  let sending: Promise<void> = Promise.resolve();
  let scheduled = false;

  // Log the first failure of a streak only: with soketi down, every farm tick would fail.
  let failing = false;
  const send = async (batch: LiveMessage[]) => {
    for (const part of chunk(batch, BATCH_LIMIT)) {
      try {
        await pusher.triggerBatch(part.map((m) => ({ channel: m.channel, name: m.event, data: m.data })));
        failing = false;
      } catch (error) {
        if (!failing) log.warn({ reason: reason(error), events: part.map((m) => m.event) }, 'live events not delivered to soketi (dropped until it answers again)');
        failing = true;
      }
    }
  };
  const drain = () => {
    scheduled = false;
    const batch = queue;
    queue = [];
    sending = sending.then(() => send(batch));
  };

  return {
    publish(channel, event, data) {
      queue.push({ channel, event, data });
      // Coalesce everything published in the same tick into one batch.
      if (!scheduled) {
        scheduled = true;
        setImmediate(drain);
      }
    },
    async flush() {
      if (scheduled) drain();
      await sending;
    },
    authorize(socketId, channel) {
      return pusher.authorizeChannel(socketId, channel);
    },
    async close() {
      if (scheduled) drain();
      await sending;
    },
  };
}

/** A publisher for tests: records every message and signs like the real one. */
export interface RecordingPublisher extends Publisher {
  readonly messages: LiveMessage[];
  clear(): void;
}

export function createRecordingPublisher(config: StackConfig): RecordingPublisher {
  const signer = new Pusher({ appId: config.soketi.appId, key: config.soketi.key, secret: config.soketi.secret, host: config.soketi.host });
  const messages: LiveMessage[] = [];
  return {
    messages,
    publish(channel, event, data) {
      messages.push({ channel, event, data });
    },
    flush: async () => {},
    authorize: (socketId, channel) => signer.authorizeChannel(socketId, channel),
    clear() {
      messages.length = 0;
    },
    close: async () => {},
  };
}

/**
 * Publishes live events to the Pusher-protocol server (soketi), as Laravel's Pusher broadcaster
 * does. Events are queued and sent together, at most 10 per triggerBatch (Pusher's limit), so a
 * storm of farm updates costs a few HTTP calls instead of hundreds.
 *
 * Failures are never silent: an event over soketi's limits is refused before sending (soketi
 * would drop it and the rest of its batch), and a batch soketi does not accept fails, including
 * soketi's way of refusing a batch: HTTP 200 with `{ error, code: 413 }` in the body. Every
 * failure is logged and rejects that event's delivery and the `flush` waiting for it, so a route
 * can answer with the error; the farm, which waits for nothing, only logs (clients resync on
 * reconnect anyway).
 */
import Pusher from 'pusher';
import type { StackConfig } from '../config.ts';
import { createDeliveries } from './deliveries.ts';
import { LiveDeliveryFailed, refusalOf } from './delivery-errors.ts';
import type { PresenceChannelData } from '../../worker/domains/presence/contract';

export interface LiveMessage {
  readonly channel: string;
  readonly event: string;
  readonly data: Readonly<Record<string, unknown>>;
}

export interface Publisher {
  /**
   * Queues one event. The promise settles when soketi accepted it, or rejects with
   * LiveEventRefused (never sent) or LiveDeliveryFailed; ignoring it is safe (failures are logged).
   */
  publish(channel: string, event: string, data: Record<string, unknown>): Promise<void>;
  /** Sends what is queued and waits for every event not settled yet; rejects with the first failure among them. */
  flush(): Promise<void>;
  /**
   * Signs a private-channel subscription (Pusher's `auth` string); with `presence`, a presence
   * subscription, whose `channel_data` (the member soketi announces to the others) is signed too.
   */
  authorize(socketId: string, channel: string, presence?: PresenceChannelData): { auth: string; channel_data?: string };
  /** Sends what is queued and waits for it; never rejects. */
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

/** soketi refuses a batch with HTTP 200 and `{ error, code }` in the body (it writes headers before the status). */
async function refusalInBody(response: { text(): Promise<string> }): Promise<string | null> {
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `unexpected answer ${JSON.stringify(text.slice(0, 200))}`;
  }
  const { error, code } = (body ?? {}) as { error?: unknown; code?: unknown };
  if (error === undefined && (typeof code !== 'number' || code < 400)) return null;
  return `${String(error ?? 'error')}${typeof code === 'number' ? ` (code ${code})` : ''}`;
}

interface Queued extends LiveMessage {
  resolve(): void;
  reject(error: Error): void;
}

export function createPusherPublisher(config: StackConfig, log: Log): Publisher {
  const pusher = new Pusher({
    appId: config.soketi.appId,
    key: config.soketi.key,
    secret: config.soketi.secret,
    host: config.soketi.host,
    port: String(config.soketi.serverPort),
    useTLS: false,
    // A hung soketi must not hold app.close() (and the farm's publishes) forever.
    timeout: 5_000,
  });
  const deliveries = createDeliveries();
  let queue: Queued[] = [];
  let sending: Promise<void> = Promise.resolve();
  let scheduled = false;

  // Log the first "unreachable" of a streak only: with soketi down, every farm tick would fail.
  // A refusal in the body is about these very events: logged every time.
  let unreachable = false;
  const sendPart = async (part: Queued[]) => {
    const events = part.map((m) => m.event);
    let refused: string | null;
    try {
      const response = await pusher.triggerBatch(part.map((m) => ({ channel: m.channel, name: m.event, data: m.data })));
      unreachable = false;
      refused = await refusalInBody(response);
    } catch (error) {
      const why = reason(error);
      if (!unreachable) log.warn({ reason: why, events }, 'live events not delivered to soketi (dropped until it answers again)');
      unreachable = true;
      for (const m of part) m.reject(new LiveDeliveryFailed(events, why));
      return;
    }
    if (refused === null) {
      for (const m of part) m.resolve();
      return;
    }
    log.warn({ reason: refused, events }, 'soketi refused live events (dropped)');
    for (const m of part) m.reject(new LiveDeliveryFailed(events, refused));
  };
  const send = async (batch: Queued[]) => {
    for (const part of chunk(batch, BATCH_LIMIT)) await sendPart(part);
  };
  const drain = () => {
    scheduled = false;
    const batch = queue;
    queue = [];
    sending = sending.then(() => send(batch));
  };

  return {
    publish(channel, event, data) {
      const refused = refusalOf(channel, event, data);
      if (refused) {
        log.warn({ reason: refused.message, events: [event] }, 'live event refused before sending');
        return deliveries.track(Promise.reject(refused));
      }
      const delivery = new Promise<void>((resolve, reject) => {
        queue.push({ channel, event, data, resolve, reject });
      });
      // Coalesce everything published in the same tick into one batch.
      if (!scheduled) {
        scheduled = true;
        setImmediate(drain);
      }
      return deliveries.track(delivery);
    },
    async flush() {
      if (scheduled) drain();
      await deliveries.settle();
    },
    authorize(socketId, channel, presence) {
      return pusher.authorizeChannel(socketId, channel, presence as unknown as Pusher.PresenceChannelData | undefined);
    },
    async close() {
      if (scheduled) drain();
      await sending;
    },
  };
}

/** A publisher for tests: records every message it would send and signs like the real one. */
export interface RecordingPublisher extends Publisher {
  readonly messages: LiveMessage[];
  clear(): void;
}

export function createRecordingPublisher(config: StackConfig): RecordingPublisher {
  const signer = new Pusher({ appId: config.soketi.appId, key: config.soketi.key, secret: config.soketi.secret, host: config.soketi.host });
  const messages: LiveMessage[] = [];
  const deliveries = createDeliveries();
  return {
    messages,
    publish(channel, event, data) {
      // Refuses what the real publisher refuses, so route tests see the same answers.
      const refused = refusalOf(channel, event, data);
      if (refused) return deliveries.track(Promise.reject(refused));
      messages.push({ channel, event, data });
      return Promise.resolve();
    },
    flush: () => deliveries.settle(),
    authorize: (socketId, channel, presence) => signer.authorizeChannel(socketId, channel, presence as unknown as Pusher.PresenceChannelData | undefined),
    clear() {
      messages.length = 0;
    },
    close: async () => {},
  };
}

/**
 * The live-event storm through soketi: publishes to soketi's own port (not through the API
 * server) with the `pusher` package, as the Laravel backend's broadcaster does, `triggerBatch`
 * with at most 10 events per call. Every 50 ms it sends what the rate makes due. The events are
 * worker/bench/storm-sequence.ts's (80 % build progress, 10 % Spend with balance and version,
 * 10 % storage), the same the source inside the engine's host sends (host-storm.ts). The storm
 * remembers when each build's progress value was sent, to pair it with the moment the page
 * painted it (event→paint).
 */
import { Agent } from 'node:http';
import Pusher from 'pusher';
import type { StackConfig } from '../../../server/config';
import { BATCH_LIMIT, chunk } from '../../../server/live/publisher';
import { brandChannel } from '../../../worker/contract/live-channels';
import { wireEventName } from '../../../server/live/events';
import { progressKey, stormEvent, type StormBrand, type StormCursor } from '../../../worker/bench/storm-sequence';

export type { StormBrand, StormCursor };

export interface SoketiTarget {
  readonly host: string;
  /** soketi's own port (SOKETI_SERVER_PORT), where the backend publishes. */
  readonly serverPort: number;
  readonly appId: string;
  readonly key: string;
  readonly secret: string;
}

/** Where a stack's backend publishes (server/live/publisher.ts does the same). */
export function soketiOf(config: StackConfig): SoketiTarget {
  const { host, serverPort, appId, key, secret } = config.soketi;
  return { host, serverPort, appId, key, secret };
}

export interface StormResult {
  readonly published: number;
  readonly failed: number;
  readonly seconds: number;
  /** Per `${buildId}:${progress}` (progressKey): each time it was sent (Date.now), oldest first. */
  readonly progressSentAt: ReadonlyMap<string, readonly number[]>;
  /** The last progress sent per build. */
  readonly lastProgress: ReadonlyMap<number, number>;
}

/** A storm under way, from either source (this one, or the host's: host-storm-client.ts). */
export interface Storm {
  /** Stops sending (the host's storm ends by itself: waits for its end). */
  stop(): Promise<void>;
  /**
   * What was sent, once stopped; `keys` (progressKey) and `ids` are the values and rows the
   * page painted and showed (the host's storm answers for those only, the publisher has all).
   */
  report(keys: readonly string[], ids: readonly number[]): Promise<StormResult>;
}

const TICK_MS = 50;

interface Outgoing {
  readonly channel: string;
  readonly name: string;
  readonly data: Record<string, unknown>;
}

export function startStorm(soketi: SoketiTarget, brand: StormBrand, options: { rate: number; cursor: StormCursor }): Storm {
  const agent = new Agent({ keepAlive: true, maxSockets: 16 });
  const pusher = new Pusher({ appId: soketi.appId, key: soketi.key, secret: soketi.secret, host: soketi.host, port: String(soketi.serverPort), useTLS: false, timeout: 10_000, agent });
  const channel = brandChannel(brand.identifier);
  const progressSentAt = new Map<string, number[]>();
  const lastProgress = new Map<number, number>();
  const inFlight = new Set<Promise<void>>();
  let published = 0;
  let failed = 0;
  let made = 0;
  const started = Date.now();

  const nextEvent = (sentAt: number): Outgoing => {
    const event = stormEvent(brand, options.cursor, made++, sentAt);
    if (event.progress !== null) {
      const key = progressKey(event.progress.id, event.progress.value);
      const times = progressSentAt.get(key);
      if (times === undefined) progressSentAt.set(key, [sentAt]);
      else times.push(sentAt);
      lastProgress.set(event.progress.id, event.progress.value);
    }
    return { channel, name: wireEventName(event.name), data: event.data };
  };

  const send = (events: Outgoing[]) => {
    const call = pusher
      .triggerBatch(events.map((e) => ({ channel: e.channel, name: e.name, data: e.data })))
      .then(async (response) => {
        // soketi refuses a batch with HTTP 200 and `{ error }` in the body (server/live/publisher.ts).
        const body = await response.text();
        if (body.includes('"error"')) failed += events.length;
        else published += events.length;
      })
      .catch(() => {
        failed += events.length;
      })
      .finally(() => inFlight.delete(call));
    inFlight.add(call);
  };

  const tick = () => {
    const now = Date.now();
    const due = Math.floor(((now - started) / 1000) * options.rate) - made;
    if (due <= 0) return;
    const events = Array.from({ length: due }, () => nextEvent(now));
    for (const part of chunk(events, BATCH_LIMIT)) send(part);
  };
  const timer = setInterval(tick, TICK_MS);

  let seconds: number | null = null;
  return {
    async stop() {
      if (seconds !== null) return;
      clearInterval(timer);
      seconds = (Date.now() - started) / 1000;
      await Promise.all(inFlight);
      agent.destroy();
    },
    async report() {
      if (seconds === null) throw new Error('The storm is still running');
      return { published, failed, seconds, progressSentAt, lastProgress };
    },
  };
}

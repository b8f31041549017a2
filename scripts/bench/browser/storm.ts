/**
 * The live-event storm: publishes to soketi's own port (not through the API server) with the
 * `pusher` package, as the Laravel backend's broadcaster does, `triggerBatch` with at most 10
 * events per call. Every 50 ms it sends what the rate makes due. The mix: 80 % VisualBuildUpdated
 * (progress of the seeded builds, round robin, so every build moves in turn), 10 %
 * BalanceManager.Spend, 10 % BrandStoreUsageCalculated. Each event carries `sentAt` (Date.now);
 * the storm also remembers when each build's progress value was sent, to pair it with the moment
 * the page painted it (event→paint).
 */
import { Agent } from 'node:http';
import Pusher from 'pusher';
import type { StackConfig } from '../../../server/config';
import { BATCH_LIMIT, chunk } from '../../../server/live/publisher';
import { brandChannel, LIVE_EVENTS } from '../../../server/live/events';

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

export interface StormBrand {
  readonly id: number;
  readonly identifier: string;
  /** The builds whose progress the storm moves. */
  readonly buildIds: readonly number[];
}

/**
 * Where the progress sequence stands, kept across the storms of one page so that every value a
 * build shows is new (progress 1–99, status `rendering`: never final, so no build is fetched).
 */
export interface ProgressCursor {
  next: number;
}

export interface StormResult {
  readonly published: number;
  readonly failed: number;
  readonly seconds: number;
  /** Per `${buildId}:${progress}`: when it was sent (Date.now). */
  readonly progressSentAt: ReadonlyMap<string, number>;
  /** The last progress sent per build. */
  readonly lastProgress: ReadonlyMap<number, number>;
}

export interface Storm {
  /** Stops sending and waits for the calls in flight. */
  stop(): Promise<StormResult>;
}

const TICK_MS = 50;

interface Outgoing {
  readonly channel: string;
  readonly name: string;
  readonly data: Record<string, unknown>;
}

export function startStorm(soketi: SoketiTarget, brand: StormBrand, options: { rate: number; cursor: ProgressCursor }): Storm {
  const agent = new Agent({ keepAlive: true, maxSockets: 16 });
  const pusher = new Pusher({ appId: soketi.appId, key: soketi.key, secret: soketi.secret, host: soketi.host, port: String(soketi.serverPort), useTLS: false, timeout: 10_000, agent });
  const channel = brandChannel(brand.identifier);
  const progressSentAt = new Map<string, number>();
  const lastProgress = new Map<number, number>();
  const inFlight = new Set<Promise<void>>();
  let published = 0;
  let failed = 0;
  let made = 0;
  const started = Date.now();

  const nextEvent = (sentAt: number): Outgoing => {
    const slot = made++ % 10;
    if (slot === 8) return { channel, name: LIVE_EVENTS.BalanceManagerSpend, data: { brandId: brand.id, amount: 0.01, sentAt } };
    if (slot === 9) return { channel, name: LIVE_EVENTS.BrandStoreUsageCalculated, data: { brandId: brand.id, sentAt } };
    const k = options.cursor.next++;
    const id = brand.buildIds[k % brand.buildIds.length]!;
    const progress = 1 + (Math.floor(k / brand.buildIds.length) % 99);
    progressSentAt.set(`${id}:${progress}`, sentAt);
    lastProgress.set(id, progress);
    return { channel, name: LIVE_EVENTS.VisualBuildUpdated, data: { brandId: brand.id, visualBuild: { id, status: 'rendering', progress }, sentAt } };
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

  return {
    async stop() {
      clearInterval(timer);
      const seconds = (Date.now() - started) / 1000;
      await Promise.all(inFlight);
      agent.destroy();
      return { published, failed, seconds, progressSentAt, lastProgress };
    },
  };
}

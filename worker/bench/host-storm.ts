/**
 * The benchmark's storm from inside the engine's host (docs/benchmarks.md): for event rates that
 * soketi and a publisher cannot carry on a small machine beside the browser they feed (10,000
 * events/s on 2 cores), the storm's events (storm-sequence.ts) are made where the engine runs, in
 * the worker or, with `?worker=0`, on the page, and handed to the engine exactly as the live port
 * hands it what the socket brought: a payload parsed from JSON text and decoded by the same
 * decoder. Only the socket, pusher-js and laravel-echo are left out, in both modes alike.
 *
 * Not in production builds (boot-data-layer.ts). Idle until the benchmark starts it through
 * DevTools (`globalThis.__adcreativeHostStorm.start(…)`); it stops by itself after `seconds`, or
 * earlier when asked (`stop()`).
 */
import { LIVE_EVENTS } from '../domains/registry';
import { brandChannel } from '../contract/live-channels';
import { createLiveDecoder } from '../ports/live/decode-live-event';
import type { LiveInput, LivePort } from '../ports/types';
import { progressKey, stormEvent, type StormBrand, type StormCursor, type StormEventName } from './storm-sequence';

export const HOST_STORM_GLOBAL = '__adcreativeHostStorm';

export interface HostStormStart {
  /** Events per second. */
  readonly rate: number;
  readonly seconds: number;
  readonly brand: StormBrand;
  /** Where this page's sequence stands (the report gives it back, moved). */
  readonly cursor: StormCursor;
}

export interface HostStormReport {
  readonly running: boolean;
  /** Events handed to the engine in the last storm, and over how long. */
  readonly published: number;
  readonly seconds: number;
  readonly cursor: StormCursor;
  /**
   * Per key asked for (storm-sequence.ts progressKey): each time it was sent (Date.now), oldest
   * first. A fast storm sends a value again once the sequence comes round (500 builds × 99 values).
   */
  readonly sentAt: readonly (readonly number[])[];
  /** Per build id asked for: the last progress value sent, or null. */
  readonly last: readonly (number | null)[];
}

export interface HostStormControl {
  start(params: HostStormStart): true;
  /**
   * Ends the storm now, before its `seconds` (the benchmark's interactions take as long as they
   * take); false when none was running.
   */
  stop(): boolean;
  report(keys: readonly string[], ids: readonly number[]): HostStormReport;
}

/**
 * Every 10 ms what the rate makes due: events arrive in small groups, as socket messages do,
 * rather than in one long task per 50 ms.
 */
const TICK_MS = 10;

/** The name as pusher-js delivers it after echo (create-live-port.ts pusherNameOf). */
const pusherName = (name: StormEventName) => `App\\Events\\${name.replace(/\./g, '\\')}`;

function checked(p: HostStormStart): HostStormStart {
  const positive = (n: unknown) => typeof n === 'number' && Number.isFinite(n) && n > 0;
  if (!positive(p?.rate) || !positive(p.seconds)) throw new Error(`The host storm needs a rate and seconds above 0, got ${JSON.stringify({ rate: p?.rate, seconds: p?.seconds })}`);
  const b = p.brand;
  if (!b || typeof b.id !== 'number' || typeof b.identifier !== 'string' || !Array.isArray(b.buildIds) || b.buildIds.length === 0 || typeof b.balance !== 'number') {
    throw new Error('The host storm needs a brand { id, identifier, buildIds (at least one), balance }');
  }
  if (!p.cursor || typeof p.cursor.next !== 'number' || typeof p.cursor.spends !== 'number') throw new Error('The host storm needs a cursor { next, spends }');
  return p;
}

/** The live port, unchanged, with the host storm beside it on `scope`. */
export function withHostStorm(live: LivePort, scope: Record<string, unknown> = globalThis as unknown as Record<string, unknown>): LivePort {
  const decode = createLiveDecoder(LIVE_EVENTS);
  let listener: ((input: LiveInput) => void) | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  let cursor: StormCursor = { next: 0, spends: 0 };
  let published = 0;
  let seconds = 0;
  const sentAt = new Map<string, number[]>();
  const last = new Map<number, number>();

  let startedAt = 0;
  const stop = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
    seconds = (Date.now() - startedAt) / 1000;
  };

  const control: HostStormControl = {
    start(params) {
      const p = checked(params);
      const deliver = listener;
      if (deliver === null) throw new Error('The host storm cannot start before the live connection does');
      if (timer !== null) throw new Error('A host storm is already running');
      const channel = brandChannel(p.brand.identifier);
      cursor = { next: p.cursor.next, spends: p.cursor.spends };
      published = 0;
      sentAt.clear();
      last.clear();
      const started = Date.now();
      startedAt = started;
      const end = started + p.seconds * 1000;
      timer = setInterval(() => {
        const now = Date.now();
        const due = Math.floor(((Math.min(now, end) - started) / 1000) * p.rate) - published;
        for (let i = 0; i < due; i++) {
          const event = stormEvent(p.brand, cursor, published++, now);
          if (event.progress !== null) {
            const key = progressKey(event.progress.id, event.progress.value);
            const times = sentAt.get(key);
            if (times === undefined) sentAt.set(key, [now]);
            else times.push(now);
            last.set(event.progress.id, event.progress.value);
          }
          // As the socket delivers it: text, parsed, then decoded.
          deliver(decode(channel, pusherName(event.name), JSON.parse(JSON.stringify(event.data))));
        }
        if (now >= end) stop();
      }, TICK_MS);
      return true;
    },
    stop() {
      if (timer === null) return false;
      stop();
      return true;
    },
    report(keys, ids) {
      return {
        running: timer !== null,
        published,
        seconds,
        cursor: { ...cursor },
        sentAt: keys.map((key) => sentAt.get(key) ?? []),
        last: ids.map((id) => last.get(id) ?? null),
      };
    },
  };
  scope[HOST_STORM_GLOBAL] = control;

  return {
    connect(next) {
      listener = next;
      live.connect(next);
    },
    setBrand: (identifier) => live.setBrand(identifier),
    setXsrfToken: (token) => live.setXsrfToken(token),
    retryChannel: (name) => live.retryChannel(name),
    joinPresence: (name) => live.joinPresence(name),
    leavePresence: (name) => live.leavePresence(name),
    signalEditing: (name, editing) => live.signalEditing(name, editing),
    disconnect: () => live.disconnect(),
  };
}

/**
 * The bridge batcher: at most one Batch per window (~16 ms, one frame) per listener, carrying the
 * slices whose identity changed since that listener's previous batch, the watched queries that
 * changed (query-diff.ts) and the envelopes folded meanwhile. Per-event messages top out around
 * 3,000/s through Comlink (docs/platform-notes.md); one message per frame keeps up with anything.
 *
 *   change ─▶ (first of the window schedules a flush in windowMs) ─▶ flush ─▶ Batch per listener
 *
 * Backpressure (Grafana Live's readiness pattern): a listener's returned promise is its
 * acknowledgement. Until it settles the listener gets nothing; changes keep merging into its next
 * batch (its baseline does not move), so a busy main thread never builds up a queue and still
 * ends with the exact state. Envelopes are capped per listener (newest kept): they are for
 * devtools, the state travels in `changed`, and seq gaps show what was left out.
 */
import type { SchedulerLike, Subscription } from 'rxjs';
import type { Batch, BatchListener } from '../contract/api';
import type { Envelope } from '../contract/events';
import type { WatchId } from '../contract/live-queries';
import type { BridgedSnapshot, Snapshot } from '../contract/snapshot';
import { SLICE_NAMES } from '../domains/registry';
import type { WatchView } from '../engine/live-queries/live-queries';
import { BridgedState } from './bridged-state';
import { diffQueries, type SentWatch } from './query-diff';

export interface BatcherOptions {
  readonly scheduler: SchedulerLike;
  readonly state: () => Snapshot;
  /** The watched queries, in creation order. */
  readonly queries?: () => Iterable<WatchView>;
  readonly windowMs?: number;
  readonly maxEnvelopesPerBatch?: number;
}

interface Listener {
  readonly id: number;
  readonly listener: BatchListener;
  lastSent: BridgedSnapshot | null;
  batch: number;
  /** A batch is out and not acknowledged yet. */
  awaitingAck: boolean;
  /** Whether this listener wants envelopes at all (api.ts SubscribeOptions). */
  wantsEnvelopes: boolean;
  envelopes: Envelope[];
  readonly sentQueries: Map<WatchId, SentWatch>;
}

export const BATCH_WINDOW_MS = 16;
export const MAX_ENVELOPES_PER_BATCH = 50;

export class Batcher {
  private readonly listeners = new Map<number, Listener>();
  private nextId = 1;
  private scheduled: Subscription | null = null;
  private readonly windowMs: number;
  private readonly maxEnvelopes: number;
  private readonly bridged = new BridgedState();

  constructor(private readonly options: BatcherOptions) {
    this.windowMs = options.windowMs ?? BATCH_WINDOW_MS;
    this.maxEnvelopes = options.maxEnvelopesPerBatch ?? MAX_ENVELOPES_PER_BATCH;
  }

  subscribe(listener: BatchListener, wantsEnvelopes = true): number {
    const id = this.nextId++;
    this.listeners.set(id, { id, listener, lastSent: null, batch: 0, awaitingAck: false, wantsEnvelopes, envelopes: [], sentQueries: new Map() });
    this.schedule();
    return id;
  }

  /** From now on, envelopes for this listener or not (those collected so far are dropped when off). */
  streamEnvelopes(id: number, on: boolean): void {
    const entry = this.listeners.get(id);
    if (entry === undefined) return;
    entry.wantsEnvelopes = on;
    if (!on) entry.envelopes = [];
  }

  unsubscribe(id: number): void {
    this.listeners.delete(id);
  }

  push(envelope: Envelope): void {
    if (this.listeners.size === 0) return;
    for (const entry of this.listeners.values()) {
      if (!entry.wantsEnvelopes) continue;
      entry.envelopes.push(envelope);
      // Trim rarely (amortised), not on every push.
      if (entry.envelopes.length > this.maxEnvelopes * 2) entry.envelopes = entry.envelopes.slice(-this.maxEnvelopes);
    }
    // Every envelope may have changed a slice: the flush finds out, per listener.
    this.schedule();
  }

  /** The state as the bridge sends it (a long list's slice without its rows). */
  snapshot(): BridgedSnapshot {
    return this.bridged.of(this.options.state());
  }

  /** Something other than an envelope changed (a watched query). */
  touch(): void {
    if (this.listeners.size > 0) this.schedule();
  }

  flush(): void {
    this.scheduled?.unsubscribe();
    this.scheduled = null;
    const state = this.snapshot();
    for (const entry of this.listeners.values()) {
      if (entry.awaitingAck) continue;
      const changed = changedSlices(entry.lastSent, state);
      const queries = this.options.queries ? diffQueries(this.options.queries(), entry.sentQueries) : [];
      if (changed === null && queries.length === 0 && entry.envelopes.length === 0) continue;
      const envelopes = entry.envelopes.length > this.maxEnvelopes ? entry.envelopes.slice(-this.maxEnvelopes) : entry.envelopes;
      entry.envelopes = [];
      entry.lastSent = state;
      entry.batch += 1;
      this.send(entry, { batch: entry.batch, changed: changed ?? {}, queries, envelopes });
    }
  }

  dispose(): void {
    this.scheduled?.unsubscribe();
    this.scheduled = null;
    this.listeners.clear();
  }

  private send(entry: Listener, batch: Batch): void {
    let ack: void | Promise<void>;
    try {
      ack = entry.listener(batch);
    } catch {
      // One broken listener must not starve the others; it sees the gap in batch numbers.
      return;
    }
    if (ack === undefined) return;
    entry.awaitingAck = true;
    const acknowledged = () => {
      entry.awaitingAck = false;
      // Whatever merged meanwhile goes out at the window's next tick.
      if (this.listeners.get(entry.id) === entry) this.schedule();
    };
    ack.then(acknowledged, acknowledged);
  }

  private schedule(): void {
    if (this.scheduled !== null) return;
    this.scheduled = this.options.scheduler.schedule(() => {
      this.scheduled = null;
      this.flush();
    }, this.windowMs);
  }
}

/** Slices whose identity differs (all of them for a first batch); null when none does. */
function changedSlices(previous: BridgedSnapshot | null, state: BridgedSnapshot): Partial<BridgedSnapshot> | null {
  if (previous === state) return null;
  const changed: Record<string, unknown> = {};
  let any = false;
  for (const name of SLICE_NAMES) {
    if (previous === null || previous[name] !== state[name]) {
      changed[name] = state[name];
      any = true;
    }
  }
  return any ? (changed as Partial<BridgedSnapshot>) : null;
}

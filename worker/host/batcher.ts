/**
 * The bridge batcher: per listener, batches carrying the slices whose identity changed since that
 * listener's previous batch, the watched queries that changed (query-diff.ts) and the envelopes
 * folded meanwhile. Per-event messages top out around 3,000/s through Comlink (docs/platform-notes.md).
 *
 * Two cadences (docs/engine.md, "Bridge"), as AG Grid flushes its async transactions:
 *
 *   a change a person acts on ('now': a status, a notice level crossed, the answer to the user's
 *     own action, a window moved) ─▶ a batch within `windowMs` (16 ms, one frame)
 *   a change nobody reads 60 times a second ('display': a render's progress, the balance figure,
 *     counters) ─▶ the batch of the display cadence: at most one every `cadenceMs` (50 ms)
 *
 * A batch carries everything pending, whatever made it due, so a 'now' batch takes the progress
 * along. Which changes are which is declared where they are known: each slice's cadence
 * (domain.ts `cadence`, registry CADENCES), a live query's change (live-queries.ts), and any
 * envelope of a command (the user's own action) is 'now'.
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
import type { Cadence } from '../engine/core/cadence';
import { CADENCES, SLICE_NAMES } from '../domains/registry';
import type { WatchView } from '../engine/live-queries/live-queries';
import { BridgedState } from './bridged-state';
import { diffQueries, type SentWatch } from './query-diff';

export interface BatcherOptions {
  readonly scheduler: SchedulerLike;
  readonly state: () => Snapshot;
  /** The watched queries, in creation order. */
  readonly queries?: () => Iterable<WatchView>;
  /** How soon a 'now' change is sent: it and whatever comes within this window go as one batch. */
  readonly windowMs?: number;
  /** The display cadence: 'display' changes go at most once per this many ms. */
  readonly cadenceMs?: number;
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
  /** The most urgent change it has not been sent yet (null: none). */
  owed: Cadence | null;
}

export const BATCH_WINDOW_MS = 16;
/**
 * One batch every 50 ms for progress and figures: 20 a second reads as smooth motion for a
 * number (AG Grid's async transactions flush at 50 ms too), and the wait it adds is at most
 * 50 ms, so with the bridge, React and the paint (25–40 ms measured) a visible row still shows
 * an event within 100 ms (the event→paint target). 100 ms would halve the batches again but put
 * the p95 over 100 ms.
 */
export const DISPLAY_CADENCE_MS = 50;
export const MAX_ENVELOPES_PER_BATCH = 50;

export class Batcher {
  private readonly listeners = new Map<number, Listener>();
  private nextId = 1;
  private scheduled: Subscription | null = null;
  /** When the scheduled flush runs (scheduler time). */
  private due = Infinity;
  /** When the last flush ran (the display cadence counts from it). */
  private lastFlushAt = -Infinity;
  private readonly windowMs: number;
  private readonly cadenceMs: number;
  private readonly maxEnvelopes: number;
  private readonly bridged = new BridgedState();
  /** The state as of the last envelope: what the next one changed is compared with it. */
  private seen: Snapshot;
  /** Who waits for everything folded so far to be shown (`whenShown`). */
  private showWaiters: (() => void)[] = [];

  constructor(private readonly options: BatcherOptions) {
    this.windowMs = options.windowMs ?? BATCH_WINDOW_MS;
    this.cadenceMs = Math.max(this.windowMs, options.cadenceMs ?? DISPLAY_CADENCE_MS);
    this.maxEnvelopes = options.maxEnvelopesPerBatch ?? MAX_ENVELOPES_PER_BATCH;
    this.seen = options.state();
  }

  subscribe(listener: BatchListener, wantsEnvelopes = true): number {
    const id = this.nextId++;
    this.listeners.set(id, { id, listener, lastSent: null, batch: 0, awaitingAck: false, wantsEnvelopes, envelopes: [], sentQueries: new Map(), owed: null });
    this.owe('now');
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
    this.settleShowWaiters();
  }

  push(envelope: Envelope): void {
    // Kept up to date even with no listener, so the first change after a subscribe is judged right.
    const cadence = this.cadenceOf(envelope);
    if (this.listeners.size === 0) return;
    for (const entry of this.listeners.values()) {
      if (!entry.wantsEnvelopes) continue;
      entry.envelopes.push(envelope);
      // Trim rarely (amortised), not on every push.
      if (entry.envelopes.length > this.maxEnvelopes * 2) entry.envelopes = entry.envelopes.slice(-this.maxEnvelopes);
    }
    // Every envelope may have changed a slice: the flush finds out, per listener.
    this.owe(cadence);
  }

  /** The state as the bridge sends it (a long list's slice without its rows). */
  snapshot(): BridgedSnapshot {
    return this.bridged.of(this.options.state());
  }

  /** Something other than an envelope changed (a watched query), to be sent with `cadence`. */
  touch(cadence: Cadence = 'now'): void {
    if (this.listeners.size > 0) this.owe(cadence);
  }

  /**
   * Resolves once every listener has been sent everything folded so far and has acknowledged it
   * (the page acknowledges a batch once the frame it changed is painted: src/main.tsx), with a
   * listener there at all. A scenario in the browser starts its clock on it (boot-scenario.ts),
   * so its first second is the page's first second on screen, not the data layer's.
   */
  whenShown(): Promise<void> {
    return new Promise((resolve) => {
      this.showWaiters.push(resolve);
      this.settleShowWaiters();
    });
  }

  flush(): void {
    this.scheduled?.unsubscribe();
    this.scheduled = null;
    this.due = Infinity;
    this.lastFlushAt = this.options.scheduler.now();
    const state = this.snapshot();
    for (const entry of this.listeners.values()) {
      if (entry.awaitingAck) continue;
      entry.owed = null;
      const changed = changedSlices(entry.lastSent, state);
      const queries = this.options.queries ? diffQueries(this.options.queries(), entry.sentQueries) : [];
      if (changed === null && queries.length === 0 && entry.envelopes.length === 0) continue;
      const envelopes = entry.envelopes.length > this.maxEnvelopes ? entry.envelopes.slice(-this.maxEnvelopes) : entry.envelopes;
      entry.envelopes = [];
      entry.lastSent = state;
      entry.batch += 1;
      this.send(entry, { batch: entry.batch, changed: changed ?? {}, queries, envelopes });
    }
    this.settleShowWaiters();
  }

  private settleShowWaiters(): void {
    if (this.showWaiters.length === 0 || this.listeners.size === 0 || this.scheduled !== null) return;
    for (const entry of this.listeners.values()) if (entry.awaitingAck || entry.owed !== null) return;
    const waiters = this.showWaiters;
    this.showWaiters = [];
    for (const resolve of waiters) resolve();
  }

  dispose(): void {
    this.scheduled?.unsubscribe();
    this.scheduled = null;
    this.due = Infinity;
    this.listeners.clear();
  }

  /**
   * What `envelope` changed, by the slices' cadences: 'now' when any changed slice says so (or
   * the envelope is a command's: the user's own action), 'display' otherwise.
   */
  private cadenceOf(envelope: Envelope): Cadence {
    const before = this.seen;
    const state = this.options.state();
    this.seen = state;
    if (envelope.source === 'command') return 'now';
    if (before === state) return 'display';
    for (const name of SLICE_NAMES) {
      const was = before[name];
      const is = state[name];
      if (was === is) continue;
      const rule = CADENCES.get(name);
      if (rule === undefined || rule(was, is) === 'now') return 'now';
    }
    return 'display';
  }

  /** Every listener owes a change of this cadence; the flush is brought forward if it must. */
  private owe(cadence: Cadence): void {
    for (const entry of this.listeners.values()) {
      if (entry.owed !== 'now') entry.owed = cadence;
    }
    this.schedule(cadence);
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
      // Whatever merged meanwhile goes out when its cadence says.
      if (this.listeners.get(entry.id) === entry && entry.owed !== null) this.schedule(entry.owed);
      this.settleShowWaiters();
    };
    ack.then(acknowledged, acknowledged);
  }

  /**
   * A flush `windowMs` from now for a 'now' change; for a 'display' change, the display
   * cadence's next tick (`cadenceMs` after the last flush), and never sooner than `windowMs`
   * from now, so a burst still goes as one batch. An earlier flush already due stays.
   */
  private schedule(cadence: Cadence): void {
    const { scheduler } = this.options;
    const now = scheduler.now();
    const at = cadence === 'now' ? now + this.windowMs : Math.max(now + this.windowMs, this.lastFlushAt + this.cadenceMs);
    if (this.scheduled !== null && this.due <= at) return;
    this.scheduled?.unsubscribe();
    this.due = at;
    this.scheduled = scheduler.schedule(() => {
      this.scheduled = null;
      this.due = Infinity;
      this.flush();
    }, at - now);
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

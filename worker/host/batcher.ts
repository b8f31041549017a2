/**
 * The bridge batcher: at most one Batch per window (~16 ms, one frame) per listener, carrying the
 * slices whose identity changed since that listener's previous batch and the envelopes folded in
 * that window; per-event messages top out around 3,000/s through Comlink (TOOLCHAIN.md); one
 * message per frame keeps up with anything.
 *
 *   envelope ─▶ buffer ─(first of the window schedules a flush in windowMs)─▶ flush ─▶ Batch
 *
 * The first batch after subscribe carries every slice. Envelopes are capped per batch (newest
 * kept): they are for devtools, the state travels in `changed`, and seq gaps show what was left
 * out (the worker's event log has everything).
 */
import type { SchedulerLike, Subscription } from 'rxjs';
import type { Batch, BatchListener } from '../contract/api';
import type { Envelope } from '../contract/events';
import type { SliceName, Snapshot } from '../contract/snapshot';

export interface BatcherOptions {
  readonly scheduler: SchedulerLike;
  readonly state: () => Snapshot;
  readonly windowMs?: number;
  readonly maxEnvelopesPerBatch?: number;
}

interface Listener {
  readonly listener: BatchListener;
  lastSent: Snapshot | null;
  batch: number;
}

export const BATCH_WINDOW_MS = 16;
export const MAX_ENVELOPES_PER_BATCH = 50;

export class Batcher {
  private readonly listeners = new Map<number, Listener>();
  private nextId = 1;
  private buffer: Envelope[] = [];
  private scheduled: Subscription | null = null;
  private readonly windowMs: number;
  private readonly maxEnvelopes: number;

  constructor(private readonly options: BatcherOptions) {
    this.windowMs = options.windowMs ?? BATCH_WINDOW_MS;
    this.maxEnvelopes = options.maxEnvelopesPerBatch ?? MAX_ENVELOPES_PER_BATCH;
  }

  subscribe(listener: BatchListener): number {
    const id = this.nextId++;
    this.listeners.set(id, { listener, lastSent: null, batch: 0 });
    this.schedule();
    return id;
  }

  unsubscribe(id: number): void {
    this.listeners.delete(id);
  }

  push(envelope: Envelope): void {
    if (this.listeners.size === 0) return;
    this.buffer.push(envelope);
    // Trim rarely (amortised), not on every push.
    if (this.buffer.length > this.maxEnvelopes * 2) this.buffer = this.buffer.slice(-this.maxEnvelopes);
    this.schedule();
  }

  /** Sends what is pending now (dispose, tests). */
  flush(): void {
    this.scheduled?.unsubscribe();
    this.scheduled = null;
    const state = this.options.state();
    const envelopes = this.buffer.length > this.maxEnvelopes ? this.buffer.slice(-this.maxEnvelopes) : this.buffer;
    this.buffer = [];
    for (const entry of this.listeners.values()) {
      const changed = changedSlices(entry.lastSent, state);
      if (changed === null && envelopes.length === 0) continue;
      entry.lastSent = state;
      entry.batch += 1;
      const batch: Batch = { batch: entry.batch, changed: changed ?? {}, envelopes };
      try {
        entry.listener(batch);
      } catch {
        // One broken listener must not starve the others; it sees the gap in batch numbers.
      }
    }
  }

  dispose(): void {
    this.scheduled?.unsubscribe();
    this.scheduled = null;
    this.listeners.clear();
    this.buffer = [];
  }

  private schedule(): void {
    if (this.scheduled !== null) return;
    this.scheduled = this.options.scheduler.schedule(() => {
      this.scheduled = null;
      this.flush();
    }, this.windowMs);
  }
}

const SLICE_NAMES: readonly SliceName[] = [
  'connection', 'session', 'brand', 'balance', 'storage', 'builds', 'notifications', 'incidents', 'system', 'toasts', 'diagnostics',
];

/** Slices whose identity differs (all of them for a first batch); null when none does. */
function changedSlices(previous: Snapshot | null, state: Snapshot): Partial<Snapshot> | null {
  if (previous === state) return null;
  const changed: Record<string, unknown> = {};
  let any = false;
  for (const name of SLICE_NAMES) {
    if (previous === null || previous[name] !== state[name]) {
      changed[name] = state[name];
      any = true;
    }
  }
  return any ? (changed as Partial<Snapshot>) : null;
}

/**
 * The bounded in-memory event log: every envelope the reducer sees, newest last.
 *
 * Envelopes are kept in chunks, and each chunk remembers the state just before its first
 * envelope. The state is immutable, so that is only a reference, not a copy. When the log is
 * full the oldest whole chunk is evicted, and the state before the new oldest chunk becomes the
 * checkpoint a replay starts from. That is how a wrapped log still replays to the live hash.
 *
 *   [chunk: stateBefore S0 | e1..e8] [chunk: S8 | e9..e16] [chunk: S16 | e17..e20]
 *        ▲ evicted when full            ▲ S8 becomes the checkpoint
 */
import type { Envelope, Snapshot } from '../engine/registered';

export interface EventLogOptions {
  /** Most envelopes kept (at least capacity − chunkSize + 1 stay after an eviction). */
  readonly capacity: number;
  /** Envelopes per chunk; defaults to capacity / 8, between 1 and 1024. */
  readonly chunkSize?: number;
}

interface Chunk {
  readonly stateBefore: Snapshot;
  readonly envelopes: Envelope[];
}

export interface EventLogContents {
  /** State before the first kept envelope; null when nothing was evicted (replay from the initial state). */
  readonly checkpoint: Snapshot | null;
  readonly envelopes: readonly Envelope[];
  /** Envelopes evicted since the log started. */
  readonly evicted: number;
}

export const DEFAULT_LOG_CAPACITY = 50_000;

export class EventLog {
  readonly capacity: number;
  readonly chunkSize: number;
  private readonly chunks: Chunk[] = [];
  private size = 0;
  private evictedCount = 0;

  constructor(options: EventLogOptions = { capacity: DEFAULT_LOG_CAPACITY }) {
    if (!Number.isInteger(options.capacity) || options.capacity < 1) throw new RangeError('EventLog capacity must be a positive integer');
    this.capacity = options.capacity;
    this.chunkSize = Math.min(options.capacity, options.chunkSize ?? Math.max(1, Math.min(1024, Math.floor(options.capacity / 8))));
  }

  /** `stateBefore` is the state the reducer folded this envelope into. */
  append(envelope: Envelope, stateBefore: Snapshot): void {
    let last = this.chunks[this.chunks.length - 1];
    if (last === undefined || last.envelopes.length >= this.chunkSize) {
      last = { stateBefore, envelopes: [] };
      this.chunks.push(last);
    }
    last.envelopes.push(envelope);
    this.size += 1;
    while (this.size > this.capacity) {
      const oldest = this.chunks.shift() as Chunk;
      this.size -= oldest.envelopes.length;
      this.evictedCount += oldest.envelopes.length;
    }
  }

  get length(): number {
    return this.size;
  }

  get evicted(): number {
    return this.evictedCount;
  }

  /**
   * The newest whole chunks holding at most `max` envelopes (at least the newest chunk), with the
   * state before them as the checkpoint: what the tab keeps across reloads (a bounded copy).
   */
  tail(max: number): EventLogContents {
    let kept = 0;
    let start = this.chunks.length;
    while (start > 0) {
      const size = (this.chunks[start - 1] as Chunk).envelopes.length;
      if (kept > 0 && kept + size > max) break;
      kept += size;
      start -= 1;
    }
    const dropped = this.size - kept;
    const first = this.chunks[start];
    return {
      checkpoint: (this.evictedCount > 0 || dropped > 0) && first !== undefined ? first.stateBefore : null,
      envelopes: this.chunks.slice(start).flatMap((c) => c.envelopes),
      evicted: this.evictedCount + dropped,
    };
  }

  /** The newest `count` envelopes, oldest first. */
  newest(count: number): readonly Envelope[] {
    const out: Envelope[] = [];
    for (let i = this.chunks.length - 1; i >= 0 && out.length < count; i--) {
      const envelopes = (this.chunks[i] as Chunk).envelopes;
      for (let j = envelopes.length - 1; j >= 0 && out.length < count; j--) out.push(envelopes[j] as Envelope);
    }
    return out.reverse();
  }

  contents(): EventLogContents {
    const first = this.chunks[0];
    return {
      checkpoint: this.evictedCount > 0 && first !== undefined ? first.stateBefore : null,
      envelopes: this.chunks.flatMap((c) => c.envelopes),
      evicted: this.evictedCount,
    };
  }
}

/**
 * The tab's event log across page loads (docs/event-log.md, "The tab's log across reloads").
 *
 *   page 1 ─ envelopes ─▶ save (≤ 500 ms later, and before an app reload) ─▶ store (IndexedDB)
 *   page 2 ─ boot: load ─▶ restorable? ─▶ engine log starts with page 1's envelopes,
 *            then `log/page-loaded {reason}` (the state starts over), then page 2's envelopes
 *   sign-out ─▶ the stored log is deleted and this page stops saving
 *
 * The stored copy is bounded (TAB_LOG_MAX envelopes, whole chunks of the ring buffer, with the
 * state before them), so a save stays small whatever the ring buffer holds.
 */
import type { SchedulerLike, Subscription } from 'rxjs';
import { PROTOCOL_VERSION } from '../contract/api';
import type { Envelope } from '../contract/events';
import { EVENT_TYPES, SLICE_NAMES } from '../domains/registry';
import type { Engine, RestoredLog } from '../engine/create-engine';
import type { StoredTabLog, TabLogStore } from '../ports/tab-log/types';

export const TAB_LOG_MAX = 10_000;
export const TAB_LOG_SAVE_DELAY_MS = 500;

function isEnvelopeLike(value: unknown, after: number): value is Envelope {
  if (typeof value !== 'object' || value === null) return false;
  const { seq, at, event } = value as Partial<Envelope>;
  return typeof seq === 'number' && Number.isInteger(seq) && seq > after && typeof at === 'number' && typeof event === 'object' && event !== null && EVENT_TYPES.has(event.type);
}

/**
 * What a stored log gives the new page, or null when it cannot be used (another build's
 * protocol, a damaged record): then the page starts a new log, as a new tab would.
 */
export function restorable(stored: StoredTabLog | null): RestoredLog | null {
  if (stored === null || typeof stored !== 'object' || stored.protocolVersion !== PROTOCOL_VERSION || !Array.isArray(stored.envelopes) || stored.envelopes.length === 0) return null;
  let last = 0;
  for (const envelope of stored.envelopes as unknown[]) {
    if (!isEnvelopeLike(envelope, last)) return null;
    last = envelope.seq;
  }
  const checkpoint = stored.checkpoint;
  if (checkpoint !== null && (typeof checkpoint !== 'object' || SLICE_NAMES.some((name) => !(name in checkpoint)))) return null;
  return { checkpoint, envelopes: stored.envelopes };
}

export interface TabLogPersistence {
  /** Saves now (pending changes only); resolves when stored, or when it could not be. */
  flush(): Promise<void>;
  dispose(): void;
}

export function persistTabLog(engine: Engine, store: TabLogStore, scheduler: SchedulerLike, now: () => number): TabLogPersistence {
  let pending: Subscription | null = null;
  let dirty = false;
  let stopped = false;
  let writing: Promise<void> = Promise.resolve();

  const save = (): Promise<void> => {
    pending?.unsubscribe();
    pending = null;
    if (!dirty || stopped) return writing;
    dirty = false;
    const tail = engine.log.tail(TAB_LOG_MAX);
    const record: StoredTabLog = { protocolVersion: PROTOCOL_VERSION, savedAt: now(), checkpoint: tail.checkpoint, envelopes: tail.envelopes };
    // One write at a time, in order: a slow write never lands after a newer one.
    writing = writing.then(() => (stopped ? undefined : store.save(record)));
    return writing;
  };

  const feed = engine.envelope$.subscribe((envelope) => {
    if (stopped) return;
    if (envelope.event.type === 'session/signed-out') {
      // The next person at this tab must not find this session's log: gone, and no more saves.
      stopped = true;
      pending?.unsubscribe();
      pending = null;
      writing = writing.then(() => store.clear());
      return;
    }
    dirty = true;
    pending ??= scheduler.schedule(() => void save(), TAB_LOG_SAVE_DELAY_MS);
  });

  return {
    flush: async () => {
      await save();
    },
    dispose() {
      feed.unsubscribe();
      pending?.unsubscribe();
      pending = null;
    },
  };
}

/** The tab log store in memory: tests, and browsers that refuse IndexedDB (nothing survives a reload there). */
import type { StoredTabLog, TabLogStore } from './types';

export interface MemoryTabLogStore extends TabLogStore {
  /** What is stored now (tests). */
  readonly stored: StoredTabLog | null;
  /** Saves so far (tests). */
  readonly saves: number;
}

export function createMemoryTabLogStore(initial: StoredTabLog | null = null): MemoryTabLogStore {
  let stored = initial;
  let saves = 0;
  return {
    get stored() {
      return stored;
    },
    get saves() {
      return saves;
    },
    load: async () => stored,
    save: async (log) => {
      stored = log;
      saves += 1;
    },
    clear: async () => {
      stored = null;
    },
  };
}

/**
 * A windowed list's progress, row by row (live-query-cache.ts `progressOf`): when only a row's
 * progress moved, the batch says so apart from the record, the list's view and the row stay as
 * they are, and only the component showing that row's progress renders again. The list provides
 * where to read it (`LiveProgressProvider`, from useLiveWindow's `progress`); a bar reads it with
 * `useLiveProgress`.
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { WatchId } from '../../worker/contract/live-queries';
import type { LiveQueryCache } from './live-query-cache';

/** One windowed watch's progress, in the main thread's cache. */
export interface ProgressSource {
  readonly watchId: WatchId;
  readonly cache: LiveQueryCache;
}

const ProgressContext = createContext<ProgressSource | null>(null);

export function LiveProgressProvider({ source, children }: { source: ProgressSource | null; children: ReactNode }) {
  return <ProgressContext.Provider value={source}>{children}</ProgressContext.Provider>;
}

/**
 * Row `id`'s progress: newer than `value` (what the row's record says) when a batch moved it
 * alone. Renders again for those batches, nothing else; read at render, so a whole record that
 * came since (`value`) is never hidden by an older move.
 */
export function useLiveProgress(id: string, value: number): number {
  const source = useContext(ProgressContext);
  const [, setTick] = useState(0);
  useEffect(() => {
    if (source === null) return;
    return source.cache.subscribeProgress(source.watchId, id, () => setTick((tick) => tick + 1));
  }, [source, id]);
  return (source === null ? undefined : source.cache.progressOf(source.watchId, id)) ?? value;
}

/**
 * Where a tab keeps its event log across page loads (docs/event-log.md, "The tab's log across
 * reloads"): one record per tab, replaced on each save.
 */
import type { Envelope } from '../../contract/events';
import type { Snapshot } from '../../contract/snapshot';

export interface StoredTabLog {
  /** PROTOCOL_VERSION of the build that wrote it: another build's envelopes are not restored. */
  readonly protocolVersion: number;
  /** Epoch ms (engine clock); records of tabs gone for a day are deleted. */
  readonly savedAt: number;
  /** State before the first envelope; null: the initial state. */
  readonly checkpoint: Snapshot | null;
  readonly envelopes: readonly Envelope[];
}

export interface TabLogStore {
  load(): Promise<StoredTabLog | null>;
  save(log: StoredTabLog): Promise<void>;
  clear(): Promise<void>;
}

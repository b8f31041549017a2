/**
 * How two states are compared at a quiet point: slice by slice, as the state hash splits them,
 * without times (`at`, `durationMs` at any depth: a reordering moves them by construction) and
 * without `diagnostics`, which counts the log itself (the last seq, foreign envelopes), not what
 * the app shows.
 */
import type { SliceDiff } from '../../contract/log-inspection';
import type { SliceName, Snapshot } from '../../contract/snapshot';
import { SLICE_NAMES } from '../../domains/registry';
import { diffValues } from '../diff';

const isTimeEntry = (path: string) => /(^|\.)(at|durationMs)$/.test(path);

/** The named slices of two records that differ, recorded → explored, times left out. */
export function compareSlices(recorded: Readonly<Record<string, unknown>>, explored: Readonly<Record<string, unknown>>, names: readonly SliceName[]): SliceDiff[] {
  const out: SliceDiff[] = [];
  for (const slice of names) {
    if (recorded[slice] === explored[slice]) continue;
    const { entries, truncated } = diffValues(recorded[slice], explored[slice]);
    const kept = entries.filter((e) => !isTimeEntry(e.path));
    if (kept.length > 0) out.push({ slice, entries: kept, truncated });
  }
  return out;
}

const DOMAIN_SLICES: readonly SliceName[] = SLICE_NAMES.filter((s) => s !== 'diagnostics');

export const compareDomainSlices = (recorded: Snapshot, explored: Snapshot): SliceDiff[] => compareSlices(recorded, explored, DOMAIN_SLICES);

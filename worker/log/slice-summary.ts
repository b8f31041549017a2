/**
 * Each slice in a few words, with its own hash: what `npm run replay` prints and the devtools
 * list, so two states can be compared at a glance and a differing slice found without reading
 * JSON. Generic over slices (the registry may grow): scalars as `key=value`, lists as
 * `key[count]` with their first ids, nested objects one level deep.
 */
import type { SliceSummary } from '../contract/log-inspection';
import type { Snapshot } from '../contract/snapshot';
import { SLICE_NAMES } from '../domains/registry';
import { stateHash } from './state-hash';

const DESCRIPTION_CHARS = 120;
const IDS_SHOWN = 3;

function scalar(value: unknown): string {
  if (typeof value === 'string') return value.length > 24 ? JSON.stringify(`${value.slice(0, 23)}…`) : JSON.stringify(value);
  return String(value);
}

function describeList(items: readonly unknown[]): string {
  const ids = items.slice(0, IDS_SHOWN).flatMap((item) => (typeof item === 'object' && item !== null && 'id' in item ? [scalar((item as { id: unknown }).id)] : []));
  if (ids.length === 0) return `[${items.length}]`;
  return `[${items.length}: ${ids.join(',')}${items.length > IDS_SHOWN ? ',…' : ''}]`;
}

function describeValue(value: unknown, depth: number): string {
  if (Array.isArray(value)) return describeList(value);
  if (typeof value === 'object' && value !== null) {
    if (depth > 0) return `{${Object.keys(value).length}}`;
    return `{${describeFields(value as Record<string, unknown>, depth + 1)}}`;
  }
  return `=${scalar(value)}`;
}

function describeFields(record: Record<string, unknown>, depth: number): string {
  return Object.entries(record)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}${describeValue(v, depth)}`)
    .join(' ');
}

export function describeSlice(slice: unknown): string {
  const text = typeof slice === 'object' && slice !== null && !Array.isArray(slice) ? describeFields(slice as Record<string, unknown>, 0) : describeValue(slice, 0);
  return text.length <= DESCRIPTION_CHARS ? text : `${text.slice(0, DESCRIPTION_CHARS - 1)}…`;
}

export function summarizeState(state: Snapshot): SliceSummary[] {
  return SLICE_NAMES.map((slice) => ({ slice, description: describeSlice(state[slice]), hash: stateHash(state[slice]) }));
}

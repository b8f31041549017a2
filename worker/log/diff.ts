/**
 * A compact structural diff of two JSON-like values, for people: which paths changed, with short
 * previews. Arrays whose elements all carry a unique `id` are matched by id (`items[id=42]`), so
 * an item inserted at the top reads as one addition, not as every row changing. Identical
 * references are skipped at once (states share structure), so diffing consecutive states is cheap.
 */
import type { DiffEntry, SliceDiff } from '../contract/log-inspection';
import type { Snapshot } from '../contract/snapshot';
import { SLICE_NAMES } from '../domains/registry';
import { canonicalJson } from './state-hash';

const PREVIEW_CHARS = 80;
export const DIFF_ENTRIES_MAX = 20;

export function preview(value: unknown): string {
  const json = canonicalJson(value);
  return json.length <= PREVIEW_CHARS ? json : `${json.slice(0, PREVIEW_CHARS - 1)}…`;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

class DiffCollector {
  readonly entries: DiffEntry[] = [];
  truncated = false;
  constructor(private readonly max: number) {}

  add(entry: DiffEntry): boolean {
    if (this.entries.length >= this.max) {
      this.truncated = true;
      return false;
    }
    this.entries.push(entry);
    return true;
  }

  walk(before: unknown, after: unknown, path: string): void {
    if (before === after || this.truncated) return;
    if (Array.isArray(before) && Array.isArray(after)) return this.walkArray(before, after, path);
    if (isObject(before) && isObject(after)) return this.walkKeyed(toEntries(before), toEntries(after), (k) => (path === '' ? k : `${path}.${k}`));
    if (before === undefined) return void this.add({ path, kind: 'added', before: null, after: preview(after) });
    if (after === undefined) return void this.add({ path, kind: 'removed', before: preview(before), after: null });
    if (canonicalJson(before) !== canonicalJson(after)) this.add({ path, kind: 'changed', before: preview(before), after: preview(after) });
  }

  private walkArray(before: readonly unknown[], after: readonly unknown[], path: string): void {
    const a = byId(before);
    const b = byId(after);
    if (a !== null && b !== null) return this.walkKeyed(a, b, (id) => `${path}[id=${id}]`);
    const length = Math.max(before.length, after.length);
    for (let i = 0; i < length && !this.truncated; i++) this.walk(before[i], after[i], `${path}[${i}]`);
  }

  private walkKeyed(before: Map<string, unknown>, after: Map<string, unknown>, child: (key: string) => string): void {
    for (const [key, value] of before) {
      if (this.truncated) return;
      this.walk(value, after.get(key), child(key));
    }
    for (const [key, value] of after) {
      if (this.truncated) return;
      if (!before.has(key)) this.walk(undefined, value, child(key));
    }
  }
}

function toEntries(value: Json): Map<string, unknown> {
  return new Map(Object.entries(value).filter(([, v]) => v !== undefined));
}

/** Elements by their `id` when every element is an object with a unique string or number id. */
function byId(items: readonly unknown[]): Map<string, unknown> | null {
  const map = new Map<string, unknown>();
  for (const item of items) {
    if (!isObject(item) || (typeof item.id !== 'string' && typeof item.id !== 'number')) return null;
    const key = String(item.id);
    if (map.has(key)) return null;
    map.set(key, item);
  }
  return map;
}

/** Differences between two values, at most `max` (then `truncated`). */
export function diffValues(before: unknown, after: unknown, max = DIFF_ENTRIES_MAX): { entries: DiffEntry[]; truncated: boolean } {
  const collector = new DiffCollector(max);
  collector.walk(before, after, '');
  return { entries: collector.entries, truncated: collector.truncated };
}

/** The slices that differ between two states, each with its differences. */
export function diffSlices(before: Snapshot, after: Snapshot, max = DIFF_ENTRIES_MAX): SliceDiff[] {
  const out: SliceDiff[] = [];
  for (const slice of SLICE_NAMES) {
    if (before[slice] === after[slice]) continue;
    const { entries, truncated } = diffValues(before[slice], after[slice], max);
    // A new object with equal contents is no change for a person reading the diff.
    if (entries.length > 0) out.push({ slice, entries, truncated });
  }
  return out;
}

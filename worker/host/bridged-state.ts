/**
 * The state as the bridge sends it (contract/snapshot.ts, BridgedSnapshot): every slice as the
 * reducer keeps it, except the slices whose domain gives a bridged form (the notifications slice
 * crosses without its items, which are read through a window's watch).
 *
 * Identity is what the batcher compares, so it is kept wherever it can be: an unchanged slice
 * gives the previous bridged value, and a changed slice whose bridged form is field for field the
 * same (the items moved, nothing else) does too. A refresh that only touches the list therefore
 * sends no slice at all.
 */
import type { BridgedSnapshot, SliceName, Snapshot } from '../contract/snapshot';
import { BRIDGES, SLICE_NAMES } from '../domains/registry';

export class BridgedState {
  private lastState: Snapshot | null = null;
  private lastBridged: BridgedSnapshot | null = null;

  constructor(private readonly bridges: ReadonlyMap<SliceName, (slice: unknown) => unknown> = BRIDGES) {}

  of(state: Snapshot): BridgedSnapshot {
    const before = this.lastState;
    const previous = this.lastBridged;
    if (before === state && previous !== null) return previous;
    if (this.bridges.size === 0) return state as BridgedSnapshot;
    const out: Record<string, unknown> = {};
    for (const name of SLICE_NAMES) {
      const bridge = this.bridges.get(name);
      if (bridge === undefined) out[name] = state[name];
      else if (before !== null && previous !== null && before[name] === state[name]) out[name] = previous[name];
      else {
        const next = bridge(state[name]);
        out[name] = previous !== null && sameFields(previous[name], next) ? previous[name] : next;
      }
    }
    this.lastState = state;
    this.lastBridged = out as BridgedSnapshot;
    return this.lastBridged;
  }
}

/** Same own fields with the same identities (a bridged form is a flat record). */
function sameFields(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => (a as Record<string, unknown>)[k] === (b as Record<string, unknown>)[k]);
}

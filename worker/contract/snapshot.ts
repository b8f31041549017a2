/**
 * The engine's state, as the reducer builds it and as the main thread mirrors it slice by slice.
 * Every slice is immutable; a slice that did not change keeps its identity (structural sharing),
 * which is how the bridge knows what to send.
 *
 * Nothing here lists the slices: each domain that keeps state declares its slice's name and type
 * in its contract (`worker/domains/<domain>/contract.ts`, the `slice` part), the Snapshot is the
 * merge of them (worker/domains/contracts.ts), and the domain registry's `defineSlice` (initial
 * value and reducer cases) is checked against it. A new slice is written in its domain only.
 */
import type { BridgedForms, SliceStates } from '../domains/contracts';

// The engine is written against the names it registers (engine/registered.ts); this app's state is its domains' slices.
// Inside the block the registered module's own names come first: this app's types go by other names.
type AppSliceStates = SliceStates;
declare module '../engine/registered' {
  interface Register {
    readonly snapshot: AppSliceStates;
  }
}

export type Snapshot = SliceStates;
export type SliceName = keyof Snapshot;

/**
 * The state as the main thread mirrors it: every slice as the worker keeps it, except that a
 * slice holding a long list crosses as its summary (the rows are read through a window): the
 * domain's contract names that form (the `bridged` part).
 */
export type BridgedSnapshot = { readonly [K in SliceName]: K extends keyof BridgedForms ? BridgedForms[K] : Snapshot[K] };

/** Brand data: reset to their initial value whenever the brand scope changes (switch, sign-out). */
export const BRAND_SCOPED_SLICES = ['balance', 'storage', 'builds', 'notifications', 'incidents', 'uploads', 'presence', 'outbox'] as const satisfies readonly SliceName[];

/**
 * One atom per snapshot slice. The bridge writes them; everything else in the UI is derived from
 * them. A component reading `balanceAtom` re-renders only when the balance slice changes, because
 * the worker keeps an unchanged slice's identity and sends only changed slices.
 *
 * The slices are not listed here: `sliceAtom(name)` makes a slice's atom the first time its name is
 * asked for (by a reader, or by the bridge writing the slice) and returns that same atom ever
 * after, so a slice the data layer adds has its atom without an edit here. The names below are
 * shorthands for the slices the shell reads most.
 */
import { atom, type PrimitiveAtom } from 'jotai';
import type { BridgedSnapshot, SliceName } from '../../worker/contract/snapshot';

const atoms = new Map<SliceName, PrimitiveAtom<unknown>>();

/** The atom of slice `name`: one per name, for the life of the page. */
export function sliceAtom<K extends SliceName>(name: K): PrimitiveAtom<BridgedSnapshot[K]> {
  let a = atoms.get(name);
  if (a === undefined) {
    // The store is always hydrated from the data layer's first batch before the first render
    // (see data-client/bind-to-store.ts), so this placeholder is never read by a component.
    a = atom(undefined as unknown);
    a.debugLabel = `${name}Atom`;
    atoms.set(name, a);
  }
  return a as PrimitiveAtom<BridgedSnapshot[K]>;
}

export const connectionAtom = sliceAtom('connection');
export const sessionAtom = sliceAtom('session');
export const brandAtom = sliceAtom('brand');
export const balanceAtom = sliceAtom('balance');
export const storageAtom = sliceAtom('storage');
export const buildsAtom = sliceAtom('builds');
export const notificationsAtom = sliceAtom('notifications');
export const incidentsAtom = sliceAtom('incidents');
export const systemAtom = sliceAtom('system');
export const toastsAtom = sliceAtom('toasts');
export const diagnosticsAtom = sliceAtom('diagnostics');
export const requestsAtom = sliceAtom('requests');
export const outboxAtom = sliceAtom('outbox');

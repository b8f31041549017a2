/**
 * One atom per snapshot slice. The bridge writes them; everything else in the UI is derived from
 * them. A component reading `balanceAtom` re-renders only when the balance slice changes, because
 * the worker keeps an unchanged slice's identity and sends only changed slices.
 */
import { atom, type PrimitiveAtom } from 'jotai';
import type { BridgedSnapshot, SliceName } from '../../worker/contract/snapshot';

// The store is always hydrated from the data layer's first batch before the first render
// (see data-client/bind-to-store.ts), so these placeholders are never read by a component.
function sliceAtom<K extends SliceName>(name: K): PrimitiveAtom<BridgedSnapshot[K]> {
  const a = atom(undefined as unknown as BridgedSnapshot[K]);
  a.debugLabel = `${name}Atom`;
  return a;
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
export const uploadsAtom = sliceAtom('uploads');
export const presenceAtom = sliceAtom('presence');
export const outboxAtom = sliceAtom('outbox');

export const sliceAtoms: { readonly [K in SliceName]: PrimitiveAtom<BridgedSnapshot[K]> } = {
  connection: connectionAtom,
  session: sessionAtom,
  brand: brandAtom,
  balance: balanceAtom,
  storage: storageAtom,
  builds: buildsAtom,
  notifications: notificationsAtom,
  incidents: incidentsAtom,
  system: systemAtom,
  toasts: toastsAtom,
  diagnostics: diagnosticsAtom,
  requests: requestsAtom,
  uploads: uploadsAtom,
  presence: presenceAtom,
  outbox: outboxAtom,
};

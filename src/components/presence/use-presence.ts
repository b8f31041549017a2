/**
 * A page shows a record: the data layer joins its presence channel for as long as the page is
 * open (the worker owns the connection; docs/collaboration.md), and the page reads who else is
 * there from the presence slice. `signalEditing` is called on every change the person makes;
 * the worker sends at most one "editing" per EDITING_THROTTLE_MS, and this hook forwards at most
 * one call a second, so typing costs no message per key across the bridge.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { presenceChannel, type PresenceKind, type PresenceRoom } from '../../../worker/contract/live-channels';
import { useDataLayer } from '../../data-client';
import { useCurrentBrand } from '../../shell/router/use-brand-path';
import { useBrandScoped } from '../../shell/router/use-brand-scope';
import { sessionAtom, useAtomValue } from '../../state';
import { othersHere, type OtherPerson } from './presence-rules';

const FORWARD_EVERY_MS = 1_000;

/** A record id as a presence channel carries it (a positive integer), or null. */
function recordId(id: string | number | null): number | null {
  const n = typeof id === 'number' ? id : id !== null && /^[1-9][0-9]{0,15}$/.test(id) ? Number(id) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

export function usePresence(kind: PresenceKind, id: string | number | null): { readonly others: readonly OtherPerson[]; readonly signalEditing: () => void } {
  const brand = useCurrentBrand();
  const api = useDataLayer();
  const numeric = recordId(id);
  const room = useMemo<PresenceRoom | null>(() => (brand !== null && numeric !== null ? { brand, kind, id: numeric } : null), [brand, kind, numeric]);

  useEffect(() => {
    if (room === null) return;
    void api.dispatch({ type: 'presence/enter', room });
    return () => void api.dispatch({ type: 'presence/leave', room });
  }, [api, room]);

  const slice = useBrandScoped('presence');
  const me = useAtomValue(sessionAtom).user?.id ?? null;
  const others = othersHere(room === null ? undefined : slice?.rooms[presenceChannel(room)], me);

  const forwardedAt = useRef(-Infinity);
  const signalEditing = useCallback(() => {
    if (room === null) return;
    const now = performance.now();
    if (now - forwardedAt.current < FORWARD_EVERY_MS) return;
    forwardedAt.current = now;
    void api.dispatch({ type: 'presence/signal-editing', room });
  }, [api, room]);

  return { others, signalEditing };
}

/**
 * The running session's state hash, kept current: asked again after each batch the bridge
 * delivers, with at most one request in flight (a burst of batches costs one more request, not
 * one each). The hash is computed in the data layer; the seq says which envelope it includes.
 */
import { useEffect, useRef, useState } from 'react';
import type { LiveStateHash } from '../../../worker/contract/log-inspection';
import { useDataLayer } from '../../data-client';
import { bridgeStatsAtom, useAtomValue } from '../../state';

export function useLiveStateHash(): LiveStateHash | null {
  const api = useDataLayer();
  const { batches } = useAtomValue(bridgeStatsAtom);
  const [live, setLive] = useState<LiveStateHash | null>(null);
  const request = useRef({ inFlight: false, again: false, alive: true });

  useEffect(() => {
    const r = request.current;
    r.alive = true;
    const ask = () => {
      if (r.inFlight) {
        r.again = true;
        return;
      }
      r.inFlight = true;
      const settle = (next: LiveStateHash | null) => {
        r.inFlight = false;
        if (!r.alive) return;
        if (next !== null) setLive(next);
        if (r.again) {
          r.again = false;
          ask();
        }
      };
      // A data layer shutting down answers nothing useful; the next batch asks again.
      api.liveStateHash().then(settle, () => settle(null));
    };
    ask();
    return () => {
      r.alive = false;
    };
  }, [api, batches]);
  return live;
}

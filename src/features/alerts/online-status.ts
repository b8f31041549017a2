/**
 * The browser's own connectivity (navigator.onLine and its events): the offline bar reads it, and
 * coming back online asks the data layer to resync. Loads made while offline failed, and the live
 * socket may never have noticed (pusher-js in a worker gets no online/offline events), so waiting
 * for a live reconnect is not enough.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useDataLayer } from '../../data-client';

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine);
}

export function useResyncWhenBackOnline(): void {
  const api = useDataLayer();
  useEffect(() => {
    const resync = () => void api.dispatch({ type: 'connection/resync' });
    window.addEventListener('online', resync);
    return () => window.removeEventListener('online', resync);
  }, [api]);
}

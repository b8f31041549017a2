/**
 * Vite announces a failed preload of a lazy chunk with `vite:preloadError` on window (typically
 * after a deploy replaced the hashed files). Reload once per 60 s at most; otherwise the error
 * reaches the route error boundary and shows the error page.
 */
import { useEffect } from 'react';
import { reloadOnceForChunkError } from '../../lib/chunk-reload';

export function useChunkErrorReload(): void {
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      if (reloadOnceForChunkError()) event.preventDefault();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);
}

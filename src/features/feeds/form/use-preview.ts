/** Asks the server to parse a feed's source without storing it (`feeds/preview`). */
import { useCallback, useRef, useState } from 'react';
import type { FeedPreview, FeedPreviewInput } from '../../../../worker/domains/feeds/contract';
import { useDataLayer } from '../../../data-client';

export type PreviewState = { readonly status: 'idle' } | { readonly status: 'loading' } | { readonly status: 'ok'; readonly preview: FeedPreview } | { readonly status: 'failed'; readonly messages: readonly string[] };

export function usePreview() {
  const api = useDataLayer();
  const [state, setState] = useState<PreviewState>({ status: 'idle' });
  // Only the latest request may show its answer (rules change while one is on its way).
  const latest = useRef(0);
  const run = useCallback(
    async (input: FeedPreviewInput) => {
      const ticket = ++latest.current;
      setState({ status: 'loading' });
      const result = await api.dispatch({ type: 'feeds/preview', input });
      if (ticket !== latest.current) return;
      if (result.ok && result.feedPreview) setState({ status: 'ok', preview: result.feedPreview });
      else setState({ status: 'failed', messages: Object.values(result.fieldErrors ?? {}).flat().concat(result.fieldErrors ? [] : [result.message ?? '']).filter((m) => m !== '') });
    },
    [api],
  );
  const reset = useCallback(() => {
    latest.current++;
    setState({ status: 'idle' });
  }, []);
  return { state, run, reset };
}

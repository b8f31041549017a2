/**
 * A devtools view that shows envelopes asks for them while it is mounted (envelopeViewersAtom),
 * and on arrival shows the log's newest ones (`loadNewest`): the table is never empty just
 * because nothing happened since the view opened (or since the page reloaded).
 */
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import type { Envelope } from '../../worker/contract/events';
import { envelopeViewersAtom, mergeEnvelopes, recentEnvelopesAtom } from './envelope-log-atom';

export function useEnvelopeStream(loadNewest?: () => Promise<readonly Envelope[]>): void {
  const setViewers = useSetAtom(envelopeViewersAtom);
  const setRecent = useSetAtom(recentEnvelopesAtom);
  useEffect(() => {
    setViewers((n) => n + 1);
    return () => setViewers((n) => n - 1);
  }, [setViewers]);
  useEffect(() => {
    if (loadNewest === undefined) return;
    let live = true;
    loadNewest().then(
      (newest) => live && setRecent((current) => mergeEnvelopes(current, newest)),
      (error: unknown) => console.error('devtools: the newest envelopes could not be read', error),
    );
    return () => {
      live = false;
    };
    // Once per mount: the stream brings everything after.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

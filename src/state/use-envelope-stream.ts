/** A devtools view that shows envelopes asks for them while it is mounted (envelopeViewersAtom). */
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { envelopeViewersAtom } from './envelope-log-atom';

export function useEnvelopeStream(): void {
  const setViewers = useSetAtom(envelopeViewersAtom);
  useEffect(() => {
    setViewers((n) => n + 1);
    return () => setViewers((n) => n - 1);
  }, [setViewers]);
}

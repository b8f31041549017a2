/**
 * The ad-blocker check as React sees it: the detector comes from context (the browser's by
 * default; component tests inject a verdict, since jsdom lays nothing out and serves no files).
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { createBrowserAdBlockDetector, type AdBlockDetector } from './ad-block-detector';

const AdBlockDetectorContext = createContext<AdBlockDetector>(createBrowserAdBlockDetector());

export function AdBlockDetectorProvider({ detector, children }: { detector: AdBlockDetector; children: ReactNode }) {
  return <AdBlockDetectorContext.Provider value={detector}>{children}</AdBlockDetectorContext.Provider>;
}

/** False until the detector answered (no bar flashes while it looks). */
export function useAdBlocked(): boolean {
  const detector = useContext(AdBlockDetectorContext);
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    let current = true;
    void detector.detect().then((answer) => {
      if (current) setBlocked(answer);
    });
    return () => {
      current = false;
    };
  }, [detector]);
  return blocked;
}

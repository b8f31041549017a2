/**
 * The thin progress bar at the top of the page while the data layer has calls in flight
 * (loading-progress.ts has the rules). Purely visual: a labelled progressbar that never takes
 * focus or pointer events; gone when idle.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { progressTransform } from '../../components/ui/progress-fill';
import { requestsAtom, useAtomValue } from '../../state';
import { fadedOut, followRequests, initialProgress } from './loading-progress';

/** How long the completed bar stays (grows to 100, then fades) before it is removed. */
export const FADE_OUT_MS = 500;

export function LoadingBar() {
  const { t } = useTranslation();
  const totals = useAtomValue(requestsAtom);
  const [progress, setProgress] = useState(() => initialProgress(totals));
  // Follow new totals during render (React's "adjust state on prop change"): no frame shows stale.
  const next = followRequests(progress, totals);
  if (next !== progress) setProgress(next);

  const done = next.phase === 'done';
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => setProgress(fadedOut), FADE_OUT_MS);
    return () => clearTimeout(timer);
  }, [done, next.started]);

  if (next.phase === 'idle') return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden" data-testid="loading-bar" data-phase={next.phase}>
      <div
        role="progressbar"
        aria-label={t('LAYOUT.LOADING_BAR')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={next.width}
        className={`h-full w-full bg-indigo-500 shadow-[0_0_6px_rgba(99,102,241,0.7)] will-change-transform ${done ? 'opacity-0' : 'opacity-100'}`}
        // A transform, not a width: the transition then runs on the compositor instead of laying
        // out and painting the page every frame (components/ui/progress-fill.tsx).
        // Done: grow to the end first, then fade (within FADE_OUT_MS).
        style={{
          transform: progressTransform(next.width),
          transition: done ? 'transform 200ms ease-out, opacity 250ms ease-in 200ms' : 'transform 200ms ease-out',
        }}
      />
    </div>
  );
}

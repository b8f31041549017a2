/**
 * Whether a moment (an ISO time from the server) is still ahead, turning false at that moment
 * without anyone asking: a page left open over a deadline (a rotated secret's overlap, an offer's
 * end) stops showing it then, not at the next reload. One timer per moment, cleared on unmount.
 */
import { useEffect, useState } from 'react';

/** setTimeout's longest delay (about 24.8 days): a moment further away is checked again then. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

export function useStillAhead(at: string | null): boolean {
  const end = at === null ? Number.NaN : Date.parse(at);
  // The clock as of the last render it was read for; the timer below moves it at the moment.
  const [now, setNow] = useState(() => Date.now());
  const ahead = Number.isFinite(end) && end > now;
  useEffect(() => {
    if (!ahead) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, Math.min(end - Date.now(), LONGEST_TIMER_MS)));
    return () => clearTimeout(timer);
  }, [ahead, end, now]);
  return ahead;
}

/**
 * The devtools' time travel over a loaded log: load (through the data layer's inspector, never
 * the running session), filter, select an envelope and fetch the state there, step, and play.
 *
 *   empty ──load ok──▶ loaded(selected = last) ──select/step/play──▶ loaded(selected = i)
 *     ▲  └─load error─▶ error (line + reason)          │ load another ─▶ replaces it
 *
 * Playing steps through the rows the filter keeps, `speed` steps per second, and pauses at the end.
 * Point requests are sequenced: only the answer to the latest selection is shown.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { InspectedPoint, LoadedLog } from '../../../worker/contract/log-inspection';
import { useDataLayer } from '../../data-client';
import { ANY_FILTER, filterRows, stepWithin, type TimelineFilter } from './timeline-filter';

export const PLAY_SPEEDS = [1, 4, 16, 64] as const;
export type PlaySpeed = (typeof PLAY_SPEEDS)[number];

export interface LoadProblem {
  readonly line: number;
  readonly problem: string;
}

export function useTimeTravel() {
  const api = useDataLayer();
  const [log, setLog] = useState<LoadedLog | null>(null);
  const [loadError, setLoadError] = useState<LoadProblem | null>(null);
  const [loading, setLoading] = useState(false);
  const [filter, setFilter] = useState<TimelineFilter>(ANY_FILTER);
  const [selected, setSelected] = useState<number | null>(null);
  const [point, setPoint] = useState<InspectedPoint | null>(null);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<PlaySpeed>(4);
  const latest = useRef(0);
  // The selection as of the last select() call, read by step(): a playing interval may fire
  // several times before React renders, and each tick must go on from the previous one.
  const current = useRef<number | null>(null);

  const kept = useMemo(() => (log === null ? [] : filterRows(log.rows, filter)), [log, filter]);

  const select = useCallback(
    (index: number) => {
      current.current = index;
      setSelected(index);
      const ticket = ++latest.current;
      void api.inspectLogAt(index).then((next) => {
        if (ticket === latest.current) setPoint(next);
      });
    },
    [api],
  );

  const load = useCallback(
    async (text: string) => {
      setLoading(true);
      setPlaying(false);
      try {
        const result = await api.inspectLog(text);
        if (!result.ok) {
          setLog(null);
          setPoint(null);
          current.current = null;
          setSelected(null);
          setLoadError({ line: result.line, problem: result.problem });
          return;
        }
        setLoadError(null);
        setFilter(ANY_FILTER);
        setLog(result.log);
        select(result.log.rows.length - 1);
      } finally {
        setLoading(false);
      }
    },
    [api, select],
  );

  /** Moves to the next/previous kept row; false when there is none. */
  const step = useCallback(
    (delta: 1 | -1): boolean => {
      const next = stepWithin(kept, current.current ?? -1, delta);
      if (next === null) return false;
      select(next);
      return true;
    },
    [kept, select],
  );

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      if (!step(1)) setPlaying(false);
    }, 1000 / speed);
    return () => clearInterval(timer);
  }, [playing, speed, step]);

  const play = useCallback(() => {
    // Playing from the end starts over from the first kept row.
    if (stepWithin(kept, current.current ?? -1, 1) === null && kept.length > 0) select(kept[0] as number);
    setPlaying(true);
  }, [kept, select]);

  return { log, loadError, loading, load, filter, setFilter, kept, selected, select, point, step, playing, play, pause: () => setPlaying(false), speed, setSpeed };
}

export type TimeTravel = ReturnType<typeof useTimeTravel>;

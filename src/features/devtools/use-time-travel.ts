/**
 * The devtools' time travel over a loaded log: load (through the data layer's inspector, never
 * the running session), filter and search, select an envelope, step, play, edit (skip an
 * envelope, insert a hand-written event), and show the selected moment in the whole app.
 *
 *   empty ──load ok──▶ loaded (panel at the last row, app live)
 *     ▲  └─load error─▶ error (line + reason)
 *   loaded ──select / step / slider / play──▶ viewing row i: every page shows the state after i,
 *          writes are refused (data layer)            │ Back to live ─▶ loaded, app live at once
 *   edit ──▶ the log re-folded; the selected row is shown again from the edited log
 *
 * Its state lives in atoms (src/state/time-travel-atoms.ts), so the /__devtools page, the drawer
 * over the app and the viewing bar are views of one time travel, and it is kept across a reload
 * (time-travel-store.ts). Point requests are sequenced: only the answer to the latest selection
 * is shown.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { LogEdit, LogEditResult, LoadedLog } from '../../../worker/contract/log-inspection';
import type { DataLayerApi } from '../../../worker/contract/api';
import { useDataLayer } from '../../data-client';
import {
  pastMomentAtom,
  showLive,
  showPastMoment,
  travelEditsAtom,
  travelFilterAtom,
  travelLoadErrorAtom,
  travelLogAtom,
  travelPointAtom,
  travelSearchAtom,
  travelSelectedAtom,
  useAppStore,
  useAtomValue,
  type AppStore,
} from '../../state';
import { filterRows, stepWithin, ANY_FILTER, type TimelineFilter } from './timeline-filter';
import { keepLog, readLog, readPosition, writePosition } from './time-travel-store';

export const PLAY_SPEEDS = [1, 4, 16, 64] as const;
export type PlaySpeed = (typeof PLAY_SPEEDS)[number];

/** The latest selection's number: an older answer arriving late is dropped. */
let latestTicket = 0;

/** What the time travel does, for any component (panel, drawer, bar): one shared state in the store. */
export function timeTravelActions(api: DataLayerApi, store: AppStore) {
  const keepPosition = (index: number | null, viewing: boolean) => {
    const kept = readPosition();
    if (kept !== null) writePosition({ id: kept.id, index, viewing });
  };

  /** The panel shows row `index`; with `view`, the whole app shows it too. */
  const select = async (index: number, view = true): Promise<void> => {
    store.set(travelSelectedAtom, index);
    const ticket = ++latestTicket;
    keepPosition(index, view || store.get(pastMomentAtom) !== null);
    const [moment, point] = await Promise.all([view || store.get(pastMomentAtom) !== null ? api.viewLogAt(index) : Promise.resolve(null), api.inspectLogAt(index)]);
    if (ticket !== latestTicket) return;
    store.set(travelPointAtom, point);
    if (moment !== null) showPastMoment(store, { index: moment.index, seq: moment.seq, total: moment.total, brand: moment.state.brand.identifier }, moment.state);
  };

  const backToLive = async (): Promise<void> => {
    ++latestTicket;
    showLive(store);
    keepPosition(store.get(travelSelectedAtom), false);
    await api.viewLogAt(null);
  };

  const adopt = (log: LoadedLog) => {
    store.set(travelLoadErrorAtom, null);
    store.set(travelLogAtom, log);
  };

  /** Loads a log (the data layer ends any view of the previous one); `keep` stores it for a reload. */
  const load = async (text: string): Promise<boolean> => {
    const result = await api.inspectLog(text);
    showLive(store);
    store.set(travelFilterAtom, ANY_FILTER);
    store.set(travelSearchAtom, { query: '', matches: null });
    store.set(travelEditsAtom, []);
    if (!result.ok) {
      ++latestTicket;
      store.set(travelLogAtom, null);
      store.set(travelPointAtom, null);
      store.set(travelSelectedAtom, null);
      store.set(travelLoadErrorAtom, { line: result.line, problem: result.problem });
      writePosition(null);
      return false;
    }
    adopt(result.log);
    const id = crypto.randomUUID();
    writePosition({ id, index: result.log.rows.length - 1, viewing: false });
    void keepLog(id, { text, edits: [], savedAt: Date.now() });
    await select(result.log.rows.length - 1, false);
    return true;
  };

  const refreshSearch = async () => {
    const { query } = store.get(travelSearchAtom);
    if (query.trim() !== '') store.set(travelSearchAtom, { query, matches: await api.searchLog(query) });
  };

  /** Skips or inserts; the app (when viewing) and the panel show the re-folded log at once. */
  const edit = async (change: LogEdit): Promise<LogEditResult> => {
    const result = await api.editLog(change);
    if (!result.ok) return result;
    adopt(result.log);
    const edits = [...store.get(travelEditsAtom), change];
    store.set(travelEditsAtom, edits);
    const kept = readPosition();
    if (kept !== null) {
      void readLog(kept.id).then((log) => log !== null && keepLog(kept.id, { ...log, edits, savedAt: Date.now() }));
    }
    await refreshSearch();
    const selected = change.kind === 'insert' ? change.after + 1 : (store.get(travelSelectedAtom) ?? result.log.rows.length - 1);
    await select(selected, store.get(pastMomentAtom) !== null);
    return result;
  };

  const search = async (query: string): Promise<void> => {
    if (query.trim() === '' || store.get(travelLogAtom) === null) {
      store.set(travelSearchAtom, { query, matches: null });
      return;
    }
    store.set(travelSearchAtom, { query, matches: store.get(travelSearchAtom).matches });
    const matches = await api.searchLog(query);
    if (store.get(travelSearchAtom).query === query) store.set(travelSearchAtom, { query, matches });
  };

  /** After a reload: the kept log, its edits, and the position (viewed again when it was). */
  const restore = async (): Promise<void> => {
    const position = readPosition();
    if (position === null || store.get(travelLogAtom) !== null) return;
    const kept = await readLog(position.id);
    if (kept === null) return;
    const result = await api.inspectLog(kept.text);
    if (!result.ok) return;
    let log = result.log;
    for (const change of kept.edits) {
      const edited = await api.editLog(change);
      if (edited.ok) log = edited.log;
    }
    adopt(log);
    store.set(travelEditsAtom, kept.edits);
    const index = position.index ?? log.rows.length - 1;
    await select(Math.min(index, log.rows.length - 1), position.viewing);
  };

  return { select, backToLive, load, edit, search, restore };
}

/** The rows the timeline keeps: the filter's, and the search's when there is one. */
export function keptRows(log: LoadedLog | null, filter: TimelineFilter, matches: readonly number[] | null): number[] {
  if (log === null) return [];
  const filtered = filterRows(log.rows, filter);
  if (matches === null) return filtered;
  const found = new Set(matches);
  return filtered.filter((i) => found.has(i));
}

export function useTimeTravel() {
  const api = useDataLayer();
  const store = useAppStore();
  const actions = useMemo(() => timeTravelActions(api, store), [api, store]);
  const log = useAtomValue(travelLogAtom);
  const loadError = useAtomValue(travelLoadErrorAtom);
  const filter = useAtomValue(travelFilterAtom);
  const searchState = useAtomValue(travelSearchAtom);
  const selected = useAtomValue(travelSelectedAtom);
  const point = useAtomValue(travelPointAtom);
  const moment = useAtomValue(pastMomentAtom);
  const [loading, setLoading] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<PlaySpeed>(4);
  // The selection as of the last select() call, read by step(): a playing interval may fire
  // several times before React renders, and each tick must go on from the previous one.
  const current = useRef<number | null>(selected);
  useEffect(() => {
    current.current = selected;
  }, [selected]);

  const kept = useMemo(() => keptRows(log, filter, searchState.matches), [log, filter, searchState.matches]);

  const select = useCallback(
    (index: number) => {
      current.current = index;
      void actions.select(index);
    },
    [actions],
  );

  const load = useCallback(
    async (text: string) => {
      setLoading(true);
      setPlaying(false);
      try {
        await actions.load(text);
      } finally {
        setLoading(false);
      }
    },
    [actions],
  );

  /** Moves to the next/previous kept row (the app follows); false when there is none. */
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

  const setFilter = useCallback((next: TimelineFilter) => store.set(travelFilterAtom, next), [store]);

  return {
    log,
    loadError,
    loading,
    load,
    filter,
    setFilter,
    search: searchState,
    setSearch: actions.search,
    kept,
    selected,
    select,
    point,
    step,
    playing,
    play,
    pause: () => setPlaying(false),
    speed,
    setSpeed,
    moment,
    backToLive: actions.backToLive,
    edit: actions.edit,
    restore: actions.restore,
  };
}

export type TimeTravel = ReturnType<typeof useTimeTravel>;

/**
 * A slider over the whole loaded log (every row, whatever the filters keep) and the text search
 * of the timeline (event type and payload, searched by the data layer).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { focusRing } from '../../components/ui/button';
import type { TimeTravel } from './use-time-travel';

export function LogSlider({ travel }: { travel: TimeTravel }) {
  const { t } = useTranslation('devtools');
  const { log, selected, select } = travel;
  if (log === null || log.rows.length === 0) return null;
  return (
    <label className="flex flex-col gap-1 text-xs text-slate-600">
      {t('DEVTOOLS.POSITION')}
      <input
        type="range"
        min={0}
        max={log.rows.length - 1}
        value={selected ?? log.rows.length - 1}
        onChange={(event) => select(Number(event.target.value))}
        className={`w-full accent-indigo-600 ${focusRing}`}
        data-testid="log-slider"
      />
    </label>
  );
}

export function TimelineSearch({ travel }: { travel: TimeTravel }) {
  const { t } = useTranslation('devtools');
  const { search, setSearch } = travel;
  const [text, setText] = useState(search.query);
  // One search per pause in typing, not per key (the data layer reads every payload of the log).
  useEffect(() => {
    if (text === search.query) return;
    const timer = setTimeout(() => void setSearch(text), 200);
    return () => clearTimeout(timer);
  }, [text, search.query, setSearch]);
  return (
    <label className="flex min-w-0 flex-col gap-1 text-xs text-slate-600">
      {t('DEVTOOLS.SEARCH')}
      <input
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('DEVTOOLS.SEARCH_PLACEHOLDER')}
        className={`w-56 max-w-full rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 ${focusRing}`}
      />
    </label>
  );
}

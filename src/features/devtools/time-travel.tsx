/**
 * Time travel, at /__devtools and in the drawer over the app: load an exported log (or a copy of
 * this session's), filter and search its timeline, select an envelope (click, slider, arrow keys,
 * play) to see the state there and what it changed, while the whole app shows that moment; skip
 * an envelope or insert a hand-written event. The log is folded by the data layer's inspector,
 * apart from the running session (use-time-travel.ts).
 */
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useDataLayer } from '../../data-client';
import { buttonClass } from '../../components/ui/button';
import { LogEditControls } from './log-edit-controls';
import { LogSlider, TimelineSearch } from './log-position';
import { PlaybackControls } from './playback-controls';
import { PointView } from './point-view';
import { RaceExplorer } from './race-explorer';
import { Timeline } from './timeline';
import { TimelineFilters } from './timeline-filters';
import { useTimeTravel } from './use-time-travel';

export function TimeTravel({ inDrawer = false }: { readonly inDrawer?: boolean }) {
  const { t } = useTranslation('devtools');
  const api = useDataLayer();
  const travel = useTimeTravel();
  const { log, loadError, loading, load, filter, setFilter, kept, selected, select, point, step, search } = travel;
  const inputId = useId();

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file !== undefined) await load(await file.text());
  };

  return (
    <section aria-labelledby={`${inputId}-title`} data-testid="time-travel" className={`space-y-3 bg-white ${inDrawer ? 'p-3' : 'rounded-lg border border-slate-200 p-4'}`}>
      <h2 id={`${inputId}-title`} className={inDrawer ? 'sr-only' : 'text-lg font-semibold'}>
        {t('DEVTOOLS.TIME_TRAVEL')}
      </h2>
      {!inDrawer && <p className="text-sm text-slate-600">{t('DEVTOOLS.TIME_TRAVEL_HINT')}</p>}
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={inputId} className={buttonClass('secondary', 'cursor-pointer')}>
          {t('DEVTOOLS.LOAD_LOG')}
        </label>
        <input id={inputId} type="file" accept=".ndjson,.jsonl,.json,.txt,application/x-ndjson" className="sr-only" onChange={(e) => void onFile(e)} data-testid="load-log-input" />
        <button type="button" className={buttonClass('secondary')} onClick={() => void api.exportLog({ redact: false }).then(load)}>
          {t('DEVTOOLS.INSPECT_SESSION')}
        </button>
        {loading && <span className="text-sm text-slate-500">{t('DEVTOOLS.LOADING_LOG')}</span>}
      </div>
      {loadError !== null && (
        <p role="alert" className="rounded-md bg-red-50 p-2 text-sm text-red-800" data-testid="load-error">
          {t('DEVTOOLS.LOAD_ERROR', { line: loadError.line, problem: loadError.problem })}
        </p>
      )}
      {log !== null && (
        <>
          <p className="text-sm" data-testid="loaded-log">
            {t('DEVTOOLS.LOADED', { n: log.rows.length, app: log.appVersion, ms: log.loadMs })}{' '}
            <span className="font-mono" data-testid="loaded-hash">
              {log.finalHash}
            </span>{' '}
            {log.verified === true && <span className="rounded bg-emerald-100 px-1.5 text-emerald-800">{t('DEVTOOLS.VERIFIED')}</span>}
            {log.verified === false && <span className="rounded bg-red-100 px-1.5 text-red-800">{t('DEVTOOLS.NOT_VERIFIED', { hash: log.recordedHash })}</span>}
            {log.redacted && <span className="ml-1 rounded bg-slate-100 px-1.5 text-slate-700">{t('DEVTOOLS.REDACTED')}</span>}
          </p>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div className="flex flex-wrap items-end gap-3">
              <TimelineFilters rows={log.rows} filter={filter} onChange={setFilter} />
              <TimelineSearch travel={travel} />
            </div>
            <PlaybackControls travel={travel} />
          </div>
          <LogSlider travel={travel} />
          <p className="text-xs text-slate-500" data-testid="timeline-count">
            {t('DEVTOOLS.SHOWING', { shown: kept.length, n: log.rows.length })}
            {search.matches !== null && ` · ${t('DEVTOOLS.FOUND', { count: search.matches.length })}`}
          </p>
          <div className="grid gap-4 lg:grid-cols-2">
            <Timeline rows={log.rows} kept={kept} selected={selected} onSelect={select} onStep={step} />
            <div className="min-w-0 space-y-4">
              <LogEditControls travel={travel} />
              {point !== null && <PointView point={point} />}
            </div>
          </div>
          {!inDrawer && <RaceExplorer travel={travel} />}
        </>
      )}
    </section>
  );
}

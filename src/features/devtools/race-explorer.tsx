/**
 * The race explorer over the loaded log (docs/event-log.md "Exploring races"): a window, Run,
 * and each race found with the envelopes in the recorded and in the explored order, the slices
 * that differ at the quiet point, and "Show in timeline" (the time travel selects the moved
 * envelope). The search runs in the data layer, in a chunk of its own (DataLayerApi.exploreLogRaces).
 */
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { RaceEnvelope, RaceFinding, RaceReport } from '../../../worker/contract/race-exploration';
import { RACE_DEFAULTS, RACE_LIMITS } from '../../../worker/contract/race-exploration';
import { Button, focusRing } from '../../components/ui/button';
import { useDataLayer } from '../../data-client';
import { SliceDiffView } from './slice-diff-view';
import type { TimeTravel } from './use-time-travel';

const TRIED = { enumerated: 'DEVTOOLS.RACE_TRIED_ALL', random: 'DEVTOOLS.RACE_TRIED_SOME', neighbours: 'DEVTOOLS.RACE_TRIED_NEIGHBOURS' } as const;

function Order({ label, envelopes, testId }: { label: string; envelopes: readonly RaceEnvelope[]; testId: string }) {
  return (
    <div className="min-w-0">
      <h5 className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</h5>
      <ol className="space-y-0.5 font-mono text-xs" data-testid={testId}>
        {envelopes.map((e) => (
          <li key={`${e.index}-${e.type}`} className="break-all">
            #{e.seq} {e.type} <span className="text-slate-500">({e.source})</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

function Finding({ finding, n, travel }: { finding: RaceFinding; n: number; travel: TimeTravel }) {
  const { t } = useTranslation('devtools');
  const moved = finding.moved[0];
  return (
    <li className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3" data-testid="race-finding">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-sm font-semibold" data-testid="race-title">{t('DEVTOOLS.RACE_TITLE', { n, from: finding.fromSeq, to: finding.toSeq, count: finding.swaps })}</h4>
        {moved !== undefined && (
          <Button variant="secondary" onClick={() => void travel.select(moved.index)} data-testid="race-show">
            {t('DEVTOOLS.RACE_SHOW', { seq: moved.seq })}
          </Button>
        )}
      </div>
      <p className="text-sm" data-testid="race-path">
        {t('DEVTOOLS.RACE_PATH', { seq: finding.quietSeq, path: finding.path })}{' '}
        <del className="rounded bg-red-50 px-1 font-mono text-red-700">{finding.recordedValue ?? '∅'}</del>{' '}
        <ins className="rounded bg-emerald-50 px-1 font-mono text-emerald-800 no-underline">{finding.exploredValue ?? '∅'}</ins>
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Order label={t('DEVTOOLS.RACE_RECORDED')} envelopes={finding.recorded} testId="race-recorded" />
        <Order label={t('DEVTOOLS.RACE_EXPLORED')} envelopes={finding.explored} testId="race-explored" />
      </div>
      <SliceDiffView changes={finding.slices} />
      <p className="text-xs text-slate-600">{t(TRIED[finding.search], { differing: finding.differing, tried: finding.tried })}</p>
    </li>
  );
}

export function RaceExplorer({ travel }: { travel: TimeTravel }) {
  const { t } = useTranslation('devtools');
  const api = useDataLayer();
  const windowId = useId();
  const [windowMs, setWindowMs] = useState(String(RACE_DEFAULTS.windowMs));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [report, setReport] = useState<{ of: unknown; report: RaceReport } | null>(null);
  if (travel.log === null) return null;
  // A report is of the log it ran on: an edit or another log makes it stale.
  const shown = report !== null && report.of === travel.log ? report.report : null;

  const run = async () => {
    const ms = Number(windowMs);
    if (windowMs.trim() === '' || !Number.isInteger(ms) || ms < 0 || ms > RACE_LIMITS.windowMsMax) {
      setProblem(t('DEVTOOLS.RACE_BAD_WINDOW', { max: RACE_LIMITS.windowMsMax }));
      return;
    }
    setBusy(true);
    setProblem(null);
    const of = travel.log;
    try {
      const result = await api.exploreLogRaces({ ...RACE_DEFAULTS, windowMs: ms });
      if (result.ok) setReport({ of, report: result.report });
      else setProblem(result.problem);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="space-y-3 rounded-md border border-slate-200 p-3" aria-labelledby={`${windowId}-title`} data-testid="race-explorer">
      <h3 id={`${windowId}-title`} className="text-base font-semibold">
        {t('DEVTOOLS.RACES')}
      </h3>
      <p className="text-sm text-slate-600">{t('DEVTOOLS.RACES_HINT')}</p>
      <div className="flex flex-wrap items-end gap-2">
        <label htmlFor={windowId} className="text-sm">
          <span className="block text-xs text-slate-600">{t('DEVTOOLS.RACE_WINDOW')}</span>
          <input
            id={windowId}
            type="number"
            min={0}
            max={RACE_LIMITS.windowMsMax}
            inputMode="numeric"
            value={windowMs}
            onChange={(e) => setWindowMs(e.target.value)}
            className={`w-28 rounded-md border border-slate-300 px-2 py-1 text-sm ${focusRing}`}
            data-testid="race-window"
          />
        </label>
        <Button onClick={() => void run()} disabled={busy} data-testid="race-run">
          {busy ? t('DEVTOOLS.RACE_RUNNING') : t('DEVTOOLS.RACE_RUN')}
        </Button>
      </div>
      {problem !== null && (
        <p role="alert" className="rounded-md bg-red-50 p-2 text-sm text-red-800" data-testid="race-problem">
          {problem}
        </p>
      )}
      {shown !== null && (
        <>
          <p className="text-sm" data-testid="race-summary">
            {t('DEVTOOLS.RACE_SUMMARY', { tried: shown.orderingsTried, groups: shown.groups, ms: shown.durationMs, window: shown.options.windowMs })}{' '}
            <strong>{shown.findings.length === 0 ? t('DEVTOOLS.RACE_NONE') : t('DEVTOOLS.RACE_FOUND', { count: shown.findings.length })}</strong>
          </p>
          {shown.findings.length > 0 && (
            <ul className="space-y-3">
              {shown.findings.map((f, i) => (
                <Finding key={`${f.fromSeq}-${i}`} finding={f} n={i + 1} travel={travel} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

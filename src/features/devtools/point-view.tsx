/** The loaded log at the selected envelope: the envelope, what it changed, and the state there. */
import { useTranslation } from '../../i18n/use-translation';
import type { InspectedPoint } from '../../../worker/contract/log-inspection';
import { JsonTree } from './json-tree';
import { SliceDiffView } from './slice-diff-view';

export function PointView({ point }: { point: InspectedPoint }) {
  const { t } = useTranslation('devtools');
  return (
    <div className="space-y-4" data-testid="point-view">
      <p className="text-sm">
        {t('DEVTOOLS.POINT', { seq: point.seq ?? '—' })} · <span className="font-mono" data-testid="point-hash">{point.hash}</span>{' '}
        <span className="text-xs text-slate-500">{t('DEVTOOLS.COMPUTED_IN', { ms: point.computeMs.toFixed(1) })}</span>
      </p>
      {point.envelope !== null && (
        <section aria-labelledby="point-envelope">
          <h3 id="point-envelope" className="text-sm font-semibold">
            {t('DEVTOOLS.ENVELOPE')}
          </h3>
          <pre className="max-h-40 overflow-auto rounded bg-slate-50 p-2 text-xs" data-testid="point-envelope">
            {JSON.stringify(point.envelope, null, 2)}
          </pre>
        </section>
      )}
      <section aria-labelledby="point-changes">
        <h3 id="point-changes" className="text-sm font-semibold">
          {t('DEVTOOLS.CHANGES')}
        </h3>
        <SliceDiffView changes={point.changes} />
      </section>
      <section aria-labelledby="point-state">
        <h3 id="point-state" className="text-sm font-semibold">
          {t('DEVTOOLS.STATE_AT')}
        </h3>
        <ul className="font-mono text-xs" data-testid="slice-tree">
          {point.slices.map((summary) => (
            <li key={summary.slice} data-slice={summary.slice} className="border-b border-slate-100 py-1">
              <JsonTree label={summary.slice} value={point.state[summary.slice]} />
              <p className="truncate pl-8 text-slate-400" title={summary.description}>
                {summary.hash} · {summary.description}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/**
 * Incidents (spec section 4): the open incidents of the platform; dismissing one removes it, and
 * a failed dismiss re-enables its button (the data layer tracks which dismissals are in flight).
 */
import { useTranslation } from '../../i18n/use-translation';
import { PageHeading } from '../../shell/layouts/page-heading';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/page-states';
import { InlineError } from '../../components/ui/card';
import { PageLoader } from '../../components/ui/spinner';
import { useDataLayer } from '../../data-client';
import { formatDateTime } from '../../lib/dates';
import { incidentsAtom, useAtomValue } from '../../state';
import { SeverityBadge } from '../../components/incidents/open-incidents';

export function IncidentsPage() {
  const { t } = useTranslation();
  const api = useDataLayer();
  const incidents = useAtomValue(incidentsAtom);
  const open = incidents.items.filter((incident) => !incident.isDismissed);
  return (
    <div data-testid="incidents-page">
      <PageHeading subtitle={t('INCIDENTS.INTRO')} />
      {/* "None" only once the brand's incidents answered (idle and loading are not known yet). */}
      {(incidents.status === 'loading' || incidents.status === 'idle') && open.length === 0 ? <PageLoader label={t('COMMON.LOADING')} /> : null}
      {incidents.status === 'ready' && open.length === 0 ? <EmptyState>{t('INCIDENTS.NONE')}</EmptyState> : null}
      {incidents.status === 'error' && open.length === 0 ? <InlineError>{t('INCIDENTS.LOAD_FAILED')}</InlineError> : null}
      {open.length > 0 ? (
        <ul className="space-y-3">
          {open.map((incident) => (
            <li key={incident.id} className="flex items-start gap-4 rounded-lg border border-slate-200 bg-white p-4" data-testid="incident">
              <div className="min-w-0 flex-1">
                <div className="flex items-center gap-2">
                  <SeverityBadge severity={incident.severity} />
                  {incident.expiresAt ? <span className="text-xs text-slate-500">{t('INCIDENTS.EXPIRES', { date: formatDateTime(incident.expiresAt) })}</span> : null}
                </div>
                <p className="mt-2 text-slate-800">{incident.body}</p>
              </div>
              <Button variant="secondary" disabled={incidents.dismissing.includes(incident.id)} onClick={() => void api.dispatch({ type: 'incidents/dismiss', id: incident.id })}>
                {t('INCIDENTS.DISMISS')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

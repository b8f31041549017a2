/**
 * Open incidents of the platform (the incidents slice), newest information first. "None" is said
 * only once the brand's incidents answered: before that (a brand switch) they are loading.
 */
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'wouter';
import { useBrandPath } from '../../shell/router/use-brand-path';
import { useBrandScoped } from '../../shell/router/use-brand-scope';
import { focusRing } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/page-states';
import { Card, InlineError } from '../../components/ui/card';
import { CardLoader } from '../../components/ui/spinner';
import { formatDateTime } from '../../lib/dates';

export function SeverityBadge({ severity }: { severity: string }) {
  const { t } = useTranslation();
  const tone = severity === 'high' ? 'bg-red-100 text-red-800' : severity === 'medium' ? 'bg-amber-100 text-amber-900' : 'bg-emerald-100 text-emerald-800';
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>{t(`INCIDENTS.SEVERITY_${severity.toUpperCase()}`)}</span>;
}

export function OpenIncidents() {
  const { t } = useTranslation();
  const pathFor = useBrandPath();
  // null while the store still holds another brand's incidents: loading, like 'idle' and 'loading'.
  const incidents = useBrandScoped('incidents');
  const status = incidents?.status ?? 'loading';
  const open = incidents?.items.filter((incident) => !incident.isDismissed) ?? [];
  return (
    <Card
      title={t('DASHBOARD.OPEN_INCIDENTS')}
      action={
        <Link href={pathFor('brand-incidents')} className={`rounded text-sm text-indigo-700 hover:underline ${focusRing}`}>
          {t('DASHBOARD.SEE_ALL')}
        </Link>
      }
    >
      {open.length === 0 ? (
        <div data-testid="open-incidents">
          {status === 'ready' ? <EmptyState>{t('INCIDENTS.NONE')}</EmptyState> : status === 'error' ? <InlineError>{t('INCIDENTS.LOAD_FAILED')}</InlineError> : <CardLoader label={t('COMMON.LOADING')} />}
        </div>
      ) : (
        <ul className="space-y-2" data-testid="dashboard-incidents">
          {open.slice(0, 5).map((incident) => (
            <li key={incident.id} className="rounded-md border border-slate-100 p-2 text-sm">
              <div className="flex items-center gap-2">
                <SeverityBadge severity={incident.severity} />
                {incident.expiresAt ? <span className="text-xs text-slate-500">{t('INCIDENTS.EXPIRES', { date: formatDateTime(incident.expiresAt) })}</span> : null}
              </div>
              <p className="mt-1 text-slate-800">{incident.body}</p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** Brand settings → Teams: the brand's teams with members, upload folders and this month's spend. */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageHeading } from '../../app/layouts/page-heading';
import { useBrandPath } from '../../app/router/use-brand-path';
import { focusRing } from '../../components/ui/button';
import { Card, EmptyState } from '../../components/ui/card';
import { PageLoader } from '../../components/ui/spinner';
import { useLiveQuery } from '../../data-client';
import { ErrorState } from '../../components/ui/page-states';

const link = `rounded-sm font-medium text-indigo-700 hover:underline ${focusRing}`;

export function TeamsPage() {
  const { t, i18n } = useTranslation('brand-money');
  const pathFor = useBrandPath();
  const state = useLiveQuery({ kind: 'teams/list' });
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  return (
    <div className="space-y-6" data-testid="teams-page">
      <PageHeading subtitle={t('BRAND_MONEY_TEAMS.INTRO')} />
      {state.status === 'loading' ? <PageLoader label={t('COMMON.LOADING')} /> : null}
      {state.status === 'error' ? <ErrorState error={state.failure} onRetry={state.retry} /> : null}
      {state.status === 'ok' && state.data.teams.length === 0 ? <EmptyState>{t('BRAND_MONEY_TEAMS.EMPTY')}</EmptyState> : null}
      {state.status === 'ok' && state.data.teams.length > 0 ? (
        <Card title={t('BRAND_MONEY_TEAMS.TITLE', { count: state.data.teams.length })}>
          <table className="w-full text-left text-sm" data-testid="teams-table">
            <thead className="text-xs tracking-wide text-slate-600 uppercase">
              <tr>
                <th scope="col" className="py-2 pr-3">{t('BRAND_MONEY_TEAMS.NAME')}</th>
                <th scope="col" className="py-2 pr-3 text-right">{t('BRAND_MONEY_TEAMS.MEMBERS')}</th>
                <th scope="col" className="py-2 pr-3">{t('BRAND_MONEY_TEAMS.UPLOAD_FOLDERS')}</th>
                <th scope="col" className="py-2 text-right">{t('BRAND_MONEY_TEAMS.SPENT_THIS_MONTH')}</th>
              </tr>
            </thead>
            <tbody>
              {state.data.teams.map((team) => (
                <tr key={team.id} className="border-t border-slate-100">
                  <td className="py-2 pr-3">
                    <Link href={pathFor('brand-brand-settings-teams-teamId', { teamId: team.id })} className={link}>
                      {team.name}
                    </Link>
                  </td>
                  <td className="py-2 pr-3 text-right tabular-nums">{number.format(team.membersCount)}</td>
                  <td className="py-2 pr-3">{team.uploadDirectories.length === 0 ? <span className="text-slate-500">—</span> : team.uploadDirectories.map((d) => d.name).join(', ')}</td>
                  <td className="py-2 text-right tabular-nums">{t('BRAND_MONEY_WALLET.CREDITS', { value: number.format(team.creditsSpentThisMonth) })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      ) : null}
    </div>
  );
}

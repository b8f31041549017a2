/**
 * Brand settings → Teams: the brand's teams with members, upload folders and this month's spend.
 * Managers create teams here and delete them (after a confirmation; the members stay in the brand).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Team } from '../../../worker/contract/brand-money';
import { Link } from 'wouter';
import { PageHeading } from '../../shell/layouts/page-heading';
import { useBrandPath } from '../../shell/router/use-brand-path';
import { useDisplayedBrandUser } from '../../shell/router/use-brand-scope';
import { Button, focusRing } from '../../components/ui/button';
import { Card, EmptyState } from '../../components/ui/card';
import { PageLoader } from '../../components/ui/spinner';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useDataLayer, useLiveQuery } from '../../data-client';
import { ErrorState } from '../../components/ui/page-states';
import { CreateTeamForm } from './create-team-form';

const link = `rounded-sm font-medium text-indigo-700 hover:underline ${focusRing}`;

export function TeamsPage() {
  const { t, i18n } = useTranslation('brand-money');
  const pathFor = useBrandPath();
  const state = useLiveQuery({ kind: 'teams/list' });
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const manager = useDisplayedBrandUser()?.primaryRole === 'manager';
  const api = useDataLayer();
  const [deleting, setDeleting] = useState<Team | null>(null);
  return (
    <div className="space-y-6" data-testid="teams-page">
      <PageHeading subtitle={t('BRAND_MONEY_TEAMS.INTRO')} />
      {manager ? <CreateTeamForm /> : null}
      {state.status === 'loading' ? <PageLoader label={t('COMMON.LOADING')} /> : null}
      {state.status === 'error' ? <ErrorState error={state.failure} onRetry={state.retry} /> : null}
      {state.status === 'ok' && state.data.teams.length === 0 ? <EmptyState>{t('BRAND_MONEY_TEAMS.EMPTY')}</EmptyState> : null}
      {state.status === 'ok' && state.data.teams.length > 0 ? (
        <Card title={t('BRAND_MONEY_TEAMS.TITLE', { count: state.data.teams.length })}>
          <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="teams-table">
            <thead className="text-xs tracking-wide text-slate-600 uppercase">
              <tr>
                <th scope="col" className="py-2 pr-3">{t('BRAND_MONEY_TEAMS.NAME')}</th>
                <th scope="col" className="py-2 pr-3 text-right">{t('BRAND_MONEY_TEAMS.MEMBERS')}</th>
                <th scope="col" className="py-2 pr-3">{t('BRAND_MONEY_TEAMS.UPLOAD_FOLDERS')}</th>
                <th scope="col" className="py-2 text-right">{t('BRAND_MONEY_TEAMS.SPENT_THIS_MONTH')}</th>
                {manager ? <th scope="col" className="py-2"><span className="sr-only">{t('BRAND_MONEY_TEAMS.ACTIONS')}</span></th> : null}
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
                  {manager ? (
                    <td className="py-2 pl-3 text-right">
                      <Button variant="ghost" onClick={() => setDeleting(team)} aria-label={t('BRAND_MONEY_TEAMS.DELETE_LABEL', { name: team.name })}>
                        {t('BRAND_MONEY_TEAMS.DELETE')}
                      </Button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
          </div>
        </Card>
      ) : null}
      {deleting !== null ? (
        <ConfirmDialog
          title={t('BRAND_MONEY_TEAMS.DELETE_TITLE', { name: deleting.name })}
          text={t('BRAND_MONEY_TEAMS.DELETE_TEXT', { count: deleting.membersCount })}
          confirmLabel={t('BRAND_MONEY_TEAMS.DELETE')}
          onConfirm={() => api.dispatch({ type: 'teams/delete', id: deleting.id })}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </div>
  );
}

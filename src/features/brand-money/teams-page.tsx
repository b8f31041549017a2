/**
 * Brand settings → Teams: the brand's teams with members, upload folders and this month's spend.
 * Managers create teams here and delete them (after a confirmation; the members stay in the brand).
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { Team } from '../../../worker/domains/teams/contract';
import { Link } from 'wouter';
import { PageHeading } from '../../shell/layouts/page-heading';
import { useBrandPath } from '../../shell/router/use-brand-path';
import { useDisplayedBrandUser } from '../../shell/router/use-brand-scope';
import { Button, focusRing } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useDataLayer, useLiveQuery } from '../../data-client';
import { EmptyState } from '../../components/ui/page-states';
import { CreateTeamForm } from './create-team-form';
import { DataTable } from '../../components/ui/data-table';
import { QueryStates } from '../../components/ui/query-states';

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
      <QueryStates state={state} isEmpty={(data) => data.teams.length === 0} empty={<EmptyState>{t('BRAND_MONEY_TEAMS.EMPTY')}</EmptyState>}>
        {(data) => (
          <Card title={t('BRAND_MONEY_TEAMS.TITLE', { count: data.teams.length })}>
            <DataTable
              variant="plain"
              testId="teams-table"
              rows={data.teams}
              rowKey={(team) => team.id}
              columns={[
                {
                  key: 'name',
                  header: t('BRAND_MONEY_TEAMS.NAME'),
                  cell: (team) => (
                    <Link href={pathFor('brand-brand-settings-teams-teamId', { teamId: team.id })} className={link}>
                      {team.name}
                    </Link>
                  ),
                },
                { key: 'members', header: t('BRAND_MONEY_TEAMS.MEMBERS'), align: 'right', className: 'tabular-nums', cell: (team) => number.format(team.membersCount) },
                // On a phone the folders and the delete button give way to the figures (the team's
                // page lists the folders and deletes the team): the table fits the screen and each
                // header keeps its words whole.
                { key: 'folders', header: t('BRAND_MONEY_TEAMS.UPLOAD_FOLDERS'), className: 'hidden sm:table-cell', headerClassName: 'hidden sm:table-cell', cell: (team) => (team.uploadDirectories.length === 0 ? <span className="text-slate-500">—</span> : team.uploadDirectories.map((d) => d.name).join(', ')) },
                { key: 'spent', header: t('BRAND_MONEY_TEAMS.SPENT_THIS_MONTH'), align: 'right', className: 'tabular-nums whitespace-nowrap', headerClassName: 'min-w-28', cell: (team) => t('BRAND_MONEY_WALLET.CREDITS', { value: number.format(team.creditsSpentThisMonth) }) },
                manager && {
                  key: 'actions',
                  header: t('BRAND_MONEY_TEAMS.ACTIONS'),
                  srOnlyHeader: true,
                  align: 'right',
                  className: 'hidden sm:table-cell',
                  headerClassName: 'hidden sm:table-cell',
                  cell: (team) => (
                    <Button variant="ghost" onClick={() => setDeleting(team)} aria-label={t('BRAND_MONEY_TEAMS.DELETE_LABEL', { name: team.name })}>
                      {t('BRAND_MONEY_TEAMS.DELETE')}
                    </Button>
                  ),
                },
              ]}
            />
          </Card>
        )}
      </QueryStates>
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

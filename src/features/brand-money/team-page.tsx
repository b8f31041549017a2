/**
 * Brand settings → Teams → one team: its members with their roles and upload folders, and what the
 * team's renders cost this month. Managers rename the team, add or move people into it
 * (add-team-member.tsx), remove members and delete the team, both after a confirmation (the server
 * refuses everyone else, so the controls are not shown to them). An unknown or foreign team is the
 * 404 page; a team deleted meanwhile (here or elsewhere) is that 404 too.
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation } from 'wouter';
import type { TeamDetail, TeamMember } from '../../../worker/domains/teams/contract';
import { ErrorPage } from '../../shell/errors/error-page';
import { PageHeading } from '../../shell/layouts/page-heading';
import { useRouteMatch } from '../../shell/router/route-context';
import { useBrandPath } from '../../shell/router/use-brand-path';
import { useDisplayedBrandUser } from '../../shell/router/use-brand-scope';
import { Button, focusRing } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useDataLayer, useLiveQuery } from '../../data-client';
import { EmptyState } from '../../components/ui/page-states';
import { AddTeamMember } from './add-team-member';
import { DataTable } from '../../components/ui/data-table';
import { QueryStates } from '../../components/ui/query-states';

export function TeamPage() {
  const { params } = useRouteMatch();
  const id = params.teamId ?? '';
  const state = useLiveQuery({ kind: 'teams/get', id });
  if (state.status === 'error' && state.failure.status === 404) return <ErrorPage status={404} />;
  return (
    <div className="space-y-6" data-testid="team-page">
      {state.status === 'ok' ? <PageHeading title={state.data.name} /> : <PageHeading />}
      <QueryStates state={state}>{(data) => <TeamBody team={data} />}</QueryStates>
    </div>
  );
}

function TeamBody({ team }: { team: TeamDetail }) {
  const { t, i18n } = useTranslation('brand-money');
  const manager = useDisplayedBrandUser()?.primaryRole === 'manager';
  const api = useDataLayer();
  const pathFor = useBrandPath();
  const [, navigate] = useLocation();
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [deleting, setDeleting] = useState(false);
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });

  return (
    <>
      <Card title={t('BRAND_MONEY_TEAMS.USAGE')}>
        <dl className="grid gap-3 text-sm sm:grid-cols-3" data-testid="team-usage">
          <div>
            <dt className="text-slate-600">{t('BRAND_MONEY_TEAMS.SPENT_THIS_MONTH')}</dt>
            <dd className="text-xl font-semibold text-slate-900">{t('BRAND_MONEY_WALLET.CREDITS', { value: number.format(team.creditsSpentThisMonth) })}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('BRAND_MONEY_TEAMS.RENDERS_THIS_MONTH')}</dt>
            <dd className="text-xl font-semibold text-slate-900">{number.format(team.rendersThisMonth)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('BRAND_MONEY_TEAMS.UPLOAD_FOLDERS')}</dt>
            <dd className="text-slate-900">{team.uploadDirectories.length === 0 ? '—' : team.uploadDirectories.map((d) => d.name).join(', ')}</dd>
          </div>
        </dl>
      </Card>
      {manager ? <RenameForm team={team} /> : null}
      {manager ? <AddTeamMember team={team} /> : null}
      <Card title={t('BRAND_MONEY_TEAMS.MEMBERS_OF', { count: team.membersCount })}>
        {team.members.length === 0 ? (
          <EmptyState>{t('BRAND_MONEY_TEAMS.NO_MEMBERS')}</EmptyState>
        ) : (
          <DataTable
            variant="plain"
            testId="team-members"
            rows={team.members}
            rowKey={(member) => member.user.id}
            columns={[
              {
                key: 'member',
                header: t('BRAND_MONEY_TEAMS.MEMBER'),
                cell: (member) => (
                  <>
                    <span className="font-medium text-slate-900">{member.user.name}</span>
                    <span className="block text-xs text-slate-600">{member.user.email}</span>
                  </>
                ),
              },
              { key: 'role', header: t('BRAND_MONEY_TEAMS.ROLE'), cell: (member) => t(`ROLES.${member.primaryRole.toUpperCase()}`) },
              { key: 'folder', header: t('BRAND_MONEY_TEAMS.UPLOAD_FOLDER'), cell: (member) => member.uploadDirectory?.name ?? '—' },
              manager && {
                key: 'actions',
                header: t('BRAND_MONEY_TEAMS.ACTIONS'),
                srOnlyHeader: true,
                align: 'right',
                cell: (member) => (
                  <Button variant="ghost" onClick={() => setRemoving(member)} aria-label={t('BRAND_MONEY_TEAMS.REMOVE_MEMBER', { name: member.user.name })}>
                    {t('BRAND_MONEY_TEAMS.REMOVE')}
                  </Button>
                ),
              },
            ]}
          />
        )}
      </Card>
      {manager ? (
        <div>
          <Button variant="danger" onClick={() => setDeleting(true)}>
            {t('BRAND_MONEY_TEAMS.DELETE_TEAM')}
          </Button>
        </div>
      ) : null}
      {removing !== null ? (
        <ConfirmDialog
          title={t('BRAND_MONEY_TEAMS.REMOVE_TITLE', { name: removing.user.name })}
          text={t('BRAND_MONEY_TEAMS.REMOVE_TEXT', { name: removing.user.name, team: team.name })}
          confirmLabel={t('BRAND_MONEY_TEAMS.REMOVE')}
          onConfirm={() => api.dispatch({ type: 'teams/remove-member', id: team.id, userId: removing.user.id })}
          onClose={() => setRemoving(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t('BRAND_MONEY_TEAMS.DELETE_TITLE', { name: team.name })}
          text={t('BRAND_MONEY_TEAMS.DELETE_TEXT', { count: team.membersCount })}
          confirmLabel={t('BRAND_MONEY_TEAMS.DELETE')}
          onConfirm={async () => {
            const result = await api.dispatch({ type: 'teams/delete', id: team.id });
            if (result.ok) navigate(pathFor('brand-brand-settings-teams'));
            return result;
          }}
          onClose={() => setDeleting(false)}
        />
      ) : null}
    </>
  );
}

function RenameForm({ team }: { team: TeamDetail }) {
  const { t } = useTranslation('brand-money');
  const api = useDataLayer();
  const [name, setName] = useState(team.name);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    if (name.trim() === '') {
      setError(t('BRAND_MONEY_TEAMS.NAME_REQUIRED'));
      return;
    }
    setSaving(true);
    setError(null);
    const result = await api.dispatch({ type: 'teams/rename', id: team.id, name: name.trim() });
    setSaving(false);
    if (!result.ok) setError(result.fieldErrors?.name?.join(' ') ?? result.message ?? t(result.error ?? 'REQUESTS.FAILED_UNKNOWN', { status: '', statusText: '' }));
  };
  return (
    <Card title={t('BRAND_MONEY_TEAMS.RENAME')}>
      <form
        className="flex flex-wrap items-start gap-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="flex flex-col gap-1">
          <label htmlFor="team-name" className="text-xs font-medium text-slate-600">
            {t('BRAND_MONEY_TEAMS.NAME')}
          </label>
          <input
            id="team-name"
            className={`w-72 rounded-md border bg-white px-2 py-1.5 text-sm ${error === null ? 'border-slate-300' : 'border-red-500'} ${focusRing}`}
            value={name}
            maxLength={100}
            aria-invalid={error !== null}
            aria-describedby={error === null ? undefined : 'team-name-error'}
            onChange={(event) => setName(event.target.value)}
          />
          {error === null ? null : (
            <p id="team-name-error" className="text-xs text-red-700">
              {error}
            </p>
          )}
        </div>
        <div className="pt-5">
          <Button type="submit" disabled={saving || name.trim() === team.name}>
            {t('BRAND_MONEY_TEAMS.SAVE')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/**
 * Brand settings → My team (only for users with a team; the route gate checks it): the team's
 * name, its members with their roles, and the team's upload directory. Leaving a team is out of
 * scope (docs/brand-admin.md).
 */
import { useTranslation } from '../../i18n/use-translation';
import { PageHeading } from '../../shell/layouts/page-heading';
import { Card } from '../../components/ui/card';
import { EmptyState, LoadingState } from '../../components/ui/page-states';
import { QueryStates } from '../../components/ui/query-states';
import { useLiveQuery } from '../../data-client';
import { useAtomValue } from '../../state';
import { brandUserAtom } from '../../state/derived';
import { RoleBadge } from './role-badge';

export function MyTeamPage() {
  const { t } = useTranslation('brand-admin');
  const brandUser = useAtomValue(brandUserAtom);
  const team = brandUser?.team ?? null;
  // The members: the people list filtered by team (GET /user?team_id=…).
  const members = useLiveQuery(team === null ? null : { kind: 'resource/list', resource: 'user', page: 1, perPage: 100, filter: { team_id: team.id } });
  const uploads = useLiveQuery({ kind: 'brand-admin/profile-uploads' });
  if (brandUser === null) return <LoadingState />;
  return (
    <div className="max-w-3xl space-y-4" data-testid="my-team-page">
      <PageHeading subtitle={t('BRAND_ADMIN_TEAM.SUBTITLE')} />
      <Card title={t('BRAND_ADMIN_TEAM.TEAM')}>
        <p className="text-xl font-semibold text-slate-900" data-testid="team-name">
          {team?.name ?? '—'}
        </p>
        <p className="mt-2 text-sm text-slate-600" data-testid="team-directory">
          {uploads.status === 'ok' ? t('BRAND_ADMIN_TEAM.UPLOAD_DIRECTORY', { path: uploads.data.path }) : t('BRAND_ADMIN_TEAM.UPLOAD_DIRECTORY_LOADING')}
        </p>
      </Card>
      <Card title={t('BRAND_ADMIN_TEAM.MEMBERS')}>
        <QueryStates state={members} isEmpty={(page) => page.items.length === 0} empty={<EmptyState title={t('BRAND_ADMIN_TEAM.NO_MEMBERS')} />}>
          {(page) => (
            <ul className="divide-y divide-slate-100" data-testid="team-members">
              {page.items.map((m) => (
                <li key={m.id} className="flex items-center justify-between gap-3 py-2" data-testid="team-member">
                  <div>
                    <p className="text-sm font-medium text-slate-900">{m.label}</p>
                    {typeof m.fields.email === 'string' ? <p className="text-xs text-slate-600">{m.fields.email}</p> : null}
                  </div>
                  {typeof m.fields.primary_role === 'string' ? <RoleBadge role={m.fields.primary_role} /> : null}
                </li>
              ))}
            </ul>
          )}
        </QueryStates>
      </Card>
    </div>
  );
}

/**
 * Brand settings → Users (managers): the brand's people, 20 a page, with counts per role from
 * `GET /user/meta` as the role filter, a search, role badges, team and last activity. A row
 * opens the person's detail in a side panel (`?user=`), so Back closes it; the panel changes the
 * person's role. Above the list: inviting someone by e-mail and the pending invitations.
 */
import { useTranslation } from '../../i18n/use-translation';
import { useLocation, useSearch } from 'wouter';
import { PageHeading } from '../../shell/layouts/page-heading';
import { focusRing } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/page-states';
import { useLiveQuery } from '../../data-client';
import { formatDateTime } from '../../lib/dates';
import { ListSearch } from '../../components/records/list-search';
import { InviteForm } from './people/invite-form';
import { PendingInvites } from './people/pending-invites';
import { RoleBadge } from './role-badge';
import { UserDrawer } from './users/user-drawer';
import { ROLES, usersHref, usersParams, type UsersParams } from './users/users-params';
import { DataTable } from '../../components/ui/data-table';
import { QueryStates } from '../../components/ui/query-states';
import { Pagination } from '../../components/ui/pagination';

const PER_PAGE = 20;

export function UsersPage() {
  const { t } = useTranslation('brand-admin');
  const [location, navigate] = useLocation();
  const params = usersParams(useSearch());
  const go = (next: Partial<UsersParams>) => navigate(usersHref(location, { ...params, ...next }));
  const meta = useLiveQuery({ kind: 'resource/meta', resource: 'user' });
  const list = useLiveQuery({
    kind: 'resource/list',
    resource: 'user',
    page: params.page,
    perPage: PER_PAGE,
    ...(params.search !== '' ? { search: params.search } : {}),
    ...(params.role !== null ? { filter: { primary_role: params.role } } : {}),
  });
  const counts = meta.status === 'ok' ? meta.data.countsBy : {};
  const total = Object.values(counts).reduce((a, b) => a + b, 0);

  const chip = (role: UsersParams['role'], label: string, count: number | undefined) => (
    <button
      key={role ?? 'all'}
      type="button"
      aria-pressed={params.role === role}
      onClick={() => go({ role, page: 1 })}
      className={`rounded-full border px-3 py-1 text-sm ${params.role === role ? 'border-indigo-600 bg-indigo-600 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'} ${focusRing}`}
      data-testid={`role-filter-${role ?? 'all'}`}
    >
      {label}
      {count !== undefined ? <span className="ml-1.5 opacity-80">{count}</span> : null}
    </button>
  );

  return (
    <div className="max-w-5xl" data-testid="users-page">
      <PageHeading subtitle={t('BRAND_ADMIN_USERS.SUBTITLE')} />
      <div className="mb-6 space-y-4">
        <InviteForm />
        <PendingInvites />
      </div>
      <div className="mb-3 flex flex-wrap gap-2" role="group" aria-label={t('BRAND_ADMIN_USERS.ROLE_FILTER')}>
        {chip(null, t('BRAND_ADMIN_USERS.ALL'), meta.status === 'ok' ? total : undefined)}
        {ROLES.map((role) => chip(role, t(`ROLES.${role.toUpperCase()}`), counts[role] ?? (meta.status === 'ok' ? 0 : undefined)))}
      </div>
      <ListSearch value={params.search} onSearch={(search) => go({ search, page: 1 })} />
      <QueryStates state={list} isEmpty={(data) => data.items.length === 0} empty={<EmptyState title={t('BRAND_ADMIN_USERS.EMPTY')} />}>
        {(data) => (
          <>
            {/* Scrolls sideways in its card on a narrow screen rather than breaking addresses a letter a line. */}
            <DataTable
              testId="users-table"
              minWidthClassName="w-full min-w-[44rem]"
              rows={data.items}
              rowKey={(u) => u.id}
              rowTestId="user-row"
              columns={[
                {
                  key: 'name',
                  header: t('BRAND_ADMIN_USERS.COL_NAME'),
                  cell: (u) => (
                    <button type="button" className={`font-medium text-indigo-700 hover:underline ${focusRing}`} onClick={() => go({ user: u.id })}>
                      {u.label}
                    </button>
                  ),
                },
                { key: 'email', header: t('BRAND_ADMIN_USERS.COL_EMAIL'), className: 'break-all text-slate-700', cell: (u) => (typeof u.fields.email === 'string' ? u.fields.email : '—') },
                { key: 'role', header: t('BRAND_ADMIN_USERS.COL_ROLE'), cell: (u) => (typeof u.fields.primary_role === 'string' ? <RoleBadge role={u.fields.primary_role} /> : '—') },
                { key: 'team', header: t('BRAND_ADMIN_USERS.COL_TEAM'), className: 'text-slate-700', cell: (u) => (typeof u.fields.team_name === 'string' ? u.fields.team_name : t('BRAND_ADMIN_USERS.NO_TEAM')) },
                { key: 'activity', header: t('BRAND_ADMIN_USERS.COL_LAST_ACTIVITY'), className: 'text-slate-700', cell: (u) => (typeof u.fields.last_activity_at === 'string' ? formatDateTime(u.fields.last_activity_at) : t('BRAND_ADMIN_USERS.NEVER')) },
              ]}
            />
            {data.lastPage > 1 ? <Pagination meta={{ page: params.page, lastPage: data.lastPage, total: data.total }} onPage={(page) => go({ page })} label={t('BRAND_ADMIN_USERS.PAGES')} summary={t('BRAND_ADMIN_USERS.PAGE_OF', { page: params.page, pages: data.lastPage })} /> : null}
          </>
        )}
      </QueryStates>
      {params.user !== null ? <UserDrawer id={params.user} onClose={() => go({ user: null })} /> : null}
    </div>
  );
}

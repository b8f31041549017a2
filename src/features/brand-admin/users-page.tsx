/**
 * Brand settings → Users (managers): the brand's people, 20 a page, with counts per role from
 * `GET /user/meta` as the role filter, a search, role badges, team and last activity. A row
 * opens the person's detail in a side panel (`?user=`), so Back closes it; the panel changes the
 * person's role. Above the list: inviting someone by e-mail and the pending invitations.
 */
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { PageHeading } from '../../shell/layouts/page-heading';
import { Button } from '../../components/ui/button';
import { focusRing } from '../../components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/page-states';
import { useLiveQuery } from '../../data-client';
import { formatDateTime } from '../../lib/dates';
import { ListSearch } from '../../components/records/list-search';
import { InviteForm } from './people/invite-form';
import { PendingInvites } from './people/pending-invites';
import { RoleBadge } from './role-badge';
import { UserDrawer } from './users/user-drawer';
import { ROLES, usersHref, usersParams, type UsersParams } from './users/users-params';

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
      {list.status === 'loading' ? <LoadingState /> : null}
      {list.status === 'error' ? <ErrorState error={list.failure} onRetry={list.retry} /> : null}
      {list.status === 'ok' && list.data.items.length === 0 ? <EmptyState title={t('BRAND_ADMIN_USERS.EMPTY')} /> : null}
      {list.status === 'ok' && list.data.items.length > 0 ? (
        <>
          <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
            {/* Scrolls sideways in its card on a narrow screen rather than breaking addresses a letter a line. */}
            <table className="w-full min-w-[44rem] text-left text-sm" data-testid="users-table">
              <thead className="bg-slate-50 text-xs text-slate-600">
                <tr>
                  <th className="px-3 py-2 font-medium">{t('BRAND_ADMIN_USERS.COL_NAME')}</th>
                  <th className="px-3 py-2 font-medium">{t('BRAND_ADMIN_USERS.COL_EMAIL')}</th>
                  <th className="px-3 py-2 font-medium">{t('BRAND_ADMIN_USERS.COL_ROLE')}</th>
                  <th className="px-3 py-2 font-medium">{t('BRAND_ADMIN_USERS.COL_TEAM')}</th>
                  <th className="px-3 py-2 font-medium">{t('BRAND_ADMIN_USERS.COL_LAST_ACTIVITY')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {list.data.items.map((u) => (
                  <tr key={u.id} data-testid="user-row">
                    <td className="px-3 py-2">
                      <button type="button" className={`font-medium text-indigo-700 hover:underline ${focusRing}`} onClick={() => go({ user: u.id })}>
                        {u.label}
                      </button>
                    </td>
                    <td className="px-3 py-2 break-all text-slate-700">{typeof u.fields.email === 'string' ? u.fields.email : '—'}</td>
                    <td className="px-3 py-2">{typeof u.fields.primary_role === 'string' ? <RoleBadge role={u.fields.primary_role} /> : '—'}</td>
                    <td className="px-3 py-2 text-slate-700">{typeof u.fields.team_name === 'string' ? u.fields.team_name : t('BRAND_ADMIN_USERS.NO_TEAM')}</td>
                    <td className="px-3 py-2 text-slate-700">{typeof u.fields.last_activity_at === 'string' ? formatDateTime(u.fields.last_activity_at) : t('BRAND_ADMIN_USERS.NEVER')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {list.data.lastPage > 1 ? (
            <nav className="mt-3 flex items-center gap-3 text-sm" aria-label={t('BRAND_ADMIN_USERS.PAGES')}>
              <Button variant="secondary" disabled={params.page <= 1} onClick={() => go({ page: params.page - 1 })}>
                {t('BRAND_ADMIN_USERS.PREVIOUS')}
              </Button>
              <span className="text-slate-600">{t('BRAND_ADMIN_USERS.PAGE_OF', { page: params.page, pages: list.data.lastPage })}</span>
              <Button variant="secondary" disabled={params.page >= list.data.lastPage} onClick={() => go({ page: params.page + 1 })}>
                {t('BRAND_ADMIN_USERS.NEXT')}
              </Button>
            </nav>
          ) : null}
        </>
      ) : null}
      {params.user !== null ? <UserDrawer id={params.user} onClose={() => go({ user: null })} /> : null}
    </div>
  );
}

/** One person's detail (`GET /user/{id}`) in a side panel over the list, with their role to change; Escape or Close leaves it. */
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ErrorState, LoadingState } from '../../../components/ui/page-states';
import { useLiveQuery } from '../../../data-client';
import { formatDateTime } from '../../../lib/dates';
import { languageName } from '../profile/brand-languages';
import { RoleEditor } from '../people/role-editor';
import { RoleBadge } from '../role-badge';

export function UserDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('brand-admin');
  const user = useLiveQuery({ kind: 'resource/get', resource: 'user', id });
  const f = user.status === 'ok' ? user.data.fields : null;
  const yesNo = (value: unknown) => (value === true ? t('BRAND_ADMIN_USERS.YES') : t('BRAND_ADMIN_USERS.NO'));
  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/30" aria-hidden="true" />
      <DialogPanel className="fixed inset-y-0 right-0 flex w-full max-w-md flex-col bg-white shadow-xl" data-testid="user-drawer">
        <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
          <DialogTitle className="text-lg font-semibold text-slate-900">{user.status === 'ok' ? user.data.label : t('BRAND_ADMIN_USERS.DETAIL')}</DialogTitle>
          <Button variant="ghost" onClick={onClose}>
            {t('BRAND_ADMIN_USERS.CLOSE')}
          </Button>
        </div>
        <div className="flex-1 overflow-y-auto px-5 py-4">
          {user.status === 'loading' ? <LoadingState /> : null}
          {user.status === 'error' ? <ErrorState error={user.failure} onRetry={user.retry} /> : null}
          {f !== null ? (
            <dl className="divide-y divide-slate-100 text-sm">
              {[
                [t('BRAND_ADMIN_USERS.COL_EMAIL'), f.email],
                [t('BRAND_ADMIN_USERS.COL_ROLE'), typeof f.primary_role === 'string' ? <RoleBadge role={f.primary_role} /> : '—'],
                [t('BRAND_ADMIN_USERS.COL_TEAM'), f.team_name ?? t('BRAND_ADMIN_USERS.NO_TEAM')],
                [t('BRAND_ADMIN_USERS.LOCALE'), typeof f.locale === 'string' ? languageName(f.locale, i18n.language) : '—'],
                [t('BRAND_ADMIN_USERS.MFA'), yesNo(f.is_mfa_enabled)],
                [t('BRAND_ADMIN_USERS.COL_LAST_ACTIVITY'), typeof f.last_activity_at === 'string' ? formatDateTime(f.last_activity_at) : t('BRAND_ADMIN_USERS.NEVER')],
              ].map(([label, value], i) => (
                <div key={i} className="grid grid-cols-3 gap-2 py-2">
                  <dt className="text-slate-600">{label}</dt>
                  <dd className="col-span-2 break-all text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {/* Keyed by the role: a change made elsewhere (live) resets the picker to it. */}
          {f !== null && typeof f.primary_role === 'string' ? <RoleEditor key={f.primary_role} userId={id} current={f.primary_role} /> : null}
        </div>
      </DialogPanel>
    </Dialog>
  );
}

/**
 * One person's detail (`GET /user/{id}`) in a side panel over the list, with their role to change and
 * a way to remove them from the brand (which closes the panel); Escape or Close leaves it.
 */
import { useTranslation } from '../../../i18n/use-translation';
import type { ResourceRecord } from '../../../../worker/domains/resources/contract';
import { QueryStates } from '../../../components/ui/query-states';
import { SidePanel } from '../../../components/ui/side-panel';
import { useLiveQuery } from '../../../data-client';
import { formatDateTime } from '../../../lib/dates';
import { languageName } from '../profile/brand-languages';
import { RemoveMember } from '../people/remove-member';
import { RoleEditor } from '../people/role-editor';
import { PRIMARY_ROLES } from '../../../shell/rules/roles';
import type { PrimaryRole } from '../../../../worker/contract/entities';
import { RoleBadge } from '../role-badge';

export function UserDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('brand-admin');
  const user = useLiveQuery({ kind: 'resource/get', resource: 'user', id });
  return (
    <SidePanel onClose={onClose} side="right" title={user.status === 'ok' ? user.data.label : t('BRAND_ADMIN_USERS.DETAIL')} closeLabel={t('BRAND_ADMIN_USERS.CLOSE')} testId="user-drawer">
      <div className="flex-1 overflow-y-auto px-4 py-4">
        <QueryStates state={user}>{({ fields, label }) => <UserDetail id={id} name={label} fields={fields} onRemoved={onClose} />}</QueryStates>
      </div>
    </SidePanel>
  );
}

const asRole = (value: unknown): PrimaryRole | null => ((PRIMARY_ROLES as readonly unknown[]).includes(value) ? (value as PrimaryRole) : null);

function UserDetail({ id, name, fields: f, onRemoved }: { id: string; name: string; fields: ResourceRecord['fields']; onRemoved: () => void }) {
  const { t, i18n } = useTranslation('brand-admin');
  const yesNo = (value: unknown) => (value === true ? t('BRAND_ADMIN_USERS.YES') : t('BRAND_ADMIN_USERS.NO'));
  return (
    <>
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
      {/* Keyed by the role: a change made elsewhere (live) resets the picker to it. */}
      {typeof f.primary_role === 'string' ? <RoleEditor key={f.primary_role} userId={id} current={f.primary_role} /> : null}
      {asRole(f.primary_role) !== null ? <RemoveMember userId={id} name={name} role={asRole(f.primary_role)!} onRemoved={onRemoved} /> : null}
    </>
  );
}

/**
 * Extra details for godlike users, and changing their own primary role (spec section 6: the
 * product then reloads, so every screen and permission starts from the new role).
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useDisplayedBrandUser } from '../../shell/router/use-brand-scope';
import { roleLabelKey, PRIMARY_ROLES } from '../../shell/rules/roles';
import { Button, focusRing } from '../../components/ui/button';
import type { PrimaryRole } from '../../../worker/contract/entities';
import { useDataLayer } from '../../data-client';
import { browserNavigation } from '../../lib/browser-navigation';
import { useAtomValue } from '../../state';
import { currentUserAtom } from '../../state/derived';
import { Modal } from '../../components/ui/modal';

function Row({ label, value }: { label: string; value: string | number | null }) {
  return (
    <div className="flex justify-between gap-4 py-1 text-sm">
      <dt className="text-slate-500">{label}</dt>
      <dd className="font-mono text-slate-900">{value ?? '—'}</dd>
    </div>
  );
}

export function GodlikeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const user = useAtomValue(currentUserAtom);
  const brandUser = useDisplayedBrandUser();
  const api = useDataLayer();
  const [role, setRole] = useState<PrimaryRole>(brandUser?.primaryRole ?? 'manager');
  const [status, setStatus] = useState<'idle' | 'saving' | 'failed'>('idle');
  const unchanged = role === brandUser?.primaryRole;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus('saving');
    const result = await api.dispatch({ type: 'user/set-godlike-primary-role', primaryRole: role });
    if (result.ok) browserNavigation.reload('role-change');
    else setStatus('failed');
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="md"
      title={t('GODLIKE.TITLE')}
      testId="godlike-dialog"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('COMMON.CLOSE')}
        </Button>
      }
    >
      <dl className="divide-y divide-slate-100">
        <Row label={t('GODLIKE.USER_ID')} value={user?.id ?? null} />
        <Row label={t('GODLIKE.EMAIL')} value={user?.email ?? null} />
        <Row label={t('GODLIKE.BRAND')} value={brandUser?.brand.identifier ?? null} />
        <Row label={t('GODLIKE.BRAND_ID')} value={brandUser?.brandId ?? null} />
        <Row label={t('GODLIKE.BRAND_USER_ID')} value={brandUser?.id ?? null} />
        <Row label={t('GODLIKE.TEAM')} value={brandUser?.team?.name ?? null} />
        <Row label={t('GODLIKE.MFA')} value={user?.isMfaEnabled ? t('COMMON.YES') : t('COMMON.NO')} />
      </dl>
      <form className="mt-6 space-y-2" onSubmit={(event) => void submit(event)}>
        <label htmlFor="godlike-role" className="block text-sm font-medium text-slate-700">
          {t('GODLIKE.PRIMARY_ROLE')}
        </label>
        <div className="flex gap-2">
          <select id="godlike-role" value={role} onChange={(event) => setRole(event.target.value as PrimaryRole)} className={`flex-1 rounded-md border border-slate-300 px-2 py-1.5 text-sm ${focusRing}`}>
            {PRIMARY_ROLES.map((option) => (
              <option key={option} value={option}>
                {t(roleLabelKey(option))}
              </option>
            ))}
          </select>
          <Button type="submit" disabled={unchanged || status === 'saving'} aria-describedby="godlike-role-note" data-testid="godlike-change-role">
            {t('GODLIKE.CHANGE_ROLE')}
          </Button>
        </div>
        <p id="godlike-role-note" className={`text-xs ${status === 'failed' ? 'text-red-700' : 'text-slate-500'}`} role={status === 'failed' ? 'alert' : undefined}>
          {t(status === 'failed' ? 'GODLIKE.CHANGE_ROLE_FAILED' : 'GODLIKE.CHANGE_ROLE_NOTE')}
        </p>
      </form>
    </Modal>
  );
}

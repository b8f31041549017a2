/**
 * The brand's invitations not accepted yet (managers), newest first, each withdrawable after a
 * confirmation. Another manager's invitation appears here live (BrandInviteUpdated).
 */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { BrandInvite } from '../../../../worker/contract/people';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryStates } from '../../../components/ui/query-states';
import { useDataLayer, useLiveQuery } from '../../../data-client';
import { formatDate } from '../../../lib/dates';
import { RoleBadge } from '../role-badge';

export function PendingInvites() {
  const { t } = useTranslation('brand-admin');
  const api = useDataLayer();
  const invites = useLiveQuery({ kind: 'people/invites' });
  const [withdrawing, setWithdrawing] = useState<BrandInvite | null>(null);
  if (invites.status === 'ok' && invites.data.invites.length === 0) return null;
  return (
    <Card title={t('BRAND_ADMIN_USERS.PENDING_TITLE', { count: invites.status === 'ok' ? invites.data.invites.length : 0 })}>
      <QueryStates state={invites}>
        {(data) => (
          <ul className="divide-y divide-slate-100 text-sm" data-testid="pending-invites">
            {data.invites.map((invite) => (
              <li key={invite.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="min-w-0">
                  <span className="block font-medium break-all text-slate-900">{invite.email}</span>
                  <span className="text-xs text-slate-600">
                    {t('BRAND_ADMIN_USERS.INVITED_ON', { date: formatDate(invite.createdAt) })}
                    {invite.teamName ? ` · ${invite.teamName}` : ''}
                  </span>
                </span>
                <span className="flex items-center gap-2">
                  <RoleBadge role={invite.primaryRole} />
                  <Button variant="ghost" onClick={() => setWithdrawing(invite)} aria-label={t('BRAND_ADMIN_USERS.WITHDRAW_LABEL', { email: invite.email })}>
                    {t('BRAND_ADMIN_USERS.WITHDRAW')}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
      {withdrawing !== null ? (
        <ConfirmDialog
          title={t('BRAND_ADMIN_USERS.WITHDRAW_TITLE')}
          text={t('BRAND_ADMIN_USERS.WITHDRAW_TEXT', { email: withdrawing.email })}
          confirmLabel={t('BRAND_ADMIN_USERS.WITHDRAW')}
          onConfirm={() => api.dispatch({ type: 'people/withdraw-invite', id: withdrawing.id })}
          onClose={() => setWithdrawing(null)}
        />
      ) : null}
    </Card>
  );
}

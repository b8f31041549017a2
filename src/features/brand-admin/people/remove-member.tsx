/**
 * Removing a person from the brand (managers, in the person's side panel), after a confirmation:
 * it cannot be undone (they would need a new invitation). The brand always keeps a manager: the
 * same rule as the server's (worker/contract/people.ts keepsAManager) turns the button off for the
 * last one and says why; should the counts be stale, the server's refusal says it in the dialog.
 * The removed person's open pages leave the brand at once (BrandUserRemoved).
 */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { CommandResult } from '../../../../worker/contract/commands';
import type { PrimaryRole } from '../../../../worker/contract/entities';
import { keepsAManager, LAST_MANAGER_MESSAGE, managesPeople } from '../../../../worker/contract/people';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDataLayer, useLiveQuery } from '../../../data-client';
import { useDisplayedBrandUser } from '../../../shell/router/use-brand-scope';
import { useAtomValue } from '../../../state';
import { isGodlikeAtom } from '../../../state/derived';

export function RemoveMember({ userId, name, role, onRemoved }: { userId: string; name: string; role: PrimaryRole; onRemoved: () => void }) {
  const { t } = useTranslation('brand-admin');
  const api = useDataLayer();
  const viewer = useDisplayedBrandUser();
  const godlike = useAtomValue(isGodlikeAtom);
  const meta = useLiveQuery({ kind: 'resource/meta', resource: 'user' });
  const [asking, setAsking] = useState(false);
  if (!managesPeople({ role: viewer?.primaryRole ?? null, godlike })) return null;
  const managers = meta.status === 'ok' ? (meta.data.countsBy.manager ?? 0) : null;
  const lastManager = managers !== null && !keepsAManager(managers, role, null);

  const remove = async (): Promise<CommandResult> => {
    const result = await api.dispatch({ type: 'people/remove-member', userId });
    if (result.ok) onRemoved();
    // The server's sentence is English; the rule it names is ours, so say it in the person's language.
    if (result.fieldErrors?.user?.[0] === LAST_MANAGER_MESSAGE) return { ok: false, message: t('BRAND_ADMIN_USERS.LAST_MANAGER') };
    return result.ok || result.fieldErrors !== undefined || result.message !== undefined ? result : { ...result, message: t(result.error ?? 'REQUESTS.FAILED_UNKNOWN', { status: '', statusText: '' }) };
  };

  return (
    <div className="mt-4 border-t border-slate-200 pt-4" data-testid="remove-member">
      <Button variant="danger" disabled={lastManager} onClick={() => setAsking(true)} aria-describedby={lastManager ? 'remove-member-why' : undefined}>
        {t('BRAND_ADMIN_USERS.REMOVE')}
      </Button>
      {lastManager ? (
        <p id="remove-member-why" className="mt-2 text-sm text-slate-600">
          {t('BRAND_ADMIN_USERS.LAST_MANAGER')}
        </p>
      ) : null}
      {asking ? (
        <ConfirmDialog
          title={t('BRAND_ADMIN_USERS.REMOVE_TITLE', { name })}
          text={t('BRAND_ADMIN_USERS.REMOVE_TEXT', { name })}
          confirmLabel={t('BRAND_ADMIN_USERS.REMOVE_CONFIRM')}
          onConfirm={remove}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </div>
  );
}

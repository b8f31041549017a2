/**
 * Archiving, restoring and deleting an ad set (editors and up; visitors see none of it). Archiving
 * is reversible (Restore brings it back), so it runs at once; deleting removes the set and its ads
 * for good, so it asks first and then returns to the list. A failure shows in place (or in the
 * dialog), nothing is lost.
 */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLocation } from 'wouter';
import type { AdSetDetail } from '../../../../worker/domains/ad-sets/contract';
import { useBrandPath } from '../../../shell/router/use-brand-path';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDataLayer } from '../../../data-client';

export function AdSetLifecycle({ adSet }: { adSet: AdSetDetail }) {
  const { t } = useTranslation('ad-sets');
  const api = useDataLayer();
  const pathFor = useBrandPath();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  const archive = async (archived: boolean) => {
    setBusy(true);
    setFailure(null);
    const result = await api.dispatch({ type: 'ad-sets/archive', id: adSet.id, archived });
    setBusy(false);
    if (!result.ok) setFailure(result.message ?? t(result.error ?? 'REQUESTS.FAILED_UNKNOWN', { status: '', statusText: '' }));
  };

  return (
    <>
      <Button variant="secondary" disabled={busy} onClick={() => void archive(!adSet.archived)} data-testid="ad-set-archive" data-archived={adSet.archived}>
        {t(adSet.archived ? 'AD_SETS_DETAIL.RESTORE' : 'AD_SETS_DETAIL.ARCHIVE')}
      </Button>
      <Button variant="danger" disabled={busy} onClick={() => setDeleting(true)} data-testid="ad-set-delete">
        {t('AD_SETS_DETAIL.DELETE')}
      </Button>
      {failure !== null ? (
        <p role="alert" className="w-full text-sm text-red-700">
          {failure}
        </p>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t('AD_SETS_DETAIL.DELETE_TITLE', { name: adSet.name })}
          text={t('AD_SETS_DETAIL.DELETE_TEXT', { count: adSet.adsCount })}
          confirmLabel={t('AD_SETS_DETAIL.DELETE')}
          onConfirm={async () => {
            const result = await api.dispatch({ type: 'ad-sets/delete', id: adSet.id });
            if (result.ok) navigate(pathFor('brand-ad-sets'));
            return result;
          }}
          onClose={() => setDeleting(false)}
        />
      ) : null}
    </>
  );
}

/** Regenerating a token breaks whoever uses the old one: the button asks once more before it does. */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { FeedAction } from '../../../../worker/contract/feeds';
import { Button } from '../../../components/ui/button';
import { useDataLayer } from '../../../data-client';

export function RegenerateButton({ feedId, action, testId }: { feedId: string; action: Extract<FeedAction, 'regenerate-permalink' | 'regenerate-api-token'>; testId: string }) {
  const { t } = useTranslation('feeds');
  const api = useDataLayer();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const go = async () => {
    setBusy(true);
    await api.dispatch({ type: 'feeds/action', id: feedId, action });
    setBusy(false);
    setConfirming(false);
  };
  if (!confirming) {
    return (
      <Button variant="secondary" onClick={() => setConfirming(true)} data-testid={testId}>
        {t('FEEDS_ACCESS.REGENERATE')}
      </Button>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-md border border-amber-200 bg-amber-50 p-2 text-sm text-amber-900" role="group" aria-label={t('FEEDS_ACCESS.REGENERATE')}>
      <span>{t('FEEDS_ACCESS.REGENERATE_WARNING')}</span>
      <Button variant="danger" disabled={busy} onClick={() => void go()} data-testid={`${testId}-confirm`}>
        {t('FEEDS_ACCESS.REGENERATE_CONFIRM')}
      </Button>
      <Button variant="ghost" disabled={busy} onClick={() => setConfirming(false)}>
        {t('FEEDS_FORM.CANCEL')}
      </Button>
    </div>
  );
}

/**
 * Under a windowed list's last row: a spinner while the worker pages in more rows, or why it
 * could not (the rows already loaded stay live) with a Retry that watches the list again.
 */
import { memo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { RetryButton } from './page-states';
import { Spinner } from './spinner';

export const WindowFooter = memo(function WindowFooter({ loadingMore, failed, onRetry }: { loadingMore: boolean; failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  if (loadingMore) {
    return (
      <div className="flex justify-center p-3">
        <Spinner label={t('COMMON.LOADING_MORE')} showLabel />
      </div>
    );
  }
  if (!failed) return null;
  return (
    <div className="flex items-center justify-center gap-3 p-3 text-sm text-red-800">
      <p role="alert">{t('COMMON.MORE_FAILED')}</p>
      <RetryButton onRetry={onRetry} />
    </div>
  );
});

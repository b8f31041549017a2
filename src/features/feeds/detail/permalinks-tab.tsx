/**
 * The feed's public export: whoever has the link reads the products (ad platforms fetch it on
 * their own schedule), so the link is copyable and its token can be replaced.
 */
import { useTranslation } from '../../../i18n/use-translation';
import type { FeedDetail } from '../../../../worker/domains/feeds/contract';
import { EmptyState } from '../../../components/ui/page-states';
import { useCanWrite } from '../../../shell/router/use-can-write';
import { CopyField } from './copy-field';
import { RegenerateButton } from './regenerate-button';

export function exportUrl(origin: string, token: string, format: 'csv' | 'json'): string {
  return `${origin}/server/feed-export/${token}.${format}`;
}

export function PermalinksTab({ feed }: { feed: FeedDetail }) {
  const { t } = useTranslation('feeds');
  const canWrite = useCanWrite();
  if (feed.permalinkToken === null) return <EmptyState title={t('FEEDS_ACCESS.NO_PERMALINK')} />;
  const origin = window.location.origin;
  return (
    <div className="max-w-3xl space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm" data-testid="permalinks">
      <p className="text-sm text-slate-600">{t('FEEDS_ACCESS.PERMALINK_HINT')}</p>
      <CopyField id="permalink-csv" label={t('FEEDS_ACCESS.PERMALINK_CSV')} value={exportUrl(origin, feed.permalinkToken, 'csv')} />
      <CopyField id="permalink-json" label={t('FEEDS_ACCESS.PERMALINK_JSON')} value={exportUrl(origin, feed.permalinkToken, 'json')} />
      {canWrite ? <RegenerateButton feedId={feed.id} action="regenerate-permalink" testId="regenerate-permalink" /> : null}
    </div>
  );
}

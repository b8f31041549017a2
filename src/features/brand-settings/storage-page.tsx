/**
 * Brand settings → Storage and its sub-pages (ad sets, source files, asset library, feeds,
 * templates): the brand's usage from the storage slice; per-area breakdowns are not served yet.
 */
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../app/layouts/page-heading';
import { useRouteMatch } from '../../app/router/route-context';
import { STORAGE_THRESHOLDS } from '../../../worker/contract/storage-notice';
import { Card } from '../../components/ui/card';
import { formatBytes } from '../../lib/format-bytes';
import { storageAtom, useAtomValue } from '../../state';
import { RouteTabs } from '../resources/related-nav';
import { aboutKey } from '../resources/section-page';

export function StoragePage() {
  const { t } = useTranslation();
  const { route } = useRouteMatch();
  const { usage } = useAtomValue(storageAtom);
  const percent = usage?.percentageInt ?? null;
  return (
    <div className="space-y-6" data-testid="storage-page">
      <PageHeading />
      <RouteTabs />
      <Card title={t('STORAGE.USAGE')}>
        {usage === null ? (
          <p className="text-sm text-slate-600">{t('HEADER.STORAGE_UNKNOWN')}</p>
        ) : (
          <>
            <p className="text-3xl font-semibold text-slate-900">{percent} %</p>
            <div className="mt-3 h-3 w-full overflow-hidden rounded-full bg-slate-200" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.min(100, percent ?? 0)} aria-label={t('STORAGE.USAGE')}>
              <div className={`h-full ${percent !== null && percent >= STORAGE_THRESHOLDS.full ? 'bg-red-500' : percent !== null && percent >= STORAGE_THRESHOLDS.high ? 'bg-amber-500' : 'bg-indigo-500'}`} style={{ width: `${Math.min(100, percent ?? 0)}%` }} />
            </div>
            <p className="mt-2 text-sm text-slate-600">{t('HEADER.STORAGE_DETAIL', { used: formatBytes(usage.used), total: formatBytes(usage.total) })}</p>
          </>
        )}
      </Card>
      <p className="text-sm text-slate-600">{t(aboutKey(route.titleKey))}</p>
    </div>
  );
}

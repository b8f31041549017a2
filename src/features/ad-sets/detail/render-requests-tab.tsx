/**
 * The ad set's creatives (the `render-requests` tab): request renders (one per ad × size, paid like
 * template renders), the counts by status, export the finished ones as a zip (one folder per size
 * and language), the ads whose values fail (left out of the request), and the grid of creatives,
 * which follows each render live.
 */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { AdSetDetail } from '../../../../worker/domains/ad-sets/contract';
import { rendersCost } from '../../../../worker/contract/render-cost';
import { Button } from '../../../components/ui/button';
import { AdPlatformSummaryView } from '../../../components/ad-platforms/ad-platform-results';
import { Card, InlineError } from '../../../components/ui/card';
import { useDataLayer, useLiveQuery } from '../../../data-client';
import { saveFile } from '../../../lib/save-file';
import { useAdSetPermissions } from '../permissions';
import { CreativesGrid } from './creatives-grid';
import { FailingAds } from './failing-ads';

export function RenderRequestsTab({ adSet }: { adSet: AdSetDetail }) {
  const { t } = useTranslation('ad-sets');
  const api = useDataLayer();
  const { canEdit } = useAdSetPermissions();
  const [busy, setBusy] = useState<'request' | 'export' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const failed = (result: { message?: string; fieldErrors?: Readonly<Record<string, readonly string[]>>; error?: string }, fallback: string) =>
    setFailure(Object.values(result.fieldErrors ?? {}).flat()[0] ?? (result.message?.trim() ? result.message : fallback));
  const request = async () => {
    setBusy('request');
    setFailure(null);
    const result = await api.dispatch({ type: 'ad-sets/request-renders', id: adSet.id });
    setBusy(null);
    if (!result.ok) failed(result, t('AD_SETS_RENDERS.FAILED'));
  };
  const exportZip = async () => {
    setBusy('export');
    setFailure(null);
    const result = await api.dispatch({ type: 'ad-sets/export', id: adSet.id });
    setBusy(null);
    if (result.ok && result.file !== undefined) saveFile(result.file);
    else failed(result, t('AD_SETS_CREATIVES.EXPORT_FAILED'));
  };
  const counts = Object.entries(adSet.renderCounts);
  // Ads whose values fail are left out of the request (listed below, never rendered or charged).
  const checked = useLiveQuery({ kind: 'ad-sets/value-problems', adSetId: adSet.id });
  const failing = checked.status === 'ok' ? checked.data : null;
  const count = Math.max(0, adSet.adsCount - (failing?.failingCount ?? 0)) * adSet.sizes.length;
  const ready = adSet.status === 'ready' && adSet.adsCount > 0 && adSet.sizes.length > 0;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        {canEdit ? (
          <Button onClick={() => void request()} disabled={busy !== null || !ready || count === 0} data-testid="request-renders">
            {t('AD_SETS_RENDERS.REQUEST', { n: count })}
          </Button>
        ) : null}
        {(adSet.renderCounts.finished ?? 0) > 0 ? (
          <Button variant="secondary" onClick={() => void exportZip()} disabled={busy !== null} data-testid="export-creatives">
            {t('AD_SETS_CREATIVES.EXPORT', { n: adSet.renderCounts.finished })}
          </Button>
        ) : null}
        {counts.map(([status, n]) => (
          <span key={status} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-800" data-testid={`render-count-${status}`}>
            {t('AD_SETS_RENDERS.COUNT', { status: t(`AD_SETS_RENDERS.STATUS_${status.toUpperCase()}`, { defaultValue: status }), n })}
          </span>
        ))}
      </div>
      {ready && canEdit ? <p className="text-sm text-slate-600">{t('AD_SETS_CREATIVES.COST', { count, credits: rendersCost(count) })}</p> : null}
      {!ready ? <p className="text-sm text-slate-600">{t('AD_SETS_RENDERS.NOT_READY')}</p> : null}
      {failing !== null ? <FailingAds problems={failing} /> : null}
      {failure !== null ? <InlineError>{failure}</InlineError> : null}
      {adSet.platformSummary !== null ? (
        <Card title={t('AD_PLATFORMS.TITLE')} headingLevel={3} className="max-w-3xl">
          <AdPlatformSummaryView summary={adSet.platformSummary} />
        </Card>
      ) : null}
      <CreativesGrid adSetId={adSet.id} />
    </div>
  );
}

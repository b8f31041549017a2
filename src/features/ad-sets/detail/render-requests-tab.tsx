/** Render requests made for this ad set: counts by status, the latest requests, and a new request. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdSetDetail } from '../../../../worker/contract/ad-sets';
import { Button } from '../../../components/ui/button';
import { InlineError } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/page-states';
import { useDataLayer } from '../../../data-client';
import { formatDateTime } from '../../../lib/dates';
import { useAdSetPermissions } from '../permissions';

export function RenderRequestsTab({ adSet }: { adSet: AdSetDetail }) {
  const { t } = useTranslation('ad-sets');
  const api = useDataLayer();
  const { canEdit } = useAdSetPermissions();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const request = async () => {
    setBusy(true);
    setFailure(null);
    const result = await api.dispatch({ type: 'ad-sets/request-renders', id: adSet.id });
    setBusy(false);
    if (!result.ok) setFailure(Object.values(result.fieldErrors ?? {}).flat()[0] ?? result.message ?? t('AD_SETS_RENDERS.FAILED'));
  };
  const counts = Object.entries(adSet.renderCounts);
  const ready = adSet.status === 'ready' && adSet.adsCount > 0 && adSet.sizes.length > 0;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        {canEdit ? (
          <Button onClick={() => void request()} disabled={busy || !ready} data-testid="request-renders">
            {t('AD_SETS_RENDERS.REQUEST', { n: adSet.adsCount * adSet.sizes.length })}
          </Button>
        ) : null}
        {counts.map(([status, n]) => (
          <span key={status} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-800" data-testid={`render-count-${status}`}>
            {t('AD_SETS_RENDERS.COUNT', { status: t(`AD_SETS_RENDERS.STATUS_${status.toUpperCase()}`, { defaultValue: status }), n })}
          </span>
        ))}
      </div>
      {!ready ? <p className="text-sm text-slate-600">{t('AD_SETS_RENDERS.NOT_READY')}</p> : null}
      {failure !== null ? <InlineError>{failure}</InlineError> : null}
      {adSet.renderRequests.length === 0 ? (
        <EmptyState title={t('AD_SETS_RENDERS.EMPTY')} />
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <caption className="px-3 py-2 text-left text-xs text-slate-600">{t('AD_SETS_RENDERS.LATEST')}</caption>
            <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-2">{t('AD_SETS_ADS.COL_NAME')}</th>
                <th scope="col" className="px-3 py-2">{t('AD_SETS_RENDERS.SIZE')}</th>
                <th scope="col" className="px-3 py-2">{t('AD_SETS_RENDERS.STATUS')}</th>
                <th scope="col" className="px-3 py-2">{t('AD_SETS_RENDERS.REQUESTED')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {adSet.renderRequests.map((r) => (
                <tr key={r.id}>
                  <td className="px-3 py-2 text-slate-900">{r.adName}</td>
                  <td className="px-3 py-2 tabular-nums text-slate-700">
                    {r.width} × {r.height}
                  </td>
                  <td className="px-3 py-2 text-slate-700">{t(`AD_SETS_RENDERS.STATUS_${r.status.toUpperCase()}`, { defaultValue: r.status })}</td>
                  <td className="px-3 py-2 whitespace-nowrap text-slate-600">{formatDateTime(r.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

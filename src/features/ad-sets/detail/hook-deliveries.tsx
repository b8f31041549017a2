/**
 * The hooks tab's deliveries (docs/ad-sets.md "Webhooks"): each event sent to each hook, newest
 * first, with its status, attempts out of the policy's limit and the receiver's last answer. The
 * server's runner announces the ad set after every attempt, so the list follows a retry live.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdSetDetail, AdSetHookDelivery, AdSetHookDeliveryStatus } from '../../../../worker/contract/ad-sets';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/page-states';
import { useLiveQuery } from '../../../data-client';
import { formatDateTime } from '../../../lib/dates';
import { Pagination } from '../../../components/ui/pagination';

const STATUS_STYLE: Readonly<Record<AdSetHookDeliveryStatus, string>> = {
  pending: 'bg-amber-50 text-amber-900',
  delivered: 'bg-emerald-50 text-emerald-900',
  failed: 'bg-red-50 text-red-900',
};

const eventKey = (event: string) => `AD_SETS_HOOKS.EVENT_${event.replace(/[.-]/g, '_').toUpperCase()}`;

function Answer({ d }: { d: AdSetHookDelivery }) {
  const { t } = useTranslation('ad-sets');
  if (d.attempts === 0) return <span className="text-slate-600">{t('AD_SETS_HOOKS.NOT_YET')}</span>;
  return (
    <span>
      <span className="font-medium tabular-nums">{d.responseCode ?? t('AD_SETS_HOOKS.NO_RESPONSE')}</span>
      {d.lastError ? <span className="block text-xs text-slate-600">{d.lastError}</span> : null}
    </span>
  );
}

export function HookDeliveries({ adSet }: { adSet: AdSetDetail }) {
  const { t } = useTranslation('ad-sets');
  const [page, setPage] = useState(1);
  const state = useLiveQuery({ kind: 'ad-sets/hook-deliveries', adSetId: adSet.id, page, perPage: 20 });
  return (
    <section className="space-y-2" aria-labelledby="hook-deliveries-title">
      <h2 id="hook-deliveries-title" className="text-sm font-semibold text-slate-900">
        {t('AD_SETS_HOOKS.DELIVERIES_TITLE')}
      </h2>
      {state.status === 'loading' ? (
        <LoadingState />
      ) : state.status === 'error' ? (
        <ErrorState error={state.failure} onRetry={state.retry} />
      ) : state.data.items.length === 0 ? (
        <EmptyState title={t('AD_SETS_HOOKS.DELIVERIES_EMPTY')} hint={t('AD_SETS_HOOKS.DELIVERIES_EMPTY_HINT')} />
      ) : (
        <>
          <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
            <table className="min-w-full divide-y divide-slate-200 text-sm" data-testid="hook-deliveries">
              <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
                <tr>
                  <th scope="col" className="px-3 py-2">{t('AD_SETS_HOOKS.COL_EVENT')}</th>
                  <th scope="col" className="px-3 py-2">{t('AD_SETS_HOOKS.COL_RECEIVER')}</th>
                  <th scope="col" className="px-3 py-2">{t('AD_SETS_HOOKS.COL_STATUS')}</th>
                  <th scope="col" className="px-3 py-2">{t('AD_SETS_HOOKS.COL_ATTEMPTS')}</th>
                  <th scope="col" className="px-3 py-2">{t('AD_SETS_HOOKS.COL_RESPONSE')}</th>
                  <th scope="col" className="px-3 py-2">{t('AD_SETS_HOOKS.COL_UPDATED')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {state.data.items.map((d) => (
                  <tr key={d.id} data-status={d.status}>
                    <td className="px-3 py-2">{t(eventKey(d.event))}</td>
                    <td className="break-all px-3 py-2 text-slate-700">{d.url}</td>
                    <td className="px-3 py-2">
                      <span className={`rounded px-2 py-0.5 text-xs font-medium ${STATUS_STYLE[d.status]}`}>{t(`AD_SETS_HOOKS.STATUS_${d.status.toUpperCase()}`)}</span>
                    </td>
                    <td className="px-3 py-2 tabular-nums">{t('AD_SETS_HOOKS.ATTEMPTS_OF', { attempts: d.attempts, max: d.maxAttempts })}</td>
                    <td className="px-3 py-2">
                      <Answer d={d} />
                    </td>
                    <td className="px-3 py-2 text-slate-700">
                      {formatDateTime(d.updatedAt)}
                      {d.status === 'pending' && d.nextAttemptAt ? <span className="block text-xs text-slate-600">{t('AD_SETS_HOOKS.NEXT_ATTEMPT', { at: formatDateTime(d.nextAttemptAt) })}</span> : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination meta={state.data} onPage={setPage} />
        </>
      )}
    </section>
  );
}

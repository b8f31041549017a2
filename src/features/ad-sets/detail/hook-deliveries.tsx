/**
 * The hooks tab's deliveries (docs/ad-sets.md "Webhooks"): each event sent to each hook, newest
 * first, with its status, attempts out of the policy's limit and the receiver's last answer. The
 * server's runner announces the ad set after every attempt, so the list follows a retry live.
 */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { AdSetHookDeliveryStatus } from '../../../../worker/contract/ad-sets';
import type { AdSetDetail, AdSetHookDelivery } from '../../../../worker/domains/ad-sets/contract';
import { EmptyState } from '../../../components/ui/page-states';
import { useLiveQuery } from '../../../data-client';
import { formatDateTime } from '../../../lib/dates';
import { Pagination } from '../../../components/ui/pagination';
import { DataTable } from '../../../components/ui/data-table';
import { QueryStates } from '../../../components/ui/query-states';

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
      <QueryStates state={state} isEmpty={(data) => data.items.length === 0} empty={<EmptyState title={t('AD_SETS_HOOKS.DELIVERIES_EMPTY')} hint={t('AD_SETS_HOOKS.DELIVERIES_EMPTY_HINT')} />}>
        {(data) => (
          <>
            <DataTable
              testId="hook-deliveries"
              rows={data.items}
              rowKey={(d) => d.id}
              rowProps={(d) => ({ 'data-status': d.status })}
              columns={[
                { key: 'event', header: t('AD_SETS_HOOKS.COL_EVENT'), cell: (d) => t(eventKey(d.event)) },
                { key: 'receiver', header: t('AD_SETS_HOOKS.COL_RECEIVER'), className: 'break-all text-slate-700', cell: (d) => d.url },
                { key: 'status', header: t('AD_SETS_HOOKS.COL_STATUS'), cell: (d) => <span className={`rounded px-2 py-0.5 text-xs font-medium ${STATUS_STYLE[d.status]}`}>{t(`AD_SETS_HOOKS.STATUS_${d.status.toUpperCase()}`)}</span> },
                { key: 'attempts', header: t('AD_SETS_HOOKS.COL_ATTEMPTS'), className: 'tabular-nums', cell: (d) => t('AD_SETS_HOOKS.ATTEMPTS_OF', { attempts: d.attempts, max: d.maxAttempts }) },
                { key: 'response', header: t('AD_SETS_HOOKS.COL_RESPONSE'), cell: (d) => <Answer d={d} /> },
                {
                  key: 'updated',
                  header: t('AD_SETS_HOOKS.COL_UPDATED'),
                  className: 'text-slate-700',
                  cell: (d) => (
                    <>
                      {formatDateTime(d.updatedAt)}
                      {d.status === 'pending' && d.nextAttemptAt ? <span className="block text-xs text-slate-600">{t('AD_SETS_HOOKS.NEXT_ATTEMPT', { at: formatDateTime(d.nextAttemptAt) })}</span> : null}
                    </>
                  ),
                },
              ]}
            />
            <Pagination meta={data} onPage={setPage} />
          </>
        )}
      </QueryStates>
    </section>
  );
}

/** Read-only tabs: the mapping (with "Edit in wizard") and the permalinks of every ad and size. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { AdSetDetail } from '../../../../worker/contract/ad-sets';
import { useBrandPath } from '../../../app/router/use-brand-path';
import { Button, buttonClass } from '../../../components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/page-states';
import { useLiveQuery } from '../../../data-client';
import { Pagination } from '../../../components/ui/pagination';
import { useAdSetPermissions } from '../permissions';
import { stepRoute } from '../wizard/wizard-model';
import { permalinkOf } from './permalink';

export function MappingsTab({ adSet }: { adSet: AdSetDetail }) {
  const { t } = useTranslation('ad-sets');
  const pathFor = useBrandPath();
  const { canEdit } = useAdSetPermissions();
  return (
    <div className="space-y-3">
      {canEdit ? (
        <Link href={pathFor(stepRoute('mapping'), { adSetId: adSet.id })} className={buttonClass('secondary')} data-testid="edit-mapping">
          {t('AD_SETS_DETAIL.EDIT_MAPPING')}
        </Link>
      ) : null}
      {adSet.inputs.length === 0 ? (
        <EmptyState title={t('AD_SETS_DETAIL.NO_MAPPING')} />
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
          <table className="min-w-full divide-y divide-slate-200 text-sm" data-testid="mappings-table">
            <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-2">{t('AD_SETS_WIZARD.MAPPING_INPUT')}</th>
                <th scope="col" className="px-3 py-2">{t('AD_SETS_WIZARD.MAPPING_COLUMN')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {adSet.inputs.map((i) => (
                <tr key={i.name}>
                  <td className="px-3 py-2 font-medium text-slate-900">
                    {i.name}
                    {i.required ? <span className="ml-1 text-xs text-slate-500">({t('AD_SETS_DETAIL.REQUIRED')})</span> : null}
                  </td>
                  <td className="px-3 py-2 text-slate-700">{adSet.mapping[i.name] ?? t('AD_SETS_WIZARD.NOT_MAPPED')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

export function PermalinksTab({ adSet }: { adSet: AdSetDetail }) {
  const { t } = useTranslation('ad-sets');
  const [page, setPage] = useState(1);
  const [copied, setCopied] = useState<string | null>(null);
  const state = useLiveQuery({ kind: 'ad-sets/ads', adSetId: adSet.id, page, perPage: 20 });
  if (adSet.sizes.length === 0 || adSet.permalinkToken === null) return <EmptyState title={t('AD_SETS_DETAIL.NO_SIZES')} />;
  if (state.status === 'loading') return <LoadingState />;
  if (state.status === 'error') return <ErrorState error={state.failure} onRetry={state.retry} />;
  if (state.data.items.length === 0) return <EmptyState title={t('AD_SETS_DETAIL.NO_ADS')} />;
  const copy = (url: string) => {
    void navigator.clipboard?.writeText(url).then(() => setCopied(url));
  };
  return (
    <>
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white text-sm shadow-sm" data-testid="permalinks">
        {state.data.items.flatMap((ad) =>
          adSet.sizes.map((s) => {
            const url = permalinkOf(adSet.permalinkToken ?? '', ad.id, s);
            return (
              <li key={`${ad.id}-${s.width}x${s.height}`} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                <span>
                  <span className="font-medium text-slate-900">{ad.name}</span> <span className="tabular-nums text-slate-600">{s.width} × {s.height}</span>
                  <code className="block break-all text-xs text-slate-500">{url}</code>
                </span>
                <Button variant="secondary" onClick={() => copy(url)}>
                  {copied === url ? t('AD_SETS_DETAIL.COPIED') : t('AD_SETS_DETAIL.COPY')}
                </Button>
              </li>
            );
          }),
        )}
      </ul>
      <Pagination meta={state.data} onPage={setPage} />
    </>
  );
}

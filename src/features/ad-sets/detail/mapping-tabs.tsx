/** Read-only tabs: the mapping (with "Edit in wizard") and the permalinks of every ad and size. */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'wouter';
import type { AdSetDetail } from '../../../../worker/domains/ad-sets/contract';
import { useBrandPath } from '../../../shell/router/use-brand-path';
import { Button, buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/page-states';
import { useLiveQuery } from '../../../data-client';
import { Pagination } from '../../../components/ui/pagination';
import { useAdSetPermissions } from '../permissions';
import { stepRoute } from '../wizard/wizard-model';
import { permalinkOf } from './permalink';
import { DataTable } from '../../../components/ui/data-table';
import { QueryStates } from '../../../components/ui/query-states';

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
        <DataTable
          testId="mappings-table"
          rows={adSet.inputs}
          rowKey={(i) => i.name}
          columns={[
            {
              key: 'input',
              header: t('AD_SETS_WIZARD.MAPPING_INPUT'),
              className: 'font-medium text-slate-900',
              cell: (i) => (
                <>
                  {i.name}
                  {i.required ? <span className="ml-1 text-xs text-slate-500">({t('AD_SETS_DETAIL.REQUIRED')})</span> : null}
                </>
              ),
            },
            { key: 'column', header: t('AD_SETS_WIZARD.MAPPING_COLUMN'), className: 'text-slate-700', cell: (i) => adSet.mapping[i.name] ?? t('AD_SETS_WIZARD.NOT_MAPPED') },
          ]}
        />
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
  const copy = (url: string) => {
    void navigator.clipboard?.writeText(url).then(() => setCopied(url));
  };
  return (
    <QueryStates state={state} isEmpty={(data) => data.items.length === 0} empty={<EmptyState title={t('AD_SETS_DETAIL.NO_ADS')} />}>
      {(data) => (
        <>
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white text-sm shadow-sm" data-testid="permalinks">
            {data.items.flatMap((ad) =>
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
          <Pagination meta={data} onPage={setPage} />
        </>
      )}
    </QueryStates>
  );
}

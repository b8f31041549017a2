/**
 * Source files (`/{brand}/asset-groups`): the brand's asset groups with their label, name, number
 * of files, size (1024 units) and last change; the header sums them up from
 * `GET /asset-group/meta`. Writers create, rename and archive groups; visitors only look.
 */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useLocation, useSearch } from 'wouter';
import type { ResourceListQuery, ResourceRecord } from '../../../../worker/domains/resources/contract';
import { PageHeading } from '../../../shell/layouts/page-heading';
import { useBrandPath } from '../../../shell/router/use-brand-path';
import { Button, focusRing } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/page-states';
import { QueryStates } from '../../../components/ui/query-states';
import { useDataLayer, useLiveQuery } from '../../../data-client';
import { formatDateTime } from '../../../lib/dates';
import { formatBytes } from '../../../lib/format-bytes';
import { ListSearch } from '../../../components/records/list-search';
import { useCanWrite } from '../../../shell/router/use-can-write';
import { Pagination } from '../../../components/ui/pagination';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { GroupDialog } from './group-dialog';
import { DataTable } from '../../../components/ui/data-table';

const PER_PAGE = 20;

function paramsFrom(search: string) {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return { page: Number.isInteger(page) && page > 0 ? page : 1, search: (params.get('search') ?? '').trim() };
}

const text = (record: ResourceRecord, field: string): string => {
  const value = record.fields[field];
  return typeof value === 'string' ? value : '';
};
const number = (record: ResourceRecord, field: string): number => {
  const value = record.fields[field];
  return typeof value === 'number' ? value : 0;
};

function GroupsSummary() {
  const { t } = useTranslation('assets');
  const meta = useLiveQuery({ kind: 'resource/meta', resource: 'asset-group' });
  if (meta.status !== 'ok') return null;
  const files = meta.data.numbers['files.files'] ?? 0;
  const bytes = meta.data.numbers['files.bytes'] ?? 0;
  return (
    <span data-testid="groups-summary">{t('ASSETS_GROUPS.SUMMARY', { groups: (meta.data.total ?? 0) - (meta.data.archived ?? 0), files, size: formatBytes(bytes) })}</span>
  );
}

export function AssetGroupsPage() {
  const { t } = useTranslation('assets');
  const [location, navigate] = useLocation();
  const params = paramsFrom(useSearch());
  const pathFor = useBrandPath();
  const canWrite = useCanWrite();
  const api = useDataLayer();
  const [dialog, setDialog] = useState<{ kind: 'create' } | { kind: 'edit' | 'archive'; group: ResourceRecord } | null>(null);
  const query: ResourceListQuery = { kind: 'resource/list', resource: 'asset-group', page: params.page, perPage: PER_PAGE, ...(params.search ? { search: params.search } : {}) };
  const state = useLiveQuery(query);
  const href = (page: number, search: string) => {
    const next = new URLSearchParams();
    if (search) next.set('search', search);
    if (page > 1) next.set('page', String(page));
    const q = next.toString();
    return q ? `${location}?${q}` : location;
  };

  return (
    <div data-testid="asset-groups-page">
      <PageHeading
        subtitle={<GroupsSummary />}
        actions={
          canWrite ? (
            <Button onClick={() => setDialog({ kind: 'create' })} data-testid="new-group">
              {t('ASSETS_GROUPS.NEW')}
            </Button>
          ) : undefined
        }
      />
      <ListSearch value={params.search} onSearch={(search) => navigate(href(1, search))} />
      <QueryStates state={state} isEmpty={(data) => data.items.length === 0} empty={<EmptyState title={params.search ? t('ASSETS_GROUPS.NO_MATCH', { search: params.search }) : t('ASSETS_GROUPS.EMPTY')} />}>
        {(data) => (
          <>
            <DataTable
              testId="resource-table"
              rows={data.items}
              rowKey={(group) => group.id}
              rowTestId="group-row"
              rowProps={(group) => ({ 'data-id': group.id })}
              columns={[
                {
                  key: 'label',
                  header: t('ASSETS_GROUPS.LABEL'),
                  cell: (group) => (
                    <Link href={pathFor('brand-asset-groups-assetGroupId', { assetGroupId: group.id })} className={`font-medium text-indigo-700 hover:underline ${focusRing}`}>
                      {group.label}
                    </Link>
                  ),
                },
                { key: 'name', header: t('ASSETS_GROUPS.NAME'), className: 'font-mono text-xs text-slate-700', cell: (group) => text(group, 'name') },
                { key: 'files', header: t('ASSETS_GROUPS.FILES'), align: 'right', className: 'tabular-nums', cell: (group) => number(group, 'files_count') },
                { key: 'size', header: t('ASSETS_FILES.SIZE'), align: 'right', className: 'tabular-nums', cell: (group) => formatBytes(number(group, 'files_size')) },
                { key: 'updated', header: t('ASSETS_GROUPS.UPDATED'), className: 'text-slate-600', cell: (group) => formatDateTime(text(group, 'updated_at')) },
                {
                  key: 'actions',
                  header: t('ASSETS_COMMON.ACTIONS'),
                  srOnlyHeader: true,
                  cell: (group) =>
                    canWrite ? (
                      <span className="flex justify-end gap-1">
                        <Button variant="ghost" className="px-2 py-1 text-xs" onClick={() => setDialog({ kind: 'edit', group })} aria-label={t('ASSETS_GROUPS.EDIT_NAMED', { label: group.label })}>
                          {t('ASSETS_GROUPS.EDIT')}
                        </Button>
                        <Button variant="ghost" className="px-2 py-1 text-xs text-red-700" onClick={() => setDialog({ kind: 'archive', group })} aria-label={t('ASSETS_GROUPS.ARCHIVE_NAMED', { label: group.label })}>
                          {t('ASSETS_GROUPS.ARCHIVE')}
                        </Button>
                      </span>
                    ) : null,
                },
              ]}
            />
            {data.lastPage > 1 ? <Pagination meta={data} onPage={(page) => navigate(href(page, params.search))} /> : null}
          </>
        )}
      </QueryStates>
      {dialog?.kind === 'create' ? <GroupDialog group={null} onClose={() => setDialog(null)} onCreated={(id) => navigate(pathFor('brand-asset-groups-assetGroupId', { assetGroupId: id }))} /> : null}
      {dialog?.kind === 'edit' ? <GroupDialog group={{ id: dialog.group.id, label: dialog.group.label, name: text(dialog.group, 'name') }} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'archive' ? (
        <ConfirmDialog
          title={t('ASSETS_GROUPS.ARCHIVE_TITLE', { label: dialog.group.label })}
          text={t('ASSETS_GROUPS.ARCHIVE_TEXT')}
          confirmLabel={t('ASSETS_GROUPS.ARCHIVE')}
          onConfirm={() => api.dispatch({ type: 'resource/update', resource: 'asset-group', id: dialog.group.id, fields: { archived: true } })}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}

/**
 * One group of source files (`/{brand}/asset-groups/{id}`): its files with a thumbnail or an
 * icon by type, size, who uploaded them and when; writers upload (picker or drop) and delete.
 * An unknown group (or another brand's) is the 404 page.
 */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'wouter';
import type { AssetFile } from '../../../../worker/contract/assets';
import { ErrorPage } from '../../../shell/errors/error-page';
import { useRouteMatch } from '../../../shell/router/route-context';
import { useBrandPath, useCurrentBrand } from '../../../shell/router/use-brand-path';
import { buttonClass, focusRing } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/page-states';
import { useDataLayer, useLiveQuery } from '../../../data-client';
import { formatDateTime } from '../../../lib/dates';
import { formatBytes } from '../../../lib/format-bytes';
import { useCanWrite } from '../../../shell/router/use-can-write';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { fileContentUrl } from '../files/content-url';
import { DropZone, FilePickerButton } from '../files/drop-zone';
import { FileThumb } from '../files/file-icon';
import { FileLink } from '../files/file-link';
import { UploadPanel } from '../library/upload-panel';
import { useUploadQueue } from '../library/use-upload-queue';
import { DataTable } from '../../../components/ui/data-table';
import { QueryStates } from '../../../components/ui/query-states';

export function AssetGroupPage() {
  const { t } = useTranslation('assets');
  const { params } = useRouteMatch();
  const id = params.assetGroupId ?? '';
  const brand = useCurrentBrand();
  const pathFor = useBrandPath();
  const canWrite = useCanWrite();
  const api = useDataLayer();
  const group = useLiveQuery({ kind: 'resource/get', resource: 'asset-group', id });
  const files = useLiveQuery({ kind: 'assets/group-files', groupId: id });
  const uploads = useUploadQueue((item) => api.dispatch({ type: 'assets/group-upload', groupId: id, file: item.file, name: item.file.name, upload: item.key }));
  const [deleting, setDeleting] = useState<AssetFile | null>(null);

  if ((group.status === 'error' && group.failure.status === 404) || (files.status === 'error' && files.failure.status === 404)) return <ErrorPage status={404} />;
  const record = group.status === 'ok' ? group.data : null;
  const archived = record?.fields.archived === true;
  const writable = canWrite && !archived;

  return (
    <div className="space-y-4" data-testid="asset-group-page">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <Link href={pathFor('brand-asset-groups')} className={`text-sm text-indigo-700 hover:underline ${focusRing}`}>
            {t('ASSETS_GROUPS.BACK')}
          </Link>
          <h1 className="mt-1 text-2xl font-semibold text-slate-900">{record?.label ?? t('ASSETS_GROUPS.LOADING_TITLE')}</h1>
          {record ? (
            <p className="mt-1 text-sm text-slate-600">
              <span className="font-mono">{String(record.fields.name ?? '')}</span>
              {archived ? <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs text-slate-700">{t('ASSETS_GROUPS.ARCHIVED')}</span> : null}
            </p>
          ) : null}
        </div>
        {writable ? <FilePickerButton label={t('ASSETS_UPLOAD.UPLOAD')} onFiles={(chosen) => uploads.add(chosen, `/asset-groups/${id}`, new Set())} testId="group-upload" /> : null}
      </div>
      <UploadPanel items={uploads.items} onChoose={uploads.choose} onClear={uploads.clear} />
      <DropZone enabled={writable} onFiles={(chosen) => uploads.add(chosen, `/asset-groups/${id}`, new Set())} target={record?.label ?? ''}>
        {/* The group's record and its files both load; the group first (its name, whether it is writable). */}
        <QueryStates state={group}>
          {() => (
            <QueryStates state={files} isEmpty={(data) => data.files.length === 0} empty={<EmptyState title={t('ASSETS_GROUPS.NO_FILES')} hint={writable ? t('ASSETS_LIBRARY.EMPTY_HINT') : undefined} />}>
              {(data) => (
                <DataTable
                  testId="group-files"
                  rows={data.files}
                  rowKey={(file) => file.id}
                  rowTestId="file-item"
                  rowProps={(file) => ({ 'data-name': file.name })}
                  columns={[
                    {
                      key: 'name',
                      header: t('ASSETS_FILES.NAME'),
                      cell: (file) => (
                        <span className="flex items-center gap-3">
                          <FileThumb file={file} src={fileContentUrl(file.id, brand)} size="small" />
                          <FileLink file={file} href={fileContentUrl(file.id, brand)}>
                            {file.name}
                          </FileLink>
                        </span>
                      ),
                    },
                    { key: 'size', header: t('ASSETS_FILES.SIZE'), align: 'right', className: 'tabular-nums', cellProps: () => ({ 'data-testid': 'file-size' }), cell: (file) => formatBytes(file.size) },
                    {
                      key: 'uploaded',
                      header: t('ASSETS_FILES.UPLOADED'),
                      className: 'text-slate-600',
                      cell: (file) => (
                        <>
                          {formatDateTime(file.createdAt)}
                          {file.uploadedBy ? <span className="block text-xs text-slate-500">{file.uploadedBy.name}</span> : null}
                        </>
                      ),
                    },
                    {
                      key: 'actions',
                      header: t('ASSETS_COMMON.ACTIONS'),
                      srOnlyHeader: true,
                      align: 'right',
                      cell: (file) =>
                        writable ? (
                          <button type="button" className={buttonClass('ghost', 'px-2 py-1 text-xs text-red-700')} onClick={() => setDeleting(file)} aria-label={t('ASSETS_FILES.DELETE_NAMED', { name: file.name })}>
                            {t('ASSETS_FILES.DELETE')}
                          </button>
                        ) : null,
                    },
                  ]}
                />
              )}
            </QueryStates>
          )}
        </QueryStates>
      </DropZone>
      {deleting ? (
        <ConfirmDialog
          title={t('ASSETS_FILES.DELETE_TITLE', { name: deleting.name })}
          text={t('ASSETS_FILES.DELETE_TEXT')}
          confirmLabel={t('ASSETS_FILES.DELETE')}
          onConfirm={() => api.dispatch({ type: 'assets/group-delete-file', groupId: id, fileId: deleting.id })}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </div>
  );
}

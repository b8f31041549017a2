/**
 * A folder's listing as a table, read through a window (components/ui/windowed-table.tsx):
 * subfolders first (what they hold, when made), then files (size, length, when and by whom
 * uploaded). Rows have one height and are memoised on their item.
 */
import { memo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'wouter';
import type { AssetItem } from '../../../../worker/contract/assets';
import { focusRing } from '../../../components/ui/button';
import { WindowedTable, windowedRowProps, type WindowView } from '../../../components/ui/windowed-table';
import { WindowedTableHead } from '../../../components/ui/windowed-table-head';
import { formatDateTime } from '../../../lib/dates';
import { formatBytes } from '../../../lib/format-bytes';
import { FileIcon, FileThumb } from '../files/file-icon';
import { formatDuration } from '../files/format-duration';
import { FileButtons, FileName, FolderButtons, useFolderSummary, type ItemActions } from './library-item-parts';

/** A row: the small thumbnail and the uploader's name under the date. */
export const LIBRARY_ROW_HEIGHT = 56;
const COLUMNS = ['w-auto', 'w-28', 'w-24', 'w-48', 'w-40'] as const;

interface TableProps {
  /** The window: its rows, counts, onRange and the footer under the last row. */
  readonly view: WindowView<AssetItem>;
  readonly actions: ItemActions;
}

export function LibraryTable({ view, actions }: TableProps) {
  return (
    <WindowedTable
      testId="library-table"
      {...view}
      rowHeight={LIBRARY_ROW_HEIGHT}
      columns={COLUMNS.length}
      tableClassName="w-full min-w-[44rem] table-fixed"
      head={<LibraryHead />}
      renderRow={(item, index) => <Row key={item.id} item={item} index={index} actions={actions} />}
    />
  );
}

const LibraryHead = memo(function LibraryHead() {
  const { t } = useTranslation('assets');
  return (
    <WindowedTableHead
      caption={t('ASSETS_LIBRARY.ITEMS_LABEL')}
      cellClassName="px-3 py-2"
      columns={[
        { width: COLUMNS[0], label: t('ASSETS_FILES.NAME') },
        { width: COLUMNS[1], label: t('ASSETS_FILES.SIZE') },
        { width: COLUMNS[2], label: t('ASSETS_FILES.DURATION') },
        { width: COLUMNS[3], label: t('ASSETS_FILES.UPLOADED') },
        { width: COLUMNS[4], label: <span className="sr-only">{t('ASSETS_COMMON.ACTIONS')}</span> },
      ]}
    />
  );
});

const Row = memo(function Row({ item, index, actions }: { item: AssetItem; index: number; actions: ItemActions }) {
  const summary = useFolderSummary();
  const place = windowedRowProps(index, LIBRARY_ROW_HEIGHT);
  if (item.type === 'folder') {
    const { folder } = item;
    return (
      <tr {...place} className="border-t border-slate-100" data-testid="folder-item" data-name={folder.name}>
        <td className="truncate px-3 py-1">
          <Link href={actions.folderHref(folder)} className={`flex min-w-0 items-center gap-2 font-medium text-slate-900 hover:underline ${focusRing}`}>
            <FileIcon kind="folder" />
            <span className="truncate" title={folder.name}>
              {folder.name}
            </span>
          </Link>
        </td>
        <td className="truncate px-3 py-1 text-slate-600" colSpan={2}>
          {summary(folder)}
        </td>
        <td className="truncate px-3 py-1 text-slate-600">{formatDateTime(folder.createdAt)}</td>
        <td className="px-3 py-1">
          <FolderButtons folder={folder} actions={actions} />
        </td>
      </tr>
    );
  }
  const { file } = item;
  return (
    <tr {...place} className="border-t border-slate-100" data-testid="file-item" data-name={file.name}>
      <td className="px-3 py-1">
        <span className="flex min-w-0 items-center gap-2">
          <FileThumb file={file} src={actions.contentUrl(file)} size="small" />
          <FileName file={file} actions={actions} />
        </span>
      </td>
      <td className="px-3 py-1 text-slate-700 tabular-nums" data-testid="file-size">
        {formatBytes(file.size)}
      </td>
      <td className="px-3 py-1 text-slate-700 tabular-nums">{formatDuration(file.duration)}</td>
      <td className="truncate px-3 py-1 text-slate-600">
        {formatDateTime(file.createdAt)}
        {file.uploadedBy ? <span className="block truncate text-xs text-slate-500">{file.uploadedBy.name}</span> : null}
      </td>
      <td className="px-3 py-1">
        <FileButtons file={file} actions={actions} />
      </td>
    </tr>
  );
});

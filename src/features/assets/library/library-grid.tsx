/**
 * A folder's listing as tiles, read through a window (components/ui/windowed-grid.tsx): a folder
 * of thousands of files keeps only the tiles in view in the DOM and on the bridge. Subfolders
 * come first (icon, name, what they hold), then files (thumbnail or icon, name, size, length and
 * upload date). Tiles have one height (names cut to one line, the whole name in the tooltip) and
 * are memoised on their item: a live change re-renders only the tile it changed.
 */
import { memo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'wouter';
import type { AssetItem } from '../../../../worker/contract/assets';
import { focusRing } from '../../../components/ui/button';
import { WindowedGrid, windowedTileProps } from '../../../components/ui/windowed-grid';
import type { WindowView } from '../../../components/ui/windowed-table';
import { formatDateTime } from '../../../lib/dates';
import { formatBytes } from '../../../lib/format-bytes';
import { FileIcon, FileThumb } from '../files/file-icon';
import { formatDuration } from '../files/format-duration';
import { FileButtons, FileName, FolderButtons, useFolderSummary, type ItemActions } from './library-item-parts';

/** One tile with its gutter: thumbnail, name, facts and the buttons. */
export const TILE_HEIGHT = 224;
/** Tiles per row: as many of at least this width as the box takes (2 on a phone). */
const MIN_TILE_WIDTH = 180;

interface GridProps {
  /** The window: its rows, counts, onRange and the footer under the last row. */
  readonly view: WindowView<AssetItem>;
  readonly actions: ItemActions;
}

export function LibraryGrid({ view, actions }: GridProps) {
  const { t } = useTranslation('assets');
  return (
    <WindowedGrid
      testId="library-grid"
      label={t('ASSETS_LIBRARY.ITEMS_LABEL')}
      {...view}
      tileHeight={TILE_HEIGHT}
      minTileWidth={MIN_TILE_WIDTH}
      renderTile={(item, index) => <Tile key={item.id} item={item} index={index} total={view.total} actions={actions} />}
    />
  );
}

const card = 'flex h-full flex-col gap-2 overflow-hidden rounded-lg border border-slate-200 bg-white p-3';

const Tile = memo(function Tile({ item, index, total, actions }: { item: AssetItem; index: number; total: number; actions: ItemActions }) {
  const summary = useFolderSummary();
  const place = windowedTileProps(index, total, TILE_HEIGHT);
  if (item.type === 'folder') {
    const { folder } = item;
    return (
      <li {...place} className="p-1.5" data-testid="folder-item" data-name={folder.name}>
        <div className={card}>
          <Link href={actions.folderHref(folder)} className={`flex flex-col items-center gap-2 rounded py-2 text-center ${focusRing}`}>
            <FileIcon kind="folder" className="h-12 w-12" />
            <span className="block w-full truncate text-sm font-medium text-slate-900" title={folder.name}>
              {folder.name}
            </span>
          </Link>
          <span className="truncate text-center text-xs text-slate-500">{summary(folder)}</span>
          <FolderButtons folder={folder} actions={actions} />
        </div>
      </li>
    );
  }
  const { file } = item;
  return (
    <li {...place} className="p-1.5" data-testid="file-item" data-name={file.name}>
      <div className={card}>
        <FileThumb file={file} src={actions.contentUrl(file)} size="large" />
        <span className="text-sm">
          <FileName file={file} actions={actions} />
        </span>
        <span className="truncate text-xs text-slate-500" data-testid="file-facts">
          {[formatBytes(file.size), formatDuration(file.duration), formatDateTime(file.createdAt)].filter((x) => x !== '').join(' · ')}
        </span>
        <FileButtons file={file} actions={actions} />
      </div>
    </li>
  );
});

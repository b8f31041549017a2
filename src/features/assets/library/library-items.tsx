/**
 * A folder's content: subfolders first, then files, as a grid of tiles or a table. Each file
 * shows its kind (thumbnail or icon), size in 1024 units, length for audio and video, and when and
 * by whom it was uploaded. Writers get rename/delete on folders and delete on files; media files
 * link to the video editor. A file's name opens media in a new tab and downloads anything else
 * (files/file-link.tsx).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { AssetFile, AssetFolder } from '../../../../worker/contract/assets';
import { buttonClass, focusRing } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/dates';
import { formatBytes } from '../../../lib/format-bytes';
import { FileIcon, FileThumb } from '../files/file-icon';
import { FileLink } from '../files/file-link';
import { fileKind, isEditableMedia } from '../files/file-kind';
import { formatDuration } from '../files/format-duration';
import type { LibraryView } from './library-params';
import { DataTable } from '../../../components/ui/data-table';

export interface ItemActions {
  readonly writable: boolean;
  readonly folderHref: (folder: AssetFolder) => string;
  readonly contentUrl: (file: AssetFile) => string;
  readonly editorHref: (file: AssetFile) => string;
  readonly onRenameFolder: (folder: AssetFolder) => void;
  readonly onDeleteFolder: (folder: AssetFolder) => void;
  readonly onDeleteFile: (file: AssetFile) => void;
}

function FolderButtons({ folder, actions }: { folder: AssetFolder; actions: ItemActions }) {
  const { t } = useTranslation('assets');
  if (!actions.writable || folder.protected) return null;
  return (
    <span className="flex gap-1">
      <button type="button" className={buttonClass('ghost', 'px-2 py-1 text-xs')} onClick={() => actions.onRenameFolder(folder)} aria-label={t('ASSETS_FOLDERS.RENAME_NAMED', { name: folder.name })}>
        {t('ASSETS_FOLDERS.RENAME')}
      </button>
      <button type="button" className={buttonClass('ghost', 'px-2 py-1 text-xs text-red-700')} onClick={() => actions.onDeleteFolder(folder)} aria-label={t('ASSETS_FOLDERS.DELETE_NAMED', { name: folder.name })}>
        {t('ASSETS_FOLDERS.DELETE')}
      </button>
    </span>
  );
}

function FileButtons({ file, actions }: { file: AssetFile; actions: ItemActions }) {
  const { t } = useTranslation('assets');
  const media = isEditableMedia(fileKind(file.mime, file.name));
  return (
    <span className="flex flex-wrap gap-1">
      {media ? (
        <Link href={actions.editorHref(file)} className={buttonClass('ghost', 'px-2 py-1 text-xs')} aria-label={t('ASSETS_FILES.EDIT_NAMED', { name: file.name })}>
          {t('ASSETS_FILES.EDIT')}
        </Link>
      ) : null}
      {actions.writable ? (
        <button type="button" className={buttonClass('ghost', 'px-2 py-1 text-xs text-red-700')} onClick={() => actions.onDeleteFile(file)} aria-label={t('ASSETS_FILES.DELETE_NAMED', { name: file.name })}>
          {t('ASSETS_FILES.DELETE')}
        </button>
      ) : null}
    </span>
  );
}

function folderSummary(folder: AssetFolder, t: (key: string, options?: Record<string, unknown>) => string): string {
  return t('ASSETS_FOLDERS.CONTENT', { folders: folder.foldersCount, files: folder.filesCount });
}

function FileName({ file, actions }: { file: AssetFile; actions: ItemActions }) {
  return (
    <FileLink file={file} href={actions.contentUrl(file)}>
      {file.name}
    </FileLink>
  );
}

function Grid({ folders, files, actions }: { folders: readonly AssetFolder[]; files: readonly AssetFile[]; actions: ItemActions }) {
  const { t } = useTranslation('assets');
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5" data-testid="library-grid">
      {folders.map((folder) => (
        <li key={`d${folder.id}`} className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3" data-testid="folder-item" data-name={folder.name}>
          <Link href={actions.folderHref(folder)} className={`flex flex-col items-center gap-2 rounded py-2 text-center ${focusRing}`}>
            <FileIcon kind="folder" className="h-12 w-12" />
            <span className="break-all text-sm font-medium text-slate-900">{folder.name}</span>
          </Link>
          <span className="text-center text-xs text-slate-500">{folderSummary(folder, t)}</span>
          <FolderButtons folder={folder} actions={actions} />
        </li>
      ))}
      {files.map((file) => (
        <li key={`f${file.id}`} className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3" data-testid="file-item" data-name={file.name}>
          <FileThumb file={file} src={actions.contentUrl(file)} size="large" />
          <span className="text-sm">
            <FileName file={file} actions={actions} />
          </span>
          <span className="text-xs text-slate-500" data-testid="file-facts">
            {[formatBytes(file.size), formatDuration(file.duration), formatDateTime(file.createdAt)].filter((x) => x !== '').join(' · ')}
          </span>
          <FileButtons file={file} actions={actions} />
        </li>
      ))}
    </ul>
  );
}

function Table({ folders, files, actions }: { folders: readonly AssetFolder[]; files: readonly AssetFile[]; actions: ItemActions }) {
  const { t } = useTranslation('assets');
  return (
    <DataTable testId="library-table" columns={[{ label: t('ASSETS_FILES.NAME') }, { label: t('ASSETS_FILES.SIZE') }, { label: t('ASSETS_FILES.DURATION') }, { label: t('ASSETS_FILES.UPLOADED') }, { label: t('ASSETS_COMMON.ACTIONS'), srOnly: true }]}>
      {folders.map((folder) => (
        <tr key={`d${folder.id}`} data-testid="folder-item" data-name={folder.name}>
          <td className="px-3 py-2">
            <Link href={actions.folderHref(folder)} className={`flex items-center gap-2 font-medium text-slate-900 hover:underline ${focusRing}`}>
              <FileIcon kind="folder" />
              {folder.name}
            </Link>
          </td>
          <td className="px-3 py-2 text-slate-600" colSpan={2}>
            {folderSummary(folder, t)}
          </td>
          <td className="px-3 py-2 text-slate-600">{formatDateTime(folder.createdAt)}</td>
          <td className="px-3 py-2">
            <FolderButtons folder={folder} actions={actions} />
          </td>
        </tr>
      ))}
      {files.map((file) => (
      <tr key={`f${file.id}`} data-testid="file-item" data-name={file.name}>
        <td className="px-3 py-2">
          <span className="flex items-center gap-2">
            <FileThumb file={file} src={actions.contentUrl(file)} size="small" />
            <FileName file={file} actions={actions} />
          </span>
        </td>
        <td className="px-3 py-2 tabular-nums text-slate-700" data-testid="file-size">
          {formatBytes(file.size)}
        </td>
        <td className="px-3 py-2 tabular-nums text-slate-700">{formatDuration(file.duration)}</td>
        <td className="px-3 py-2 text-slate-600">
          {formatDateTime(file.createdAt)}
          {file.uploadedBy ? <span className="block text-xs text-slate-500">{file.uploadedBy.name}</span> : null}
        </td>
        <td className="px-3 py-2">
          <FileButtons file={file} actions={actions} />
        </td>
      </tr>
      ))}
    </DataTable>
  );
}

export function LibraryItems({ view, folders, files, actions }: { view: LibraryView; folders: readonly AssetFolder[]; files: readonly AssetFile[]; actions: ItemActions }) {
  return view === 'grid' ? <Grid folders={folders} files={files} actions={actions} /> : <Table folders={folders} files={files} actions={actions} />;
}

/**
 * What the grid's tiles and the table's rows of a folder's listing share: the actions a writer
 * gets (rename/delete on folders, delete on files, the video editor for media), a folder's
 * content summary, and a file's name linking to its content (files/file-link.tsx: media opens in
 * a new tab, anything else downloads).
 */
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'wouter';
import type { AssetFile, AssetFolder } from '../../../../worker/contract/assets';
import { buttonClass } from '../../../components/ui/button';
import { FileLink } from '../files/file-link';
import { fileKind, isEditableMedia } from '../files/file-kind';

export interface ItemActions {
  readonly writable: boolean;
  readonly folderHref: (folder: AssetFolder) => string;
  readonly contentUrl: (file: AssetFile) => string;
  readonly editorHref: (file: AssetFile) => string;
  readonly onRenameFolder: (folder: AssetFolder) => void;
  readonly onDeleteFolder: (folder: AssetFolder) => void;
  readonly onDeleteFile: (file: AssetFile) => void;
}

export function FolderButtons({ folder, actions }: { folder: AssetFolder; actions: ItemActions }) {
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

export function FileButtons({ file, actions }: { file: AssetFile; actions: ItemActions }) {
  const { t } = useTranslation('assets');
  const media = isEditableMedia(fileKind(file.mime, file.name));
  return (
    <span className="flex gap-1">
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

export function useFolderSummary(): (folder: AssetFolder) => string {
  const { t } = useTranslation('assets');
  return (folder) => t('ASSETS_FOLDERS.CONTENT', { folders: folder.foldersCount, files: folder.filesCount });
}

/** The file's name on one line (rows have one height); the whole name in its tooltip. */
export function FileName({ file, actions }: { file: AssetFile; actions: ItemActions }) {
  return (
    <span className="block min-w-0 truncate" title={file.name}>
      <FileLink file={file} href={actions.contentUrl(file)}>
        {file.name}
      </FileLink>
    </span>
  );
}

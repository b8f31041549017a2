/**
 * The asset library (`/{brand}/asset-library?directory={id}`): a file manager over the folder
 * tree of the brand. The user starts in their library root (their own upload folder for an editor
 * outside collaborative mode, else the brand root), browses folders by breadcrumb, searches within
 * the current folder, switches grid and list, and (unless a visitor) creates, renames and deletes
 * folders, deletes files and uploads by drop or picker. An unknown folder is the 404 page.
 *
 * Two watches: the folder's header (`assets/folder`: breadcrumbs, who may write) and its content
 * (`assets/items`), a windowed list: the worker holds the whole folder, paged from the server as
 * the grid or table scrolls, kept live by uploads, deletes and renames of anyone in the brand,
 * and sends only the items in view (docs/engine.md "Windows"). The user's root is named by id
 * once its header answered (an item heard of live belongs to the listing of its folder's id).
 */
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLocation, useSearch } from 'wouter';
import type { AssetFile, AssetFolder, AssetItem, AssetItemsQuery } from '../../../../worker/contract/assets';
import type { ListWindow } from '../../../../worker/contract/live-queries';
import { ErrorPage } from '../../../shell/errors/error-page';
import { PageHeading } from '../../../shell/layouts/page-heading';
import { useBrandPath, useCurrentBrand } from '../../../shell/router/use-brand-path';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/form-field';
import { EmptyState } from '../../../components/ui/page-states';
import { QueryStates } from '../../../components/ui/query-states';
import { WindowStates } from '../../../components/ui/window-states';
import { useDataLayer, useLiveQuery, useLiveWindow } from '../../../data-client';
import { useDebouncedCommit } from '../../../lib/use-debounced-commit';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { fileContentUrl } from '../files/content-url';
import { DropZone, FilePickerButton } from '../files/drop-zone';
import { folderNameProblems } from '../files/folder-name-rules';
import { NameDialog } from '../files/name-dialog';
import { LibraryBreadcrumbs } from './library-breadcrumbs';
import type { ItemActions } from './library-item-parts';
import { LibraryItems } from './library-items';
import { librarySearch, parseLibraryParams, type LibraryParams } from './library-params';
import { UploadPanel } from './upload-panel';
import { useUploadQueue } from './use-upload-queue';

/** Items per page asked of the server as the window moves down. */
const PER_PAGE = 200;
/** The window before the grid or table has measured itself: a screenful and then some. */
const FIRST_WINDOW: ListWindow = { from: 0, to: 40 };

type Dialog = { kind: 'create' } | { kind: 'rename'; folder: AssetFolder } | { kind: 'delete-folder'; folder: AssetFolder } | { kind: 'delete-file'; file: AssetFile } | null;

export function AssetLibraryPage() {
  const { t } = useTranslation('assets');
  const [location, navigate] = useLocation();
  const params = parseLibraryParams(useSearch());
  const pathFor = useBrandPath();
  const brand = useCurrentBrand();
  const api = useDataLayer();
  const uploads = useUploadQueue((item, duration) => api.dispatch({ type: 'assets/upload', path: item.path, file: item.file, name: item.file.name, duration, action: item.action, upload: item.key }));
  const [dialog, setDialog] = useState<Dialog>(null);
  const go = useCallback((next: LibraryParams) => navigate(`${location}${librarySearch(next)}`), [navigate, location]);
  const [searchText, setSearchText] = useDebouncedCommit(params.search, (search) => go({ ...params, search }));

  const state = useLiveQuery({ kind: 'assets/folder', folderId: params.folderId });
  const listing = state.status === 'ok' ? state.data : null;
  const folderId = params.folderId ?? listing?.id ?? null;
  const itemsQuery: AssetItemsQuery | null = folderId === null ? null : { kind: 'assets/items', folderId, page: 1, perPage: PER_PAGE, ...(params.search ? { search: params.search } : {}) };
  const list = useLiveWindow<AssetItem>(itemsQuery, FIRST_WINDOW);

  const check = useCallback((name: string) => folderNameProblems(name).map((p) => ({ text: t(p.key, p.params) })), [t]);
  const actions: ItemActions = useMemo(
    () => ({
      writable: listing?.writable ?? false,
      folderHref: (folder) => `${location}${librarySearch({ folderId: folder.id, search: '', view: params.view })}`,
      contentUrl: (file) => fileContentUrl(file.id, brand),
      editorHref: (file) => pathFor('brand-asset-library-video-editor-fileId', { fileId: file.id }),
      onRenameFolder: (folder) => setDialog({ kind: 'rename', folder }),
      onDeleteFolder: (folder) => setDialog({ kind: 'delete-folder', folder }),
      onDeleteFile: (file) => setDialog({ kind: 'delete-file', file }),
    }),
    [listing?.writable, location, params.view, brand, pathFor],
  );

  if (state.status === 'error' && state.failure.status === 404) return <ErrorPage status={404} />;

  const folderName = listing ? (listing.folder.name === '/' ? t('ASSETS_LIBRARY.ROOT') : listing.folder.name) : '';
  const addFiles = (files: File[]) => {
    if (listing === null) return;
    const { id, path } = listing.folder;
    // The page holds only the items in view: the worker asks the server which names are taken.
    // Should it not answer, the files go as "keep both" (the server never overwrites then).
    void api.dispatch({ type: 'assets/taken-names', folderId: id, names: files.map((file) => file.name) }).then((result) => uploads.add(files, path, new Set(result.ok ? result.names : [])));
  };

  return (
    <div className="space-y-4" data-testid="asset-library-page">
      <PageHeading
        actions={
          listing?.writable ? (
            <>
              <Button variant="secondary" onClick={() => setDialog({ kind: 'create' })} data-testid="new-folder">
                {t('ASSETS_FOLDERS.NEW')}
              </Button>
              <FilePickerButton label={t('ASSETS_UPLOAD.UPLOAD')} onFiles={addFiles} testId="library-upload" />
            </>
          ) : undefined
        }
      />
      {listing ? <LibraryBreadcrumbs listing={listing} hrefOf={(folderId) => `${location}${librarySearch({ folderId, search: '', view: params.view })}`} /> : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="w-full max-w-sm">
          <label htmlFor="library-search" className="sr-only">
            {t('ASSETS_LIBRARY.SEARCH_LABEL', { folder: folderName })}
          </label>
          <input
            id="library-search"
            type="search"
            className={inputClass(false)}
            placeholder={t('ASSETS_LIBRARY.SEARCH_PLACEHOLDER')}
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            data-testid="library-search"
          />
        </div>
        <div className="flex gap-1" role="group" aria-label={t('ASSETS_LIBRARY.VIEW_LABEL')}>
          {(['grid', 'list'] as const).map((view) => (
            <Button key={view} variant={params.view === view ? 'primary' : 'secondary'} aria-pressed={params.view === view} onClick={() => go({ ...params, view })}>
              {t(view === 'grid' ? 'ASSETS_LIBRARY.VIEW_GRID' : 'ASSETS_LIBRARY.VIEW_LIST')}
            </Button>
          ))}
        </div>
      </div>
      <UploadPanel items={uploads.items} onChoose={uploads.choose} onClear={uploads.clear} />
      <DropZone enabled={listing?.writable ?? false} onFiles={addFiles} target={folderName}>
        {/* The folder first (its name, whether it is writable), then its items through the window. */}
        <QueryStates state={state}>
          {(folder) => (
            <WindowStates
              list={list}
              empty={
                <EmptyState
                  title={params.search ? t('ASSETS_LIBRARY.NO_MATCH', { search: params.search }) : t('ASSETS_LIBRARY.EMPTY')}
                  hint={params.search ? undefined : folder.writable ? t('ASSETS_LIBRARY.EMPTY_HINT') : undefined}
                />
              }
              count={{ testId: 'library-count', text: (shown, count) => t('ASSETS_LIBRARY.SHOWING', { shown, count }) }}
            >
              {(view) => (
                <LibraryItems
                  layout={params.view}
                  view={view}
                  actions={actions}
                />
              )}
            </WindowStates>
          )}
        </QueryStates>
      </DropZone>
      {dialog?.kind === 'create' && listing ? (
        <NameDialog
          title={t('ASSETS_FOLDERS.NEW_TITLE', { folder: folderName })}
          label={t('ASSETS_FOLDERS.NAME')}
          initial=""
          submitLabel={t('ASSETS_FOLDERS.CREATE')}
          check={check}
          onSubmit={(name) => api.dispatch({ type: 'assets/create-folder', parentId: listing.folder.id, name })}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'rename' ? (
        <NameDialog
          title={t('ASSETS_FOLDERS.RENAME_TITLE', { name: dialog.folder.name })}
          label={t('ASSETS_FOLDERS.NAME')}
          initial={dialog.folder.name}
          submitLabel={t('ASSETS_FOLDERS.RENAME')}
          check={check}
          onSubmit={(name) => api.dispatch({ type: 'assets/rename-folder', id: dialog.folder.id, name })}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'delete-folder' ? (
        <ConfirmDialog
          title={t('ASSETS_FOLDERS.DELETE_TITLE', { name: dialog.folder.name })}
          text={t('ASSETS_FOLDERS.DELETE_TEXT')}
          confirmLabel={t('ASSETS_FOLDERS.DELETE')}
          onConfirm={() => api.dispatch({ type: 'assets/delete-folder', id: dialog.folder.id })}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'delete-file' ? (
        <ConfirmDialog
          title={t('ASSETS_FILES.DELETE_TITLE', { name: dialog.file.name })}
          text={t('ASSETS_FILES.DELETE_TEXT')}
          confirmLabel={t('ASSETS_FILES.DELETE')}
          onConfirm={() => api.dispatch({ type: 'assets/delete-file', id: dialog.file.id })}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}

/**
 * Chooses an image of the brand's asset library for an image input, inline under it (the form
 * may already sit in a dialog): the user's library from their root, folders to open, the images
 * of the folder as thumbnails. The listing is the library's own live window (`assets/items`), so
 * a file someone uploads meanwhile appears.
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { AssetItem } from '../../../worker/contract/assets';
import { IMAGE_TYPES } from '../../../worker/contract/template-values';
import { useLiveQuery, useLiveWindow, useRouteBrand } from '../../data-client';
import { assetImageUrl } from '../../lib/creative-urls';
import { Button, focusRing } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { NamedIcon } from '../ui/icons';

/** One screen of a folder: a library folder holds a few dozen files; the window is the first 200. */
const WINDOW = { from: 0, to: 200 };

const isImage = (mime: string) => (IMAGE_TYPES as readonly string[]).includes(mime.split(';')[0]!.trim().toLowerCase());

export function AssetImagePicker({ onChoose, onClose }: { onChoose: (fileId: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const brand = useRouteBrand();
  const [folderId, setFolderId] = useState<string | null>(null);
  const header = useLiveQuery({ kind: 'assets/folder', folderId });
  const listing = header.status === 'ok' ? header.data : null;
  const list = useLiveWindow<AssetItem>(listing === null ? null : { kind: 'assets/items', folderId: listing.id, page: 1, perPage: 200 }, WINDOW);
  const folders = list.rows.filter((item): item is Extract<AssetItem, { type: 'folder' }> => item.type === 'folder');
  const images = list.rows.filter((item): item is Extract<AssetItem, { type: 'file' }> => item.type === 'file' && isImage(item.file.mime));
  const parent = listing && listing.breadcrumbs.length > 1 ? listing.breadcrumbs[listing.breadcrumbs.length - 2]! : null;
  return (
    <section className="space-y-2 rounded-md border border-slate-200 bg-slate-50 p-3" aria-label={t('VALUES.PICKER_TITLE')} data-testid="asset-image-picker">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 truncate text-sm font-medium text-slate-800">{listing ? listing.breadcrumbs.map((crumb) => (crumb.name === '/' ? t('VALUES.PICKER_ROOT') : crumb.name)).join(' / ') : t('VALUES.PICKER_TITLE')}</p>
        <span className="flex gap-2">
          {parent ? (
            <Button variant="ghost" className="px-2 py-1 text-xs" onClick={() => setFolderId(parent.id)}>
              {t('VALUES.PICKER_UP')}
            </Button>
          ) : null}
          <Button variant="ghost" className="px-2 py-1 text-xs" onClick={onClose}>
            {t('VALUES.PICKER_CLOSE')}
          </Button>
        </span>
      </div>
      {list.status === 'loading' || header.status === 'loading' ? <Spinner label={t('VALUES.PICKER_LOADING')} showLabel /> : null}
      {list.status === 'error' || header.status === 'error' ? <p className="text-sm text-red-700">{t('VALUES.PICKER_FAILED')}</p> : null}
      {list.status === 'ok' && folders.length === 0 && images.length === 0 ? <p className="text-sm text-slate-600">{t('VALUES.PICKER_EMPTY')}</p> : null}
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {folders.map(({ folder }) => (
          <li key={`folder-${folder.id}`}>
            <button type="button" onClick={() => setFolderId(folder.id)} className={`flex h-full w-full items-center gap-2 rounded border border-slate-200 bg-white p-2 text-left text-xs text-slate-800 hover:bg-slate-100 ${focusRing}`}>
              <NamedIcon name="asset-groups" className="h-4 w-4 text-slate-500" />
              <span className="min-w-0 truncate">{folder.name}</span>
            </button>
          </li>
        ))}
        {images.map(({ file }) => (
          <li key={`file-${file.id}`}>
            <button type="button" onClick={() => onChoose(file.id)} className={`flex w-full flex-col items-center gap-1 rounded border border-slate-200 bg-white p-2 text-xs text-slate-800 hover:bg-indigo-50 ${focusRing}`} data-testid="asset-image-choice">
              <img src={assetImageUrl(file.id, brand)} alt="" loading="lazy" className="h-16 w-full object-contain" />
              <span className="w-full truncate text-center">{file.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

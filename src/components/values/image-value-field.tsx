/**
 * An image input's value: a file of the template's package (a list), an image of the brand's
 * asset library (browsed inline, asset-image-picker.tsx) or an image uploaded now into the user's
 * upload folder of the library, which it then is (`asset:{id}`: docs/template-packages.md).
 */
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useDataLayer, useLiveQuery, useRouteBrand } from '../../data-client';
import { assetImageUrl } from '../../lib/creative-urls';
import { buttonClass, Button } from '../ui/button';
import { inputClass, type describedBy } from '../ui/form-field';
import { assetValue, imageReference } from '../../../worker/contract/template-values';
import { AssetImagePicker } from './asset-image-picker';

export interface ImageValueFieldProps {
  readonly id: string;
  readonly value: string;
  readonly defaultValue: string;
  readonly packageImages: readonly string[];
  readonly invalid: boolean;
  readonly disabled: boolean;
  readonly onChange: (value: string) => void;
  readonly describedBy: ReturnType<typeof describedBy>;
}

/** The file types an upload offers (the values rule takes these). */
const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,image/svg+xml';

export function ImageValueField({ id, value, defaultValue, packageImages, invalid, disabled, onChange, describedBy: aria }: ImageValueFieldProps) {
  const { t } = useTranslation();
  const brand = useRouteBrand();
  const [picking, setPicking] = useState(false);
  const reference = imageReference(value);
  const assetId = reference?.kind === 'asset' ? String(reference.id) : null;
  const choices = [...new Set([defaultValue, ...packageImages].filter((path) => imageReference(path)?.kind === 'package'))];
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <select id={id} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)} className={`${inputClass(invalid)} w-auto min-w-0 max-w-full flex-1`} {...aria}>
          {choices.map((path) => (
            <option key={path} value={path}>
              {t('VALUES.IMAGE_PACKAGE', { path })}
            </option>
          ))}
          {assetId !== null ? <AssetOption id={assetId} value={value} /> : null}
          {!choices.includes(value) && assetId === null ? <option value={value}>{t('VALUES.IMAGE_OTHER', { value: value.length > 60 ? `${value.slice(0, 60)}…` : value })}</option> : null}
        </select>
        {assetId !== null ? <img src={assetImageUrl(assetId, brand)} alt="" className="h-10 w-10 shrink-0 rounded border border-slate-200 bg-slate-50 object-contain" loading="lazy" /> : null}
      </div>
      {disabled ? null : (
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="secondary" className="px-2 py-1 text-xs" aria-expanded={picking} onClick={() => setPicking((open) => !open)} data-testid={`${id}-library`}>
            {t('VALUES.CHOOSE_ASSET')}
          </Button>
          <UploadButton onUploaded={(fileId) => onChange(assetValue(fileId))} testId={`${id}-upload`} />
        </div>
      )}
      {picking ? (
        <AssetImagePicker
          onChoose={(fileId) => {
            onChange(assetValue(fileId));
            setPicking(false);
          }}
          onClose={() => setPicking(false)}
        />
      ) : null}
    </div>
  );
}

/** The chosen library file, by its name once known. */
function AssetOption({ id, value }: { id: string; value: string }) {
  const { t } = useTranslation();
  const file = useLiveQuery({ kind: 'assets/file', id });
  const name = file.status === 'ok' ? file.data.name : `#${id}`;
  return <option value={value}>{t('VALUES.IMAGE_ASSET', { name })}</option>;
}

/** Uploads one image into the user's upload folder of the asset library; its id becomes the value. */
function UploadButton({ onUploaded, testId }: { onUploaded: (fileId: string) => void; testId: string }) {
  const { t } = useTranslation();
  const api = useDataLayer();
  const inputId = useId();
  const root = useLiveQuery({ kind: 'assets/folder', folderId: null });
  const [state, setState] = useState<'idle' | 'uploading' | 'failed'>('idle');
  if (root.status !== 'ok' || !root.data.writable) return null;
  const upload = async (file: File) => {
    setState('uploading');
    const result = await api.dispatch({ type: 'assets/upload', path: root.data.folder.path, file, name: file.name, duration: null, action: 'keep' });
    if (result.ok && result.id !== undefined) {
      setState('idle');
      onUploaded(result.id);
    } else setState('failed');
  };
  return (
    <>
      <label htmlFor={inputId} className={buttonClass('secondary', `cursor-pointer px-2 py-1 text-xs ${state === 'uploading' ? 'pointer-events-none opacity-60' : ''}`)} data-testid={testId}>
        {state === 'uploading' ? t('VALUES.UPLOADING') : t('VALUES.UPLOAD')}
      </label>
      <input
        id={inputId}
        type="file"
        accept={IMAGE_ACCEPT}
        className="sr-only"
        disabled={state === 'uploading'}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      {state === 'failed' ? (
        <span role="alert" className="text-xs text-red-700">
          {t('VALUES.UPLOAD_FAILED')}
        </span>
      ) : null}
    </>
  );
}

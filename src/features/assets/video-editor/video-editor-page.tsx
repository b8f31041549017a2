/**
 * The video editor (`/{brand}/asset-library/video-editor/{fileId}`): plays a video or audio file
 * of the library, lets the user pick a start and an end (typed, or taken from the player's
 * position) and saves the part as a new file beside the original. The server records the trim in
 * the copy's metadata; cutting the media itself (transcoding) is out of scope (docs/assets.md).
 * An unknown file is the 404 page; a file that is not audio or video says it cannot be edited.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'wouter';
import type { AssetFile } from '../../../../worker/contract/assets';
import { ErrorPage } from '../../../shell/errors/error-page';
import { PageHeading } from '../../../shell/layouts/page-heading';
import { useRouteMatch } from '../../../shell/router/route-context';
import { useBrandPath, useCurrentBrand } from '../../../shell/router/use-brand-path';
import { Button, buttonClass, focusRing } from '../../../components/ui/button';
import { InlineError } from '../../../components/ui/card';
import { describedBy, Field, type FieldProblem, inputClass, serverFieldProblems, SHOWS_FIELD_PROBLEMS } from '../../../components/ui/form-field';
import { QueryStates } from '../../../components/ui/query-states';
import { useDataLayer, useLiveQuery } from '../../../data-client';
import { formatBytes } from '../../../lib/format-bytes';
import { useCanWrite } from '../../../shell/router/use-can-write';
import { fileContentUrl } from '../files/content-url';
import { FileIcon } from '../files/file-icon';
import { fileKind, isEditableMedia } from '../files/file-kind';
import { formatDuration } from '../files/format-duration';
import { librarySearch } from '../library/library-params';
import { parseSeconds, secondsText, trimProblems, type TrimValues } from './trim-model';

type Fields = keyof TrimValues;

function Editor({ file, kind, backHref }: { file: AssetFile; kind: 'video' | 'audio'; backHref: string }) {
  const { t } = useTranslation('assets');
  const api = useDataLayer();
  const brand = useCurrentBrand();
  const canWrite = useCanWrite();
  const player = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const [playerDuration, setPlayerDuration] = useState<number | null>(null);
  const duration = file.duration ?? playerDuration;
  const [values, setValues] = useState<TrimValues>({ start: '0', end: duration === null ? '' : secondsText(duration) });
  const [problems, setProblems] = useState<Partial<Record<Fields, readonly FieldProblem[]>>>({});
  const [other, setOther] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const src = fileContentUrl(file.id, brand);

  const change = (field: Fields, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: [] }));
    setSaved(null);
  };
  const fromPlayer = (field: Fields) => {
    const position = player.current?.currentTime;
    if (position !== undefined && Number.isFinite(position)) change(field, secondsText(position));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const own = trimProblems(values, duration);
    setProblems(Object.fromEntries(Object.entries(own).map(([field, key]) => [field, [{ text: t(key, { duration: secondsText(duration ?? 0) }) }]])));
    setOther(null);
    if (Object.keys(own).length > 0) return;
    setBusy(true);
    const result = await api.dispatch({ type: 'assets/trim', id: file.id, start: parseSeconds(values.start)!, end: parseSeconds(values.end)! }, SHOWS_FIELD_PROBLEMS);
    setBusy(false);
    if (result.ok) return setSaved(t('ASSETS_EDITOR.SAVED'));
    const server = serverFieldProblems<Fields>(result.fieldErrors, (name) => (name === 'start' || name === 'end' ? name : undefined));
    setProblems(server.fields);
    setOther(server.other.length > 0 ? server.other.join(' ') : (result.fieldErrors === undefined ? (result.message ?? t('ASSETS_COMMON.ACTION_FAILED')) : null));
  };

  const field = (id: Fields, label: string) => (
    <Field id={`trim-${id}`} label={label} required problems={problems[id] ?? []}>
      <div className="flex gap-2">
        <input
          id={`trim-${id}`}
          inputMode="decimal"
          className={inputClass((problems[id] ?? []).length > 0)}
          value={values[id]}
          onChange={(event) => change(id, event.target.value)}
          disabled={!canWrite}
          {...describedBy(`trim-${id}`, problems[id] ?? [])}
        />
        <Button variant="secondary" onClick={() => fromPlayer(id)} disabled={!canWrite} className="shrink-0">
          {t('ASSETS_EDITOR.FROM_PLAYER')}
        </Button>
      </div>
    </Field>
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="rounded-lg border border-slate-200 bg-slate-900 p-3">
        {kind === 'video' ? (
          <video ref={player} src={src} controls preload="metadata" className="mx-auto max-h-[60vh] w-full" data-testid="editor-player" onLoadedMetadata={(e) => Number.isFinite(e.currentTarget.duration) && setPlayerDuration(e.currentTarget.duration)} />
        ) : (
          <div className="flex flex-col items-center gap-4 py-10">
            <FileIcon kind="audio" className="h-16 w-16" />
            <audio ref={player} src={src} controls preload="metadata" className="w-full max-w-lg" data-testid="editor-player" onLoadedMetadata={(e) => Number.isFinite(e.currentTarget.duration) && setPlayerDuration(e.currentTarget.duration)} />
          </div>
        )}
      </div>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4 rounded-lg border border-slate-200 bg-white p-5" data-testid="trim-form">
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <dt className="text-slate-500">{t('ASSETS_FILES.DURATION')}</dt>
          <dd className="tabular-nums text-slate-900" data-testid="editor-duration">
            {duration === null ? t('ASSETS_EDITOR.UNKNOWN') : `${formatDuration(duration)} (${secondsText(duration)} s)`}
          </dd>
          <dt className="text-slate-500">{t('ASSETS_FILES.SIZE')}</dt>
          <dd className="tabular-nums text-slate-900">{formatBytes(file.size)}</dd>
        </dl>
        {field('start', t('ASSETS_EDITOR.START'))}
        {field('end', t('ASSETS_EDITOR.END'))}
        {other ? <InlineError>{other}</InlineError> : null}
        {saved ? (
          <p className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-800" role="status" data-testid="trim-saved">
            {saved}{' '}
            <Link href={backHref} className={`font-medium underline ${focusRing}`}>
              {t('ASSETS_EDITOR.OPEN_FOLDER')}
            </Link>
          </p>
        ) : null}
        {canWrite ? (
          <Button type="submit" disabled={busy} data-testid="trim-save">
            {t(busy ? 'ASSETS_EDITOR.SAVING' : 'ASSETS_EDITOR.SAVE_AS_NEW')}
          </Button>
        ) : (
          <p className="text-sm text-slate-600">{t('ASSETS_EDITOR.READ_ONLY')}</p>
        )}
        <p className="text-xs text-slate-500">{t('ASSETS_EDITOR.NO_TRANSCODING')}</p>
      </form>
    </div>
  );
}

export function VideoEditorPage() {
  const { t } = useTranslation('assets');
  const { params } = useRouteMatch();
  const pathFor = useBrandPath();
  const state = useLiveQuery({ kind: 'assets/file', id: params.fileId ?? '' });
  if (state.status === 'error' && state.failure.status === 404) return <ErrorPage status={404} />;
  const file = state.status === 'ok' ? state.data : null;
  const backHref = `${pathFor('brand-asset-library')}${librarySearch({ folderId: file?.directoryId ?? null, search: '', view: 'grid' })}`;
  return (
    <div data-testid="video-editor-page">
      <PageHeading subtitle={file?.name} />
      <Link href={backHref} className={`mb-4 inline-block text-sm text-indigo-700 hover:underline ${focusRing}`} data-testid="editor-back">
        {t('ASSETS_EDITOR.BACK')}
      </Link>
      <QueryStates state={state}>{(ready) => <EditorOrUnsupported file={ready} backHref={backHref} />}</QueryStates>
    </div>
  );
}

/** The editor for audio and video; any other file says it cannot be edited here. */
function EditorOrUnsupported({ file, backHref }: { file: AssetFile; backHref: string }) {
  const { t } = useTranslation('assets');
  const kind = fileKind(file.mime, file.name);
  if (isEditableMedia(kind)) return <Editor key={file.id} file={file} kind={kind} backHref={backHref} />;
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border border-amber-200 bg-amber-50 p-5 text-sm text-amber-900" role="alert" data-testid="editor-unsupported">
      <p className="font-semibold">{t('ASSETS_EDITOR.UNSUPPORTED_TITLE')}</p>
      <p>{t('ASSETS_EDITOR.UNSUPPORTED_TEXT', { name: file.name })}</p>
      <Link href={backHref} className={buttonClass('secondary')}>
        {t('ASSETS_EDITOR.BACK')}
      </Link>
    </div>
  );
}

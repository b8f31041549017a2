/** A file's icon, and its picture: a thumbnail or that icon. */
import { useState } from 'react';
import { fileKind, opensInBrowser, type FileKind } from './file-kind';

const COLOURS: Readonly<Record<FileKind | 'folder', string>> = {
  folder: 'text-amber-500',
  image: 'text-emerald-600',
  video: 'text-indigo-600',
  audio: 'text-fuchsia-600',
  pdf: 'text-red-600',
  text: 'text-slate-600',
  archive: 'text-orange-600',
  other: 'text-slate-500',
};

function Glyph({ kind }: { kind: FileKind | 'folder' }) {
  switch (kind) {
    case 'folder':
      return <path d="M3 6a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" fill="currentColor" fillOpacity="0.2" />;
    case 'image':
      return (
        <>
          <rect x="3" y="3" width="18" height="18" rx="2" />
          <circle cx="9" cy="9" r="2" />
          <path d="m21 15-5-5L5 21" />
        </>
      );
    case 'video':
      return (
        <>
          <rect x="2" y="5" width="15" height="14" rx="2" />
          <path d="m17 10 5-3v10l-5-3z" />
        </>
      );
    case 'audio':
      return (
        <>
          <path d="M9 18V5l12-2v13" />
          <circle cx="6" cy="18" r="3" />
          <circle cx="18" cy="16" r="3" />
        </>
      );
    default:
      return (
        <>
          <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
          <path d="M14 2v6h6" />
          {kind === 'text' ? <path d="M8 13h8M8 17h5" /> : null}
          {kind === 'pdf' ? <path d="M8 15h2a1.5 1.5 0 0 0 0-3H8v5" /> : null}
          {kind === 'archive' ? <path d="M10 9h2M10 12h2M10 15h2" /> : null}
        </>
      );
  }
}

export function FileIcon({ kind, className = 'h-6 w-6' }: { kind: FileKind | 'folder'; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className={`${className} ${COLOURS[kind]}`} data-kind={kind}>
      <Glyph kind={kind} />
    </svg>
  );
}

/**
 * A file's picture: its own thumbnail (lazy) when the server shows it inline (a raster image),
 * else the icon of its kind. A file whose bytes are not what its type says is a download, which an
 * <img> cannot show: then the icon too. `alt` is empty: the name is next to it.
 */
export function FileThumb({ file, src, size }: { file: { readonly mime: string; readonly name: string }; src: string; size: 'small' | 'large' }) {
  const kind = fileKind(file.mime, file.name);
  const [failed, setFailed] = useState(false);
  const box = size === 'large' ? 'h-24 w-full' : 'h-10 w-10';
  const thumbnail = kind === 'image' && opensInBrowser(file.mime, file.name) && !failed;
  return (
    <span className={`flex ${box} shrink-0 items-center justify-center overflow-hidden rounded bg-slate-100`}>
      {thumbnail ? <img src={src} alt="" loading="lazy" className="max-h-full max-w-full object-contain" onError={() => setFailed(true)} /> : <FileIcon kind={kind} className={size === 'large' ? 'h-10 w-10' : 'h-6 w-6'} />}
    </span>
  );
}

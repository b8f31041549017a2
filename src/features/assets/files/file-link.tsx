/**
 * A file's name linking to its content. Media the server shows inline (raster images, audio,
 * video) opens in a new tab; anything else is a download (`download` makes the browser save it
 * under its own name, as the server's `Content-Disposition: attachment` asks: docs/assets.md).
 */
import type { ReactNode } from 'react';
import { focusRing } from '../../../components/ui/button';
import { opensInBrowser } from './file-kind';

export function FileLink({ file, href, children }: { file: { readonly mime: string; readonly name: string }; href: string; children: ReactNode }) {
  const className = `break-all font-medium text-slate-900 hover:underline ${focusRing}`;
  return opensInBrowser(file.mime, file.name) ? (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} data-testid="file-name">
      {children}
    </a>
  ) : (
    <a href={href} download={file.name} className={className} data-testid="file-name">
      {children}
    </a>
  );
}

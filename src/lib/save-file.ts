/**
 * Saves a file the data layer downloaded (a render, a zip of renders) under its name. The worker
 * fetched it with the session's cookies and handed over the bytes; the main thread only has to
 * give them to the browser: an object URL on a temporary `a[download]`, clicked, then revoked.
 */
import type { DownloadedFile } from '../../worker/contract/creatives';

/** Keeps a name the file system accepts: no path separators or control characters, never empty. */
export function safeFileName(name: string, fallback = 'download'): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const cleaned = name.replace(/[\u0000-\u001f\u007f/\\]+/g, '_').trim();
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? fallback : cleaned;
}

export function saveFile(file: DownloadedFile, doc: Document = document): void {
  const url = URL.createObjectURL(file.blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = safeFileName(file.name);
  link.rel = 'noopener';
  link.style.display = 'none';
  doc.body.append(link);
  link.click();
  link.remove();
  // Revoking in the same task can cancel the download in some browsers: let the click be handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Ids for uploads, unique in the tab. An id names the upload's progress in the worker
 * (`uploads.progress`, worker/domains/uploads), so a page mounted again while an earlier upload
 * still runs must not reuse one.
 */
let issued = 0;

export function nextUploadId(): string {
  issued += 1;
  return `upload-${issued}`;
}

/** Percent of an upload's request body sent, or null before the first report. */
export function uploadPercent(progress: { readonly sent: number; readonly total: number } | undefined): number | null {
  if (progress === undefined || progress.total <= 0) return null;
  return Math.min(100, Math.floor((progress.sent / progress.total) * 100));
}

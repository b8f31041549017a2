/** Saves text as a file through a temporary object URL (no server round trip). */
export function downloadText(filename: string, text: string, type = 'application/x-ndjson'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled; revoking synchronously can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** `event-log-2026-11-22T10-15-00.ndjson`: sortable, no characters file systems dislike. */
export function eventLogFilename(now: Date, prefix = 'event-log'): string {
  return `${prefix}-${now.toISOString().slice(0, 19).replaceAll(':', '-')}.ndjson`;
}

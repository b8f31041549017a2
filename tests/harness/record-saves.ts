/**
 * What the page saved: the blobs it clicked as downloads through object URLs (jsdom saves
 * nothing), with the names it gave them (src/lib/save-file.ts). Call in a test before the save.
 */
import { vi } from 'vitest';

export function recordSaves(): { name: string; blob: Blob }[] {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = (object: Blob | MediaSource) => {
    const url = `blob:${blobs.size + 1}`;
    blobs.set(url, object as Blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? '')! });
  });
  return saved;
}

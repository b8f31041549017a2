/**
 * Unpacked template packages for renders, by stored file id. A package is unpacked (and checked)
 * once and then shared by every render of it: a batch of 72 renders of one template unzips it
 * once, not 72 times. A stored file never changes (a new upload is a new row), so an entry never
 * goes stale; the least recently used go when more than `capacity` are kept.
 */
import type { TemplatePackage } from '../../worker/contract/template-package';
import { unpackStored } from '../creatives/template-packages.ts';
import { RenderError } from './render-error.ts';
import { reason } from '../../worker/contract/render-reasons';

/** A stored package file; its bytes are read (or, on a render worker, downloaded) only when it is not unpacked already. */
export interface PackageRef {
  readonly id: number;
  readonly name: string;
  content(): Buffer | Promise<Buffer>;
}

export interface PackageCache {
  get(file: PackageRef): Promise<TemplatePackage>;
  /** The database was emptied and seeded again (control API reset): file ids mean other files now. */
  clear(): void;
}

export function createPackageCache(capacity = 16): PackageCache {
  const entries = new Map<number, Promise<TemplatePackage>>();
  return {
    get(file) {
      const hit = entries.get(file.id);
      if (hit) {
        // Map keeps insertion order: re-inserting makes it the most recently used.
        entries.delete(file.id);
        entries.set(file.id, hit);
        return hit;
      }
      const unpacked = Promise.resolve(file.content()).then((content) => unpackStored({ id: file.id, name: file.name, content })).then((read) => {
        if (!read.ok) throw new RenderError(reason('render.package-refused', { detail: read.message }));
        return read.pkg;
      });
      // A refused package is not kept: the next render reads the row again.
      unpacked.catch(() => entries.delete(file.id));
      entries.set(file.id, unpacked);
      while (entries.size > capacity) entries.delete(entries.keys().next().value!);
      return unpacked;
    },
    clear: () => entries.clear(),
  };
}

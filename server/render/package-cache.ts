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

export interface PackageCache {
  get(file: { readonly id: number; readonly name: string; readonly content: Buffer }): Promise<TemplatePackage>;
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
      const unpacked = unpackStored(file).then((read) => {
        if (!read.ok) throw new RenderError(reason('render.package-refused', { detail: read.message }));
        return read.pkg;
      });
      // A refused package is not kept: the next render reads the row again.
      unpacked.catch(() => entries.delete(file.id));
      entries.set(file.id, unpacked);
      while (entries.size > capacity) entries.delete(entries.keys().next().value!);
      return unpacked;
    },
  };
}

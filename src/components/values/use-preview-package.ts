/**
 * What the live preview fills: the template's package, read whole in the browser with the
 * server's own reader (worker/contract/template-package.ts), and the asset-library images the
 * values choose, as data: URLs (the preview's frame has an opaque origin: it can load nothing
 * from the app). A stored package is fetched once per upload (its file id) and kept; an image
 * once per file.
 */
import { useEffect, useState } from 'react';
import { readTemplatePackage, type TemplatePackage } from '../../../worker/contract/template-package';
import { imageReference } from '../../../worker/contract/template-values';
import type { DataLayerApi } from '../../../worker/contract/api';
import { useDataLayer } from '../../data-client';

export type PackageSource = { readonly kind: 'stored'; readonly visualId: string; readonly fileId: string } | { readonly kind: 'file'; readonly blob: Blob; readonly name: string };

export type PreviewPackage = { readonly status: 'loading' } | { readonly status: 'ready'; readonly pkg: TemplatePackage } | { readonly status: 'unavailable' };

const stored = new Map<string, Promise<TemplatePackage | null>>();
const local = new WeakMap<Blob, Promise<TemplatePackage | null>>();
const images = new Map<string, Promise<string | null>>();
/** A few templates' packages at most: the page shows one. */
const KEEP = 4;

async function unpack(blob: Blob, name: string): Promise<TemplatePackage | null> {
  const read = await readTemplatePackage({ name, bytes: new Uint8Array(await blob.arrayBuffer()) }, { unpack: 'all' });
  return read.ok ? read.value : null;
}

function load(api: DataLayerApi, source: PackageSource): Promise<TemplatePackage | null> {
  if (source.kind === 'file') {
    let pending = local.get(source.blob);
    if (!pending) local.set(source.blob, (pending = unpack(source.blob, source.name).catch(() => null)));
    return pending;
  }
  let pending = stored.get(source.fileId);
  if (!pending) {
    pending = api.dispatch({ type: 'visuals/package', id: source.visualId }).then((result) => (result.ok && result.file ? unpack(result.file.blob, result.file.name) : null)).catch(() => null);
    // A failed fetch is not kept: the next preview asks again.
    void pending.then((pkg) => (pkg === null ? stored.delete(source.fileId) : undefined));
    stored.set(source.fileId, pending);
    while (stored.size > KEEP) stored.delete(stored.keys().next().value!);
  }
  return pending;
}

const sourceKey = (source: PackageSource | null) => (source === null ? null : source.kind === 'stored' ? `stored:${source.fileId}` : source.blob);

export function usePreviewPackage(source: PackageSource | null): PreviewPackage {
  const api = useDataLayer();
  const key = sourceKey(source);
  const [result, setResult] = useState<{ readonly key: unknown; readonly pkg: TemplatePackage | null } | null>(null);
  useEffect(() => {
    if (source === null) return;
    let active = true;
    void load(api, source).then((pkg) => active && setResult({ key, pkg }));
    return () => {
      active = false;
    };
    // The source is named by its key (a new object each render is the same package).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, key]);
  if (source === null || result === null || result.key !== key) return source === null ? { status: 'unavailable' } : { status: 'loading' };
  return result.pkg === null ? { status: 'unavailable' } : { status: 'ready', pkg: result.pkg };
}

function readDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(blob);
  });
}

/** The asset-library images `values` choose, by file id, as data: URLs once read (one not readable stays out). */
export function useAssetImages(values: Readonly<Record<string, string>>): ReadonlyMap<number, string> {
  const api = useDataLayer();
  const ids = [...new Set(Object.values(values).flatMap((value) => {
    const reference = imageReference(value);
    return reference?.kind === 'asset' ? [reference.id] : [];
  }))].sort((a, b) => a - b);
  const wanted = ids.join(',');
  const [urls, setUrls] = useState<ReadonlyMap<number, string>>(new Map());
  useEffect(() => {
    let active = true;
    for (const id of wanted === '' ? [] : wanted.split(',').map(Number)) {
      let pending = images.get(String(id));
      if (!pending) {
        pending = api
          .dispatch({ type: 'assets/file-content', id: String(id) })
          .then((result) => (result.ok && result.file ? readDataUrl(result.file.blob) : null))
          .catch(() => null);
        images.set(String(id), pending);
      }
      void pending.then((url) => {
        if (active && url !== null) setUrls((current) => (current.get(id) === url ? current : new Map(current).set(id, url)));
      });
    }
    return () => {
      active = false;
    };
  }, [api, wanted]);
  return urls;
}

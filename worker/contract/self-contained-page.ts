/**
 * A filled template page as one self-contained document: the package's files it uses (images,
 * stylesheets and what they reference, scripts, fonts) become data: URLs. What shows a page
 * inside a sandboxed frame needs this: the frame's document has an opaque origin, so it cannot
 * fetch the package's files from the app with the session — the tester's frames
 * (`visual-version/{id}/preview`, `visual-build/{id}/output`, made on the server) and the values
 * form's live preview (made in the browser from the package it has) both inline them.
 *
 * `createPageInliner` keeps each file's data: URL once made, so a preview redrawn on every
 * keystroke encodes the package's images once, not on every keystroke. Dependency-free.
 */
import { scanTags } from './template-package-html';
import { safeEntryName } from './template-package-zip';

const LINK_ATTRIBUTES = ['src', 'href', 'poster'];

const MIME: Readonly<Record<string, string>> = {
  html: 'text/html', htm: 'text/html', css: 'text/css', js: 'text/javascript', mjs: 'text/javascript', json: 'application/json',
  svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', avif: 'image/avif',
  woff: 'font/woff', woff2: 'font/woff2', ttf: 'font/ttf', otf: 'font/otf', mp4: 'video/mp4', webm: 'video/webm',
};

/** The media type a package file is served as, by its extension. */
export const packageFileMime = (path: string): string => MIME[path.slice(path.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

/** Base64 of bytes, in slices (String.fromCharCode takes a bounded number of arguments). */
export function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}

const dirname = (path: string) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '');

/** The package path a reference from a file at `from` points to, when it is one of `files`. */
function resolve(files: ReadonlyMap<string, Uint8Array>, from: string, reference: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:|^\/\/|^#/i.test(reference)) return null;
  const joined = [dirname(from), reference.split(/[?#]/)[0]!].filter((part) => part !== '').join('/');
  // `a/../b` is a path inside the package; safeEntryName refuses any `..` left, so resolve them first.
  const segments: string[] = [];
  for (const segment of joined.split('/')) {
    if (segment === '..') {
      if (segments.length === 0) return null;
      segments.pop();
    } else if (segment !== '.' && segment !== '') segments.push(segment);
  }
  const path = safeEntryName(segments.join('/'));
  return path !== null && files.has(path) ? path : null;
}

export interface PageInliner {
  /** The page `html` (at `pagePath` in the package) with every package file it uses inlined. */
  page(pagePath: string, html: string): string;
}

export function createPageInliner(files: ReadonlyMap<string, Uint8Array>): PageInliner {
  const urls = new Map<string, string>();
  const decoder = new TextDecoder('utf-8');

  function dataUrl(path: string): string {
    let url = urls.get(path);
    if (url === undefined) {
      const bytes = files.get(path)!;
      // A stylesheet's own url()s are relative to it: inlined before it is.
      const content = packageFileMime(path) === 'text/css' ? new TextEncoder().encode(inlineCss(decoder.decode(bytes), path)) : bytes;
      url = `data:${packageFileMime(path)};base64,${base64Of(content)}`;
      urls.set(path, url);
    }
    return url;
  }

  /** `url(...)` references of CSS text inlined (relative to the file at `from`). */
  function inlineCss(css: string, from: string): string {
    return css.replace(/url\(\s*(["']?)([^"')]+)\1\s*\)/gi, (whole, _quote, reference: string) => {
      const path = resolve(files, from, reference.trim());
      return path ? `url("${dataUrl(path)}")` : whole;
    });
  }

  return {
    page(pagePath, html) {
      const edits: { from: number; to: number; text: string }[] = [];
      for (const tag of scanTags(html)) {
        if (tag.kind !== 'start') continue;
        for (const attribute of tag.attributes) {
          if (!LINK_ATTRIBUTES.includes(attribute.name) || attribute.value === null) continue;
          const path = resolve(files, pagePath, attribute.value);
          if (!path) continue;
          // Rewrite the attribute where it is written: its value as it appears in the tag.
          const source = html.slice(tag.start, tag.end);
          const at = source.search(new RegExp(`\\s${attribute.name}\\s*=\\s*["']?${attribute.value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i'));
          if (at < 0) continue;
          const valueAt = source.indexOf(attribute.value, at);
          edits.push({ from: tag.start + valueAt, to: tag.start + valueAt + attribute.value.length, text: dataUrl(path) });
        }
      }
      let out = html;
      for (const edit of edits.sort((a, b) => b.from - a.from)) out = out.slice(0, edit.from) + edit.text + out.slice(edit.to);
      // Inline <style> blocks and style attributes: their url()s are relative to the page.
      return inlineCss(out, pagePath);
    },
  };
}

export function selfContainedPage(files: ReadonlyMap<string, Uint8Array>, pagePath: string, html: string): string {
  return createPageInliner(files).page(pagePath, html);
}

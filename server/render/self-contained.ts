/**
 * A filled template page as one self-contained document, for the tester's sandboxed preview
 * frames (`visual-version/{id}/preview`, `visual-build/{id}/output`): the package's files it uses
 * (images, stylesheets and what they reference, scripts) become data: URLs. The frame's document
 * has an opaque origin (CSP sandbox), so it could not fetch them from the API with the session;
 * inlined, it needs nothing but itself.
 */
import { posix } from 'node:path';
import { scanTags } from '../../worker/contract/template-package-html';
import { safeEntryName } from '../../worker/contract/template-package-zip';
import { mimeOf } from './chromium.ts';

const LINK_ATTRIBUTES = ['src', 'href', 'poster'];

const dataUrl = (path: string, bytes: Uint8Array) => `data:${mimeOf(path).split(';')[0]};base64,${Buffer.from(bytes).toString('base64')}`;

/** The package path a reference from a file in `from` points to, when it is one of `files`. */
function resolve(files: ReadonlyMap<string, Uint8Array>, from: string, reference: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:|^\/\/|^#/i.test(reference)) return null;
  const path = safeEntryName(posix.join(posix.dirname(from), reference.split(/[?#]/)[0]!));
  return path !== null && files.has(path) ? path : null;
}

/** `url(...)` references of CSS text inlined (relative to the CSS file at `from`). */
function inlineCss(css: string, files: ReadonlyMap<string, Uint8Array>, from: string): string {
  return css.replace(/url\(\s*(["']?)([^"')]+)\1\s*\)/gi, (whole, _quote, reference: string) => {
    const path = resolve(files, from, reference.trim());
    return path ? `url("${dataUrl(path, files.get(path)!)}")` : whole;
  });
}

export function selfContainedPage(files: ReadonlyMap<string, Uint8Array>, pagePath: string, html: string): string {
  const edits: { from: number; to: number; text: string }[] = [];
  for (const tag of scanTags(html)) {
    if (tag.kind !== 'start') continue;
    for (const attribute of tag.attributes) {
      if (!LINK_ATTRIBUTES.includes(attribute.name) || attribute.value === null) continue;
      const path = resolve(files, pagePath, attribute.value);
      if (!path) continue;
      const bytes = files.get(path)!;
      const inlined = mimeOf(path).startsWith('text/css') ? dataUrl(path, Buffer.from(inlineCss(Buffer.from(bytes).toString('utf8'), files, path))) : dataUrl(path, bytes);
      // Rewrite the attribute where it is written: its value as it appears in the tag.
      const source = html.slice(tag.start, tag.end);
      const at = source.search(new RegExp(`\\s${attribute.name}\\s*=\\s*["']?${attribute.value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i'));
      if (at < 0) continue;
      const valueAt = source.indexOf(attribute.value, at);
      edits.push({ from: tag.start + valueAt, to: tag.start + valueAt + attribute.value.length, text: inlined });
    }
  }
  let out = html;
  for (const edit of edits.sort((a, b) => b.from - a.from)) out = out.slice(0, edit.from) + edit.text + out.slice(edit.to);
  // Inline <style> blocks and style attributes: their url()s are relative to the page.
  return inlineCss(out, files, pagePath);
}

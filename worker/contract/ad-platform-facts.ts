/**
 * The facts the ad platforms' rules look at (ad-platform-rules.ts), read from an HTML5 zip:
 *
 * - `inspectHtml5Zip`: a zip as it is (an HTML5 render's output, measured on its real bytes);
 * - `checkPackageForAdPlatforms`: a package on upload, as its HTML5 renders will be: its files
 *   relative to the page (a render writes them so: a zipped folder's page lands at the root) and
 *   its page filled as a render fills it (one ad.size meta, the clickTag script), the upload's
 *   size standing for the zip's. What the package gets wrong and a render does not fix (a .ttf, a
 *   missing doctype, a script from a CDN) is said at upload, before anything is rendered.
 *
 * Only files that were read are checked for their text (the wizard reads a large package's page
 * alone; the server reads every file).
 */
import { checkAdPlatforms, unreadableReport, type AdPlatformReport, type Html5Facts } from './ad-platform-rules';
import { fillPage } from './template-package-fill';
import { attribute, scanTags, styleDeclarations, type HtmlTag } from './template-package-html';
import { readTemplatePackage, type TemplatePackage } from './template-package';

const DOCTYPE = /^\uFEFF?\s*(?:<!--[\s\S]*?-->\s*)*<!doctype\s+html\s*>/i;
const EXTERNAL = /^\s*(?:https?:)?\/\//i;
const TEXT_FILES = new Set(['html', 'htm', 'css', 'js', 'mjs', 'svg', 'json', 'txt', 'xml']);
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const CLICK_TAG_SET = /\bclickTag\d*\s*=(?!=)/i;

/** Attributes that make the browser fetch something, by element. */
const ASSET_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  script: ['src'],
  img: ['src', 'srcset'],
  link: ['href'],
  source: ['src', 'srcset'],
  video: ['src', 'poster'],
  audio: ['src'],
  track: ['src'],
  iframe: ['src'],
  embed: ['src'],
  object: ['data'],
  input: ['src'],
  image: ['href', 'xlink:href'],
  use: ['href', 'xlink:href'],
  body: ['background'],
};
/** `<link>`s that name another page rather than load something. */
const LINKS_NOT_FETCHED = new Set(['canonical', 'alternate', 'author', 'help', 'license', 'next', 'prev', 'search', 'bookmark']);

const extensionOf = (path: string): string => (/\.([^./]+)$/.exec(path)?.[1] ?? '').toLowerCase();

/** Absolute URLs in CSS: `url(…)` and `@import "…"`. */
export function cssExternalUrls(css: string): string[] {
  const urls: string[] = [];
  for (const m of css.matchAll(/url\(\s*(["']?)(.*?)\1\s*\)/gi)) if (EXTERNAL.test(m[2]!)) urls.push(m[2]!.trim());
  for (const m of css.matchAll(/@import\s+(["'])(.*?)\1/gi)) if (EXTERNAL.test(m[2]!)) urls.push(m[2]!.trim());
  return urls;
}

const srcsetUrls = (value: string) => value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '');

/** The text between a raw-text element's start tag and its end tag. */
const contentOf = (html: string, tags: readonly HtmlTag[], index: number): string => html.slice(tags[index]!.end, tags[index + 1]?.start ?? html.length);

/** What the rules need of the primary page. */
export function pageFacts(html: string): { hasDoctype: boolean; adSizeMetas: number; externalUrls: string[]; charset: string | null; setsClickTag: boolean } {
  const tags = scanTags(html);
  const headEnd = tags.find((t) => (t.kind === 'end' && t.name === 'head') || (t.kind === 'start' && t.name === 'body'))?.start ?? html.length;
  let adSizeMetas = 0;
  let charset: string | null = null;
  let setsClickTag = false;
  const urls: string[] = [];
  for (const [i, tag] of tags.entries()) {
    if (tag.kind !== 'start') continue;
    if (tag.name === 'meta') {
      if (tag.start < headEnd && attribute(tag, 'name')?.toLowerCase() === 'ad.size') adSizeMetas += 1;
      const declared = attribute(tag, 'charset') ?? (attribute(tag, 'http-equiv')?.toLowerCase() === 'content-type' ? /charset\s*=\s*([\w-]+)/i.exec(attribute(tag, 'content') ?? '')?.[1] : undefined);
      if (declared && charset === null) charset = declared.trim().toLowerCase();
    }
    const wanted = ASSET_ATTRIBUTES[tag.name] ?? [];
    const skip = tag.name === 'link' && (attribute(tag, 'rel') ?? '').toLowerCase().split(/\s+/).every((rel) => LINKS_NOT_FETCHED.has(rel));
    for (const name of skip ? [] : wanted) {
      const value = attribute(tag, name);
      if (!value) continue;
      for (const url of name === 'srcset' ? srcsetUrls(value) : [value]) if (EXTERNAL.test(url)) urls.push(url.trim());
    }
    const style = attribute(tag, 'style');
    if (style) for (const [, value] of styleDeclarations(style)) urls.push(...cssExternalUrls(value));
    if (tag.name === 'style') urls.push(...cssExternalUrls(contentOf(html, tags, i)));
    if (tag.name === 'script' && attribute(tag, 'src') === undefined && CLICK_TAG_SET.test(contentOf(html, tags, i))) setsClickTag = true;
  }
  return { hasDoctype: DOCTYPE.test(html), adSizeMetas, externalUrls: [...new Set(urls)], charset, setsClickTag };
}

export interface ZipView {
  readonly zipBytes: number;
  /** Every path in the zip. */
  readonly paths: readonly string[];
  readonly primary: string;
  /** The primary page's text. */
  readonly html: string;
  /** The files that were read, by their path in the zip (the primary page among them). */
  readonly files: ReadonlyMap<string, Uint8Array>;
}

/** The facts of a zip's page and of the text files that were read. */
export function factsOf(zip: ZipView): Html5Facts {
  const page = pageFacts(zip.html);
  const externalUrls = [...page.externalUrls];
  const notUtf8: string[] = page.charset !== null && page.charset !== 'utf-8' && page.charset !== 'utf8' ? [zip.primary] : [];
  let setsClickTag = page.setsClickTag;
  for (const [path, bytes] of zip.files) {
    const extension = extensionOf(path);
    if (path === zip.primary || !TEXT_FILES.has(extension)) continue;
    let text: string;
    try {
      text = strictUtf8.decode(bytes);
    } catch {
      notUtf8.push(path);
      continue;
    }
    if (extension === 'css') {
      externalUrls.push(...cssExternalUrls(text));
      const charset = /^\uFEFF?@charset\s+["']([\w-]+)["']/i.exec(text)?.[1]?.toLowerCase();
      if (charset && charset !== 'utf-8') notUtf8.push(path);
    }
    if ((extension === 'js' || extension === 'mjs') && CLICK_TAG_SET.test(text)) setsClickTag = true;
  }
  return { zipBytes: zip.zipBytes, paths: zip.paths, primary: zip.primary, hasDoctype: page.hasDoctype, adSizeMetas: page.adSizeMetas, externalUrls: [...new Set(externalUrls)], notUtf8, setsClickTag };
}

/** Checks an HTML5 zip as it is, on its bytes; a zip the package reader refuses is refused by every platform. */
export async function inspectHtml5Zip(bytes: Uint8Array): Promise<AdPlatformReport> {
  const read = await readTemplatePackage({ name: 'creative.zip', bytes }, { unpack: 'all' });
  if (!read.ok) return unreadableReport(bytes.byteLength, read.problem);
  const pkg = read.value;
  // Paths in the zip: the reader keeps them relative to the page's folder.
  const root = pkg.entry.slice(0, pkg.entry.length - pkg.page.length);
  const files = new Map([...pkg.files].map(([path, content]) => [root + path, content]));
  return checkAdPlatforms(factsOf({ zipBytes: bytes.byteLength, paths: pkg.paths.map((p) => root + p), primary: pkg.entry, html: pkg.html, files }));
}

/** A size to fill the page at when the package declares none (the renders use the category's). */
const ANY_SIZE = { width: 300, height: 250 };

/** Checks a package as its HTML5 renders will be (see the top of this file). */
export function checkPackageForAdPlatforms(pkg: TemplatePackage, uploadBytes: number): AdPlatformReport {
  const html = fillPage(pkg, { values: {}, size: pkg.sizes[0] ?? ANY_SIZE, clickTag: null });
  return checkAdPlatforms(factsOf({ zipBytes: uploadBytes, paths: pkg.paths, primary: pkg.page, html, files: pkg.files }));
}

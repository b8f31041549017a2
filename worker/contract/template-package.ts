/**
 * Reads an uploaded template package (docs/template-packages.md): a zip holding `index.html` and
 * its assets (at the root, or inside the zip's single top-level folder), or a single .html page.
 * Both the wizard (to list the inputs of the chosen file before uploading) and the server (the
 * upload's check, the renderer) read packages here, so both refuse the same packages for the
 * same reasons.
 *
 * `unpack: 'entry'` inflates only the page (the wizard); `'all'` inflates every file, each checked
 * against its declared size and the package's limit (the server: nothing is stored that was not
 * read whole).
 */
import { readPageDeclarations, type InputElement, type TemplateInput, type TemplateSize } from './template-package-inputs';
import type { HtmlTag } from './template-package-html';
import { PACKAGE_LIMITS, type PackageProblem } from './template-package-problems';
import { readZipDirectory, readZipEntry, type ZipEntryInfo, type ZipResult } from './template-package-zip';

export interface TemplatePackage {
  /** The page's path inside the zip (`index.html`, or `banner/index.html`). */
  readonly entry: string;
  /** The page's path among `files` (`index.html` or `index.htm`). */
  readonly page: string;
  readonly html: string;
  readonly tags: readonly HtmlTag[];
  readonly inputs: readonly TemplateInput[];
  readonly elements: readonly InputElement[];
  readonly sizes: readonly TemplateSize[];
  /**
   * Every file by its path relative to the page's folder (the page included), for `unpack: 'all'`;
   * only the page for `'entry'`.
   */
  readonly files: ReadonlyMap<string, Uint8Array>;
  /** Every file's path relative to the page's folder, read or not (the ad platforms' check). */
  readonly paths: readonly string[];
}

export interface PackageUpload {
  readonly name: string;
  readonly bytes: Uint8Array;
}

const ENTRY_NAMES = ['index.html', 'index.htm'];
export const isHtmlName = (name: string): boolean => /\.html?$/i.test(name);
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The page and the folder the package's paths are relative to, or null. */
function findEntry(entries: readonly ZipEntryInfo[]): { entry: ZipEntryInfo; root: string } | null {
  const at = (name: string) => entries.find((e) => e.name.toLowerCase() === name);
  for (const name of ENTRY_NAMES) {
    const entry = at(name);
    if (entry) return { entry, root: '' };
  }
  // Zipping a folder puts everything under that folder's name.
  const folders = new Set(entries.map((e) => (e.name.includes('/') ? e.name.slice(0, e.name.indexOf('/') + 1) : '')));
  const [only] = folders;
  if (folders.size !== 1 || !only) return null;
  for (const name of ENTRY_NAMES) {
    const entry = at(`${only.toLowerCase()}${name}`);
    if (entry) return { entry, root: only };
  }
  return null;
}

function decodePage(name: string, bytes: Uint8Array): ZipResult<string> {
  try {
    return { ok: true, value: strictUtf8.decode(bytes).replace(/^\uFEFF/, '') };
  } catch {
    return { ok: false, problem: { code: 'not-utf8', name } };
  }
}

function withPage(entry: string, pagePath: string, files: Map<string, Uint8Array>, paths: readonly string[]): ZipResult<TemplatePackage> {
  const html = decodePage(entry, files.get(pagePath)!);
  if (!html.ok) return html;
  const page = readPageDeclarations(html.value);
  if (!page.ok) return page;
  return { ok: true, value: { entry, page: pagePath, html: html.value, ...page.value, files, paths } };
}

const fail = (problem: PackageProblem) => ({ ok: false as const, problem });

export async function readTemplatePackage(upload: PackageUpload, options: { readonly unpack: 'entry' | 'all' }): Promise<ZipResult<TemplatePackage>> {
  if (isHtmlName(upload.name)) {
    if (upload.bytes.byteLength > PACKAGE_LIMITS.maxUnpackedBytes) return fail({ code: 'too-large-unpacked', max: PACKAGE_LIMITS.maxUnpackedBytes });
    return withPage(upload.name, 'index.html', new Map([['index.html', upload.bytes]]), ['index.html']);
  }
  const directory = readZipDirectory(upload.bytes);
  if (!directory.ok) return directory;
  const found = findEntry(directory.value);
  if (!found) return fail({ code: 'no-html-entry', found: directory.value.map((e) => e.name) });
  const files = new Map<string, Uint8Array>();
  let budget: number = PACKAGE_LIMITS.maxUnpackedBytes;
  const wanted = options.unpack === 'all' ? directory.value : [found.entry];
  for (const entry of wanted) {
    const content = await readZipEntry(upload.bytes, entry, budget);
    if (!content.ok) return content;
    budget -= content.value.byteLength;
    // With a root folder every entry is inside it (findEntry): paths become relative to the page.
    files.set(entry.name.slice(found.root.length), content.value);
  }
  const paths = directory.value.map((e) => e.name.slice(found.root.length));
  return withPage(found.entry.name, found.entry.name.slice(found.root.length), files, paths);
}

/**
 * A visual's HTML5 package on the server (docs/template-packages.md): checked when uploaded (read
 * whole with the shared reader, worker/contract/template-package.ts, so nothing is stored that the
 * renderer could not unpack), kept as its uploaded file in `files` under
 * `/visual-packages/{visualId}`, and loaded for a render.
 *
 * What the upload declares becomes the visual's: its inputs are the visual's `slots`
 * (`{ name, type, value: default, label }`), its ad.size metas its sizes, and what the ad
 * platforms will say of its HTML5 renders its `platform_checks`.
 */
import type { Db } from '../db/database.ts';
import type { UploadedFile } from '../http/multipart.ts';
import { checkPackageForAdPlatforms } from '../../worker/contract/ad-platform-facts';
import { unreadableReport, type AdPlatformReport } from '../../worker/contract/ad-platform-rules';
import { readTemplatePackage, type TemplatePackage } from '../../worker/contract/template-package';
import type { TemplateInput, TemplateSize } from '../../worker/contract/template-package-inputs';
import { packageProblemMessage } from '../../worker/contract/template-package-problems';

export interface PackageDeclarations {
  readonly inputs: readonly TemplateInput[];
  readonly sizes: readonly TemplateSize[];
  /** What the ad platforms will say of its HTML5 renders: a warning, never a refusal. */
  readonly platforms: AdPlatformReport;
}

/** What the upload's package declares, or the message of why it is refused (the 422's `package`). */
export type PackageInspection = { readonly ok: true; readonly declared: PackageDeclarations; readonly pkg: TemplatePackage } | { readonly ok: false; readonly message: string };

export const packageFolder = (visualId: number): string => `/visual-packages/${visualId}`;

/** Reads the uploaded package whole; null when the request has none (or more than one: refused elsewhere). */
export async function inspectPackage(files: readonly UploadedFile[]): Promise<PackageInspection | null> {
  if (files.length === 0) return null;
  if (files.length > 1) return { ok: false, message: 'The package field must be a single .zip or .html file.' };
  const file = files[0]!;
  const read = await readTemplatePackage({ name: file.filename, bytes: file.buffer }, { unpack: 'all' });
  if (!read.ok) return { ok: false, message: packageProblemMessage(read.problem) };
  return { ok: true, declared: { inputs: read.value.inputs, sizes: read.value.sizes, platforms: checkPackageForAdPlatforms(read.value, file.buffer.byteLength) }, pkg: read.value };
}

interface PackageFileRow {
  readonly id: number;
  readonly name: string;
  readonly content: Buffer;
}

/** The stored package file of a visual without its bytes (id, name, size), or null. */
export function packageMetaOf(db: Db, brandId: number, visualId: number): { readonly id: number; readonly name: string; readonly size: number } | null {
  return (db.prepare('SELECT id, name, length(content) AS size FROM files WHERE brand_id = ? AND path = ? ORDER BY id DESC LIMIT 1').get(brandId, packageFolder(visualId)) as { id: number; name: string; size: number } | undefined) ?? null;
}

/** A stored file's bytes, or null when it is gone. */
export function packageContent(db: Db, fileId: number): Buffer | null {
  return (db.prepare('SELECT content FROM files WHERE id = ?').pluck().get(fileId) as Buffer | undefined) ?? null;
}

/** Unpacks a stored package for a render; its problem's message when it cannot be (stored before the checks existed). */
export async function unpackStored(file: PackageFileRow): Promise<{ ok: true; pkg: TemplatePackage } | { ok: false; message: string }> {
  const read = await readTemplatePackage({ name: file.name, bytes: file.content }, { unpack: 'all' });
  return read.ok ? { ok: true, pkg: read.value } : { ok: false, message: packageProblemMessage(read.problem) };
}

/**
 * Checks, once, the packages stored without the ad platforms' verdicts (the seed's, and uploads
 * made before the checks existed): their verdicts, or why the stored package cannot be read.
 * Run when the app starts and after a reseed; a package checked on upload is never checked again.
 */
export async function checkUncheckedPackages(db: Db): Promise<number> {
  const unchecked = db.prepare('SELECT id, brand_id FROM visuals WHERE platform_checks IS NULL ORDER BY id').all() as { id: number; brand_id: number }[];
  const save = db.prepare('UPDATE visuals SET platform_checks = ? WHERE id = ? AND platform_checks IS NULL');
  let checked = 0;
  for (const visual of unchecked) {
    const file = packageMetaOf(db, visual.brand_id, visual.id);
    const content = file === null ? null : packageContent(db, file.id);
    if (file === null || content === null) continue;
    const read = await readTemplatePackage({ name: file.name, bytes: content }, { unpack: 'all' });
    const report = read.ok ? checkPackageForAdPlatforms(read.value, content.length) : unreadableReport(content.length, read.problem);
    checked += save.run(JSON.stringify(report), visual.id).changes;
  }
  return checked;
}

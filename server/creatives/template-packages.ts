/**
 * A visual's HTML5 package on the server (docs/template-packages.md): checked when uploaded (read
 * whole with the shared reader, worker/contract/template-package.ts, so nothing is stored that the
 * renderer could not unpack), kept as its uploaded file in `files` under
 * `/visual-packages/{visualId}`, and loaded for a render.
 *
 * What the upload declares becomes the visual's: its inputs are the visual's `slots`
 * (`{ name, type, value: default, label }`), its ad.size metas its sizes.
 */
import type { Db } from '../db/database.ts';
import type { UploadedFile } from '../http/multipart.ts';
import { readTemplatePackage, type TemplatePackage } from '../../worker/contract/template-package';
import type { TemplateInput, TemplateSize } from '../../worker/contract/template-package-inputs';
import { packageProblemMessage } from '../../worker/contract/template-package-problems';

export interface PackageDeclarations {
  readonly inputs: readonly TemplateInput[];
  readonly sizes: readonly TemplateSize[];
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
  return read.ok ? { ok: true, declared: { inputs: read.value.inputs, sizes: read.value.sizes }, pkg: read.value } : { ok: false, message: packageProblemMessage(read.problem) };
}

interface PackageFileRow {
  readonly id: number;
  readonly name: string;
  readonly content: Buffer;
}

/** The stored package file of a visual (the newest upload), or null. */
export function packageFileOf(db: Db, brandId: number, visualId: number): PackageFileRow | null {
  return (db.prepare('SELECT id, name, content FROM files WHERE brand_id = ? AND path = ? ORDER BY id DESC LIMIT 1').get(brandId, packageFolder(visualId)) as PackageFileRow | undefined) ?? null;
}

/** Unpacks a stored package for a render; its problem's message when it cannot be (stored before the checks existed). */
export async function unpackStored(file: PackageFileRow): Promise<{ ok: true; pkg: TemplatePackage } | { ok: false; message: string }> {
  const read = await readTemplatePackage({ name: file.name, bytes: file.content }, { unpack: 'all' });
  return read.ok ? { ok: true, pkg: read.value } : { ok: false, message: packageProblemMessage(read.problem) };
}

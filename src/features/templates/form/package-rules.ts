/**
 * Which package files the product takes (docs/creative-workflow.md): a .zip or an .html/.htm
 * file, not empty, at most PACKAGE_MAX_BYTES, with a name the server takes (file-names.ts). Checked by the name's extension, as the server
 * does: browsers report no reliable MIME type for .zip files (often an empty string).
 */
import { fileNameProblemKey } from '../../../lib/file-name-problem';
import { formatBytes } from '../../../lib/format-bytes';
import { PACKAGE_EXTENSIONS, PACKAGE_MAX_BYTES } from '../template-options';
import type { FieldProblem } from '../../../components/ui/form-field';

export interface PackageInfo {
  readonly name: string;
  readonly size: number;
}

export function packageProblems(file: PackageInfo | null): readonly FieldProblem[] {
  if (file === null) return [{ key: 'TEMPLATES.ERROR_PACKAGE_REQUIRED' }];
  const badName = fileNameProblemKey(file.name);
  if (badName !== null) return [{ key: badName }];
  const lower = file.name.toLowerCase();
  if (!PACKAGE_EXTENSIONS.some((extension) => lower.endsWith(extension))) return [{ key: 'TEMPLATES.ERROR_PACKAGE_TYPE', params: { types: PACKAGE_EXTENSIONS.join(', ') } }];
  if (file.size === 0) return [{ key: 'TEMPLATES.ERROR_PACKAGE_EMPTY' }];
  if (file.size > PACKAGE_MAX_BYTES) return [{ key: 'TEMPLATES.ERROR_PACKAGE_TOO_BIG', params: { max: formatBytes(PACKAGE_MAX_BYTES) } }];
  return [];
}

/** The package kind shown in the summary: an archive of files or a single page. */
export function packageKind(name: string): 'zip' | 'html' {
  return name.toLowerCase().endsWith('.zip') ? 'zip' : 'html';
}

/**
 * Why a template package is refused (docs/template-packages.md), as codes with parameters: the
 * server answers `packageProblemMessage` in its 422, the wizard shows the same problem in the
 * user's language (TEMPLATES.PACKAGE_PROBLEM.<code>), from the same check.
 */

export const PACKAGE_LIMITS = {
  /** Files in one package: a banner has a few dozen; thousands is an attack or a mistake. */
  maxEntries: 500,
  /** All files unpacked together (the upload itself is at most 50 MB). */
  maxUnpackedBytes: 100 * 1024 * 1024,
} as const;

export const INPUT_TYPES = ['text', 'image', 'colour', 'price'] as const;
export type InputType = (typeof INPUT_TYPES)[number];

export type PackageProblem =
  | { readonly code: 'not-a-zip' }
  | { readonly code: 'zip64' }
  | { readonly code: 'too-many-entries'; readonly count: number; readonly max: number }
  | { readonly code: 'too-large-unpacked'; readonly max: number }
  | { readonly code: 'unsafe-entry-name'; readonly name: string }
  | { readonly code: 'duplicate-entry'; readonly name: string }
  | { readonly code: 'encrypted'; readonly name: string }
  | { readonly code: 'unsupported-compression'; readonly name: string }
  | { readonly code: 'size-mismatch'; readonly name: string }
  | { readonly code: 'damaged'; readonly name: string }
  | { readonly code: 'no-html-entry'; readonly found: readonly string[] }
  | { readonly code: 'not-utf8'; readonly name: string }
  | { readonly code: 'bad-input-name'; readonly name: string }
  | { readonly code: 'bad-input-type'; readonly name: string; readonly type: string }
  | { readonly code: 'conflicting-input'; readonly name: string }
  | { readonly code: 'input-without-content'; readonly name: string; readonly tag: string }
  | { readonly code: 'nested-input'; readonly name: string }
  | { readonly code: 'too-many-inputs'; readonly max: number }
  | { readonly code: 'bad-size'; readonly content: string }
  | { readonly code: 'size-too-large'; readonly width: number; readonly height: number; readonly max: number }
  | { readonly code: 'size-too-small'; readonly width: number; readonly height: number; readonly min: number }
  | { readonly code: 'too-many-sizes'; readonly count: number; readonly max: number }
  | { readonly code: 'bad-input-attribute'; readonly name: string; readonly attribute: string; readonly value: string };

export const MAX_INPUTS = 100;
/**
 * The most sizes one template declares (its `ad.size` metas, or the `sizes` field of an upload):
 * a template with hundreds of sizes is a mistake, and every size is a render per request.
 */
export const MAX_SIZES = 50;

/** What an input's optional attributes take (template-package-inputs.ts). */
const ATTRIBUTE_RULES: Readonly<Record<string, string>> = {
  'data-input-max': 'the maximum is a whole number of characters from 1 to 5000',
  'data-input-fit': 'the only fit is "shrink"',
  'data-input-min-size': 'the minimum size is a whole number of pixels from 1 to 500',
};

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
/** At most a few names, so a message about a package of 500 files stays readable. */
export const listOf = (names: readonly string[]): string => (names.length === 0 ? 'no files' : names.length <= 5 ? names.join(', ') : `${names.slice(0, 5).join(', ')} and ${names.length - 5} more`);

/** The server's words for a problem (the 422's `errors.package`). */
export function packageProblemMessage(p: PackageProblem): string {
  switch (p.code) {
    case 'not-a-zip':
      return 'The package is not a readable zip file.';
    case 'zip64':
      return 'The package uses the zip64 format, which is not supported: packages are at most 50 MB.';
    case 'too-many-entries':
      return `The package has ${p.count} files; at most ${p.max} are allowed.`;
    case 'too-large-unpacked':
      return `The package unpacks to more than ${mb(p.max)}, the most a package may hold.`;
    case 'unsafe-entry-name':
      return `The package holds a file named "${p.name}", which points outside the package.`;
    case 'duplicate-entry':
      return `The package holds "${p.name}" twice.`;
    case 'encrypted':
      return `The package's file "${p.name}" is encrypted.`;
    case 'unsupported-compression':
      return `The package's file "${p.name}" uses a compression method other than deflate.`;
    case 'size-mismatch':
      return `The package's file "${p.name}" unpacks to more than it declares (a zip bomb or a damaged file).`;
    case 'damaged':
      return `The package's file "${p.name}" is damaged.`;
    case 'no-html-entry':
      return `The package has no index.html: an HTML5 package needs an index.html at its root (it holds ${listOf(p.found)}).`;
    case 'not-utf8':
      return `The package's ${p.name} is not UTF-8 text.`;
    case 'bad-input-name':
      return `The input name "${p.name}" is not valid: use letters, digits, "-" and "_" (up to 50, starting with a letter).`;
    case 'bad-input-type':
      return `The input "${p.name}" has the type "${p.type}"; the types are ${INPUT_TYPES.join(', ')}.`;
    case 'conflicting-input':
      return `The input "${p.name}" is declared twice with different types.`;
    case 'input-without-content':
      return `The input "${p.name}" is on a <${p.tag}> element, which cannot hold text.`;
    case 'nested-input':
      return `The input "${p.name}" is inside another text input, whose value would replace it.`;
    case 'too-many-inputs':
      return `The package declares more than ${p.max} inputs.`;
    case 'bad-input-attribute':
      return `The input "${p.name}" has ${p.attribute}="${p.value}": ${ATTRIBUTE_RULES[p.attribute] ?? 'the value is not valid'}.`;
    case 'bad-size':
      return `The package's ad.size meta "${p.content}" is not of the form width=300,height=250.`;
    case 'size-too-large':
      return `The package's size ${p.width}×${p.height} is larger than ${p.max}×${p.max}, the largest a template may be.`;
    case 'size-too-small':
      return `The package's size ${p.width}×${p.height} is smaller than ${p.min}×${p.min}, the smallest a template may be.`;
    case 'too-many-sizes':
      return `The package declares ${p.count} sizes; at most ${p.max} are allowed.`;
    default: {
      const never: never = p;
      return never;
    }
  }
}

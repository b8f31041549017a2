/**
 * The one rule for the values of a template's inputs (docs/template-packages.md "Values"): what
 * the values form checks as the user types, what the server checks before a template's values
 * are saved or a render is queued (a 422 naming the input, nothing charged), and what the
 * renderer checks before it fills a page (a failed render with the reason, never a blank
 * creative). Pure and dependency-free: the page, the worker and the server import it.
 *
 *   text, price  at most the input's declared maximum (`data-input-max`), else MAX_TEXT_VALUE
 *   colour       a CSS colour (css-colour.ts)
 *   image        a file of the package, a file of the brand's asset library (`asset:{id}`) or a
 *                `data:image/…;base64,` URL, whose bytes are a PNG, JPEG, GIF, WebP or SVG image
 *
 * What can only be known where the bytes are (an asset's file, the package's files on the server)
 * is checked by whoever has them: `valueProblem` takes the package's files when it has them, and
 * `imageBytesProblem` judges bytes fetched elsewhere.
 */
import { isCssColour } from './css-colour';
import type { InputType } from './template-package-problems';
import { safeEntryName } from './template-package-zip';

/** The longest text any input takes (a declared maximum may only be lower). */
export const MAX_TEXT_VALUE = 5000;

/** What the rule needs to know of an input. */
export interface ValueInput {
  readonly name: string;
  readonly type: InputType;
  readonly label: string | null;
  /** Text and price: the most characters a value may have (`data-input-max`). */
  readonly max?: number;
  /**
   * What the page shows as its author wrote it. A value equal to it is never refused: it is not
   * written into the page (a default such as `var(--brand)` is the author's business).
   */
  readonly default?: string;
}

export const ASSET_VALUE_PREFIX = 'asset:';
/** The value of an image input that shows the asset library's file `id`. */
export const assetValue = (id: string | number): string => `${ASSET_VALUE_PREFIX}${id}`;

export type ImageReference =
  | { readonly kind: 'package'; readonly path: string }
  | { readonly kind: 'asset'; readonly id: number }
  | { readonly kind: 'data'; readonly base64: string };

const DATA_URL = /^data:image\/(?:png|jpeg|gif|webp|svg\+xml);base64,([a-z0-9+/]+={0,2})$/i;

/** Where an image value points, or null when it is none of the kinds an image may be. */
export function imageReference(value: string): ImageReference | null {
  const text = value.trim();
  const asset = /^asset:(\d{1,15})$/.exec(text);
  if (asset) return { kind: 'asset', id: Number(asset[1]) };
  const data = DATA_URL.exec(text);
  if (data) return { kind: 'data', base64: data[1]! };
  // A web address is no package path: a render never fetches one, and ad servers want every file local.
  if (/^[a-z][a-z0-9+.-]*:/i.test(text) || text.startsWith('//')) return null;
  const path = safeEntryName(text);
  return path === null || path.endsWith('/') ? null : { kind: 'package', path };
}

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));
const SVG_START = /^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!doctype\s+svg[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>]/i;

/** The image type of some bytes by their header, or null when they are no image a page shows. */
export function sniffImage(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (['GIF87a', 'GIF89a'].includes(ascii(bytes, 0, 6))) return 'image/gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'image/webp';
  const head = new TextDecoder('utf-8').decode(bytes.subarray(0, 1024)).replace(/^\uFEFF/, '');
  return SVG_START.test(head) ? 'image/svg+xml' : null;
}

function base64Bytes(base64: string): Uint8Array | null {
  try {
    const binary = atob(base64);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

export const VALUE_PROBLEM_CODES = ['not-a-colour', 'too-long', 'not-an-image-reference', 'image-missing', 'not-an-image', 'unknown-input'] as const;
export type ValueProblemCode = (typeof VALUE_PROBLEM_CODES)[number];

/** A value that fails, naming its input (and the input's label, which the user knows it by). */
export interface ValueProblem {
  readonly input: string;
  readonly label: string | null;
  readonly code: ValueProblemCode;
  /** too-long: the input's maximum. */
  readonly max?: number;
}

/** What is known of the package's files where the check runs: their bytes (server), their names (a listing), or nothing. */
export type KnownFiles = ReadonlyMap<string, Uint8Array> | ReadonlySet<string> | null;

const problemOf = (input: ValueInput, code: ValueProblemCode, max?: number): ValueProblem => ({ input: input.name, label: input.label, code, ...(max === undefined ? {} : { max }) });

/** The most characters an input takes. */
export const maxLengthOf = (input: Pick<ValueInput, 'max'>): number => Math.min(input.max ?? MAX_TEXT_VALUE, MAX_TEXT_VALUE);

/** Why `bytes` (an image value's file, fetched by whoever could) are not an image; null when they are. */
export function imageBytesProblem(input: ValueInput, bytes: Uint8Array | null): ValueProblem | null {
  if (bytes === null) return problemOf(input, 'image-missing');
  return sniffImage(bytes) === null ? problemOf(input, 'not-an-image') : null;
}

/**
 * Why one value does not fit its input, or null. An asset's bytes are not known here: only its
 * reference is checked (the server looks the file up and calls imageBytesProblem).
 */
export function valueProblem(input: ValueInput, value: string, files: KnownFiles = null): ValueProblem | null {
  if (input.default !== undefined && value === input.default) return null;
  switch (input.type) {
    case 'text':
    case 'price': {
      const max = maxLengthOf(input);
      return value.length > max ? problemOf(input, 'too-long', max) : null;
    }
    case 'colour':
      return isCssColour(value) ? null : problemOf(input, 'not-a-colour');
    case 'image': {
      const reference = imageReference(value);
      if (reference === null) return problemOf(input, 'not-an-image-reference');
      if (reference.kind === 'data') return imageBytesProblem(input, base64Bytes(reference.base64));
      if (reference.kind === 'asset' || files === null) return null;
      if (!files.has(reference.path)) return problemOf(input, 'image-missing');
      return files instanceof Map ? imageBytesProblem(input, files.get(reference.path) ?? null) : null;
    }
  }
}

/** Every value that fails, in the inputs' order; a value for an input the template does not have fails too. */
export function valuesProblems(inputs: readonly ValueInput[], values: Readonly<Record<string, string>>, files: KnownFiles = null): ValueProblem[] {
  const byName = new Map(inputs.map((input) => [input.name, input]));
  const unknown = Object.keys(values)
    .filter((name) => !byName.has(name))
    .map((name): ValueProblem => ({ input: name, label: null, code: 'unknown-input' }));
  const problems = inputs.flatMap((input) => {
    const value = values[input.name];
    const problem = value === undefined ? null : valueProblem(input, value, files);
    return problem === null ? [] : [problem];
  });
  return [...problems, ...unknown];
}

/** The i18n key of a problem (`VALUES.PROBLEM_*`), with `{ input, max }` as its parameters. */
export const valueProblemKey = (problem: ValueProblem): string => `VALUES.PROBLEM_${problem.code.toUpperCase().replace(/-/g, '_')}`;

/** The server's and the renderer's words for a problem (a 422's message, a failed render's reason). */
export function valueProblemMessage(problem: ValueProblem): string {
  const input = problem.label ? `"${problem.label}" (${problem.input})` : `"${problem.input}"`;
  switch (problem.code) {
    case 'not-a-colour':
      return `The value of the input ${input} is not a colour: use a colour name, #rrggbb, rgb(…) or hsl(…).`;
    case 'too-long':
      return `The value of the input ${input} is longer than ${problem.max} characters.`;
    case 'not-an-image-reference':
      return `The value of the input ${input} is not an image of the package or of the asset library.`;
    case 'image-missing':
      return `The image chosen for the input ${input} does not exist.`;
    case 'not-an-image':
      return `The file chosen for the input ${input} is not a PNG, JPEG, GIF, WebP or SVG image.`;
    case 'unknown-input':
      return `The template has no input ${input}.`;
  }
}

/**
 * Input of the visual create/update calls (multipart: package, name, description,
 * overridden_tags as JSON, output_category, and optionally default_output_format, sizes as JSON
 * and the wizard's three progress flags; or JSON slots on update), validated in one place.
 */
import * as v from 'valibot';
import { type FieldErrors, validationError } from '../http/errors.ts';
import type { UploadedFile } from '../http/multipart.ts';
import { flagLike, issuesToErrors } from '../http/validate.ts';
import type { PackageInspection } from '../creatives/template-packages.ts';
import { SizesSchema } from '../creatives/visual-sizes.ts';
import { RENDER_FORMATS } from '../../worker/contract/output-formats';

export const OUTPUT_CATEGORIES = ['display', 'video', 'social', 'print'] as const;
/** A template's default output format: one a render can be made in (the contract's list). */
export const OUTPUT_FORMATS = RENDER_FORMATS;
const PACKAGE_TYPES = /\.(zip|html?)$/i;

const tagsJson = v.pipe(
  v.string(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    try {
      const parsed: unknown = JSON.parse(dataset.value);
      if (Array.isArray(parsed) && parsed.length <= 50 && parsed.every((t) => typeof t === 'string' && t.length > 0 && t.length <= 50)) return parsed as string[];
    } catch {
      // reported below
    }
    addIssue({ message: 'The overridden tags field must be a valid JSON array of tags.' });
    return NEVER;
  }),
);

/** The template's values, one per input: `{ name, value }` (type and label are the package's: a PUT never changes or loses them). */
const slots = v.pipe(
  v.array(v.object({ name: v.pipe(v.string(), v.nonEmpty(), v.maxLength(100)), type: v.optional(v.pipe(v.string(), v.maxLength(50))), value: v.optional(v.unknown()) })),
  v.maxLength(200),
);

const fieldsShape = {
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('The name field is required.'), v.maxLength(255)),
  description: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(5000)))),
  overridden_tags: v.optional(tagsJson),
  output_category: v.picklist(OUTPUT_CATEGORIES),
  default_output_format: v.optional(v.picklist(OUTPUT_FORMATS)),
  sizes: v.optional(SizesSchema),
  // The create wizard's progress (spec section 4), kept on the visual so the wizard survives a reload.
  basic_settings_finished: v.optional(flagLike()),
  inputs_settings_finished: v.optional(flagLike()),
  preview_finished: v.optional(flagLike()),
};

/** Fields multipart sends as JSON strings; a JSON body sends them as they are. */
const JSON_FIELDS = ['slots', 'sizes'] as const;

const CreateFields = v.object({ ...fieldsShape, slots: v.optional(slots) });
const UpdateFields = v.object({
  ...v.partial(v.object(fieldsShape)).entries,
  slots: v.optional(slots),
});

export type VisualInput = v.InferOutput<typeof UpdateFields>;

export const packageFilesOf = (files: readonly UploadedFile[]): UploadedFile[] => files.filter((f) => f.field === 'package');

function checkPackage(files: UploadedFile[], required: boolean, inspection: PackageInspection | null, errors: FieldErrors): UploadedFile[] {
  const pkg = packageFilesOf(files);
  if (required && pkg.length === 0) errors.package = ['The package field is required.'];
  else if (pkg.some((f) => !PACKAGE_TYPES.test(f.filename))) errors.package = ['The package field must be a file of type: zip, html.'];
  else if (inspection && !inspection.ok) errors.package = [inspection.message];
  return pkg;
}

/**
 * Validates everything at once so the 422 lists every failing field, and nothing is stored before.
 * `inspection`: what reading the package found (template-packages.ts), read before because it is async.
 */
export function parseVisualInput(
  fields: Record<string, unknown>,
  files: UploadedFile[],
  mode: 'create' | 'update',
  inspection: PackageInspection | null = null,
): { input: VisualInput; packageFiles: UploadedFile[] } {
  const raw = { ...fields };
  for (const key of JSON_FIELDS) {
    const value = raw[key];
    if (typeof value !== 'string') continue;
    try {
      raw[key] = JSON.parse(value) as unknown;
    } catch {
      // Left as the string: it then fails as "must be an array".
    }
  }
  const result = v.safeParse(mode === 'create' ? CreateFields : UpdateFields, raw);
  const errors: FieldErrors = result.success ? {} : issuesToErrors(result.issues);
  const packageFiles = checkPackage(files, mode === 'create', inspection, errors);
  if (Object.keys(errors).length || !result.success) throw validationError(errors);
  return { input: result.output, packageFiles };
}

/**
 * A template's values on the server (docs/template-packages.md "Values"): what its inputs are
 * (the package's declarations: name, type, label, maximum, auto-fit), what each holds now (the
 * visual's `slots`, else the package's default), and the shared rule's check
 * (worker/contract/template-values.ts) with what only the server knows: the package's files and
 * the brand's asset-library files. Saving values (PUT visual), starting renders (POST
 * visual-build, render again), an ad set's render requests and the renderer all check here.
 */
import * as v from 'valibot';
import type { Db } from '../db/database.ts';
import type { Renderer } from '../render/renderer.ts';
import { validationError, type HttpError } from '../http/errors.ts';
import type { TemplatePackage } from '../../worker/contract/template-package';
import type { TemplateInput } from '../../worker/contract/template-package-inputs';
import { imageBytesProblem, imageReference, MAX_TEXT_VALUE, sniffImage, valueProblemMessage, valuesProblems, type ValueProblem } from '../../worker/contract/template-values';
import { MAX_INPUTS } from '../../worker/contract/template-package-problems';

/** What a stored `slots` row holds per input (older rows: name, type, value, label). */
interface SlotRow {
  readonly name?: unknown;
  readonly value?: unknown;
}

/** The values stored on a visual (its `slots`), by input name. */
export function slotValuesOf(slotsJson: string): Record<string, string> {
  const values: Record<string, string> = {};
  let slots: unknown;
  try {
    slots = JSON.parse(slotsJson);
  } catch {
    return values;
  }
  if (!Array.isArray(slots)) return values;
  for (const slot of slots as SlotRow[]) if (typeof slot?.name === 'string' && typeof slot.value === 'string') values[slot.name] = slot.value;
  return values;
}

/** A render's kept values (`values_json`: input → text; an ad's leaves out, or nulls, what its mapping leaves empty), or null. */
export function renderValuesOf(valuesJson: string | null | undefined): Record<string, string> | null {
  if (!valuesJson) return null;
  try {
    const parsed: unknown = JSON.parse(valuesJson);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return null;
  }
}

/** The template's values now: each input's stored value, else its default. */
export function templateValuesOf(inputs: readonly TemplateInput[], slotsJson: string): Record<string, string> {
  const stored = slotValuesOf(slotsJson);
  return Object.fromEntries(inputs.map((input) => [input.name, stored[input.name] ?? input.default]));
}

/** The `slots` to store for these values: every input of the package, with its label (which a PUT of values never loses). */
export function slotsFor(inputs: readonly TemplateInput[], values: Readonly<Record<string, string>>) {
  return inputs.map((input) => ({ name: input.name, type: input.type, value: values[input.name] ?? input.default, label: input.label, ...(input.max === undefined ? {} : { max: input.max }) }));
}

/** The inputs as the template's page and the values form read them (GET visual/{id} `inputs`). */
export function presentInputs(inputs: readonly TemplateInput[], slotsJson: string) {
  const values = templateValuesOf(inputs, slotsJson);
  return inputs.map((input) => ({
    name: input.name,
    type: input.type,
    label: input.label,
    default: input.default,
    value: values[input.name]!,
    max: input.max ?? null,
    fit: input.fit ? { min_size: input.fit.minSize } : null,
  }));
}

/** The package's files an image input may show (by their bytes), for the form's choice. */
export function packageImagesOf(pkg: TemplatePackage): string[] {
  return [...pkg.files].filter(([, bytes]) => sniffImage(bytes) !== null).map(([path]) => path).sort();
}

/** The asset-library files the values of image inputs choose (`asset:{id}`), each once. */
export function assetIdsOf(inputs: readonly TemplateInput[], values: Readonly<Record<string, string>>): number[] {
  const ids = new Set<number>();
  for (const input of inputs) {
    const reference = input.type === 'image' ? imageReference(values[input.name] ?? '') : null;
    if (reference?.kind === 'asset') ids.add(reference.id);
  }
  return [...ids];
}

/** Finds a file of the brand's asset library (or its source files) by id: its bytes, or null. */
export type AssetLookup = (id: number) => Buffer | null;

/** The brand's asset files, each read once however many values (or ads) name it. */
export function assetLookup(db: Db, brandId: number): AssetLookup {
  const read = db.prepare('SELECT content FROM files WHERE id = ? AND brand_id = ? AND (directory_id IS NOT NULL OR asset_group_id IS NOT NULL)').pluck();
  const seen = new Map<number, Buffer | null>();
  return (id) => {
    if (!seen.has(id)) seen.set(id, (read.get(id, brandId) as Buffer | undefined) ?? null);
    return seen.get(id)!;
  };
}

/**
 * Every value that fails the shared rule, with the package's files and the brand's asset files
 * looked at: an image must exist (in this brand) and be an image.
 */
export function valueProblemsOf(pkg: TemplatePackage, values: Readonly<Record<string, string>>, assets: AssetLookup): ValueProblem[] {
  const problems = valuesProblems(pkg.inputs, values, pkg.files);
  const failing = new Set(problems.map((p) => p.input));
  for (const input of pkg.inputs) {
    const value = values[input.name];
    if (input.type !== 'image' || value === undefined || failing.has(input.name)) continue;
    const reference = imageReference(value);
    if (reference?.kind !== 'asset') continue;
    const file = assets(reference.id);
    const problem = imageBytesProblem(input, file === null ? null : new Uint8Array(file));
    if (problem) problems.push(problem);
  }
  return problems;
}

/** The 422 naming each failing input under `{field}.{input}` (`values.accent`, `slots.headline`). */
export function valuesRefused(field: string, problems: readonly ValueProblem[]): HttpError {
  return validationError(Object.fromEntries(problems.map((p) => [`${field}.${p.input}`, [valueProblemMessage(p)]])));
}

/** A request's values for one render: input name → text (POST visual-build, render again). */
export const ValuesSchema = v.pipe(
  v.record(v.pipe(v.string(), v.maxLength(100)), v.pipe(v.string('The value of each input must be text.'), v.maxLength(MAX_TEXT_VALUE + 1))),
  v.check((values) => Object.keys(values).length <= MAX_INPUTS, `A render takes at most ${MAX_INPUTS} values.`),
);

/**
 * The values one render will fill, all of them (a render keeps them: `values_json`): the
 * template's values now (or `base`: the values of the render made again), the ones given for this
 * render over them, checked by the shared rule before anything is written or charged (422
 * `values.{input}`). Without a readable package there is nothing to check against: the render
 * fails with its reason later.
 */
export async function renderValues(
  db: Db,
  renderer: Renderer,
  visual: { readonly id: number; readonly brand_id: number; readonly slots: string },
  given: Readonly<Record<string, string>> | undefined,
  base: Readonly<Record<string, string>> | null = null,
): Promise<Record<string, string>> {
  const pkg = await renderer.template(visual.brand_id, visual.id).catch(() => null);
  const values = { ...(base ?? (pkg ? templateValuesOf(pkg.inputs, visual.slots) : slotValuesOf(visual.slots))), ...given };
  if (pkg === null) return values;
  const assets = assetLookup(db, visual.brand_id);
  const problems = valueProblemsOf(pkg, given ?? {}, assets);
  // The values it would take from the template or the render again are checked too (stored before the rule, or a file deleted since).
  const known = Object.fromEntries(Object.entries(values).filter(([name]) => !(name in (given ?? {})) && pkg.inputs.some((i) => i.name === name)));
  problems.push(...valueProblemsOf(pkg, known, assets));
  if (problems.length > 0) throw valuesRefused('values', problems);
  return values;
}

/**
 * The values a render was made with, as its page shows them (GET visual-build/{id} `values`):
 * one per input of its template, labelled; `value` null where it took the template's own (an ad's
 * mapping left it empty). Null for a render made before renders kept their values.
 */
export async function presentRenderValues(db: Db, renderer: Renderer, build: { readonly values_json: string | null; readonly visual_id: number | null }) {
  const kept = renderValuesOf(build.values_json);
  if (kept === null) return null;
  const visual = build.visual_id === null ? undefined : (db.prepare('SELECT id, brand_id FROM visuals WHERE id = ?').get(build.visual_id) as { id: number; brand_id: number } | undefined);
  const pkg = visual ? await renderer.template(visual.brand_id, visual.id).catch(() => null) : null;
  if (pkg === null) return Object.entries(kept).map(([name, value]) => ({ name, label: null, type: 'text', value }));
  return pkg.inputs.map((input) => ({ name: input.name, label: input.label, type: input.type, value: kept[input.name] ?? null }));
}

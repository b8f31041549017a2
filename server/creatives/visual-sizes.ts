/**
 * A visual's sizes (the resizes page, and what a render builds when no sizes are given).
 * Where they come from, first match wins (docs/creative-workflow.md):
 *   1. the `sizes` field of create/update (JSON array of { width, height, label? });
 *   2. the `<meta name="ad.size" content="width=…,height=…">` tags of an uploaded package's page
 *      (worker/contract/template-package-inputs.ts);
 *   3. the usual sizes of the visual's output category.
 */
import * as v from 'valibot';
import { SIZE_BOUNDS } from '../../worker/contract/template-package-inputs';
import { MAX_SIZES } from '../../worker/contract/template-package-problems';

export interface VisualSize {
  readonly width: number;
  readonly height: number;
  readonly label: string | null;
}

// The same limits as a package's ad.size metas (template-package-inputs.ts), so no way in takes a size the other refuses.
const dimension = v.pipe(v.number(), v.integer(), v.minValue(SIZE_BOUNDS.min), v.maxValue(SIZE_BOUNDS.max));
export const SizeSchema = v.object({ width: dimension, height: dimension, label: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(100)))) });
export const SizesSchema = v.pipe(v.array(SizeSchema), v.minLength(1, 'The sizes field must have at least 1 size.'), v.maxLength(MAX_SIZES, `The sizes field must not have more than ${MAX_SIZES} sizes.`));

const NAMED: Readonly<Record<string, string>> = {
  '300x250': 'Medium rectangle',
  '728x90': 'Leaderboard',
  '160x600': 'Wide skyscraper',
  '320x50': 'Mobile banner',
  '300x600': 'Half page',
  '970x250': 'Billboard',
  '1080x1080': 'Square post',
  '1080x1920': 'Story',
  '1200x628': 'Link post',
  '1920x1080': 'Full HD',
  '2480x3508': 'A4 (300 dpi)',
};

export const sizeLabel = (width: number, height: number): string | null => NAMED[`${width}x${height}`] ?? null;
const size = (width: number, height: number): VisualSize => ({ width, height, label: sizeLabel(width, height) });

const CATEGORY_SIZES: Readonly<Record<string, readonly VisualSize[]>> = {
  display: [size(300, 250), size(728, 90), size(160, 600), size(320, 50)],
  social: [size(1080, 1080), size(1080, 1920), size(1200, 628)],
  video: [size(1920, 1080), size(1080, 1920)],
  print: [size(2480, 3508)],
};

export function categorySizes(category: string): VisualSize[] {
  return [...(CATEGORY_SIZES[category] ?? CATEGORY_SIZES.display!)];
}

/** Given sizes keep their label, or get the usual name of their dimensions. */
export function normalizeSizes(sizes: readonly { width: number; height: number; label?: string | null | undefined }[]): VisualSize[] {
  return sizes.map((s) => ({ width: s.width, height: s.height, label: s.label ?? sizeLabel(s.width, s.height) }));
}

/** The stored sizes of a visual, or those of its category when none were stored. */
export function sizesOf(visual: { sizes: string; output_category: string }): VisualSize[] {
  const stored = JSON.parse(visual.sizes) as VisualSize[];
  return stored.length ? stored : categorySizes(visual.output_category);
}

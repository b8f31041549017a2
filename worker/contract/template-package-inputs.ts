/**
 * What a template page declares (docs/template-packages.md): its inputs, elements marked
 * `data-input="name"` with `data-input-type="text|image|colour|price"`, and its sizes,
 * `<meta name="ad.size" content="width=300,height=250">` (one per size). The defaults of the
 * inputs are what the page shows as written. Read from the tags of template-package-html.ts; the
 * elements (with their place in the page) are what the renderer fills.
 */
import { attribute, matchingEnd, scanTags, styleDeclarations, textOf, VOID_ELEMENTS, type HtmlTag } from './template-package-html';
import { INPUT_TYPES, MAX_INPUTS, MAX_SIZES, type InputType, type PackageProblem } from './template-package-problems';
import { MAX_TEXT_VALUE } from './template-values';

export interface TemplateInput {
  readonly name: string;
  readonly type: InputType;
  /** What the page shows as written: the text, the image's path, the colour. */
  readonly default: string;
  readonly label: string | null;
  /** Text and price: the most characters a value may have (`data-input-max`), when declared. */
  readonly max?: number;
  /** Text and price: the text shrinks to fit its box, down to `minSize` px (`data-input-fit="shrink"`). */
  readonly fit?: TextFit;
}

export interface TextFit {
  readonly minSize: number;
}

export interface TemplateSize {
  readonly width: number;
  readonly height: number;
}

/** One marked element: which tag, and for text and price where its content ends. */
export interface InputElement {
  readonly name: string;
  readonly type: InputType;
  readonly tagIndex: number;
  /** Text and price: the index of the closing tag. */
  readonly endIndex: number | null;
  /** Colour: the CSS property it sets. */
  readonly property: string | null;
}

export interface PageDeclarations {
  readonly tags: readonly HtmlTag[];
  readonly inputs: readonly TemplateInput[];
  readonly elements: readonly InputElement[];
  readonly sizes: readonly TemplateSize[];
}

export const INPUT_NAME = /^[a-zA-Z][a-zA-Z0-9_-]{0,49}$/;
/** The size bounds a visual takes (server/creatives/visual-sizes.ts SizeSchema). */
export const SIZE_BOUNDS = { min: 16, max: 4096 } as const;
/** CSS properties a colour input may set; background-color when the element names none. */
export const COLOUR_PROPERTIES = ['background-color', 'color', 'border-color', 'fill', 'stroke'] as const;

/** The smallest font size a shrinking text goes down to when its input names none (px). */
export const DEFAULT_FIT_MIN_SIZE = 8;
const FIT_MIN_SIZE_BOUNDS = { min: 1, max: 500 } as const;

const TYPE_ALIASES: Readonly<Record<string, InputType>> = { color: 'colour' };

const cssUrl = (value: string | undefined): string => /url\(\s*(["']?)(.*?)\1\s*\)/i.exec(value ?? '')?.[2] ?? '';

function defaultOf(html: string, tags: readonly HtmlTag[], element: InputElement): string {
  const tag = tags[element.tagIndex]!;
  const style = new Map(styleDeclarations(attribute(tag, 'style') ?? ''));
  switch (element.type) {
    case 'text':
    case 'price':
      return textOf(html.slice(tag.end, tags[element.endIndex!]!.start));
    case 'image':
      return tag.name === 'img' ? (attribute(tag, 'src') ?? '') : cssUrl(style.get('background-image') ?? style.get('background'));
    case 'colour':
      return style.get(element.property!) ?? '';
  }
}

type Read<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: PackageProblem };

const wholeNumber = (text: string, min: number, max: number): number | null => (/^\d{1,6}$/.test(text.trim()) && Number(text) >= min && Number(text) <= max ? Number(text) : null);

/** A text input's declared maximum and auto-fit (docs/template-packages.md "Long text"), or the attribute that is wrong. */
function textOptions(tag: HtmlTag, name: string): Read<Pick<TemplateInput, 'max' | 'fit'>> {
  const bad = (attribute: string, value: string): Read<never> => ({ ok: false, problem: { code: 'bad-input-attribute', name, attribute, value } });
  const rawMax = attribute(tag, 'data-input-max');
  const max = rawMax == null ? null : wholeNumber(rawMax, 1, MAX_TEXT_VALUE);
  if (rawMax != null && max === null) return bad('data-input-max', rawMax);
  const rawFit = attribute(tag, 'data-input-fit');
  if (rawFit != null && rawFit.trim().toLowerCase() !== 'shrink') return bad('data-input-fit', rawFit);
  const rawMin = attribute(tag, 'data-input-min-size');
  const minSize = rawMin == null ? DEFAULT_FIT_MIN_SIZE : wholeNumber(rawMin.replace(/px$/i, ''), FIT_MIN_SIZE_BOUNDS.min, FIT_MIN_SIZE_BOUNDS.max);
  if (minSize === null) return bad('data-input-min-size', rawMin!);
  return { ok: true, value: { ...(max === null ? {} : { max }), ...(rawFit == null ? {} : { fit: { minSize } }) } };
}

/**
 * The page's sizes, duplicates counted once. A size the product cannot render (out of
 * SIZE_BOUNDS, or a meta it cannot read) or more than MAX_SIZES of them refuse the package with a
 * reason naming the size: dropping it silently would give the template other sizes than its
 * author declared.
 */
function readSizes(tags: readonly HtmlTag[]): Read<TemplateSize[]> {
  const sizes: TemplateSize[] = [];
  for (const tag of tags) {
    if (tag.kind !== 'start' || tag.name !== 'meta' || attribute(tag, 'name')?.toLowerCase() !== 'ad.size') continue;
    const content = attribute(tag, 'content') ?? '';
    const m = /^\s*width\s*=\s*(\d{1,9})\s*,\s*height\s*=\s*(\d{1,9})\s*;?\s*$/i.exec(content);
    if (!m) return { ok: false, problem: { code: 'bad-size', content: content.slice(0, 100) } };
    const [width, height] = [Number(m[1]), Number(m[2])];
    if (width > SIZE_BOUNDS.max || height > SIZE_BOUNDS.max) return { ok: false, problem: { code: 'size-too-large', width, height, max: SIZE_BOUNDS.max } };
    if (width < SIZE_BOUNDS.min || height < SIZE_BOUNDS.min) return { ok: false, problem: { code: 'size-too-small', width, height, min: SIZE_BOUNDS.min } };
    if (!sizes.some((s) => s.width === width && s.height === height)) sizes.push({ width, height });
  }
  if (sizes.length > MAX_SIZES) return { ok: false, problem: { code: 'too-many-sizes', count: sizes.length, max: MAX_SIZES } };
  return { ok: true, value: sizes };
}

/** The inputs and sizes a page declares, or the first problem with them. */
export function readPageDeclarations(html: string): Read<PageDeclarations> {
  const tags = scanTags(html);
  const elements: InputElement[] = [];
  const inputs = new Map<string, TemplateInput>();
  // Content ranges of text inputs: any other input inside one would be overwritten by its value.
  const textRanges: { name: string; from: number; to: number }[] = [];
  for (const [tagIndex, tag] of tags.entries()) {
    const name = tag.kind === 'start' ? attribute(tag, 'data-input') : undefined;
    if (name === undefined) continue;
    if (name === null || !INPUT_NAME.test(name)) return { ok: false, problem: { code: 'bad-input-name', name: name ?? '' } };
    const rawType = (attribute(tag, 'data-input-type') ?? 'text').trim().toLowerCase();
    const type = TYPE_ALIASES[rawType] ?? (INPUT_TYPES as readonly string[]).find((t): t is InputType => t === rawType);
    if (type === undefined) return { ok: false, problem: { code: 'bad-input-type', name, type: rawType } };
    const outer = textRanges.find((r) => tag.start >= r.from && tag.start < r.to);
    if (outer) return { ok: false, problem: { code: 'nested-input', name } };
    let endIndex: number | null = null;
    let options: Pick<TemplateInput, 'max' | 'fit'> = {};
    if (type === 'text' || type === 'price') {
      endIndex = VOID_ELEMENTS.has(tag.name) ? -1 : matchingEnd(tags, tagIndex);
      if (endIndex < 0) return { ok: false, problem: { code: 'input-without-content', name, tag: tag.name } };
      textRanges.push({ name, from: tag.end, to: tags[endIndex]!.start });
      const read = textOptions(tag, name);
      if (!read.ok) return read;
      options = read.value;
    }
    const wanted = attribute(tag, 'data-input-property')?.trim().toLowerCase();
    const property = type === 'colour' ? ((COLOUR_PROPERTIES as readonly string[]).includes(wanted ?? '') ? wanted! : 'background-color') : null;
    const element: InputElement = { name, type, tagIndex, endIndex, property };
    elements.push(element);
    const known = inputs.get(name);
    if (known && known.type !== type) return { ok: false, problem: { code: 'conflicting-input', name } };
    if (!known) {
      if (inputs.size >= MAX_INPUTS) return { ok: false, problem: { code: 'too-many-inputs', max: MAX_INPUTS } };
      inputs.set(name, { name, type, default: defaultOf(html, tags, element), label: attribute(tag, 'data-input-label')?.trim() || null, ...options });
    }
  }
  const sizes = readSizes(tags);
  if (!sizes.ok) return sizes;
  return { ok: true, value: { tags, inputs: [...inputs.values()], elements, sizes: sizes.value } };
}

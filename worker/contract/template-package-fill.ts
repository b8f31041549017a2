/**
 * Writes a render's values into a template page (docs/template-packages.md), the way an ad
 * server expects the result:
 *
 * - each `data-input` element shows its value: text and price as the element's content (escaped),
 *   image as the `<img>`'s `src` (else the element's `background-image`), colour as the element's
 *   CSS property (`background-color` unless `data-input-property` names another);
 * - exactly one `<meta name="ad.size" content="width=…,height=…">`, the render's size;
 * - `<script>var clickTag = "…";</script>` beside it (a clickTag script of the package itself is
 *   replaced; its URL is the default);
 * - both right after the page's `<meta charset>` when it has one (a browser only honours a charset
 *   declared in the first 1,024 bytes, so nothing is written before it), else first in the head.
 *
 * A value equal to the input's default is not written: the page already shows it as its author
 * wrote it. Values are checked here with the shared rule (template-values.ts), so no value can
 * add markup, script or CSS to the page and none leaves it blank. A page with inputs that shrink to
 * fit (`data-input-fit="shrink"`) gets the small script that fits them (text-fit-script.ts) at the
 * end of its body: it runs in the screenshot, in the HTML5 zip and in the live preview alike.
 */
import { attribute, escapeHtml, styleDeclarations, type HtmlTag } from './template-package-html';
import type { InputElement, TemplateInput, TemplateSize } from './template-package-inputs';
import { TEXT_FIT_SCRIPT } from './text-fit-script';
import { imageReference, valueProblem, valueProblemMessage, type ValueProblem } from './template-values';

export const DEFAULT_CLICK_TAG = 'https://example.com/';

export interface FillablePage {
  readonly html: string;
  readonly tags: readonly HtmlTag[];
  readonly inputs: readonly TemplateInput[];
  readonly elements: readonly InputElement[];
  readonly files: ReadonlyMap<string, Uint8Array>;
}

export interface FillOptions {
  /** By input name; an input without a value keeps its default. */
  readonly values: Readonly<Record<string, string>>;
  readonly size: TemplateSize;
  /** The landing URL; null: the package's own clickTag, else DEFAULT_CLICK_TAG. */
  readonly clickTag: string | null;
  /**
   * Where the asset library's files chosen as image values are for this page, by file id: a path
   * among `files` (a render adds them to the package) or a data: URL (the live preview). An asset
   * value missing here fails as a missing image.
   */
  readonly assets?: ReadonlyMap<number, string>;
}

/** A value the page cannot take (the shared rule, template-values.ts); the render fails with this message. */
export class FillError extends Error {
  constructor(readonly problem: ValueProblem) {
    super(valueProblemMessage(problem));
  }
}

const CLICK_TAG_SCRIPT = /^\s*var\s+clickTag\s*=\s*(["'])(.*?)\1\s*;?\s*$/;

const isWebUrl = (value: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** The value as the page takes it (checked by the shared rule; an asset's file by where it is for this page). */
function checkValue(input: TemplateInput, value: string, page: FillablePage, assets: ReadonlyMap<number, string>): string {
  const problem = valueProblem(input, value, page.files);
  if (problem) throw new FillError(problem);
  if (input.type === 'colour') return value.trim();
  if (input.type !== 'image') return value;
  const reference = imageReference(value)!;
  if (reference.kind === 'package') return reference.path;
  if (reference.kind === 'data') return value.trim();
  const src = assets.get(reference.id);
  if (src === undefined) throw new FillError({ input: input.name, label: input.label, code: 'image-missing' });
  return src;
}

/** The start tag again with one attribute set (the others as they were, re-quoted). */
function withAttribute(tag: HtmlTag, name: string, value: string): string {
  const attributes = tag.attributes.some((a) => a.name === name) ? tag.attributes.map((a) => (a.name === name ? { name, value } : a)) : [...tag.attributes, { name, value }];
  return `<${tag.name}${attributes.map((a) => (a.value === null ? ` ${a.name}` : ` ${a.name}="${escapeHtml(a.value)}"`)).join('')}>`;
}

function withStyle(tag: HtmlTag, property: string, value: string): string {
  const declarations = styleDeclarations(attribute(tag, 'style') ?? '').filter(([p]) => p !== property && !(property === 'background-image' && p === 'background'));
  return withAttribute(tag, 'style', [...declarations, [property, value]].map(([p, v]) => `${p}: ${v}`).join('; '));
}

const isCharsetMeta = (tag: HtmlTag): boolean =>
  tag.kind === 'start' && tag.name === 'meta' && (attribute(tag, 'charset') !== undefined || attribute(tag, 'http-equiv')?.toLowerCase() === 'content-type');
const DOCTYPE = /^\uFEFF?\s*(?:<!--[\s\S]*?-->\s*)*<!doctype[^>]*>/i;

/**
 * Where the render's ad.size meta and clickTag script go: after the page's charset declaration,
 * else at the start of its head (or after `<html>`, or after the doctype: never before it, which
 * would put the page in quirks mode).
 */
function headInsertionPoint(html: string, tags: readonly HtmlTag[]): number {
  const bodyStart = tags.find((t) => t.kind === 'start' && t.name === 'body')?.start ?? html.length;
  const charset = tags.find((t) => isCharsetMeta(t) && t.start < bodyStart);
  if (charset) return charset.end;
  const anchor = tags.find((t) => t.kind === 'start' && t.name === 'head') ?? tags.find((t) => t.kind === 'start' && t.name === 'html');
  return anchor?.end ?? DOCTYPE.exec(html)?.[0].length ?? 0;
}

interface Edit {
  readonly from: number;
  readonly to: number;
  readonly text: string;
}

/** The page with the values, the size and the clickTag written in. */
export function fillPage(page: FillablePage, options: FillOptions): string {
  const { html, tags } = page;
  const edits: Edit[] = [];
  const byName = new Map(page.inputs.map((i) => [i.name, i]));
  for (const element of page.elements) {
    const input = byName.get(element.name)!;
    const raw = options.values[element.name];
    if (raw === undefined || raw === input.default) continue;
    const value = checkValue(input, raw, page, options.assets ?? new Map());
    const tag = tags[element.tagIndex]!;
    if (element.type === 'text' || element.type === 'price') edits.push({ from: tag.end, to: tags[element.endIndex!]!.start, text: escapeHtml(value) });
    else if (element.type === 'image' && tag.name === 'img') edits.push({ from: tag.start, to: tag.end, text: withAttribute(tag, 'src', value) });
    else if (element.type === 'image') edits.push({ from: tag.start, to: tag.end, text: withStyle(tag, 'background-image', `url("${value.replace(/["\\]/g, '\\$&')}")`) });
    else edits.push({ from: tag.start, to: tag.end, text: withStyle(tag, element.property!, value) });
  }

  let ownClickTag: string | null = null;
  for (const [i, tag] of tags.entries()) {
    if (tag.kind !== 'start') continue;
    if (tag.name === 'meta' && attribute(tag, 'name')?.toLowerCase() === 'ad.size') edits.push({ from: tag.start, to: tag.end, text: '' });
    if (tag.name === 'script' && attribute(tag, 'src') === undefined) {
      const end = tags[i + 1];
      const match = end ? CLICK_TAG_SCRIPT.exec(html.slice(tag.end, end.start)) : null;
      if (end && match) {
        ownClickTag = match[2]!;
        edits.push({ from: tag.start, to: end.end, text: '' });
      }
    }
  }

  const clickTag = [options.clickTag, ownClickTag].find((url): url is string => url !== null && isWebUrl(url)) ?? DEFAULT_CLICK_TAG;
  // JSON is a valid JS string literal; `<` escaped so the URL cannot close the script.
  const head = `<meta name="ad.size" content="width=${options.size.width},height=${options.size.height}"><script>var clickTag = ${JSON.stringify(clickTag).replace(/</g, '\\u003c')};</script>`;
  const at = headInsertionPoint(html, tags);
  edits.push({ from: at, to: at, text: head });

  // Texts that shrink to fit their box: the page measures them itself, wherever it is shown.
  if (page.inputs.some((input) => input.fit !== undefined)) {
    const body = [...tags].reverse().find((t) => t.kind === 'end' && t.name === 'body');
    edits.push({ from: body?.start ?? html.length, to: body?.start ?? html.length, text: `<script>${TEXT_FIT_SCRIPT}</script>` });
  }

  let out = html;
  for (const edit of edits.sort((a, b) => b.from - a.from || b.to - a.to)) out = out.slice(0, edit.from) + edit.text + out.slice(edit.to);
  return out;
}

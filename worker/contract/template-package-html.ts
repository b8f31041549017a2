/**
 * A small HTML tag scanner for template packages: the tags of a page with their attributes and
 * their positions in the source, so the inputs and sizes can be read (template-package.ts) and
 * the values written back (template-package-fill.ts) without re-serialising the author's markup.
 * Comments, doctypes and the raw text of script/style/textarea/title are skipped as HTML does.
 * Dependency-free: it runs in the browser, the worker and Node alike (no DOMParser in a worker
 * or in Node).
 */

export interface HtmlAttribute {
  /** Lower-case. */
  readonly name: string;
  /** Entities decoded; null for a bare attribute (`<input disabled>`). */
  readonly value: string | null;
}

export interface HtmlTag {
  readonly kind: 'start' | 'end';
  /** Lower-case. */
  readonly name: string;
  /** Offsets of the whole tag, `<` to after `>`. */
  readonly start: number;
  readonly end: number;
  readonly attributes: readonly HtmlAttribute[];
}

/** Elements that never have content or an end tag. */
export const VOID_ELEMENTS: ReadonlySet<string> = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);

const NAMED_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', euro: '€', pound: '£', copy: '©', reg: '®' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const isSpace = (c: string | undefined) => c === ' ' || c === '\n' || c === '\t' || c === '\r' || c === '\f';

/** Reads the attributes from `at` to the end of the tag; returns them and the offset after `>`. */
function readAttributes(html: string, from: number): { attributes: HtmlAttribute[]; end: number } {
  const attributes: HtmlAttribute[] = [];
  let at = from;
  while (at < html.length) {
    while (isSpace(html[at]) || html[at] === '/') at++;
    if (at >= html.length) break;
    if (html[at] === '>') return { attributes, end: at + 1 };
    const nameStart = at;
    while (at < html.length && !isSpace(html[at]) && html[at] !== '>' && html[at] !== '/' && html[at] !== '=') at++;
    if (at === nameStart) {
      // A stray `=` with no name before it: skipped, as HTML does.
      at++;
      continue;
    }
    const name = html.slice(nameStart, at).toLowerCase();
    let cursor = at;
    while (isSpace(html[cursor])) cursor++;
    if (html[cursor] !== '=') {
      attributes.push({ name, value: null });
      continue;
    }
    cursor++;
    while (isSpace(html[cursor])) cursor++;
    const quote = html[cursor];
    let value: string;
    if (quote === '"' || quote === "'") {
      const close = html.indexOf(quote, cursor + 1);
      const stop = close < 0 ? html.length : close;
      value = html.slice(cursor + 1, stop);
      at = stop + 1;
    } else {
      const valueStart = cursor;
      while (cursor < html.length && !isSpace(html[cursor]) && html[cursor] !== '>') cursor++;
      value = html.slice(valueStart, cursor);
      at = cursor;
    }
    attributes.push({ name, value: decodeEntities(value) });
  }
  return { attributes, end: html.length };
}

/** Every start and end tag of the page, in order. */
export function scanTags(html: string): HtmlTag[] {
  const tags: HtmlTag[] = [];
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf('<', at);
    if (open < 0) break;
    if (html.startsWith('<!--', open)) {
      const close = html.indexOf('-->', open + 4);
      at = close < 0 ? html.length : close + 3;
      continue;
    }
    const next = html[open + 1];
    if (next === '!' || next === '?') {
      const close = html.indexOf('>', open);
      at = close < 0 ? html.length : close + 1;
      continue;
    }
    const closing = next === '/';
    const nameMatch = /^[a-zA-Z][a-zA-Z0-9:-]*/.exec(html.slice(open + (closing ? 2 : 1), open + 64));
    if (!nameMatch) {
      at = open + 1;
      continue;
    }
    const name = nameMatch[0].toLowerCase();
    const { attributes, end } = readAttributes(html, open + (closing ? 2 : 1) + nameMatch[0].length);
    tags.push({ kind: closing ? 'end' : 'start', name, start: open, end, attributes: closing ? [] : attributes });
    at = end;
    if (!closing && RAW_TEXT.has(name)) {
      const close = html.toLowerCase().indexOf(`</${name}`, end);
      at = close < 0 ? html.length : close;
    }
  }
  return tags;
}

export const attribute = (tag: HtmlTag, name: string): string | null | undefined => tag.attributes.find((a) => a.name === name)?.value;

/** Index in `tags` of the end tag closing the start tag at `index`, or -1. */
export function matchingEnd(tags: readonly HtmlTag[], index: number): number {
  const name = tags[index]!.name;
  let depth = 0;
  for (let i = index + 1; i < tags.length; i++) {
    const tag = tags[i]!;
    if (tag.name !== name) continue;
    if (tag.kind === 'start') depth++;
    else if (depth === 0) return i;
    else depth--;
  }
  return -1;
}

/** The text of a piece of markup: tags dropped, entities decoded, white space collapsed. */
export function textOf(markup: string): string {
  return decodeEntities(markup.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/** `a: b; c: d` as ordered pairs (property names lower-case). */
export function styleDeclarations(style: string): [string, string][] {
  return style
    .split(';')
    .map((part) => {
      const colon = part.indexOf(':');
      return colon < 0 ? null : ([part.slice(0, colon).trim().toLowerCase(), part.slice(colon + 1).trim()] as [string, string]);
    })
    .filter((pair): pair is [string, string] => pair !== null && pair[0] !== '');
}

/**
 * The products of an XML feed: the `item`s of an RSS 2.0 / Google Merchant feed, the `entry`s of
 * Atom, `product`s, or else the children of the element that repeats one child the most. Each
 * becomes a record of its child elements' texts by local name (`g:price` → price); a nested
 * element's children become `parent.child`; a repeated child joins its values with ", ".
 *
 * A small reader of what feeds use (elements, text, CDATA, comments, the five entities and
 * character references), not a full XML parser: no DTDs, so no entity expansion to exploit.
 */
import { UnreadableFeed } from './rows-table.ts';

interface XmlElement {
  readonly name: string;
  readonly children: XmlElement[];
  text: string;
}

const MAX_DEPTH = 64;
const ENTITIES: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const TOKEN = /<!\[CDATA\[([\s\S]*?)\]\]>|<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!DOCTYPE(?:[^[>]|\[[\s\S]*?\])*>|<\/\s*([^\s>]+)\s*>|<([^\s/>!?]+)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|([^<]+)|(<)/gi;

function entities(text: string, line: () => number): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    const known = ENTITIES[name];
    if (known === undefined) throw new UnreadableFeed(`The fetched document is not well-formed XML (line ${line()}: unknown entity &${name};).`);
    return known;
  });
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

function parse(text: string): XmlElement {
  const root: XmlElement = { name: '#document', children: [], text: '' };
  const stack: XmlElement[] = [root];
  const lineAt = (index: number) => text.slice(0, index).split('\n').length;
  let m: RegExpExecArray | null;
  TOKEN.lastIndex = 0;
  while ((m = TOKEN.exec(text)) !== null) {
    const at = m.index;
    const top = stack[stack.length - 1]!;
    const [, cdata, close, open, , selfClosing, chars, stray] = m;
    if (cdata !== undefined) top.text += cdata;
    else if (close !== undefined) {
      if (stack.length === 1 || top.name !== close) throw new UnreadableFeed(`The fetched document is not well-formed XML (line ${lineAt(at)}: </${close}> closes ${stack.length === 1 ? 'nothing' : `<${top.name}>`}).`);
      stack.pop();
    } else if (open !== undefined) {
      const element: XmlElement = { name: open, children: [], text: '' };
      top.children.push(element);
      if (selfClosing !== '/') {
        if (stack.length > MAX_DEPTH) throw new UnreadableFeed(`The fetched document nests elements more than ${MAX_DEPTH} deep.`);
        stack.push(element);
      }
    } else if (chars !== undefined) {
      if (stack.length === 1 && chars.trim() !== '') throw new UnreadableFeed(`The fetched document is not XML (line ${lineAt(at)}: text outside any element).`);
      top.text += entities(chars, () => lineAt(at));
    } else if (stray !== undefined) throw new UnreadableFeed(`The fetched document is not well-formed XML (line ${lineAt(at)}: a "<" that starts no tag).`);
  }
  if (stack.length > 1) throw new UnreadableFeed(`The fetched document is not well-formed XML (<${stack[stack.length - 1]!.name}> is never closed).`);
  if (root.children.length === 0) throw new UnreadableFeed('The fetched document is not XML (it has no elements).');
  return root;
}

function* walk(element: XmlElement): Generator<XmlElement> {
  for (const child of element.children) {
    yield child;
    yield* walk(child);
  }
}

/** A product has fields: child elements holding text. */
const hasFields = (e: XmlElement) => e.children.some((c) => c.children.length === 0 && c.text.trim() !== '');

/** The elements that are the products. */
function recordElements(root: XmlElement): XmlElement[] {
  for (const wanted of ['item', 'entry', 'product']) {
    const found = [...walk(root)].filter((e) => localName(e.name).toLowerCase() === wanted);
    if (found.length > 0) return found;
  }
  let best: XmlElement[] = [];
  for (const parent of [root, ...walk(root)]) {
    const byName = new Map<string, XmlElement[]>();
    for (const c of parent.children) byName.set(c.name, [...(byName.get(c.name) ?? []), c]);
    for (const group of byName.values()) if (group.length > best.length && group.some(hasFields)) best = group;
  }
  return best;
}

function record(element: XmlElement): Record<string, string> {
  const out: Record<string, string> = {};
  const put = (key: string, value: string) => {
    out[key] = key in out && out[key] !== '' ? (value === '' ? out[key]! : `${out[key]!}, ${value}`) : value;
  };
  for (const field of element.children) {
    const key = localName(field.name);
    if (field.children.length === 0) put(key, field.text.trim());
    else for (const sub of field.children) put(`${key}.${localName(sub.name)}`, sub.text.trim());
  }
  return out;
}

export function xmlRecords(text: string): Record<string, string>[] {
  return recordElements(parse(text)).filter(hasFields).map(record);
}

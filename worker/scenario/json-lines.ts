/**
 * The line each value of a JSON text starts on, by its JSON path (`$.steps[3].live.event`), so a
 * scenario's problems name the line a tester opens in the editor. A small scanner over text that
 * JSON.parse has already accepted: it only has to find where values start.
 */
import { childPath } from './scenario-error';

export function jsonLines(text: string): ReadonlyMap<string, number> {
  const lines = new Map<string, number>();
  let at = 0;
  let line = 1;
  const skipSpace = () => {
    while (at < text.length && /\s/.test(text[at] as string)) {
      if (text[at] === '\n') line += 1;
      at += 1;
    }
  };
  const skipString = () => {
    at += 1;
    while (at < text.length && text[at] !== '"') at += text[at] === '\\' ? 2 : 1;
    at += 1;
  };
  const readString = () => {
    const start = at;
    skipString();
    return JSON.parse(text.slice(start, at)) as string;
  };
  const value = (path: string): void => {
    skipSpace();
    lines.set(path, line);
    const c = text[at];
    if (c === '{') {
      at += 1;
      skipSpace();
      while (text[at] !== '}' && at < text.length) {
        const key = readString();
        skipSpace();
        at += 1; // ':'
        value(childPath(path, key));
        skipSpace();
        if (text[at] === ',') at += 1;
        skipSpace();
      }
      at += 1;
    } else if (c === '[') {
      at += 1;
      skipSpace();
      for (let i = 0; text[at] !== ']' && at < text.length; i++) {
        value(childPath(path, i));
        skipSpace();
        if (text[at] === ',') at += 1;
        skipSpace();
      }
      at += 1;
    } else if (c === '"') skipString();
    else while (at < text.length && !/[\s,\]}]/.test(text[at] as string)) at += 1;
  };
  value('$');
  return lines;
}

/** The line of `path`, or of its nearest parent the text has (a missing field is reported on its object). */
export function lineOf(lines: ReadonlyMap<string, number>, path: string): number | null {
  for (let p = path; p !== ''; p = p.replace(/(\.[^.[\]]+|\[[^\]]*\])$/, '')) {
    const line = lines.get(p);
    if (line !== undefined) return line;
    if (p === '$') break;
  }
  return null;
}

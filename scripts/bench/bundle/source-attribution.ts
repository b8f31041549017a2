/**
 * Which source file each byte of a minified chunk came from, read from the chunk's source map
 * (what source-map-explorer does): a mapping segment owns the generated text up to the next
 * segment on its line. Rollup's `renderedLength` is measured before minification and would
 * overstate verbose sources such as react-dom's.
 */

interface RawSourceMap {
  readonly sources: readonly (string | null)[];
  readonly mappings: string;
}

/**
 * Bytes that map to no source: JSON modules (the bundler maps none of their text: locales/en.json
 * is most of it in the initial JavaScript), the bundler's glue, newlines, the sourceMappingURL comment.
 */
export const UNMAPPED = '(unmapped: JSON, glue)';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** Decodes one segment's Base64 VLQ fields (source-map v3). */
function decodeSegment(text: string): number[] {
  const fields: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`invalid source-map character "${char}"`);
    value += (digit & 31) * 2 ** shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    fields.push(value % 2 === 1 ? -(value - 1) / 2 : value / 2);
    value = 0;
    shift = 0;
  }
  return fields;
}

/** Source path → UTF-8 bytes of `code` it produced; whatever no segment covers goes to UNMAPPED. */
export function bytesPerSource(code: string, map: RawSourceMap): Map<string, number> {
  const totals = new Map<string, number>();
  const add = (source: string, text: string) => {
    if (text.length > 0) totals.set(source, (totals.get(source) ?? 0) + Buffer.byteLength(text));
  };
  const lines = code.split('\n');
  const mappedLines = map.mappings.split(';');
  let sourceIndex = 0;
  lines.forEach((line, lineIndex) => {
    // Columns restart on each line; the source index carries over (VLQ deltas).
    let column = 0;
    let owner = UNMAPPED;
    let start = 0;
    for (const segment of (mappedLines[lineIndex] ?? '').split(',')) {
      if (segment === '') continue;
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      add(owner, line.slice(start, column));
      start = column;
      if (sourceDelta === undefined) {
        owner = UNMAPPED;
      } else {
        sourceIndex += sourceDelta;
        owner = map.sources[sourceIndex] ?? UNMAPPED;
      }
    }
    add(owner, line.slice(start));
    if (lineIndex < lines.length - 1) add(UNMAPPED, '\n');
  });
  return totals;
}

/**
 * A readable name for a source path relative to the repository: `react-dom` for anything in that
 * package, the path itself for the app's own files.
 */
export function contributorName(sourcePath: string): string {
  const parts = sourcePath.split('node_modules/');
  if (parts.length === 1) return sourcePath;
  const [scopeOrName = '', name = ''] = (parts.at(-1) as string).split('/');
  return scopeOrName.startsWith('@') ? `${scopeOrName}/${name}` : scopeOrName;
}

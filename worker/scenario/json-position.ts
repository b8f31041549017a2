/**
 * Line and column of a JSON.parse failure. Engines say where in different words: V8 "at position
 * 42" (Node 20, Chrome) or "(line 3 column 5)" (newer V8), Firefox "at line 3 column 5"; an
 * unexpected end is at the end of the text.
 */
export interface TextPosition {
  readonly line: number;
  readonly column: number;
}

export function positionOf(text: string, offset: number): TextPosition {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines[lines.length - 1] as string).length + 1 };
}

export function jsonErrorPosition(text: string, message: string): TextPosition {
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  if (lineColumn) return { line: Number(lineColumn[1]), column: Number(lineColumn[2]) };
  const position = /position (\d+)/.exec(message);
  if (position) return positionOf(text, Number(position[1]));
  return positionOf(text, text.length);
}

/** The engine's message without its own location and without quoting the input back at length. */
export function jsonErrorReason(message: string): string {
  const cut = message.replace(/,? ".*" is not valid JSON$/s, '').replace(/ in JSON at position \d+.*$/s, '').replace(/ \(line \d+ column \d+\)$/, '');
  return `not valid JSON: ${cut.trim()}`;
}

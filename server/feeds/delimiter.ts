/**
 * Which delimiter a CSV uses, found from its first lines: the one that splits every sampled line
 * into the same number of fields (more than one), preferring the most fields. Quoted fields are
 * skipped, so "Red; shoe" inside quotes does not count for the semicolon. A text that no
 * delimiter splits consistently is read with the one that splits its first line most, else a
 * comma (a file of one column).
 */
import { CSV_DELIMITERS, type CsvDelimiter } from '../../worker/contract/feed-values';

const SAMPLE_LINES = 20;

/** Counts of each delimiter outside quotes, per line, for the first lines of the text. */
function countsPerLine(text: string): Map<CsvDelimiter, number>[] {
  const lines: Map<CsvDelimiter, number>[] = [];
  let counts = new Map<CsvDelimiter, number>();
  let quoted = false;
  let blank = true;
  for (let i = 0; i < text.length && lines.length < SAMPLE_LINES; i++) {
    const ch = text[i]!;
    if (ch === '"') {
      quoted = !quoted;
      blank = false;
    } else if (!quoted && (ch === '\n' || ch === '\r')) {
      if (!blank) lines.push(counts);
      counts = new Map();
      blank = true;
    } else if (!quoted && (CSV_DELIMITERS as readonly string[]).includes(ch)) {
      counts.set(ch as CsvDelimiter, (counts.get(ch as CsvDelimiter) ?? 0) + 1);
      blank = false;
    } else if (ch.trim() !== '') blank = false;
  }
  if (!blank && lines.length < SAMPLE_LINES) lines.push(counts);
  return lines;
}

export function detectDelimiter(text: string): CsvDelimiter {
  const lines = countsPerLine(text);
  if (lines.length === 0) return ',';
  const consistent = CSV_DELIMITERS.map((d) => ({ d, n: lines[0]!.get(d) ?? 0 })).filter(({ d, n }) => n > 0 && lines.every((l) => (l.get(d) ?? 0) === n));
  const best = (candidates: { d: CsvDelimiter; n: number }[]) => candidates.reduce<{ d: CsvDelimiter; n: number } | null>((a, b) => (a === null || b.n > a.n ? b : a), null);
  return best(consistent)?.d ?? best(CSV_DELIMITERS.map((d) => ({ d, n: lines[0]!.get(d) ?? 0 })).filter(({ n }) => n > 0))?.d ?? ',';
}

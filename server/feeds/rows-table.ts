/**
 * The rows read from a CSV, a sheet or a fetched document → the feed's table, refusing a source
 * that is no feed as a whole: no rows, more than the feed may hold, or a header row that names no
 * columns (or is a product itself). Problems of single rows are the table's (table.ts).
 */
import { parsePrice } from '../../worker/contract/feed-values';
import { tableFromRows, type FeedTable, type SourceUnit, type TableProblem } from './table.ts';

export const MAX_ROWS = 5000;

/** The whole source is refused; the message says why (it goes under `file` or `url`). */
export class UnreadableFeed extends Error {}

export interface RawRow {
  readonly line: number;
  readonly values: readonly string[];
}

/** A header cell that is a number, a price or a link is a value, not a column's name. */
const isValue = (cell: string) => parsePrice(cell) !== null || /^https?:\/\//i.test(cell.trim());

/**
 * `what` names the source in the messages: "The file", "The fetched document"; `unit` says how a
 * problem names its row (a file's line, or a JSON or XML document's product).
 */
export function tableOfRows(rows: readonly RawRow[], hasHeader: boolean, what: string, unit: SourceUnit = 'line'): { table: FeedTable; problems: TableProblem[] } {
  if (rows.length === 0) throw new UnreadableFeed(`${what} has no rows.`);
  if (rows.length > MAX_ROWS + (hasHeader ? 1 : 0)) throw new UnreadableFeed(`${what} may have at most ${MAX_ROWS} products.`);
  if (!hasHeader) return tableFromRows(rows[0]!.values.map((_, i) => `column_${i + 1}`), rows, unit);
  const header = rows[0]!.values;
  if (header.every((cell) => cell.trim() === '')) throw new UnreadableFeed(`${what} has no column names in its first row. Untick “The first row names the columns” if it has none.`);
  if (header.every((cell) => cell.trim() === '' || isValue(cell))) throw new UnreadableFeed(`The first row of ${what.replace(/^The /, 'the ')} holds values (${header.filter((c) => c.trim() !== '').slice(0, 3).join(', ')}), not column names. Untick “The first row names the columns” if it has none.`);
  if (rows.length === 1) throw new UnreadableFeed(`${what} has column names but no products.`);
  return tableFromRows(header, rows.slice(1), unit);
}

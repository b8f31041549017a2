/** CSV text → rows, in the given delimiter or the one the text uses (`auto`): uploads and fetched CSV alike. */
import { AUTO_DELIMITER, type CsvDelimiter } from '../../worker/contract/feed-values';
import { parseCsv } from './csv.ts';
import { detectDelimiter } from './delimiter.ts';
import type { RawRow } from './rows-table.ts';

export function csvRows(text: string, delimiter: CsvDelimiter | typeof AUTO_DELIMITER): { rows: RawRow[]; delimiter: CsvDelimiter } {
  const used = delimiter === AUTO_DELIMITER ? detectDelimiter(text) : delimiter;
  return { rows: parseCsv(text, used), delimiter: used };
}

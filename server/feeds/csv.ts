/**
 * A small RFC 4180 CSV reader: quoted fields may hold the delimiter, doubled quotes and line
 * breaks. A UTF-8 byte-order mark is dropped; blank lines are skipped (spreadsheet exports end
 * with them). Rows keep their 1-based line numbers so problems can name where they are.
 */
import { spreadsheetText } from '../http/spreadsheet-cells.ts';

export interface CsvRow {
  readonly line: number;
  readonly values: readonly string[];
}

export function parseCsv(text: string, delimiter: string): CsvRow[] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: CsvRow[] = [];
  let values: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    values.push(field);
    if (values.length > 1 || values[0]!.trim() !== '') rows.push({ line: rowLine, values });
    values = [];
    field = '';
  };
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') line++;
        field += ch;
      }
      continue;
    }
    if (ch === '"' && field === '') quoted = true;
    else if (ch === delimiter) {
      values.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && source[i + 1] === '\n') i++;
      endRow();
      line++;
      rowLine = line;
    } else field += ch;
  }
  if (field !== '' || values.length > 0) endRow();
  return rows;
}

/**
 * Writes rows back as CSV (the permalink export), quoting only where needed. Text that a
 * spreadsheet would run as a formula gets a leading quote (http/spreadsheet-cells.ts).
 */
export function toCsv(rows: readonly (readonly string[])[], delimiter = ','): string {
  const quoted = (value: string) => (/["\r\n]/.test(value) || value.includes(delimiter) ? `"${value.replace(/"/g, '""')}"` : value);
  const cell = (value: string) => quoted(spreadsheetText(value));
  return rows.map((row) => row.map(cell).join(delimiter)).join('\r\n') + '\r\n';
}

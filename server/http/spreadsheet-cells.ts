/**
 * Spreadsheet formula injection (OWASP "CSV injection"): Excel, LibreOffice and Google Sheets
 * treat a cell whose text begins with `=`, `+`, `-`, `@`, a tab or a carriage return as a
 * formula (`=HYPERLINK(…)`, `-2+3+cmd|' /C calc'!A0`, `@SUM(…)`), run when the file is opened or
 * the cell edited. Text from users or feeds reaches every file the server produces, so each
 * spreadsheet and CSV passes its text cells through here: such text gets a leading single quote,
 * which spreadsheets show as text. A plain number written as text (`-12.5`, `+3`, `1e-3`) is no
 * formula and is left alone, so numbers stay numbers.
 */
import type { Workbook } from 'exceljs';

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

export function spreadsheetText(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/**
 * Every text cell of every sheet, just before the workbook is written. Numbers and dates are not
 * text and stay as they are; so would a formula cell the server wrote on purpose (`{ formula }`).
 */
export function escapeWorkbookText(book: Workbook): void {
  book.eachSheet((sheet) => {
    sheet.eachRow((row) => {
      row.eachCell((cell) => {
        if (typeof cell.value === 'string') cell.value = spreadsheetText(cell.value);
      });
    });
  });
}

import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { escapeWorkbookText, spreadsheetText } from './spreadsheet-cells.ts';

describe('spreadsheet text (OWASP CSV injection)', () => {
  it.each([
    ['=HYPERLINK("https://evil.example","Click")'],
    ['+SUM(A1:A9)'],
    ["-2+3+cmd|' /C calc'!A0"],
    ['@SUM(A1)'],
    ['\t=1+1'],
    ['\r=1+1'],
    ['-'],
    ['-20 % off'],
  ])('quotes %j, which a spreadsheet would run or read as a formula', (text) => {
    expect(spreadsheetText(text)).toBe(`'${text}`);
  });

  it.each([['-12.5'], ['+3'], ['-1e-3'], ['.5'], ['42'], ['Sale'], ['2025-06-01'], [''], ['a=b'], ["'=already quoted"]])('leaves %j alone: a number stays a number, text without a formula start stays as it is', (text) => {
    expect(spreadsheetText(text)).toBe(text);
  });

  it('quotes the text cells of every sheet and leaves numbers, dates and the server’s own formulas alone', () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('One');
    sheet.addRow(['=1+1', 12, -3.5, '-4', new Date('2025-06-01T00:00:00Z')]);
    sheet.getCell('F1').value = { formula: 'B1*2' };
    book.addWorksheet('Two').addRow(['@me']);
    escapeWorkbookText(book);
    expect((sheet.getRow(1).values as unknown[]).slice(1, 6)).toEqual(["'=1+1", 12, -3.5, '-4', new Date('2025-06-01T00:00:00Z')]);
    expect(sheet.getCell('F1').value).toEqual({ formula: 'B1*2' });
    expect(book.getWorksheet('Two')!.getCell('A1').value).toBe("'@me");
  });
});

import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from './csv.ts';
import { detectDelimiter } from './delimiter.ts';
import { feedText } from './feed-text.ts';
import { tableOfRows, UnreadableFeed } from './rows-table.ts';
import { applyRules, ruleProblems } from './rules.ts';
import { parsePrice } from '../../worker/contract/feed-values';
import { inferColumns, tableFromRows } from './table.ts';

describe('CSV', () => {
  it('reads quoted fields with delimiters, doubled quotes and line breaks, a BOM and CRLF, skipping blank lines', () => {
    const text = '\uFEFFsku,note\r\nA,"one, ""two""\nthree"\r\n\r\nB,plain\r\n';
    expect(parseCsv(text, ',')).toEqual([
      { line: 1, values: ['sku', 'note'] },
      { line: 2, values: ['A', 'one, "two"\nthree'] },
      { line: 5, values: ['B', 'plain'] },
    ]);
    expect(parseCsv('a\tb\n1\t2', '\t').map((r) => r.values)).toEqual([['a', 'b'], ['1', '2']]);
  });

  it('writes back what it reads', () => {
    const rows = [['sku', 'note'], ['A', 'one, "two"\nthree']];
    expect(parseCsv(toCsv(rows), ',').map((r) => r.values)).toEqual(rows);
  });
});

describe('tables', () => {
  it('recognises prices in several spellings', () => {
    expect(parsePrice('12,50 EUR')).toEqual({ amount: 12.5, currency: 'EUR' });
    expect(parsePrice('CZK 1 299')).toEqual({ amount: 1299, currency: 'CZK' });
    expect(parsePrice('9.9')).toEqual({ amount: 9.9, currency: null });
    expect(parsePrice('cheap')).toBeNull();
  });

  it('guesses column types from the values', () => {
    const rows = [{ sku: '1', price: '10 EUR', link: 'https://x.test/p', image_link: 'https://x.test/a.jpg', stock: '3', sale: 'yes' }];
    expect(inferColumns(Object.keys(rows[0]!), rows).map((c) => c.type)).toEqual(['number', 'price', 'url', 'image', 'number', 'boolean']);
  });

  it('names columns without a header name and reports width, empty-key and duplicate-key problems by row', () => {
    const { table, problems } = tableFromRows(['sku', ''], [{ line: 2, values: ['A', 'x'] }, { line: 3, values: ['B'] }, { line: 4, values: ['A', 'y'] }]);
    expect(table.columns.map((c) => c.name)).toEqual(['sku', 'column_2']);
    expect(problems.map((p) => p.message)).toEqual(['Line 3: expected 2 values, found 1.', 'Line 4: sku "A" is already used by line 2.']);
  });
});

describe('derived rules', () => {
  const source = {
    columns: [
      { name: 'sku', type: 'text' as const },
      { name: 'name', type: 'text' as const },
      { name: 'price', type: 'price' as const },
    ],
    rows: [
      { sku: '1', name: 'Red shoe', price: '10 EUR' },
      { sku: '2', name: 'Blue hat', price: '30 EUR' },
      { sku: '3', name: 'Red hat', price: '' },
    ],
  };

  it('filters, then renames and joins columns in order', () => {
    const rules = {
      filters: [{ column: 'name', op: 'contains' as const, value: 'red' }, { column: 'price', op: 'less_than' as const, value: '20' }],
      transforms: [{ type: 'rename' as const, column: 'name', to: 'title' }, { type: 'concat' as const, columns: ['sku', 'title'], separator: ' · ', to: 'label' }],
    };
    expect(applyRules(source, rules)).toEqual({
      columns: [{ name: 'sku', type: 'text' }, { name: 'title', type: 'text' }, { name: 'price', type: 'price' }, { name: 'label', type: 'text' }],
      rows: [{ sku: '1', title: 'Red shoe', price: '10 EUR', label: '1 · Red shoe' }],
    });
  });

  it('names the rules that use unknown columns, knowing what earlier transforms made', () => {
    const rules = { filters: [{ column: 'colour', op: 'not_empty' as const, value: '' }], transforms: [{ type: 'rename' as const, column: 'name', to: 'title' }, { type: 'concat' as const, columns: ['title', 'name'], separator: ' ', to: 'x' }] };
    expect(ruleProblems(rules, source.columns)).toEqual({ 'rules.filters.0.column': ['The source feed has no column "colour".'], 'rules.transforms.1.columns': ['Unknown column: name.'] });
  });
});

describe('what a CSV is', () => {
  it('finds the delimiter every line agrees on, ignoring quoted ones', () => {
    expect(detectDelimiter('sku;name;price\nA-1;"Red, shoe";12,50\nA-2;Blue;15\n')).toBe(';');
    expect(detectDelimiter('sku,name\nA,"x; y"\n')).toBe(',');
    expect(detectDelimiter('sku\tname\tnote\nA\tx\ta;b\n')).toBe('\t');
    expect(detectDelimiter('sku|name\nA|x\n')).toBe('|');
    expect(detectDelimiter('sku\nA\nB\n')).toBe(',');
  });

  it('refuses binary data, a zip, and text that is not UTF-8; reads UTF-8 and UTF-16 with a mark', () => {
    const binary = feedText(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]), 'upload');
    expect(binary).toEqual({ ok: false, message: 'The file is not text (it holds binary data). Choose a CSV file saved as text (UTF-8), or an XLSX workbook.' });
    expect(feedText(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2]), 'upload')).toMatchObject({ ok: false, message: expect.stringMatching(/^The file is a ZIP archive/) });
    // "cena;Kč" in Windows-1250: 0xe8 is č, a byte UTF-8 never has alone.
    expect(feedText(Uint8Array.from([0x63, 0x65, 0x6e, 0x61, 0x3b, 0x4b, 0xe8]), 'upload')).toMatchObject({ ok: false, message: expect.stringMatching(/not UTF-8 text/) });
    expect(feedText(Buffer.from('\uFEFFsku,name\nA,Žluťoučký kůň\n'), 'upload')).toEqual({ ok: true, text: 'sku,name\nA,Žluťoučký kůň\n' });
    expect(feedText(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('sku\tname\nA\tx\n', 'utf16le')]), 'upload')).toEqual({ ok: true, text: 'sku\tname\nA\tx\n' });
    expect(feedText(Buffer.from('\x01\x02\x03\x04abc'), 'upload')).toMatchObject({ ok: false });
  });

  it('gives advice that fits a fetched document: point the URL at the feed, never "choose a file"', () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]);
    const zip = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2]);
    const windows1250 = Uint8Array.from([0x63, 0x65, 0x6e, 0x61, 0x3b, 0x4b, 0xe8]);
    const messages = [png, zip, windows1250].map((bytes) => {
      const text = feedText(bytes, 'fetch');
      return text.ok ? '' : text.message;
    });
    expect(messages).toEqual([
      'The fetched document is not text (it holds binary data, such as an image or an archive). Check that the URL points at the CSV, XML or JSON feed itself.',
      'The fetched document is a ZIP archive, not a feed. Point the URL at the CSV, XML or JSON feed itself, not at a download of it.',
      'The fetched document is not UTF-8 text. Ask whoever publishes the feed to serve it as UTF-8.',
    ]);
    for (const message of messages) expect(message).not.toMatch(/choose|upload|save/i);
  });

  it('refuses a header row without names, a header that is a product, and names without products', () => {
    const rows = (...lines: string[][]) => lines.map((values, i) => ({ line: i + 1, values }));
    expect(() => tableOfRows(rows(['', ''], ['A', 'x']), true, 'The file')).toThrow('The file has no column names in its first row.');
    expect(() => tableOfRows(rows(['12', '9.90 EUR', 'https://x.test/a']), true, 'The file')).toThrow('The first row of the file holds values (12, 9.90 EUR, https://x.test/a), not column names.');
    expect(() => tableOfRows(rows(['sku', 'name']), true, 'The file')).toThrow('The file has column names but no products.');
    expect(() => tableOfRows([], true, 'The file')).toThrow(UnreadableFeed);
    expect(tableOfRows(rows(['12', 'x']), false, 'The file').table.rows).toEqual([{ column_1: '12', column_2: 'x' }]);
  });

  it('names every price below zero or not a number, in price columns and the column named price', () => {
    const { problems } = tableFromRows(['sku', 'price'], [{ line: 2, values: ['A', '-5'] }, { line: 3, values: ['B', 'abc'] }, { line: 4, values: ['C', '9.90'] }, { line: 5, values: ['D', ''] }]);
    expect(problems.map((p) => [p.row, p.column, p.message])).toEqual([
      [1, 'price', 'Line 2: price "-5" is below zero; a price is 0 or more.'],
      [2, 'price', 'Line 3: price "abc" is not a price (a number of 0 or more, such as 12.50 or 12,50 EUR).'],
    ]);
  });
});

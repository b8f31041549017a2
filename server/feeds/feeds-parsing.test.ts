import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from './csv.ts';
import { applyRules, ruleProblems } from './rules.ts';
import { inferColumns, parsePrice, tableFromRows } from './table.ts';

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
    expect(problems.map((p) => p.message)).toEqual(['Row 2: expected 2 values, found 1.', 'Row 2: sku "A" is already used by row 1.']);
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

import { describe, expect, it } from 'vitest';
import { emptyForm, toFeedInput, validateFeedForm, type DerivedForm, type FetchForm, type ManualForm, type UploadForm } from './feed-form-model';

const file = (name: string) => new File(['sku\n1\n'], name, { type: 'text/csv' });

describe('feed forms before sending', () => {
  it('an upload needs a name and, when created, a CSV or XLSX file', () => {
    const form = emptyForm('upload') as UploadForm;
    expect(validateFeedForm(form, true)).toEqual({ name: [{ key: 'feeds:FEEDS_FORM.NAME_REQUIRED' }], file: [{ key: 'feeds:FEEDS_FORM.FILE_REQUIRED' }] });
    expect(validateFeedForm({ ...form, name: 'x' }, false)).toEqual({});
    expect(validateFeedForm({ ...form, name: 'x', file: file('a.pdf') }, true)).toEqual({ file: [{ key: 'feeds:FEEDS_FORM.FILE_TYPE' }] });
    expect(validateFeedForm({ ...form, name: 'x', file: file('a.XLSX') }, true)).toEqual({});
    expect(validateFeedForm({ ...form, name: 'x', file: file('a\u0000.csv') }, true)).toEqual({ file: [{ key: 'FILE_NAME.CONTROL_CHARACTER' }] });
    expect(validateFeedForm({ ...form, name: 'x', file: file(`${'x'.repeat(252)}.csv`) }, true)).toEqual({ file: [{ key: 'FILE_NAME.TOO_LONG' }] });
    expect(validateFeedForm({ ...form, name: 'x'.repeat(256), file: file('a.csv') }, true)).toEqual({ name: [{ key: 'feeds:FEEDS_FORM.NAME_TOO_LONG', params: { max: 255 } }] });
  });

  it('a fetch URL must be http or https', () => {
    const form = { ...(emptyForm('fetch') as FetchForm), name: 'Shop' };
    expect(validateFeedForm(form, true)).toEqual({ url: [{ key: 'feeds:FEEDS_FORM.URL_REQUIRED' }] });
    expect(validateFeedForm({ ...form, url: 'ftp://shop.example.com/feed.xml' }, true)).toEqual({ url: [{ key: 'feeds:FEEDS_FORM.URL_INVALID' }] });
    expect(validateFeedForm({ ...form, url: 'javascript:alert(1)' }, true)).toEqual({ url: [{ key: 'feeds:FEEDS_FORM.URL_INVALID' }] });
    expect(validateFeedForm({ ...form, url: ' https://shop.example.com/feed.xml ' }, true)).toEqual({});
  });

  it('a grid needs named, distinct columns and a present, unique key per row, named as the server names them', () => {
    const form: ManualForm = {
      kind: 'manual',
      name: 'Typed',
      currency: 'EUR',
      columns: [
        { name: 'title', type: 'text' },
        { name: 'sku', type: 'text' },
        { name: 'title', type: 'text' },
        { name: ' ', type: 'text' },
      ],
      rows: [
        ['a', 'S1'],
        ['b', ''],
        ['c', 'S1'],
      ],
    };
    expect(validateFeedForm(form, true)).toEqual({
      'columns.2.name': [{ key: 'feeds:FEEDS_FORM.COLUMN_NAME_TWICE', params: { name: 'title' } }],
      'columns.3.name': [{ key: 'feeds:FEEDS_FORM.COLUMN_NAME_REQUIRED' }],
      'rows.1.sku': [{ key: 'feeds:FEEDS_FORM.KEY_REQUIRED', params: { column: 'sku' } }],
      'rows.2.sku': [{ key: 'feeds:FEEDS_FORM.KEY_TWICE', params: { column: 'sku', row: 1 } }],
    });
    expect(validateFeedForm({ ...form, columns: [] }, true)).toEqual({ columns: [{ key: 'feeds:FEEDS_FORM.COLUMNS_REQUIRED' }] });
  });

  it('a price cell holds a price of 0 or more, or nothing, in the feed’s currency unless it names another', () => {
    const form: ManualForm = { kind: 'manual', name: 'Typed', currency: 'CZK', columns: [{ name: 'sku', type: 'text' }, { name: 'price', type: 'price' }, { name: 'note', type: 'text' }], rows: [['S1', '-5', '-5'], ['S2', 'abc', 'abc'], ['S3', '12,50 EUR', ''], ['S4', '', ''], ['S5', '1 299', '']] };
    expect(validateFeedForm(form, true)).toEqual({
      'rows.0.price': [{ key: 'feeds:FEEDS_FORM.PRICE_NEGATIVE', params: { currency: 'CZK' } }],
      'rows.1.price': [{ key: 'feeds:FEEDS_FORM.PRICE_INVALID', params: { currency: 'CZK' } }],
    });
  });

  it('a derived feed needs its source and complete rules', () => {
    const form: DerivedForm = {
      kind: 'derived',
      name: 'Shoes',
      currency: 'EUR',
      sourceFeedId: '',
      rules: {
        filters: [
          { column: '', op: 'equals', value: '' },
          { column: 'price', op: 'greater_than', value: 'cheap' },
          { column: 'color', op: 'not_empty', value: '' },
        ],
        transforms: [{ type: 'concat', columns: ['name', ''], separator: ' ', to: '' }],
      },
    };
    expect(validateFeedForm(form, true)).toEqual({
      source_feed_id: [{ key: 'feeds:FEEDS_FORM.SOURCE_REQUIRED' }],
      'rules.filters.0.column': [{ key: 'feeds:FEEDS_FORM.RULE_COLUMN_REQUIRED' }],
      'rules.filters.0.value': [{ key: 'feeds:FEEDS_FORM.RULE_VALUE_REQUIRED' }],
      'rules.filters.1.value': [{ key: 'feeds:FEEDS_FORM.RULE_VALUE_NUMBER' }],
      'rules.transforms.0.columns': [{ key: 'feeds:FEEDS_FORM.CONCAT_TWO' }],
      'rules.transforms.0.to': [{ key: 'feeds:FEEDS_FORM.RULE_TARGET_REQUIRED' }],
    });
  });

  it('sends the grid as rows keyed by the trimmed column names', () => {
    const form: ManualForm = { kind: 'manual', name: ' Typed ', currency: 'CZK', columns: [{ name: ' sku ', type: 'text' }, { name: 'price', type: 'price' }], rows: [[' S1 ', '10']] };
    expect(toFeedInput(form)).toEqual({ kind: 'manual', name: 'Typed', currency: 'CZK', columns: [{ name: 'sku', type: 'text' }, { name: 'price', type: 'price' }], rows: [{ sku: 'S1', price: '10' }] });
  });
});

import { describe, expect, it } from 'vitest';
import { parseFeedDocument } from './feed-document.ts';

const read = (text: string, format: 'csv' | 'json' | 'xml') => parseFeedDocument(Buffer.from(text), format);
const refusal = (text: string, format: 'csv' | 'json' | 'xml') => {
  try {
    read(text, format);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('read');
};

const MERCHANT = `<?xml version="1.0" encoding="UTF-8"?>
<!-- Google Merchant Center feed -->
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">
  <channel>
    <title>Shop</title>
    <item>
      <g:id>G-1</g:id>
      <g:title><![CDATA[Red shoe <b>new</b>]]></g:title>
      <g:price>19.90 EUR</g:price>
      <g:link>https://shop.test/p/1?a=1&amp;b=2</g:link>
      <g:shipping><g:country>CZ</g:country><g:price>3 EUR</g:price></g:shipping>
    </item>
    <item>
      <g:id>G-2</g:id>
      <g:title>Blue hat &#8211; wool</g:title>
      <g:price>9.50 EUR</g:price>
      <g:link>https://shop.test/p/2</g:link>
    </item>
  </channel>
</rss>`;

describe('a fetched document as a feed', () => {
  it('reads CSV in the delimiter it uses', () => {
    const { table, problems } = read('sku;name;price\nA;Red;"12,50 EUR"\n', 'csv');
    expect(problems).toEqual([]);
    expect(table.rows).toEqual([{ sku: 'A', name: 'Red', price: '12,50 EUR' }]);
  });

  it('reads JSON: an array of products, or one under products, with nested fields as parent.child', () => {
    expect(read('[{"sku":"A","price":12.5,"stock":true}]', 'json').table.rows).toEqual([{ sku: 'A', price: '12.5', stock: 'true' }]);
    const { table } = read('{"meta":{"n":2},"products":[{"id":"A","price":{"value":"3","currency":"EUR"},"tags":["x","y"]},{"id":"B","title":"Hat"}]}', 'json');
    expect(table.columns.map((c) => c.name)).toEqual(['id', 'price.value', 'price.currency', 'tags', 'title']);
    expect(table.rows).toEqual([
      { id: 'A', 'price.value': '3', 'price.currency': 'EUR', tags: 'x, y', title: '' },
      { id: 'B', 'price.value': '', 'price.currency': '', tags: '', title: 'Hat' },
    ]);
  });

  it('reads a Google Merchant RSS feed: items by local name, CDATA, entities, nested elements', () => {
    const { table, problems } = read(MERCHANT, 'xml');
    expect(problems).toEqual([]);
    expect(table.columns.map((c) => [c.name, c.type])).toEqual([
      ['id', 'text'],
      ['title', 'text'],
      ['price', 'price'],
      ['link', 'url'],
      ['shipping.country', 'text'],
      ['shipping.price', 'text'],
    ]);
    expect(table.rows[0]).toMatchObject({ id: 'G-1', title: 'Red shoe <b>new</b>', link: 'https://shop.test/p/1?a=1&b=2', 'shipping.price': '3 EUR' });
    expect(table.rows[1]).toMatchObject({ id: 'G-2', title: 'Blue hat – wool' });
  });

  it('reads other XML by its repeated element', () => {
    expect(read('<catalog><shoe><code>1</code><name>A</name></shoe><shoe><code>2</code><name>B</name></shoe></catalog>', 'xml').table.rows).toEqual([
      { code: '1', name: 'A' },
      { code: '2', name: 'B' },
    ]);
  });

  it('refuses what is no feed of the chosen format, saying what it is', () => {
    expect(refusal('<!DOCTYPE html><html><body>Shop closed</body></html>', 'xml')).toBe('The URL answered a web page (HTML), not a XML feed.');
    expect(refusal('[{"sku":"A"}]', 'csv')).toBe('The fetched document is JSON, not CSV: choose the JSON format.');
    expect(refusal(MERCHANT, 'json')).toBe('The fetched document is XML, not JSON: choose the XML format.');
    expect(refusal('sku,name\nA,x\n', 'xml')).toBe('The fetched document is not XML.');
    expect(refusal('{"products": 3}', 'json')).toBe('The fetched document is JSON without a list of products (an array of objects, or one under products, items, data).');
    expect(refusal('{"products": [', 'json')).toMatch(/^The fetched document is not valid JSON \(/);
    expect(refusal('<rss><channel><item><id>1</id></channel></rss>', 'xml')).toBe('The fetched document is not well-formed XML (line 1: </channel> closes <item>).');
    expect(refusal('<rss><channel></channel></rss>', 'xml')).toBe('The fetched document holds no products.');
    expect(refusal('[]', 'json')).toBe('The fetched document holds no products.');
    expect(refusal('\u0000\u0001binary', 'csv')).toMatch(/^The fetched document is not text/);
  });
});

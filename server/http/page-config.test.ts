import { describe, expect, it } from 'vitest';
import { CLIENT_CONFIG_ELEMENT_ID } from '../../worker/contract/page-config';
import { withPageConfig } from './page-config.ts';

const blockOf = (html: string) => new RegExp(`<script type="application/json" id="${CLIENT_CONFIG_ELEMENT_ID}">(.*?)</script>`).exec(html)?.[1];

describe('the client configuration written into index.html', () => {
  it('goes into the head as a data block that reads back as the same value', () => {
    const html = withPageConfig('<!doctype html><html><head><title>x</title></head><body></body></html>', { a: 1, b: 'two' });
    expect(html.indexOf(CLIENT_CONFIG_ELEMENT_ID)).toBeLessThan(html.indexOf('</head>'));
    expect(JSON.parse(blockOf(html)!)).toEqual({ a: 1, b: 'two' });
  });

  it('cannot close its element or open a comment, whatever a value holds', () => {
    const hostile = { name: '</script><script>alert(1)</script><!--', amp: 'a&b', lines: 'x\u2028y\u2029z' };
    const html = withPageConfig('<head></head>', hostile);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(JSON.parse(blockOf(html)!)).toEqual(hostile);
  });

  it('goes first in a page without a head', () => {
    expect(withPageConfig('<div id="root"></div>', {})).toMatch(/^<script type="application\/json"/);
  });
});

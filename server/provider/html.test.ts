import { describe, expect, it } from 'vitest';
import { escapeHtml, html, trustedHtml } from './html.ts';

describe('html', () => {
  it('escapes every interpolated value', () => {
    const name = `<script>alert("x")</script> & 'y'`;
    expect(html`<p title="${name}">${name}</p>`.value).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;</p>',
    );
  });

  it('passes nested fragments and lists through, drops empty values', () => {
    const items = ['a<', 'b'].map((x) => html`<li>${x}</li>`);
    expect(html`<ul>${items}</ul>${undefined}${false}${null}${trustedHtml('<br>')}`.value).toBe('<ul><li>a&lt;</li><li>b</li></ul><br>');
  });

  it('escapeHtml handles plain text', () => {
    expect(escapeHtml('a&b')).toBe('a&amp;b');
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TWO_INPUT_BANNER } from '../../tests/harness/zip-builder';
import { DEFAULT_CLICK_TAG, FillError, fillPage } from './template-package-fill';
import { readPageDeclarations } from './template-package-inputs';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function page(html: string, files: string[] = []) {
  const read = readPageDeclarations(html);
  if (!read.ok) throw new Error(read.problem.code);
  return { html, ...read.value, files: new Map(files.map((f) => [f, f.endsWith('.txt') ? new TextEncoder().encode('text') : PNG])) };
}

const size = { width: 300, height: 250 };
const adSizes = (html: string) => [...html.matchAll(/<meta name="ad\.size" content="([^"]+)">/g)].map((m) => m[1]);

describe('filling a template page', () => {
  it('writes the values, one ad.size meta of the render and the clickTag after the charset meta', () => {
    const out = fillPage(page(TWO_INPUT_BANNER), { values: { headline: 'Winter <deals> & more', price: '€9.99' }, size: { width: 728, height: 90 }, clickTag: null });
    expect(out).toContain('<h1 data-input="headline" data-input-label="Headline">Winter &#60;deals&#62; &#38; more</h1>');
    expect(out).toContain('<p class="price" data-input="price" data-input-type="price">€9.99</p>');
    expect(adSizes(out)).toEqual(['width=728,height=90']);
    // The package's own clickTag script is replaced; its URL is the default.
    expect(out).toContain('<head><meta charset="utf-8"><meta name="ad.size" content="width=728,height=90"><script>var clickTag = "https://shop.example/sale";</script>');
    expect(out.match(/var clickTag/g)).toHaveLength(1);
    // Everything else is left as written.
    expect(out).toContain('<link rel="stylesheet" href="style.css">');
  });

  it('leaves an input at its default as the author wrote it', () => {
    const out = fillPage(page(TWO_INPUT_BANNER), { values: { headline: 'Summer sale' }, size, clickTag: null });
    expect(out).toContain('>Summer <em>sale</em></h1>');
  });

  it('uses the given clickTag, else the default, and never lets it close the script', () => {
    const bare = page('<html><head><title>x</title></head><body></body></html>');
    expect(fillPage(bare, { values: {}, size, clickTag: null })).toContain(`var clickTag = "${DEFAULT_CLICK_TAG}";`);
    expect(fillPage(bare, { values: {}, size, clickTag: 'https://x.example/?q=</script><script>alert(1)' })).toContain('var clickTag = "https://x.example/?q=\\u003c/script>\\u003cscript>alert(1)";');
    expect(fillPage(bare, { values: {}, size, clickTag: 'javascript:alert(1)' })).toContain(`var clickTag = "${DEFAULT_CLICK_TAG}";`);
  });

  it('sets image sources and colours through attributes and style', () => {
    const html = '<html><head></head><body><img data-input="hero" data-input-type="image" src="a.png"><div data-input="bg" data-input-type="image" style="background: url(a.png) center; width: 10px"></div><b data-input="tint" data-input-type="colour" style="background-color: red">Go</b></body></html>';
    const out = fillPage(page(html, ['a.png', 'img/b.png']), { values: { hero: 'img/b.png', bg: 'asset:7', tint: '#00ff88' }, size, clickTag: null, assets: new Map([[7, 'values/asset-7.png']]) });
    expect(out).toContain('<img data-input="hero" data-input-type="image" src="img/b.png">');
    expect(out).toContain('<div data-input="bg" data-input-type="image" style="width: 10px; background-image: url(&#34;values/asset-7.png&#34;)"></div>');
    expect(out).toContain('<b data-input="tint" data-input-type="colour" style="background-color: #00ff88">Go</b>');
  });

  it('refuses values that could add markup, script or CSS', () => {
    const html = '<html><head></head><body><img data-input="hero" data-input-type="image" src="a.png"><b data-input="tint" data-input-type="colour">x</b></body></html>';
    const fill = (values: Record<string, string>) => () => fillPage(page(html, ['a.png']), { values, size, clickTag: null });
    expect(fill({ tint: 'red; background: url(https://evil.example)' })).toThrow('The value of the input "tint" is not a colour: use a colour name, #rrggbb, rgb(…) or hsl(…).');
    expect(fill({ hero: 'javascript:alert(1)' })).toThrow(FillError);
    expect(fill({ hero: '../../etc/passwd' })).toThrow(FillError);
    expect(fill({ hero: 'missing.png' })).toThrow(FillError);
  });

  it('refuses what would leave the creative blank: a word that is no colour, a file that is no image, an asset it was not given', () => {
    const html = '<html><head></head><body><img data-input="hero" data-input-type="image" src="a.png"><b data-input="tint" data-input-type="colour">x</b></body></html>';
    const problemOf = (values: Record<string, string>) => {
      try {
        fillPage(page(html, ['a.png', 'notes.txt']), { values, size, clickTag: null });
      } catch (error) {
        return error instanceof FillError ? error.problem.code : 'other';
      }
      return null;
    };
    expect(problemOf({ tint: 'notacolour' })).toBe('not-a-colour');
    expect(problemOf({ hero: 'notes.txt' })).toBe('not-an-image');
    expect(problemOf({ hero: 'https://cdn.example/x.png' })).toBe('not-an-image-reference');
    expect(problemOf({ hero: 'asset:9' })).toBe('image-missing');
    expect(problemOf({ tint: 'rgb(255 0 0)', hero: 'a.png' })).toBeNull();
  });

  it('adds the text-fit script at the end of the body only when an input shrinks to fit', () => {
    const fitting = '<html><head></head><body><h1 data-input="headline" data-input-fit="shrink" data-input-min-size="12">Sale</h1></body></html>';
    const out = fillPage(page(fitting), { values: { headline: 'A much longer headline' }, size, clickTag: null });
    expect(out).toMatch(/<h1 data-input="headline" data-input-fit="shrink" data-input-min-size="12">A much longer headline<\/h1><script>\(function \(\) \{[\s\S]*data-input-fit[\s\S]*\}\)\(\);<\/script><\/body>/);
    expect(fillPage(page(TWO_INPUT_BANNER), { values: {}, size, clickTag: null })).not.toContain('data-input-fit');
  });

  describe('where the ad.size meta and the clickTag go', () => {
    const written = '<meta name="ad.size" content="width=300,height=250"><script>var clickTag = "https://example.com/";</script>';
    const fill = (html: string) => fillPage(page(html), { values: {}, size, clickTag: null });

    it('after the charset meta, wherever it is in the head, so the charset stays first', () => {
      expect(fill('<!doctype html><html><head><title>x</title><meta charset="utf-8"></head><body></body></html>')).toBe(`<!doctype html><html><head><title>x</title><meta charset="utf-8">${written}</head><body></body></html>`);
      expect(fill('<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><title>x</title></head></html>')).toBe(
        `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8">${written}<title>x</title></head></html>`,
      );
    });

    it('first in the head when the page declares no charset, after the doctype when it has no head', () => {
      expect(fill('<!doctype html><html><head><title>x</title></head><body></body></html>')).toBe(`<!doctype html><html><head>${written}<title>x</title></head><body></body></html>`);
      expect(fill('<!DOCTYPE html>\n<p>Hello</p>')).toBe(`<!DOCTYPE html>${written}\n<p>Hello</p>`);
    });

    it('ignores a charset meta in the body', () => {
      expect(fill('<html><head></head><body><meta charset="utf-8"></body></html>')).toBe(`<html><head>${written}</head><body><meta charset="utf-8"></body></html>`);
    });
  });
});

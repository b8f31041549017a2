// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildZip, TWO_INPUT_BANNER } from '../../tests/harness/zip-builder';
import { readTemplatePackage } from './template-package';
import { MAX_SIZES, PACKAGE_LIMITS, packageProblemMessage } from './template-package-problems';

const zip = (entries: Parameters<typeof buildZip>[0], options?: Parameters<typeof buildZip>[1]) => ({ name: 'banner.zip', bytes: new Uint8Array(buildZip(entries, options)) });
const read = (upload: { name: string; bytes: Uint8Array }, unpack: 'entry' | 'all' = 'all') => readTemplatePackage(upload, { unpack });

async function problemOf(upload: { name: string; bytes: Uint8Array }, unpack: 'entry' | 'all' = 'all') {
  const result = await read(upload, unpack);
  if (result.ok) throw new Error('the package was accepted');
  return { ...result.problem, message: packageProblemMessage(result.problem) };
}

describe('reading a template package', () => {
  it('lists the inputs with their types, labels and defaults, and the declared sizes', async () => {
    const result = await read(zip([{ name: 'index.html', content: TWO_INPUT_BANNER }, { name: 'style.css', content: 'body{margin:0}' }]));
    expect(result.ok && { entry: result.value.entry, inputs: result.value.inputs, sizes: result.value.sizes, files: [...result.value.files.keys()] }).toEqual({
      entry: 'index.html',
      inputs: [
        { name: 'headline', type: 'text', default: 'Summer sale', label: 'Headline' },
        { name: 'price', type: 'price', default: '€19.99', label: null },
      ],
      sizes: [
        { width: 300, height: 250 },
        { width: 728, height: 90 },
      ],
      files: ['index.html', 'style.css'],
    });
  });

  it('reads image and colour inputs from their attributes and style', async () => {
    const page = `<html><head></head><body>
      <img data-input="hero" data-input-type="image" src="img/shoe.png" alt="">
      <div data-input="backdrop" data-input-type="image" style="background: url('img/bg.jpg') no-repeat"></div>
      <a data-input="accent" data-input-type="color" data-input-property="color" style="color: #ff0066; font-weight: bold">Buy</a>
      <span data-input="button" data-input-type="colour"></span>
    </body></html>`;
    const result = await read({ name: 'page.html', bytes: new TextEncoder().encode(page) });
    expect(result.ok && result.value.inputs.map((i) => [i.name, i.type, i.default])).toEqual([
      ['hero', 'image', 'img/shoe.png'],
      ['backdrop', 'image', 'img/bg.jpg'],
      ['accent', 'colour', '#ff0066'],
      ['button', 'colour', ''],
    ]);
  });

  it('takes the index.html of a zipped folder, with paths relative to it', async () => {
    const result = await read(zip([{ name: 'spring/index.html', content: '<p data-input="title">Hi</p>' }, { name: 'spring/img/a.png', content: 'x', store: true }]));
    expect(result.ok && [result.value.entry, [...result.value.files.keys()]]).toEqual(['spring/index.html', ['index.html', 'img/a.png']]);
  });

  it('inflates only the page when asked for the entry (the wizard)', async () => {
    const result = await read(zip([{ name: 'index.html', content: TWO_INPUT_BANNER }, { name: 'big.bin', content: new Uint8Array(1000) }]), 'entry');
    expect(result.ok && [...result.value.files.keys()]).toEqual(['index.html']);
  });

  it('refuses a package without an HTML entry, naming what it holds', async () => {
    expect(await problemOf(zip([{ name: 'README.md', content: '# hi' }, { name: 'logo.png', content: 'x' }]))).toEqual({
      code: 'no-html-entry',
      found: ['README.md', 'logo.png'],
      message: 'The package has no index.html: an HTML5 package needs an index.html at its root (it holds README.md, logo.png).',
    });
    expect((await problemOf(zip([{ name: 'a/index.html', content: '' }, { name: 'b/x.css', content: '' }]))).code).toBe('no-html-entry');
  });

  it('refuses random bytes and an empty zip', async () => {
    expect((await problemOf({ name: 'x.zip', bytes: new Uint8Array(Buffer.from('PK\u0003\u0004 not really a zip at all')) })).message).toBe('The package is not a readable zip file.');
    expect((await problemOf(zip([]))).code).toBe('no-html-entry');
  });

  it.each(['../../x', '../index.html', 'assets/../../etc/passwd', '/etc/passwd', 'C:\\Windows\\x.dll', '..\\..\\x'])('refuses the entry name %s, which points outside the package', async (name) => {
    const problem = await problemOf(zip([{ name: 'index.html', content: '<p>hi</p>' }, { name, content: 'x' }]));
    expect(problem).toEqual({ code: 'unsafe-entry-name', name, message: `The package holds a file named "${name}", which points outside the package.` });
  });

  it('refuses a zip bomb from its central directory before inflating anything', async () => {
    // Declared 200 MB of zeros: the limit is known from the directory, so even a read of the page
    // alone (the wizard's), which never inflates zeros.bin, refuses it.
    const problem = await problemOf(zip([{ name: 'index.html', content: '<p>hi</p>' }, { name: 'zeros.bin', content: 'tiny', declaredSize: 200 * 1024 * 1024 }]), 'entry');
    expect(problem).toEqual({ code: 'too-large-unpacked', max: PACKAGE_LIMITS.maxUnpackedBytes, message: 'The package unpacks to more than 100 MB, the most a package may hold.' });
  });

  it('stops a zip bomb whose directory lies about its size while inflating', async () => {
    // 64 MB of zeros declared as 1 KB: inflating stops at byte 1,025.
    const zeros = new Uint8Array(64 * 1024 * 1024);
    const problem = await problemOf(zip([{ name: 'index.html', content: '<p>hi</p>' }, { name: 'zeros.bin', content: zeros, declaredSize: 1024 }]));
    expect(problem).toMatchObject({ code: 'size-mismatch', name: 'zeros.bin' });
  });

  it('refuses more entries than the limit, from the directory', async () => {
    const many = Array.from({ length: PACKAGE_LIMITS.maxEntries + 1 }, (_, i) => ({ name: `f${i}.txt`, content: '' }));
    expect(await problemOf(zip([{ name: 'index.html', content: '' }, ...many]))).toMatchObject({ code: 'too-many-entries', count: PACKAGE_LIMITS.maxEntries + 2 });
  });

  it('refuses encrypted entries, unknown compression, zip64 and damaged data', async () => {
    expect((await problemOf(zip([{ name: 'index.html', content: 'x', flags: 1 }]))).code).toBe('encrypted');
    expect((await problemOf(zip([{ name: 'index.html', content: 'x', store: true, method: 14 }]))).code).toBe('unsupported-compression');
    expect((await problemOf(zip([{ name: 'index.html', content: 'x' }], { count: 0xffff }))).code).toBe('zip64');
    const damaged = buildZip([{ name: 'index.html', content: '<p>hello there</p>' }]);
    damaged.fill(0xff, 30 + 'index.html'.length, 30 + 'index.html'.length + 4);
    expect(await problemOf({ name: 'x.zip', bytes: new Uint8Array(damaged) })).toMatchObject({ code: 'damaged', name: 'index.html' });
  });

  it('refuses inputs it cannot fill', async () => {
    const page = (body: string) => ({ name: 'p.html', bytes: new TextEncoder().encode(`<html><body>${body}</body></html>`) });
    expect((await problemOf(page('<p data-input="a b">x</p>'))).code).toBe('bad-input-name');
    expect((await problemOf(page('<p data-input="a" data-input-type="video">x</p>'))).message).toBe('The input "a" has the type "video"; the types are text, image, colour, price.');
    expect((await problemOf(page('<p data-input="a">x</p><img data-input="a" data-input-type="image" src="x.png">'))).code).toBe('conflicting-input');
    expect((await problemOf(page('<img data-input="a" src="x.png">'))).message).toBe('The input "a" is on a <img> element, which cannot hold text.');
    expect((await problemOf(page('<div data-input="a"><span data-input="b">x</span></div>'))).code).toBe('nested-input');
  });

  it('reads a text input\'s maximum length and auto-fit, and refuses them when they are not valid', async () => {
    const page = (body: string) => ({ name: 'p.html', bytes: new TextEncoder().encode(`<html><body>${body}</body></html>`) });
    const result = await read(page('<h1 data-input="title" data-input-max="60" data-input-fit="shrink" data-input-min-size="12px">A</h1><p data-input="sub" data-input-fit="shrink">B</p><p data-input="plain">C</p>'));
    expect(result.ok && result.value.inputs).toEqual([
      { name: 'title', type: 'text', default: 'A', label: null, max: 60, fit: { minSize: 12 } },
      { name: 'sub', type: 'text', default: 'B', label: null, fit: { minSize: 8 } },
      { name: 'plain', type: 'text', default: 'C', label: null },
    ]);
    expect((await problemOf(page('<h1 data-input="t" data-input-max="many">A</h1>'))).message).toBe('The input "t" has data-input-max="many": the maximum is a whole number of characters from 1 to 5000.');
    expect((await problemOf(page('<h1 data-input="t" data-input-max="0">A</h1>'))).code).toBe('bad-input-attribute');
    expect((await problemOf(page('<h1 data-input="t" data-input-fit="grow">A</h1>'))).code).toBe('bad-input-attribute');
    expect((await problemOf(page('<h1 data-input="t" data-input-fit="shrink" data-input-min-size="-3">A</h1>'))).code).toBe('bad-input-attribute');
  });

  it('keeps one input for the same name on several elements', async () => {
    const result = await read({ name: 'p.html', bytes: new TextEncoder().encode('<h1 data-input="title">A</h1><h2 data-input="title">B</h2>') });
    expect(result.ok && [result.value.inputs.length, result.value.elements.length]).toEqual([1, 2]);
  });

  describe('sizes', () => {
    const page = (metas: string[]) => ({ name: 'p.html', bytes: new TextEncoder().encode(`<html><head>${metas.map((m) => `<meta name="ad.size" content="${m}">`).join('')}</head><body></body></html>`) });

    it('counts duplicates once and takes the limits themselves', async () => {
      const result = await read(page(['width=300,height=250', 'width=300, height=250;', 'width=16,height=4096']));
      expect(result.ok && result.value.sizes).toEqual([
        { width: 300, height: 250 },
        { width: 16, height: 4096 },
      ]);
    });

    it('refuses a size out of bounds, naming it, instead of leaving it out', async () => {
      expect(await problemOf(page(['width=300,height=250', 'width=20000,height=20000']))).toEqual({
        code: 'size-too-large',
        width: 20000,
        height: 20000,
        max: 4096,
        message: "The package's size 20000×20000 is larger than 4096×4096, the largest a template may be.",
      });
      expect((await problemOf(page(['width=300,height=4097']))).message).toBe("The package's size 300×4097 is larger than 4096×4096, the largest a template may be.");
      expect((await problemOf(page(['width=10,height=250']))).message).toBe("The package's size 10×250 is smaller than 16×16, the smallest a template may be.");
    });

    it('refuses a meta it cannot read', async () => {
      expect((await problemOf(page(['300x250']))).message).toBe('The package\'s ad.size meta "300x250" is not of the form width=300,height=250.');
    });

    it(`refuses more than ${MAX_SIZES} sizes, naming the count and the limit`, async () => {
      const many = Array.from({ length: 600 }, (_, i) => `width=${100 + i},height=250`);
      expect((await problemOf(page(many))).message).toBe(`The package declares 600 sizes; at most ${MAX_SIZES} are allowed.`);
      expect((await read(page(many.slice(0, MAX_SIZES)))).ok).toBe(true);
      // Read in the wizard too (only the page inflated), with the same reason.
      expect((await problemOf(zip([{ name: 'index.html', content: page(many).bytes }]), 'entry')).code).toBe('too-many-sizes');
    });
  });
});

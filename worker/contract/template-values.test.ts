// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { assetValue, imageReference, MAX_TEXT_VALUE, sniffImage, valueProblem, valueProblemKey, valueProblemMessage, valuesProblems, type ValueInput } from './template-values';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const text: ValueInput = { name: 'headline', type: 'text', label: 'Headline', max: 20 };
const price: ValueInput = { name: 'price', type: 'price', label: null };
const colour: ValueInput = { name: 'accent', type: 'colour', label: 'Button colour' };
const image: ValueInput = { name: 'hero', type: 'image', label: null };
const files = new Map([
  ['img/hero.png', PNG],
  ['notes.txt', new TextEncoder().encode('hello')],
]);

describe('the values of a template', () => {
  it('holds a text to its declared maximum, else to the longest any input takes', () => {
    expect(valueProblem(text, 'x'.repeat(20))).toBeNull();
    expect(valueProblem(text, 'x'.repeat(21))).toEqual({ input: 'headline', label: 'Headline', code: 'too-long', max: 20 });
    expect(valueProblem(price, 'x'.repeat(MAX_TEXT_VALUE))).toBeNull();
    expect(valueProblem(price, 'x'.repeat(MAX_TEXT_VALUE + 1))?.max).toBe(MAX_TEXT_VALUE);
  });

  it('takes a colour only when it is a CSS colour', () => {
    expect(valueProblem(colour, '#e11d48')).toBeNull();
    expect(valueProblem(colour, 'rgb(255 0 0 / 50%)')).toBeNull();
    expect(valueProblem(colour, 'notacolour')).toEqual({ input: 'accent', label: 'Button colour', code: 'not-a-colour' });
  });

  it('never refuses an input\'s default, which the page shows as its author wrote it', () => {
    const themed: ValueInput = { ...colour, default: 'var(--brand)' };
    expect(valueProblem(themed, 'var(--brand)')).toBeNull();
    expect(valueProblem(themed, 'var(--other)')?.code).toBe('not-a-colour');
  });

  it('names the kinds an image may be', () => {
    expect(imageReference('img/hero.png')).toEqual({ kind: 'package', path: 'img/hero.png' });
    expect(imageReference('./img//hero.png')).toEqual({ kind: 'package', path: 'img/hero.png' });
    expect(imageReference(assetValue(42))).toEqual({ kind: 'asset', id: 42 });
    expect(imageReference('data:image/png;base64,iVBORw0KGgo=')).toEqual({ kind: 'data', base64: 'iVBORw0KGgo=' });
    for (const refused of ['https://cdn.example/x.png', '//cdn.example/x.png', 'javascript:alert(1)', '../../etc/passwd', '/etc/passwd', 'asset:x', 'data:text/html;base64,PGI+', 'img/']) expect(imageReference(refused)).toBeNull();
  });

  it('wants an image to exist and to be an image where its bytes are known', () => {
    expect(valueProblem(image, 'img/hero.png', files)).toBeNull();
    expect(valueProblem(image, 'img/missing.png', files)?.code).toBe('image-missing');
    expect(valueProblem(image, 'notes.txt', files)?.code).toBe('not-an-image');
    // Only the names known (a listing): it exists, its bytes are someone else's to check.
    expect(valueProblem(image, 'notes.txt', new Set(files.keys()))).toBeNull();
    expect(valueProblem(image, 'img/missing.png', new Set(files.keys()))?.code).toBe('image-missing');
    expect(valueProblem(image, 'https://cdn.example/x.png', files)?.code).toBe('not-an-image-reference');
    expect(valueProblem(image, `data:image/png;base64,${btoa(String.fromCharCode(...PNG))}`)).toBeNull();
    expect(valueProblem(image, `data:image/png;base64,${btoa('<html>')}`)?.code).toBe('not-an-image');
  });

  it('recognises images by their first bytes', () => {
    const bytes = (text: string) => new TextEncoder().encode(text);
    expect(sniffImage(PNG)).toBe('image/png');
    expect(sniffImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImage(bytes('GIF89a....'))).toBe('image/gif');
    expect(sniffImage(bytes('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffImage(bytes('<?xml version="1.0"?>\n<!-- drawn by hand -->\n<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBe('image/svg+xml');
    expect(sniffImage(bytes('<html><svg></svg></html>'))).toBeNull();
    expect(sniffImage(bytes('PK\u0003\u0004'))).toBeNull();
    expect(sniffImage(new Uint8Array())).toBeNull();
  });

  it('lists every failing value in the inputs order, and values for inputs the template lacks', () => {
    const problems = valuesProblems([text, colour, image], { accent: 'notacolour', nope: 'x', headline: 'Fine', hero: 'gone.png' }, files);
    expect(problems.map((p) => [p.input, p.code])).toEqual([
      ['accent', 'not-a-colour'],
      ['hero', 'image-missing'],
      ['nope', 'unknown-input'],
    ]);
  });

  it('says what is wrong, naming the input, in the server words and as an i18n key', () => {
    const problem = valueProblem(colour, 'notacolour')!;
    expect(valueProblemMessage(problem)).toBe('The value of the input "Button colour" (accent) is not a colour: use a colour name, #rrggbb, rgb(…) or hsl(…).');
    expect(valueProblemKey(problem)).toBe('VALUES.PROBLEM_NOT_A_COLOUR');
    expect(valueProblemMessage(valueProblem(text, 'x'.repeat(30))!)).toBe('The value of the input "Headline" (headline) is longer than 20 characters.');
  });
});

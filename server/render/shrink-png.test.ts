import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import { areaAverage, fitInside } from './area-average.ts';
import { createPngShrinker } from './shrink-png.ts';

const shrinker = createPngShrinker();
afterAll(() => shrinker.close());

/** A PNG whose left half is red and right half blue, opaque. */
function halves(width: number, height: number): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      png.data.set(x < width / 2 ? [255, 0, 0, 255] : [0, 0, 255, 255], i);
    }
  return PNG.sync.write(png);
}

const pixel = (png: PNG, x: number, y: number) => [...png.data.subarray((y * png.width + x) * 4, (y * png.width + x) * 4 + 4)];

describe('fitInside', () => {
  it('keeps the proportions inside the box and never enlarges', () => {
    expect(fitInside({ width: 1080, height: 1920 }, { width: 192, height: 144 })).toEqual({ width: 81, height: 144 });
    expect(fitInside({ width: 728, height: 90 }, { width: 128, height: 88 })).toEqual({ width: 128, height: 16 });
    expect(fitInside({ width: 100, height: 50 }, { width: 192, height: 144 })).toEqual({ width: 100, height: 50 });
  });
});

describe('areaAverage', () => {
  it('averages the pixels each output pixel covers, weighing fractions and alpha', () => {
    // 3 × 1 → 2 × 1: each output pixel covers one whole source pixel and half of the middle one.
    const row = { width: 3, height: 1, data: new Uint8Array([0, 0, 0, 255, 90, 90, 90, 255, 255, 255, 255, 255]) };
    expect([...areaAverage(row, { width: 2, height: 1 }).data]).toEqual([30, 30, 30, 255, 200, 200, 200, 255]);
    // A transparent pixel's colour does not bleed: red beside a transparent green stays red, half covered.
    const clear = { width: 2, height: 1, data: new Uint8Array([255, 0, 0, 255, 0, 255, 0, 0]) };
    expect([...areaAverage(clear, { width: 1, height: 1 }).data]).toEqual([255, 0, 0, 128]);
  });
});

describe('createPngShrinker', () => {
  it('shrinks a 1080 × 1920 PNG into a 192 × 144 box on its worker thread, colours kept', async () => {
    const small = PNG.sync.read(await shrinker.shrink(halves(1080, 1920), { width: 192, height: 144 }));
    expect([small.width, small.height]).toEqual([81, 144]);
    expect(pixel(small, 0, 0)).toEqual([255, 0, 0, 255]);
    expect(pixel(small, 80, 143)).toEqual([0, 0, 255, 255]);
  });

  it('answers the requests in order, keeps a picture already small as it is, and says why a broken one fails', async () => {
    const tiny = halves(40, 20);
    const [a, b] = await Promise.all([shrinker.shrink(halves(600, 200), { width: 128, height: 88 }), shrinker.shrink(tiny, { width: 128, height: 88 })]);
    expect([PNG.sync.read(a).width, PNG.sync.read(a).height]).toEqual([128, 43]);
    expect(b.equals(tiny)).toBe(true);
    await expect(shrinker.shrink(Buffer.from('not a png'), { width: 10, height: 10 })).rejects.toThrow('The thumbnail could not be shrunk');
    expect(PNG.sync.read(await shrinker.shrink(halves(300, 250), { width: 128, height: 88 })).width).toBe(106);
  });
});

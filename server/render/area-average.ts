/**
 * Shrinking a picture for a thumbnail (thumbnail-sizes.ts): the size it fits in a box with its
 * proportions, and an area average (each output pixel is the mean of the source pixels it covers,
 * fractions at its edges weighed in), the filter that keeps thin text and lines legible when a
 * 1080 × 1920 banner becomes 81 × 144. Colour is averaged weighed by alpha (premultiplied), so a
 * transparent pixel's colour does not bleed into its neighbours. Pure: the shrink worker runs it.
 */

export interface Box {
  readonly width: number;
  readonly height: number;
}

export interface Rgba extends Box {
  /** width × height × 4 bytes, row by row. */
  readonly data: Uint8Array;
}

/** The largest size of `source`'s proportions inside `box`; never larger than `source` itself. */
export function fitInside(source: Box, box: Box): Box {
  const scale = Math.min(1, box.width / source.width, box.height / source.height);
  return { width: Math.max(1, Math.round(source.width * scale)), height: Math.max(1, Math.round(source.height * scale)) };
}

export function areaAverage(source: Rgba, size: Box): Rgba {
  const { width, height } = size;
  const data = new Uint8Array(width * height * 4);
  const sx = source.width / width;
  const sy = source.height / height;
  const src = source.data;
  for (let y = 0; y < height; y++) {
    const y0 = y * sy;
    const y1 = Math.min(source.height, y0 + sy);
    for (let x = 0; x < width; x++) {
      const x0 = x * sx;
      const x1 = Math.min(source.width, x0 + sx);
      let r = 0;
      let g = 0;
      let b = 0;
      let alpha = 0;
      let area = 0;
      for (let row = Math.floor(y0); row < y1; row++) {
        const wy = Math.min(row + 1, y1) - Math.max(row, y0);
        for (let col = Math.floor(x0); col < x1; col++) {
          const weight = (Math.min(col + 1, x1) - Math.max(col, x0)) * wy;
          const i = (row * source.width + col) * 4;
          const a = src[i + 3]! * weight;
          r += src[i]! * a;
          g += src[i + 1]! * a;
          b += src[i + 2]! * a;
          alpha += a;
          area += weight;
        }
      }
      const o = (y * width + x) * 4;
      if (alpha > 0) {
        data[o] = Math.round(r / alpha);
        data[o + 1] = Math.round(g / alpha);
        data[o + 2] = Math.round(b / alpha);
      }
      data[o + 3] = Math.round(alpha / area);
    }
  }
  return { width, height, data };
}

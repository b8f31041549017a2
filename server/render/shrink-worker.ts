/**
 * The shrink worker (a worker thread, shrink-png.ts): decodes a PNG, area-averages it into a box
 * and encodes the small PNG. Decoding a 1080 × 1920 screenshot alone takes a few hundred
 * milliseconds of JavaScript on a busy machine: here it never holds up the API server's event loop.
 */
import { parentPort } from 'node:worker_threads';
import { PNG } from 'pngjs';
import { areaAverage, fitInside, type Box } from './area-average.ts';

export interface ShrinkRequest {
  readonly id: number;
  readonly png: Uint8Array;
  readonly box: Box;
}

export type ShrinkAnswer = { readonly id: number; readonly png: Uint8Array } | { readonly id: number; readonly error: string };

function shrink(png: Uint8Array, box: Box): Uint8Array {
  const source = PNG.sync.read(Buffer.from(png.buffer, png.byteOffset, png.byteLength));
  const size = fitInside(source, box);
  if (size.width === source.width && size.height === source.height) return png;
  const small = areaAverage({ width: source.width, height: source.height, data: source.data }, size);
  const out = new PNG({ width: size.width, height: size.height });
  out.data = Buffer.from(small.data.buffer, small.data.byteOffset, small.data.byteLength);
  return PNG.sync.write(out, { colorType: 6 });
}

parentPort?.on('message', ({ id, png, box }: ShrinkRequest) => {
  let answer: ShrinkAnswer;
  try {
    answer = { id, png: shrink(png, box) };
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(answer);
});

/**
 * The simulated farm's PNG: width×height pixels of one colour, encoded as a stream. A 4096×4096
 * image is 50 MB of raw rows; built in one buffer and deflated synchronously it held the event
 * loop for a quarter to over a second per image. Here the rows go through zlib's stream, whose
 * compression runs on libuv's thread pool, in batches of about 256 KiB (one batch buffer, reused),
 * and each compressed piece leaves as its own IDAT chunk (PNG allows several): the loop only
 * frames small chunks, and memory stays a few MiB whatever the size.
 */
import { Readable, pipeline } from 'node:stream';
import { crc32, createDeflate } from 'node:zlib';

export type Rgb = readonly [number, number, number];

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const BATCH_BYTES = 1 << 18;

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))));
  return Buffer.concat([head, data, crc]);
}

/** The filtered scanlines (filter byte 0, then RGB triples), several rows per yielded buffer. */
function* scanlines(width: number, height: number, rgb: Rgb): Generator<Buffer> {
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
  const rowsPerBatch = Math.max(1, Math.floor(BATCH_BYTES / row.length));
  const batch = Buffer.concat(Array.from({ length: Math.min(rowsPerBatch, height) }, () => row));
  // The same buffer is yielded again and again: zlib only reads it, and its bytes never change.
  for (let y = 0; y < height; y += rowsPerBatch) yield Math.min(rowsPerBatch, height - y) === rowsPerBatch ? batch : batch.subarray(0, (height - y) * row.length);
}

async function* pngChunks(width: number, height: number, rgb: Rgb): AsyncGenerator<Buffer> {
  yield SIGNATURE;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: truecolour
  yield pngChunk('IHDR', header);
  // pipeline: stopping early (the reader went away) also stops the rows; an error reaches the loop below.
  const compressed = pipeline(Readable.from(scanlines(width, height, rgb)), createDeflate(), () => {});
  for await (const data of compressed) yield pngChunk('IDAT', data as Buffer);
  yield pngChunk('IEND', Buffer.alloc(0));
}

/** A width×height RGB PNG filled with one colour, produced as it is read. */
export function solidPng(width: number, height: number, rgb: Rgb): Readable {
  return Readable.from(pngChunks(width, height, rgb), { objectMode: false });
}

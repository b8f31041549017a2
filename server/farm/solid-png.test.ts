import { buffer } from 'node:stream/consumers';
import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { solidPng } from './solid-png.ts';

/** The PNG's chunks, each checked against its CRC. */
function chunks(png: Buffer): { type: string; data: Buffer }[] {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const out: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('ascii', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length), `CRC of ${type}`).toBe(crc32(png.subarray(at + 4, at + 8 + length)));
    out.push({ type, data });
    at += 12 + length;
  }
  return out;
}

describe('solidPng', () => {
  it('streams a valid PNG of the requested size, every pixel the colour', async () => {
    const png = await buffer(solidPng(3, 2, [255, 0, 0]));
    const parts = chunks(png);
    expect(parts[0]!.type).toBe('IHDR');
    expect(parts.at(-1)!.type).toBe('IEND');
    expect(new Set(parts.slice(1, -1).map((c) => c.type))).toEqual(new Set(['IDAT']));
    expect([parts[0]!.data.readUInt32BE(0), parts[0]!.data.readUInt32BE(4)]).toEqual([3, 2]);
    expect([...inflateSync(Buffer.concat(parts.slice(1, -1).map((c) => c.data)))]).toEqual([0, 255, 0, 0, 255, 0, 0, 255, 0, 0, 0, 255, 0, 0, 255, 0, 0, 255, 0, 0]);
  });

  it('streams a larger image as IDAT chunks that together inflate to every row in the colour', async () => {
    const [width, height] = [1000, 700];
    const parts = chunks(await buffer(solidPng(width, height, [10, 20, 30])));
    const idat = parts.filter((c) => c.type === 'IDAT');
    expect(idat.length).toBeGreaterThan(1);
    const rows = inflateSync(Buffer.concat(idat.map((c) => c.data)));
    expect(rows.length).toBe(height * (1 + width * 3));
    const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [10, 20, 30]).flat())]);
    for (let y = 0; y < height; y++) expect(rows.subarray(y * row.length, (y + 1) * row.length).equals(row)).toBe(true);
  });
});

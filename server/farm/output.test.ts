import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { renderOutput, solidPng } from './output.ts';

describe('build outputs', () => {
  it('renders a valid PNG of the requested size', () => {
    const png = solidPng(3, 2, [255, 0, 0]);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.readUInt32BE(16)).toBe(3);
    expect(png.readUInt32BE(20)).toBe(2);
    const idatLength = png.readUInt32BE(33);
    const pixels = inflateSync(png.subarray(41, 41 + idatLength));
    expect([...pixels.subarray(0, 4)]).toEqual([0, 255, 0, 0]);
  });

  it('renders an HTML banner with escaped text and a descriptive filename', () => {
    const out = renderOutput({ id: 7, width: 300, height: 250, output_format: 'html', visualName: 'Sale <now>', versionNumber: 2 });
    expect(out.filename).toBe('sale-now-v2-300x250-7.html');
    expect(out.content.toString()).toContain('Sale &#60;now&#62;');
    expect(out.content.toString()).toContain('width=300,height=250');
  });
});

import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { renderOutput } from './output.ts';

describe('build outputs', () => {
  it('renders an HTML banner with escaped text and a descriptive filename', () => {
    const out = renderOutput({ id: 7, width: 300, height: 250, output_format: 'html', visualName: 'Sale <now>', versionNumber: 2 });
    expect(out).toMatchObject({ filename: 'sale-now-v2-300x250-7.html', mime: 'text/html; charset=utf-8' });
    const html = 'bytes' in out ? Buffer.from(out.bytes).toString() : '';
    expect(html).toContain('Sale &#60;now&#62;');
    expect(html).toContain('width=300,height=250');
  });

  it('renders a PNG of the build size as a stream', async () => {
    const out = renderOutput({ id: 8, width: 40, height: 30, output_format: 'png', visualName: 'Sale', versionNumber: 1 });
    expect(out).toMatchObject({ filename: 'sale-v1-40x30-8.png', mime: 'image/png' });
    const png = 'stream' in out ? await buffer(out.stream) : Buffer.alloc(0);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([40, 30]);
  });
});

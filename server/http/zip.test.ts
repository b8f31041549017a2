import { once } from 'node:events';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { readZip } from '../test-support/zip-reader.ts';
import { type ZipEntry, isCompressed, zipStream } from './zip.ts';

const entry = (name: string, mime: string, content: Buffer | string): ZipEntry => ({ name, mime, stream: Readable.from([Buffer.from(content)]) });

/** Resolves what it is given when told to. */
function gate(): { wait: Promise<void>; open(): void } {
  let open!: () => void;
  const wait = new Promise<void>((resolve) => (open = resolve));
  return { wait, open };
}

describe('zipStream', () => {
  it('writes every entry under its name, storing compressed files and deflating the others', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, ...Array.from({ length: 5000 }, (_, i) => i % 251)]);
    const html = '<!doctype html>'.repeat(400);
    async function* entries() {
      yield entry('banner-300x250-1.html', 'text/html; charset=utf-8', html);
      yield entry('banner-4096x4096-2.png', 'image/png', png);
    }
    const read = readZip(await buffer(zipStream(entries())));
    expect(read.map((e) => [e.name, e.method])).toEqual([
      ['banner-300x250-1.html', 8],
      ['banner-4096x4096-2.png', 0],
    ]);
    expect(read[0]!.content.toString()).toBe(html);
    expect(read[1]!.content.equals(png)).toBe(true);
  });

  it('sends the first entry before the next one exists, and asks for each entry only once the previous is written', async () => {
    const second = gate();
    const secondAskedFor = gate();
    let firstEnded = false;
    let firstEndedWhenAsked: boolean | null = null;
    async function* entries() {
      const a = entry('a.html', 'text/html', 'first file');
      a.stream.once('end', () => (firstEnded = true));
      yield a;
      firstEndedWhenAsked = firstEnded;
      secondAskedFor.open();
      await second.wait;
      yield entry('b.html', 'text/html', 'second file');
    }
    const zip = zipStream(entries());
    const chunks: Buffer[] = [];
    zip.on('data', (c: Buffer) => chunks.push(c));
    await secondAskedFor.wait;
    expect(firstEndedWhenAsked).toBe(true);
    // The first entry's bytes leave while the second is not there yet.
    while (!Buffer.concat(chunks).includes('a.html')) await once(zip, 'data');
    expect(Buffer.concat(chunks).includes('b.html')).toBe(false);
    second.open();
    await once(zip, 'end');
    expect(readZip(Buffer.concat(chunks)).map((e) => [e.name, e.content.toString()])).toEqual([
      ['a.html', 'first file'],
      ['b.html', 'second file'],
    ]);
  });

  it('asks for no further entry once the reader went away, and closes the one it was given', async () => {
    let pulled = 0;
    const stalled = new Readable({ read() {} });
    async function* entries() {
      pulled += 1;
      yield { name: 'slow.html', mime: 'text/html', stream: stalled };
      pulled += 1;
      yield entry('never.html', 'text/html', 'x');
    }
    const zip = zipStream(entries());
    zip.resume();
    stalled.push('part of a file');
    await new Promise((resolve) => setImmediate(resolve));
    zip.destroy();
    await once(stalled, 'close');
    await new Promise((resolve) => setImmediate(resolve));
    expect(pulled).toBe(1);
    expect(stalled.destroyed).toBe(true);
  });

  it('fails the archive when an entry cannot be had', async () => {
    async function* entries(): AsyncGenerator<ZipEntry> {
      yield entry('a.html', 'text/html', 'fine');
      throw new Error('render 7 has no file');
    }
    await expect(buffer(zipStream(entries()))).rejects.toThrow('render 7 has no file');
  });

  it('knows which types are compressed already', () => {
    expect(['image/png', 'image/jpeg', 'application/zip', 'video/mp4'].map(isCompressed)).toEqual([true, true, true, true]);
    expect(['text/html; charset=utf-8', 'image/svg+xml', 'application/json'].map(isCompressed)).toEqual([false, false, false]);
  });
});

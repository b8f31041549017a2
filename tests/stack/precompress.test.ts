// The build's brotli and gzip copies (scripts/build/precompress.ts), which server/static.ts sends.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompressDirectory } from '../../scripts/build/precompress';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  mkdirSync(join(dir, 'assets'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const text = (bytes: number) => 'const x = "adcreative";\n'.repeat(Math.ceil(bytes / 24)).slice(0, bytes);

describe('precompressing the built client', () => {
  it('writes a brotli and a gzip copy beside every text file of 1 KiB or more, in every folder, but the page the server writes', async () => {
    const files = { 'offline.html': text(3_000), 'assets/index-B-IGT1a5.js': text(200_000), 'assets/index-DIg5kLsq.css': text(50_000), 'favicon.svg': text(MIN_BYTES) };
    for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
    // The page is written by the server with the client configuration in it, and compressed then.
    writeFileSync(join(dir, 'index.html'), text(3_000));
    const totals = await precompressDirectory(dir);
    expect(totals.files).toBe(4);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(false);
    expect(existsSync(join(dir, 'index.html.gz'))).toBe(false);
    for (const [name, content] of Object.entries(files)) {
      expect(brotliDecompressSync(readFileSync(join(dir, `${name}.br`))).toString()).toBe(content);
      expect(gunzipSync(readFileSync(join(dir, `${name}.gz`))).toString()).toBe(content);
    }
    expect(totals.brotli).toBeLessThan(totals.gzip);
    expect(totals.gzip).toBeLessThan(totals.raw / 10);
  });

  it('leaves alone tiny files, binary formats and source maps (never served)', async () => {
    writeFileSync(join(dir, 'assets', 'tiny-AbCd1234.js'), text(MIN_BYTES - 1));
    writeFileSync(join(dir, 'assets', 'logo-AbCd1234.png'), Buffer.alloc(5_000));
    writeFileSync(join(dir, 'assets', 'font-AbCd1234.woff2'), Buffer.alloc(5_000));
    writeFileSync(join(dir, 'assets', 'index-B-IGT1a5.js.map'), text(50_000));
    expect((await precompressDirectory(dir)).files).toBe(0);
    for (const name of ['tiny-AbCd1234.js', 'logo-AbCd1234.png', 'font-AbCd1234.woff2', 'index-B-IGT1a5.js.map']) {
      expect(existsSync(join(dir, 'assets', `${name}.br`))).toBe(false);
      expect(existsSync(join(dir, 'assets', `${name}.gz`))).toBe(false);
    }
  });

  it('writes no copy that would not be smaller (incompressible content)', async () => {
    // Pseudo-random bytes (a fixed linear congruential sequence): no compressor finds a pattern.
    let x = 12_345;
    const noise = Buffer.from(Array.from({ length: 2_048 }, () => ((x = (x * 1_103_515_245 + 12_345) & 0x7fffffff) >> 16) & 255));
    writeFileSync(join(dir, 'assets', 'data-AbCd1234.json'), noise);
    const totals = await precompressDirectory(dir);
    expect([totals.files, totals.brotli, totals.gzip]).toEqual([1, 0, 0]);
    expect(existsSync(join(dir, 'assets', 'data-AbCd1234.json.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'data-AbCd1234.json.gz'))).toBe(false);
  });
});

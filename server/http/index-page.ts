/**
 * index.html as the server sends it: the built file with the client configuration written in
 * (page-config.ts), compressed once per build (the file's modification time) into the copies a
 * browser may take, best first.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { withPageConfig } from './page-config.ts';

export interface IndexPage {
  /** The body and its Content-Encoding (null: plain) for a request's Accept-Encoding. */
  forEncodings(acceptEncoding: string | undefined): { readonly body: Buffer; readonly encoding: 'br' | 'gzip' | null; readonly etag: string };
}

export function indexPage(file: string, config: unknown): IndexPage {
  let built: { mtimeMs: number; plain: Buffer; br: Buffer; gzip: Buffer; etag: string } | null = null;
  const current = () => {
    const { mtimeMs } = statSync(file);
    if (built?.mtimeMs !== mtimeMs) {
      const plain = Buffer.from(withPageConfig(readFileSync(file, 'utf8'), config));
      // One tag per content, whatever the encoding (weak: the bytes differ between encodings).
      const etag = `W/"${createHash('sha256').update(plain).digest('base64url').slice(0, 22)}"`;
      built = { mtimeMs, plain, br: brotliCompressSync(plain), gzip: gzipSync(plain), etag };
    }
    return built;
  };
  return {
    forEncodings(acceptEncoding) {
      const page = current();
      const accepted = (acceptEncoding ?? '').toLowerCase();
      const { etag } = page;
      if (/\bbr\b/.test(accepted)) return { body: page.br, encoding: 'br', etag };
      if (/\bgzip\b/.test(accepted)) return { body: page.gzip, encoding: 'gzip', etag };
      return { body: page.plain, encoding: null, etag };
    },
  };
}

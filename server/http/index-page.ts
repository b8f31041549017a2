/**
 * index.html as the server sends it: the built file with the client configuration written in
 * (page-config.ts), compressed once per build (the file's modification time) into the copies a
 * browser may take, best first. A signed-in person's page also carries their session
 * (page-session.ts): made and compressed per request (quickly: it is a few KiB), never kept.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { withDataBlocks, withPageConfig, withRootContent } from './page-config.ts';

type Encoding = 'br' | 'gzip' | null;

export interface IndexPage {
  /** The body and its Content-Encoding (null: plain) for a request's Accept-Encoding. */
  forEncodings(acceptEncoding: string | undefined): { readonly body: Buffer; readonly encoding: Encoding; readonly etag: string };
  /**
   * The page with `blocks` written in too, and `rootContent` (the first paint) inside `#root` when
   * given (a person's own page: no tag, it is never revalidated).
   */
  withBlocks(blocks: string, acceptEncoding: string | undefined, rootContent?: string | null): { readonly body: Buffer; readonly encoding: Encoding };
}

/** Brotli at a quality that takes well under a millisecond for a page of a few KiB. */
const FAST_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

function encodingFor(acceptEncoding: string | undefined): Encoding {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

export function indexPage(file: string, config: unknown): IndexPage {
  let built: { mtimeMs: number; html: string; plain: Buffer; br: Buffer; gzip: Buffer; etag: string } | null = null;
  const current = () => {
    const { mtimeMs } = statSync(file);
    if (built?.mtimeMs !== mtimeMs) {
      const html = withPageConfig(readFileSync(file, 'utf8'), config);
      const plain = Buffer.from(html);
      // One tag per content, whatever the encoding (weak: the bytes differ between encodings).
      const etag = `W/"${createHash('sha256').update(plain).digest('base64url').slice(0, 22)}"`;
      built = { mtimeMs, html, plain, br: brotliCompressSync(plain), gzip: gzipSync(plain), etag };
    }
    return built;
  };
  return {
    forEncodings(acceptEncoding) {
      const page = current();
      const encoding = encodingFor(acceptEncoding);
      return { body: encoding === null ? page.plain : page[encoding], encoding, etag: page.etag };
    },
    withBlocks(blocks, acceptEncoding, rootContent = null) {
      const withData = withDataBlocks(current().html, blocks);
      const plain = Buffer.from(rootContent === null ? withData : withRootContent(withData, rootContent));
      const encoding = encodingFor(acceptEncoding);
      const body = encoding === 'br' ? brotliCompressSync(plain, FAST_BROTLI) : encoding === 'gzip' ? gzipSync(plain) : plain;
      return { body, encoding };
    },
  };
}

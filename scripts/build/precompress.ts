/**
 * Brotli and gzip copies of the built client, made once at build time: the
 * API server sends them as they are (@fastify/static `preCompressed`, server/static.ts), so no
 * request pays for compression and the strongest settings cost nothing at run time. A production
 * reverse proxy can serve the same files (nginx `brotli_static` / `gzip_static`).
 *
 * A small Vite plugin over node:zlib rather than a package: it is 60 lines, and the packages that
 * do this (vite-plugin-compression2 and others) add options we do not need and a dependency to keep.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text the browser fetches; images and fonts are compressed already, source maps are never served. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/i;
/** Below this a compressed copy saves less than its headers and a lookup cost (nginx's gzip_min_length is 20 B; CDNs use ~1 KB). */
export const MIN_BYTES = 1024;

export interface PrecompressTotals {
  readonly files: number;
  readonly raw: number;
  readonly brotli: number;
  readonly gzip: number;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Writes `<file>.br` and `<file>.gz` beside every compressible file of `dir` worth it; a copy not smaller than the file is not written. */
export async function precompressDirectory(dir: string): Promise<PrecompressTotals> {
  const totals = { files: 0, raw: 0, brotli: 0, gzip: 0 };
  // The page itself is not served as built: the server writes the client configuration into it
  // and compresses that (server/http/index-page.ts), so copies of the built one would go unread.
  const page = join(dir, 'index.html');
  const targets = filesUnder(dir).filter((path) => path !== page && COMPRESSIBLE.test(path) && statSync(path).size >= MIN_BYTES);
  await Promise.all(
    targets.map(async (path) => {
      const content = readFileSync(path);
      const [br, gzipped] = await Promise.all([
        brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
        gz(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      totals.files += 1;
      totals.raw += content.length;
      if (br.length < content.length) {
        writeFileSync(`${path}.br`, br);
        totals.brotli += br.length;
      }
      if (gzipped.length < content.length) {
        writeFileSync(`${path}.gz`, gzipped);
        totals.gzip += gzipped.length;
      }
    }),
  );
  return totals;
}

/** After every build (the app, its workers and public/ all written), compresses the output directory. */
export function precompress(): Plugin {
  let outDir = '';
  let writes = true;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      writes = config.build.write;
    },
    async closeBundle(error?: Error) {
      // An in-memory build (`write: false`, as worker/boot/scenarios-in-build.test.ts makes) leaves nothing on disk to compress.
      if (error || !writes) return;
      const t = await precompressDirectory(outDir);
      this.info(`precompressed ${t.files} files: ${(t.raw / 1024).toFixed(0)} KiB → brotli ${(t.brotli / 1024).toFixed(0)} KiB, gzip ${(t.gzip / 1024).toFixed(0)} KiB`);
    },
  };
}

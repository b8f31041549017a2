/**
 * Sizes of output chunks as they would travel: raw bytes and gzip at level 9 (the figure Vite
 * prints; CDNs that compress on the fly often use 6, about 1 % larger), per chunk because each
 * chunk is its own request.
 */
import { gzipSync } from 'node:zlib';
import { bytesPerSource, contributorName } from './source-attribution';

export interface ChunkFiles {
  readonly code: Buffer;
  /** The chunk's source map, with `sources` already relative to the repository root. */
  readonly map?: { readonly sources: readonly (string | null)[]; readonly mappings: string };
}

export interface MeasuredChunk {
  readonly fileName: string;
  readonly bytes: number;
  readonly gzipBytes: number;
  /** Contributor (package or app file) → minified bytes in this chunk. */
  readonly contributors: ReadonlyMap<string, number>;
}

export const GZIP_LEVEL = 9;

export function gzipSize(code: Buffer): number {
  return gzipSync(code, { level: GZIP_LEVEL }).length;
}

export function measureChunk(fileName: string, files: ChunkFiles): MeasuredChunk {
  const contributors = new Map<string, number>();
  if (files.map !== undefined) {
    for (const [source, bytes] of bytesPerSource(files.code.toString('utf8'), files.map)) {
      const name = contributorName(source);
      contributors.set(name, (contributors.get(name) ?? 0) + bytes);
    }
  }
  return { fileName, bytes: files.code.length, gzipBytes: gzipSize(files.code), contributors };
}

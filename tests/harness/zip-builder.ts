/**
 * Builds zip files for Node tests, including the malformed ones a real zip tool refuses to write:
 * entry names such as `../../x`, an entry whose central directory lies about its size (a zip
 * bomb that hides), zip64 markers. Real packages in tests are made with this too, so a test
 * states every byte it relies on. The layout itself is zip-layout.ts.
 */
import { crc32, deflateRawSync } from 'node:zlib';
import { layoutZip } from './zip-layout';

export { TWO_INPUT_BANNER } from './zip-layout';

export interface ZipSpecEntry {
  readonly name: string;
  readonly content: string | Uint8Array;
  /** Stored instead of deflated. */
  readonly store?: boolean;
  /** The size written in the headers instead of the real one. */
  readonly declaredSize?: number;
  /** General-purpose flags (bit 0: encrypted). */
  readonly flags?: number;
  readonly method?: number;
}

export function buildZip(entries: readonly ZipSpecEntry[], options: { readonly count?: number } = {}): Buffer {
  return Buffer.from(
    layoutZip(
      entries.map((entry) => {
        const content = Buffer.from(entry.content);
        const method = entry.method ?? (entry.store ? 0 : 8);
        return { name: entry.name, data: method === 8 ? deflateRawSync(content) : content, method, crc: crc32(content), size: entry.declaredSize ?? content.length, flags: entry.flags ?? 0 };
      }),
      options,
    ),
  );
}

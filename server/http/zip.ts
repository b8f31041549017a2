/**
 * A zip streamed as it is built, with archiver. Entries are taken one at a time from an async
 * iterable and the next is asked for only once the previous one is written, so one source is
 * open at a time and memory stays bounded whatever the number of entries; the first bytes leave
 * as soon as the first entry is there. Already-compressed files are stored, not deflated again.
 *
 * archiver 7 is CommonJS (a vending function) while @types/archiver 8 describes archiver 8's ESM
 * classes, so it is loaded with require and typed with the instance type the two share.
 */
import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import type { Archiver } from 'archiver';

const require = createRequire(import.meta.url);
const createArchive = require('archiver') as (format: 'zip', options?: { zlib?: { level: number } }) => Archiver;

export interface ZipEntry {
  readonly name: string;
  readonly mime: string;
  readonly stream: Readable;
}

/** Deflating these again costs CPU and gains nothing. */
const COMPRESSED = /^(image\/(png|jpeg|gif|webp|avif)|video\/[\w.+-]+|audio\/[\w.+-]+|application\/(zip|gzip|x-7z-compressed)|font\/woff2?)\s*(;|$)/i;

export const isCompressed = (mime: string): boolean => COMPRESSED.test(mime);

/**
 * The zip of `entries`, readable at once. When the reader goes away (the archive is destroyed)
 * no further entry is asked for and the one being written is closed; a failing entry destroys
 * the archive with its error (the download breaks off: its headers are long gone).
 */
export function zipStream(entries: AsyncIterable<ZipEntry>): Readable {
  const archive = createArchive('zip', { zlib: { level: 6 } });
  const closed = new Promise<void>((resolve) => archive.once('close', () => resolve()));
  const written = () =>
    new Promise<void>((resolve, reject) => {
      const done = () => {
        archive.off('entry', done).off('error', reject);
        resolve();
      };
      archive.once('entry', done).once('error', reject);
      void closed.then(done);
    });

  void (async () => {
    try {
      for await (const entry of entries) {
        if (archive.destroyed) {
          entry.stream.destroy();
          break;
        }
        const done = written();
        archive.append(entry.stream, { name: entry.name, store: isCompressed(entry.mime) });
        await done;
        if (archive.destroyed) {
          entry.stream.destroy();
          break;
        }
      }
      if (!archive.destroyed) await archive.finalize();
    } catch (error) {
      archive.destroy(error as Error);
    }
  })();
  return archive;
}

/**
 * Zips in-memory files with archiver. archiver 7 is CommonJS (a vending function) while
 * @types/archiver 8 describes archiver 8's ESM classes, so it is loaded with require and typed
 * with the instance type the two share.
 */
import { createRequire } from 'node:module';
import type { Archiver } from 'archiver';

const require = createRequire(import.meta.url);
const createArchive = require('archiver') as (format: 'zip', options?: { zlib?: { level: number } }) => Archiver;

export async function zip(entries: readonly { name: string; content: Buffer }[]): Promise<Buffer> {
  const archive = createArchive('zip', { zlib: { level: 6 } });
  const chunks: Buffer[] = [];
  archive.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve, reject) => {
    archive.on('end', () => resolve());
    archive.on('error', reject);
  });
  for (const e of entries) archive.append(e.content, { name: e.name });
  await archive.finalize();
  await ended;
  return Buffer.concat(chunks);
}

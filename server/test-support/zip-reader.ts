/**
 * Reads a zip back for tests (no zip library in the project's dependencies): the entries of its
 * central directory with their compression method and contents, each checked against its CRC-32.
 * Enough for what archiver writes (no zip64, no encryption).
 */
import { crc32, inflateRawSync } from 'node:zlib';

export interface ZipEntryRead {
  readonly name: string;
  /** 0: stored, 8: deflated. */
  readonly method: number;
  readonly content: Buffer;
}

const STORED = 0;
const DEFLATED = 8;

export function readZip(zip: Buffer): ZipEntryRead[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip: no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: ZipEntryRead[] = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`entry ${i}: no central directory header`);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    if (zip.readUInt32LE(local) !== 0x04034b50) throw new Error(`${name}: no local header`);
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataStart, dataStart + compressedSize);
    if (method !== STORED && method !== DEFLATED) throw new Error(`${name}: compression method ${method}`);
    const content = method === STORED ? Buffer.from(data) : inflateRawSync(data);
    if (crc32(content) !== crc) throw new Error(`${name}: CRC mismatch`);
    entries.push({ name, method, content });
    at += 46 + nameLength + extra + comment;
  }
  return entries;
}

/**
 * Builds zip files for tests, including the malformed ones a real zip tool refuses to write: entry
 * names such as `../../x`, an entry whose central directory lies about its size (a zip bomb that
 * hides), zip64 markers. Real packages in tests are made with this too, so a test states every
 * byte it relies on.
 */
import { crc32, deflateRawSync } from 'node:zlib';

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
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const content = typeof entry.content === 'string' ? Buffer.from(entry.content) : Buffer.from(entry.content);
    const method = entry.method ?? (entry.store ? 0 : 8);
    const data = method === 8 ? deflateRawSync(content) : content;
    const name = Buffer.from(entry.name);
    const size = entry.declaredSize ?? content.length;
    const crc = crc32(content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE((entry.flags ?? 0) | 0x800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE((entry.flags ?? 0) | 0x800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    directory.push(central, name);
    offset += 30 + name.length + data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(options.count ?? entries.length, 8);
  end.writeUInt16LE(options.count ?? entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

/** A small banner with two inputs (headline, price) and two sizes, as the docs describe one. */
export const TWO_INPUT_BANNER = `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="ad.size" content="width=300,height=250">
<meta name="ad.size" content="width=728,height=90">
<link rel="stylesheet" href="style.css">
<script>var clickTag = "https://shop.example/sale";</script>
</head><body>
<a class="ad" href="#" onclick="window.open(clickTag); return false;">
  <h1 data-input="headline" data-input-label="Headline">Summer <em>sale</em></h1>
  <p class="price" data-input="price" data-input-type="price">€19.99</p>
</a>
</body></html>
`;

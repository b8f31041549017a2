/**
 * The byte layout of a zip (local headers, central directory, end record) from entries whose
 * data is already what goes in the file. No Node import, so component tests in the DOM
 * environment can build a (stored) zip too; zip-builder.ts adds deflate and CRC-32 for Node tests.
 */

export interface ZipLayoutEntry {
  readonly name: string;
  /** The bytes as stored in the zip (deflated for method 8). */
  readonly data: Uint8Array;
  readonly method: number;
  readonly crc: number;
  /** The uncompressed size written in the headers (true or not). */
  readonly size: number;
  readonly flags?: number;
}

export function layoutZip(entries: readonly ZipLayoutEntry[], options: { readonly count?: number } = {}): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  const directory: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = encoder.encode(entry.name);
    const local = new DataView(new ArrayBuffer(30));
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(4, 20, true);
    local.setUint16(6, (entry.flags ?? 0) | 0x800, true);
    local.setUint16(8, entry.method, true);
    local.setUint32(14, entry.crc, true);
    local.setUint32(18, entry.data.length, true);
    local.setUint32(22, entry.size, true);
    local.setUint16(26, name.length, true);
    parts.push(new Uint8Array(local.buffer), name, entry.data);
    const central = new DataView(new ArrayBuffer(46));
    central.setUint32(0, 0x02014b50, true);
    central.setUint16(4, 20, true);
    central.setUint16(6, 20, true);
    central.setUint16(8, (entry.flags ?? 0) | 0x800, true);
    central.setUint16(10, entry.method, true);
    central.setUint32(16, entry.crc, true);
    central.setUint32(20, entry.data.length, true);
    central.setUint32(24, entry.size, true);
    central.setUint16(28, name.length, true);
    central.setUint32(42, offset, true);
    directory.push(new Uint8Array(central.buffer), name);
    offset += 30 + name.length + entry.data.length;
  }
  const directorySize = directory.reduce((n, d) => n + d.length, 0);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, options.count ?? entries.length, true);
  end.setUint16(10, options.count ?? entries.length, true);
  end.setUint32(12, directorySize, true);
  end.setUint32(16, offset, true);
  const all = [...parts, ...directory, new Uint8Array(end.buffer)];
  const out = new Uint8Array(all.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of all) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** A zip of text files, stored uncompressed (CRC left 0: the package reader does not check it). */
export function storedZip(files: Readonly<Record<string, string>>): Uint8Array<ArrayBuffer> {
  return layoutZip(Object.entries(files).map(([name, text]) => {
    const data = new TextEncoder().encode(text);
    return { name, data, method: 0, crc: 0, size: data.length };
  }));
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

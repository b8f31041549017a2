/**
 * The files a finished build "renders": an HTML5 banner of the build's size, or a solid-colour
 * PNG (encoded here, no image library needed). Generated on demand from the build row, so
 * outputs need no storage and downloads are byte-for-byte repeatable.
 */
import { deflateSync } from 'node:zlib';
import type { Db } from '../db/database.ts';

export interface BuildOutput {
  readonly filename: string;
  readonly mime: string;
  readonly content: Buffer;
}

export interface OutputSource {
  readonly id: number;
  readonly width: number;
  readonly height: number;
  readonly output_format: string;
  readonly visualName: string | null;
  readonly versionNumber: number | null;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A width×height RGB PNG filled with one colour. */
export function solidPng(width: number, height: number, rgb: readonly [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: truecolour
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(raw)), pngChunk('IEND', Buffer.alloc(0))]);
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'visual';

export function renderOutput(b: OutputSource): BuildOutput {
  const name = b.visualName ?? `Build ${b.id}`;
  const base = `${slug(name)}-v${b.versionNumber ?? 1}-${b.width}x${b.height}-${b.id}`;
  if (b.output_format === 'png') {
    const hue = (b.id * 47) % 200;
    return { filename: `${base}.png`, mime: 'image/png', content: solidPng(b.width, b.height, [40 + hue / 4, 60 + hue / 2, 200 - hue / 2]) };
  }
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="ad.size" content="width=${b.width},height=${b.height}"><title>${escapeHtml(name)}</title></head>
<body style="margin:0"><a href="https://example.com" style="display:flex;align-items:center;justify-content:center;width:${b.width}px;height:${b.height}px;background:#1f4fd1;color:#fff;font:bold 16px sans-serif;text-decoration:none">${escapeHtml(name)}</a></body></html>
`;
  return { filename: `${base}.html`, mime: 'text/html; charset=utf-8', content: Buffer.from(html) };
}

/** The output of a build row, looked up with its visual's name and version number. */
export function outputOf(db: Db, build: Pick<OutputSource, 'id' | 'width' | 'height' | 'output_format'> & { visual_version_id: number | null }): BuildOutput {
  const ref = db.prepare('SELECT v.name, vv.number FROM visual_versions vv JOIN visuals v ON v.id = vv.visual_id WHERE vv.id = ?').get(build.visual_version_id) as { name: string; number: number } | undefined;
  return renderOutput({ ...build, visualName: ref?.name ?? null, versionNumber: ref?.number ?? null });
}

/** The preview of a version (tester page): its HTML banner at one of the visual's sizes. */
export function previewOf(db: Db, version: { readonly id: number; readonly number: number; readonly visual_id: number }, size: { width: number; height: number }): BuildOutput {
  const name = db.prepare('SELECT name FROM visuals WHERE id = ?').pluck().get(version.visual_id) as string | undefined;
  const out = renderOutput({ id: version.id, width: size.width, height: size.height, output_format: 'html', visualName: name ?? null, versionNumber: version.number });
  return { ...out, filename: out.filename.replace(/-\d+\.html$/, '-preview.html') };
}

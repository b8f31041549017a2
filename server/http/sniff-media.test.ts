import { describe, expect, it } from 'vitest';
import { logoSvg, SMALL_PNG, TEASER_CLIP, toneWav } from '../seed/sample-media.ts';
import { sniffMediaType } from './sniff-media.ts';

const bytes = (...parts: (string | number[])[]): Buffer => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
const le32 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >> 24) & 0xff];
const ftyp = (brand: string) => bytes([0, 0, 0, 0x20], 'ftyp', brand, [0, 0, 0, 0], 'isommp41');

describe('sniffMediaType', () => {
  it.each([
    ['PNG', SMALL_PNG, 'image/png'],
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'), 'image/jpeg'],
    ['GIF87a', bytes('GIF87a', [1, 0, 1, 0]), 'image/gif'],
    ['GIF89a', bytes('GIF89a', [1, 0, 1, 0]), 'image/gif'],
    ['WebP', bytes('RIFF', le32(30), 'WEBPVP8 '), 'image/webp'],
    ['BMP', bytes('BM', le32(70), [0, 0, 0, 0], le32(54), le32(40)), 'image/bmp'],
    ['AVIF', ftyp('avif'), 'image/avif'],
    ['WAV', toneWav(0.01), 'audio/wav'],
    ['WebM', TEASER_CLIP.bytes, 'video/webm'],
    ['MP4', ftyp('isom'), 'video/mp4'],
    ['MP4 (mp42)', ftyp('mp42'), 'video/mp4'],
    ['QuickTime', ftyp('qt  '), 'video/quicktime'],
    ['M4A', ftyp('M4A '), 'audio/mp4'],
    ['Ogg Vorbis', bytes('OggS', [0, 2], Array(20).fill(0), [1], 'vorbis'), 'audio/ogg'],
    ['Ogg Theora', bytes('OggS', [0, 2], Array(20).fill(0), [0x80], 'theora'), 'video/ogg'],
    ['FLAC', bytes('fLaC', [0, 0, 0, 0x22]), 'audio/flac'],
    ['MP3 with ID3', bytes('ID3', [4, 0, 0, 0, 0, 0, 0]), 'audio/mpeg'],
    ['MP3 frame', bytes([0xff, 0xfb, 0x90, 0x64]), 'audio/mpeg'],
    ['AAC (ADTS)', bytes([0xff, 0xf1, 0x50, 0x80]), 'audio/aac'],
  ])('names %s by its bytes', (_name, content, type) => {
    expect(sniffMediaType(content)).toBe(type);
  });

  it.each([
    ['HTML', bytes('<!doctype html><script src="/x.js"></script>')],
    ['HTML with a BOM', bytes([0xef, 0xbb, 0xbf], '<html><body>hi')],
    ['SVG', logoSvg('X', '#000')],
    ['SVG with a script', bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['XML', bytes('<?xml version="1.0"?><x/>')],
    ['JavaScript', bytes('fetch("/server/api/v1/brand/profile", { method: "PUT" })')],
    ['PDF', bytes('%PDF-1.7\n')],
    ['text', bytes('Acme brand guidelines\n')],
    ['a zip', bytes('PK', [3, 4, 20, 0])],
    ['HEIC (a brand no browser shows)', ftyp('heic')],
    ['AVI (a RIFF no browser plays)', bytes('RIFF', le32(30), 'AVI LIST')],
    ['"BM" text', bytes('BM is a band name, not a bitmap')],
    ['a reserved MPEG frame', bytes([0xff, 0xeb, 0x90, 0x64])],
    ['empty', bytes('')],
    ['one byte', bytes([0xff])],
  ])('names no media type for %s', (_name, content) => {
    expect(sniffMediaType(content)).toBeNull();
  });
});

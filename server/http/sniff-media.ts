/**
 * Which passive media type a file's bytes are, by their magic numbers (WHATWG MIME Sniffing's
 * image and audio/video patterns, plus the ISO media brands browsers play), or null for anything
 * else. Never the upload's Content-Type or the file's name: both are whatever the uploader says.
 *
 * A file that starts like a PNG and carries HTML later is still served as image/png with nosniff,
 * so a browser decodes it as an image or not at all; it never becomes a document.
 */
import type { InlineMediaType } from '../../worker/contract/inline-media';

const ascii = (bytes: Uint8Array, at: number, length: number): string => String.fromCharCode(...bytes.subarray(at, at + length));

const startsWith = (bytes: Uint8Array, at: number, signature: readonly number[]): boolean => signature.every((b, i) => bytes[at + i] === b);

/** ISO base media (`....ftyp<brand>`): the brands Chromium shows or plays. HEIF and others: none. */
const FTYP_BRANDS: Readonly<Record<string, InlineMediaType>> = {
  avif: 'image/avif',
  avis: 'image/avif',
  'M4A ': 'audio/mp4',
  'M4B ': 'audio/mp4',
  'qt  ': 'video/quicktime',
  isom: 'video/mp4',
  iso2: 'video/mp4',
  iso4: 'video/mp4',
  iso5: 'video/mp4',
  iso6: 'video/mp4',
  mp41: 'video/mp4',
  mp42: 'video/mp4',
  avc1: 'video/mp4',
  dash: 'video/mp4',
  'M4V ': 'video/mp4',
  mmp4: 'video/mp4',
};

/** A BMP's second header is one of a few fixed sizes; "BM" alone is too weak a signature. */
const BMP_DIB_SIZES = new Set([12, 40, 52, 56, 108, 124]);

function riff(bytes: Uint8Array): InlineMediaType | null {
  if (ascii(bytes, 0, 4) !== 'RIFF') return null;
  const form = ascii(bytes, 8, 4);
  return form === 'WEBP' ? 'image/webp' : form === 'WAVE' ? 'audio/wav' : null;
}

/** An MPEG audio frame header: 11 sync bits, then layer bits 00 for ADTS (AAC), else MP1/2/3. */
function mpegAudio(bytes: Uint8Array): InlineMediaType | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || (bytes[1]! & 0xe0) !== 0xe0) return null;
  const layer = (bytes[1]! >> 1) & 0b11;
  const version = (bytes[1]! >> 3) & 0b11;
  if (layer === 0) return (bytes[1]! & 0xf6) === 0xf0 ? 'audio/aac' : null;
  const bitrate = bytes[2]! >> 4;
  const rate = (bytes[2]! >> 2) & 0b11;
  // Reserved version, the "bad" bitrate index and the reserved sample rate are no frame.
  return version !== 0b01 && bitrate !== 0b1111 && rate !== 0b11 ? 'audio/mpeg' : null;
}

export function sniffMediaType(bytes: Uint8Array): InlineMediaType | null {
  if (startsWith(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, 0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(bytes, 0, 2) === 'BM' && bytes.length >= 18 && BMP_DIB_SIZES.has(bytes[14]! | (bytes[15]! << 8) | (bytes[16]! << 16) | (bytes[17]! << 24))) return 'image/bmp';
  const riffType = riff(bytes);
  if (riffType) return riffType;
  if (ascii(bytes, 4, 4) === 'ftyp') return FTYP_BRANDS[ascii(bytes, 8, 4)] ?? null;
  if (startsWith(bytes, 0, [0x1a, 0x45, 0xdf, 0xa3])) return 'video/webm';
  if (ascii(bytes, 0, 4) === 'OggS') return ascii(bytes, 0, 64).includes('theora') ? 'video/ogg' : 'audio/ogg';
  if (ascii(bytes, 0, 4) === 'fLaC') return 'audio/flac';
  if (ascii(bytes, 0, 3) === 'ID3') return 'audio/mpeg';
  return mpegAudio(bytes);
}

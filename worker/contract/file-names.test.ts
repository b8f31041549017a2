// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fileNameProblem, MAX_FILE_NAME_BYTES, utf8Length } from './file-names';

describe('fileNameProblem', () => {
  it('takes ordinary names, accents, emoji and spaces included', () => {
    for (const name of ['report.pdf', 'Quarterly report.html', 'Zpráva č. 1.txt', 'Été 2025 – bannière.png', '広告.mp4', '🎉 launch.gif', '.env']) expect(fileNameProblem(name)).toBeNull();
  });

  it.each([
    ['NUL', '\u0000'],
    ['C0', '\u0001'],
    ['tab', '\t'],
    ['line feed', '\n'],
    ['carriage return', '\r'],
    ['unit separator', '\u001f'],
    ['DEL', '\u007f'],
    ['C1 start', '\u0080'],
    ['next line', '\u0085'],
    ['C1 end', '\u009f'],
    ['left-to-right embedding', '\u202a'],
    ['right-to-left override', '\u202e'],
    ['first strong isolate', '\u2068'],
    ['pop directional isolate', '\u2069'],
  ])('refuses %s anywhere in the name', (_what, char) => {
    for (const name of [`${char}a.txt`, `a${char}.txt`, `a.txt${char}`]) expect(fileNameProblem(name)).toBe('control-character');
  });

  it('caps the name at 255 bytes of UTF-8, not 255 characters', () => {
    expect(MAX_FILE_NAME_BYTES).toBe(255);
    expect(fileNameProblem('a'.repeat(255))).toBeNull();
    expect(fileNameProblem('a'.repeat(256))).toBe('too-long');
    expect(fileNameProblem('č'.repeat(127) + 'a')).toBeNull(); // 254 + 1
    expect(fileNameProblem('č'.repeat(128))).toBe('too-long'); // 256 bytes, 128 characters
    expect(fileNameProblem('🎉'.repeat(64))).toBe('too-long'); // 256 bytes
  });

  it('counts bytes as a UTF-8 encoder writes them', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (text) => utf8Length(text) === new TextEncoder().encode(text).length),
    );
    expect(utf8Length('\ud800')).toBe(3); // a lone surrogate is written as U+FFFD
  });
});

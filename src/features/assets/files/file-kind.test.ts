import { describe, expect, it } from 'vitest';
import { fileKind, isEditableMedia } from './file-kind';

describe('fileKind', () => {
  it('reads the MIME type first', () => {
    expect(fileKind('image/svg+xml', 'logo')).toBe('image');
    expect(fileKind('video/webm', 'x.bin')).toBe('video');
    expect(fileKind('audio/wav', 'x')).toBe('audio');
    expect(fileKind('application/pdf', 'x')).toBe('pdf');
    expect(fileKind('text/csv', 'x')).toBe('text');
    expect(fileKind('application/zip', 'x')).toBe('archive');
  });

  it('falls back to the extension for a generic type, else other', () => {
    expect(fileKind('application/octet-stream', 'clip.MP4')).toBe('video');
    expect(fileKind('application/octet-stream', 'song.m4a')).toBe('audio');
    expect(fileKind('application/octet-stream', 'data')).toBe('other');
    expect(fileKind('', '.hidden')).toBe('other');
  });

  it('lets only video and audio into the editor', () => {
    expect(['video', 'audio', 'image', 'pdf'].map((k) => isEditableMedia(k as never))).toEqual([true, true, false, false]);
  });
});

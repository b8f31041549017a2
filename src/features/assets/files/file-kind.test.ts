import { describe, expect, it } from 'vitest';
import { fileKind, isEditableMedia, opensInBrowser } from './file-kind';

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

describe('opensInBrowser', () => {
  it('opens raster images, audio and video, as the server serves them inline', () => {
    expect(opensInBrowser('image/png', 'a.png')).toBe(true);
    expect(opensInBrowser('IMAGE/JPEG', 'a')).toBe(true);
    expect(opensInBrowser('video/webm', 'a.webm')).toBe(true);
    expect(opensInBrowser('audio/wav', 'a.wav')).toBe(true);
    expect(opensInBrowser('application/octet-stream', 'clip.MP4')).toBe(true);
    expect(opensInBrowser('', 'photo.jpeg')).toBe(true);
  });

  it('downloads everything that could be a document or a script, SVG included, whatever the name says', () => {
    expect(opensInBrowser('image/svg+xml', 'logo.svg')).toBe(false);
    expect(opensInBrowser('text/html', 'photo.png')).toBe(false);
    expect(opensInBrowser('text/javascript', 'helper.js')).toBe(false);
    expect(opensInBrowser('application/pdf', 'a.pdf')).toBe(false);
    expect(opensInBrowser('text/plain', 'a.txt')).toBe(false);
    expect(opensInBrowser('application/octet-stream', 'logo.svg')).toBe(false);
    expect(opensInBrowser('', 'page.html')).toBe(false);
    expect(opensInBrowser('', 'noextension')).toBe(false);
  });
});

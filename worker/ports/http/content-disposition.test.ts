// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bare, filenameOf } from './content-disposition';

describe('filenameOf', () => {
  it('reads quoted, bare and RFC 5987 names, the extended one first', () => {
    expect(filenameOf('attachment; filename="renders 2026-11-23.zip"')).toBe('renders 2026-11-23.zip');
    expect(filenameOf('attachment; filename=banner.html')).toBe('banner.html');
    expect(filenameOf(`attachment; filename="a.zip"; filename*=UTF-8''%C5%BElu%C5%A5ou%C4%8Dk%C3%BD.zip`)).toBe('žluťoučký.zip');
    expect(filenameOf('attachment; filename="say \\"hi\\".txt"')).toBe('say "hi".txt');
  });

  it('never returns a path, and nothing for a missing or empty name', () => {
    expect(filenameOf('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(filenameOf('attachment; filename="C:\\\\temp\\\\x.zip"')).toBe('x.zip');
    expect(filenameOf('attachment')).toBeNull();
    expect(filenameOf(null)).toBeNull();
    expect(filenameOf('attachment; filename=""')).toBeNull();
    expect(bare('https://app.test/server/api/v1/visual-build/7/download')).toBe('download');
  });
});

import { describe, expect, it } from 'vitest';
import { SMALL_PNG, TEASER_CLIP, toneWav } from '../seed/sample-media.ts';
import { contentDisposition, parseRange, USER_CONTENT_CSP, USER_PLAYER_CSP, userContentHeaders } from './user-content.ts';

describe('userContentHeaders', () => {
  it('lets only sniffed media inline, with its own type', () => {
    expect(userContentHeaders('a.png', SMALL_PNG)).toMatchObject({ 'content-type': 'image/png', 'content-security-policy': USER_CONTENT_CSP });
    expect(userContentHeaders('a.webm', TEASER_CLIP.bytes)).toMatchObject({ 'content-type': 'video/webm', 'content-security-policy': USER_PLAYER_CSP });
    expect(userContentHeaders('a.wav', toneWav(0.01))['content-security-policy']).toBe(USER_PLAYER_CSP);
    expect(userContentHeaders('a.webm', TEASER_CLIP.bytes)['content-disposition']).toMatch(/^inline; /);
    const page = userContentHeaders('a.png', Buffer.from('<html><script>alert(1)</script>'));
    expect(page).toMatchObject({ 'content-type': 'application/octet-stream', 'content-security-policy': USER_CONTENT_CSP });
    expect(page['content-disposition']).toMatch(/^attachment; /);
  });

  it('always says nosniff, forbids framing and keeps other sites from embedding it', () => {
    for (const content of [SMALL_PNG, Buffer.from('text')]) {
      expect(userContentHeaders('x', content)).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY', 'cross-origin-resource-policy': 'same-origin' });
    }
  });

  it('sandboxes every answer with no script and no other source; only players keep the origin, to fetch their media', () => {
    expect(USER_CONTENT_CSP).toBe("sandbox; default-src 'none'; frame-ancestors 'none'");
    expect(USER_PLAYER_CSP).toBe("sandbox allow-same-origin; default-src 'none'; media-src 'self'; frame-ancestors 'none'");
    for (const csp of [USER_CONTENT_CSP, USER_PLAYER_CSP]) expect(csp).not.toMatch(/allow-scripts|script-src|unsafe/);
  });
});

describe('contentDisposition', () => {
  it('gives old clients a printable ASCII name and everyone else the real one', () => {
    expect(contentDisposition('attachment', 'Zpráva "č. 1"\\.txt')).toBe(`attachment; filename="Zpr_va __. 1__.txt"; filename*=UTF-8''${encodeURIComponent('Zpráva "č. 1"\\.txt')}`);
    expect(contentDisposition('inline', 'a b.png')).toBe(`inline; filename="a b.png"; filename*=UTF-8''a%20b.png`);
  });
});

describe('parseRange', () => {
  it('parses the range forms a player sends', () => {
    expect(parseRange(undefined, 10)).toBeNull();
    expect(parseRange('bytes=2-', 10)).toEqual([2, 9]);
    expect(parseRange('bytes=-3', 10)).toEqual([7, 9]);
    expect(parseRange('bytes=4-100', 10)).toEqual([4, 9]);
    expect(parseRange('bytes=5-2', 10)).toBe('unsatisfiable');
    expect(parseRange('bytes=10-', 10)).toBe('unsatisfiable');
    expect(parseRange('items=1-2', 10)).toBeNull();
  });
});

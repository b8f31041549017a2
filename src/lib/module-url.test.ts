import { describe, expect, it } from 'vitest';
import { decodeModuleUrl, encodeModuleUrl } from './module-url';

describe('module url', () => {
  it('round-trips http and https links', () => {
    for (const href of ['https://modules.example/app?x=1&y=ř', 'http://localhost:3000/path']) {
      expect(decodeModuleUrl(encodeModuleUrl(href))).toBe(new URL(href).href);
    }
  });
  it('accepts standard base64 with padding and slashes', () => {
    expect(decodeModuleUrl(btoa('https://example.com/?a=1'))).toBe('https://example.com/?a=1');
  });
  it('refuses other schemes', () => {
    expect(decodeModuleUrl(btoa('javascript:alert(1)'))).toBeNull();
    expect(decodeModuleUrl(btoa('data:text/html,<b>x</b>'))).toBeNull();
    expect(decodeModuleUrl(btoa('ftp://example.com'))).toBeNull();
  });
  it('refuses text that is not base64 or not a URL', () => {
    expect(decodeModuleUrl('not base64!')).toBeNull();
    expect(decodeModuleUrl(btoa('just words'))).toBeNull();
    expect(decodeModuleUrl('')).toBeNull();
    expect(decodeModuleUrl(undefined)).toBeNull();
    expect(decodeModuleUrl('/w==')).toBeNull();
  });
});

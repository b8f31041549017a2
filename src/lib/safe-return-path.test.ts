import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './safe-return-path';

// Open-redirect payloads collected from public cheat sheets (PayloadsAllTheThings, OWASP) and
// adapted to a "return to this path" parameter. Every one must be refused.
const OPEN_REDIRECT_PAYLOADS = [
  '//evil.example',
  '//evil.example/',
  '///evil.example',
  '////evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  'https://evil.example',
  'http://evil.example/path',
  'HTTPS://EVIL.EXAMPLE',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'ftp://evil.example',
  'evil.example',
  'evil.example/path',
  '//evil.example%2f%2e%2e',
  '/%2F%2Fevil.example',
  '/%2f%2fevil.example',
  '%2F%2Fevil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '/%5C%5Cevil.example',
  '%5C%5Cevil.example',
  '/%252F%252Fevil.example',
  '/%25252F%25252Fevil.example',
  '/%255Cevil.example',
  '/\tevil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%0d%0a/evil.example',
  '/%00/evil.example',
  '/\u0000/evil.example',
  ' //evil.example',
  '\t//evil.example',
  '/ /evil.example',
  '/\u2028/evil.example',
  '/\ufeff/evil.example',
  '/%E2%80%A8/evil.example',
  '/%C2%A0/evil.example',
  '/.//evil.example',
  '/..//evil.example',
  '/./\\evil.example',
  '//evil.example@good.example',
  'https:evil.example',
  'https:/evil.example',
  '/%ZZ',
  '/%',
  '',
  '//',
  '/\\',
  'http:\\\\evil.example',
  '/%2F/evil.example',
  '/%2F%5Cevil.example',
] as const;

const SAFE_PATHS = [
  '/',
  '/acme/dashboard',
  '/acme/ad-sets/12/hooks',
  '/acme/visuals?page=2&sort=name',
  '/acme/feeds/3#settings',
  '/acme/asset-library?directory=7',
  '/acme/modules/aHR0cHM6Ly9leGFtcGxlLmNvbQ%3D%3D',
  '/acme/products?q=red%20shoes',
  '/invite/abc123',
  '/switch-brand/beta',
  '/acme/visuals?next=//not-a-redirect-target-here',
] as const;

describe('safeReturnPath', () => {
  it('has a corpus of at least 50 payloads', () => {
    expect(OPEN_REDIRECT_PAYLOADS.length).toBeGreaterThanOrEqual(50);
  });

  it.each(OPEN_REDIRECT_PAYLOADS)('refuses %j', (payload) => {
    expect(safeReturnPath(payload)).toBeNull();
  });

  it.each(SAFE_PATHS)('accepts the same-origin path %j unchanged', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it('refuses non-strings and absurdly long input', () => {
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
    expect(safeReturnPath(42)).toBeNull();
    expect(safeReturnPath(`/${'a'.repeat(5000)}`)).toBeNull();
  });
});

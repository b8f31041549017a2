import { describe, expect, it } from 'vitest';
import { brandPath, fillPath, PICK_BRAND_PATH, prefixBrand } from './brand-path';

describe('brand prefixing', () => {
  it('prefixes branded routes with the given brand', () => {
    expect(brandPath('brand-dashboard', {}, 'acme')).toBe('/acme/dashboard');
    expect(brandPath('brand-ad-sets-adSetId-hooks', { adSetId: '12' }, 'acme')).toBe('/acme/ad-sets/12/hooks');
  });

  it('lets an explicit brand param win over the current brand', () => {
    expect(brandPath('brand-dashboard', { brand: 'beta' }, 'acme')).toBe('/beta/dashboard');
  });

  it('uses the current brand, else the last brand', () => {
    expect(prefixBrand('acme', 'beta')).toBe('acme');
    expect(prefixBrand(null, 'beta')).toBe('beta');
    expect(prefixBrand(undefined, null)).toBeNull();
    expect(brandPath('brand-visuals', {}, prefixBrand(null, 'beta'))).toBe('/beta/visuals');
  });

  it('sends users without any brand to pick one', () => {
    expect(brandPath('brand-dashboard', {}, null)).toBe(PICK_BRAND_PATH);
  });

  it('never prefixes unbranded routes', () => {
    expect(brandPath('invite-hash', { hash: 'h1' }, 'acme')).toBe('/invite/h1');
    expect(brandPath('login', {}, 'acme')).toBe('/login');
    expect(brandPath('switch-brand-brand', {}, 'acme')).toBe('/switch-brand');
  });

  it('drops missing optional segments and encodes values', () => {
    expect(fillPath('/:brand/modules/:moduleUrl?', { brand: 'acme' })).toBe('/acme/modules');
    expect(fillPath('/:brand/ads/:adId', { brand: 'a b', adId: '1' })).toBe('/a%20b/ads/1');
    expect(() => fillPath('/:brand/ads/:adId', { brand: 'acme' })).toThrow(/adId/);
  });

  it('throws on unknown route names (a programming error)', () => {
    expect(() => brandPath('nope')).toThrow(/Unknown route/);
  });
});

import { describe, expect, it } from 'vitest';
import { BRAND_LIST } from '../../../tests/harness/snapshot-fixtures';
import { matchRoute } from '../routes/match-route';
import { pathAfterBrandSwitch } from './brand-switch-target';
import { homeTarget } from './home-target';

describe('home target', () => {
  const base = { urlBrand: null, currentBrand: null, lastBrand: null, brands: BRAND_LIST, invites: [] } as const;

  it('prefers the URL brand, then the brand in scope, then the last brand, then the first brand', () => {
    expect(homeTarget({ ...base, urlBrand: 'cyan', currentBrand: 'beta' })).toBe('/cyan/dashboard');
    expect(homeTarget({ ...base, currentBrand: 'beta', lastBrand: 'delta' })).toBe('/beta/dashboard');
    expect(homeTarget({ ...base, lastBrand: 'delta' })).toBe('/delta/dashboard');
    expect(homeTarget(base)).toBe('/acme/dashboard');
  });

  it('ignores a last brand the user no longer belongs to', () => {
    expect(homeTarget({ ...base, lastBrand: 'gone' })).toBe('/acme/dashboard');
  });

  it('sends a user with no brand but invites to the first invite', () => {
    expect(homeTarget({ ...base, brands: [], invites: [{ hash: 'first', brandLabel: 'X' }, { hash: 'second', brandLabel: 'Y' }] })).toBe('/invite/first');
  });

  it('lets a user with neither pick a brand', () => {
    expect(homeTarget({ ...base, brands: [] })).toBe('/switch-brand');
  });
});

describe('path after a brand switch', () => {
  it('keeps brand-level pages', () => {
    expect(pathAfterBrandSwitch(matchRoute('/acme/visuals'), 'beta')).toBe('/beta/visuals');
    expect(pathAfterBrandSwitch(matchRoute('/acme/brand-settings/wallet'), 'beta')).toBe('/beta/brand-settings/wallet');
  });
  it('goes to the dashboard from pages about one record', () => {
    expect(pathAfterBrandSwitch(matchRoute('/acme/visuals/4'), 'beta')).toBe('/beta/dashboard');
    expect(pathAfterBrandSwitch(matchRoute('/acme/ad-sets/12/hooks'), 'beta')).toBe('/beta/dashboard');
  });
  it('goes to the dashboard from unbranded pages and redirects', () => {
    expect(pathAfterBrandSwitch(matchRoute('/switch-brand'), 'beta')).toBe('/beta/dashboard');
    expect(pathAfterBrandSwitch(matchRoute('/acme'), 'beta')).toBe('/beta/dashboard');
    expect(pathAfterBrandSwitch(null, 'beta')).toBe('/beta/dashboard');
  });
});

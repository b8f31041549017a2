import { describe, expect, it } from 'vitest';
import { PRIMARY_ROLES } from './roles';
import { assetLibraryDirectory, canSeeMoneyStorage, environmentChip, isFeedsLinkVisible } from './visibility';

describe('money and storage visibility', () => {
  it.each([
    ['manager', false, true],
    ['developer', false, true],
    ['visitor', false, true],
    ['editor', false, false],
    ['manager', true, true],
    ['developer', true, true],
    ['visitor', true, true],
    ['editor', true, true],
  ] as const)('%s with collaborative=%s → %s', (role, collaborativeMode, expected) => {
    expect(canSeeMoneyStorage({ role, collaborativeMode })).toBe(expected);
  });

  it('hides it while the role is unknown outside collaborative mode', () => {
    expect(canSeeMoneyStorage({ role: null, collaborativeMode: false })).toBe(false);
    expect(canSeeMoneyStorage({ role: null, collaborativeMode: true })).toBe(true);
  });

  it('covers every primary role', () => {
    expect(PRIMARY_ROLES.filter((role) => !canSeeMoneyStorage({ role, collaborativeMode: false }))).toEqual(['editor']);
  });
});

describe('feeds link', () => {
  const base = { environment: 'production', brand: 'hidden', hiddenBrand: 'hidden' } as const;
  it('is hidden in production for the configured brand for editors', () => {
    expect(isFeedsLinkVisible({ ...base, role: 'editor' })).toBe(false);
    expect(isFeedsLinkVisible({ ...base, role: null })).toBe(false);
  });
  it('stays for managers, developers and visitors', () => {
    for (const role of ['manager', 'developer', 'visitor'] as const) expect(isFeedsLinkVisible({ ...base, role })).toBe(true);
  });
  it('stays outside production, for other brands, or when no brand is configured', () => {
    expect(isFeedsLinkVisible({ ...base, environment: 'uat', role: 'editor' })).toBe(true);
    expect(isFeedsLinkVisible({ ...base, brand: 'other', role: 'editor' })).toBe(true);
    expect(isFeedsLinkVisible({ ...base, hiddenBrand: null, role: 'editor' })).toBe(true);
  });
});

describe('environment chip', () => {
  it('shows dev and uat only', () => {
    expect(environmentChip('dev')).toBe('dev');
    expect(environmentChip('uat')).toBe('uat');
    expect(environmentChip('production')).toBeNull();
    expect(environmentChip('staging')).toBeNull();
  });
});

describe('asset library directory', () => {
  it('is the upload root for editors outside collaborative mode only', () => {
    expect(assetLibraryDirectory({ role: 'editor', collaborativeMode: false, uploadsRootDirectoryId: 7 })).toBe(7);
    expect(assetLibraryDirectory({ role: 'editor', collaborativeMode: true, uploadsRootDirectoryId: 7 })).toBeNull();
    expect(assetLibraryDirectory({ role: 'manager', collaborativeMode: false, uploadsRootDirectoryId: 7 })).toBeNull();
  });
});

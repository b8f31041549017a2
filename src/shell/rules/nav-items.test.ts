import { describe, expect, it } from 'vitest';
import { makeBrandUser } from '../../../tests/harness/snapshot-fixtures';
import { moduleLinks, navItems, sectionOf } from './nav-items';

const base = { brand: 'acme', environment: 'dev', feedsHiddenBrand: 'acme' } as const;

describe('left bar items', () => {
  it('lists the spec items in order for a manager', () => {
    const items = navItems({ ...base, brandUser: makeBrandUser({ role: 'manager' }) });
    expect(items.map((i) => i.key)).toEqual(['dashboard', 'ad-sets', 'visuals', 'feeds', 'asset-groups', 'asset-library']);
    expect(items.map((i) => i.to)).toEqual(['/acme/dashboard', '/acme/ad-sets', '/acme/visuals', '/acme/feeds', '/acme/asset-groups', '/acme/asset-library']);
  });

  it('hides Feeds in production for the configured brand for editors', () => {
    const editor = makeBrandUser({ role: 'editor' });
    expect(navItems({ ...base, environment: 'production', brandUser: editor }).map((i) => i.key)).not.toContain('feeds');
    expect(navItems({ ...base, environment: 'production', brandUser: makeBrandUser({ role: 'visitor' }) }).map((i) => i.key)).toContain('feeds');
  });

  it('opens the asset library in the upload root for editors outside collaborative mode', () => {
    const editor = makeBrandUser({ role: 'editor', collaborativeMode: false, uploadsRootDirectoryId: 31 });
    expect(navItems({ ...base, brandUser: editor }).find((i) => i.key === 'asset-library')?.to).toBe('/acme/asset-library?directory=31');
  });
});

describe('modules menu', () => {
  it('links each http(s) module through the base64 modules route', () => {
    const brandUser = makeBrandUser({ modules: [{ label: 'Planner', href: 'https://planner.example/' }, { label: 'Bad', href: 'javascript:alert(1)' }] });
    const links = moduleLinks('acme', brandUser);
    expect(links).toHaveLength(1);
    expect(links[0]?.label).toBe('Planner');
    expect(links[0]?.to).toMatch(/^\/acme\/modules\/[A-Za-z0-9_-]+$/);
  });
  it('is empty without modules', () => {
    expect(moduleLinks('acme', makeBrandUser())).toEqual([]);
    expect(moduleLinks('acme', null)).toEqual([]);
  });
});

describe('sectionOf', () => {
  it('takes the first segment after the brand', () => {
    expect(sectionOf('/acme/ad-sets/12/hooks')).toBe('brand-ad-sets');
    expect(sectionOf('/acme')).toBeNull();
  });
});

/**
 * The left bar (spec section 2): Dashboard, Ad sets, My templates, Feeds (see visibility), Source
 * files, Asset library (an editor outside collaborative mode lands in their upload root), and a
 * Modules menu when the brand has modules. Footer: Brand settings, documentation, Support.
 */
import type { BrandUser } from '../../../worker/contract/entities';
import { encodeModuleUrl } from '../../lib/module-url';
import { brandPath } from '../routes/brand-path';
import { assetLibraryDirectory, isFeedsLinkVisible } from './visibility';

export interface NavItem {
  readonly key: string;
  readonly labelKey: string;
  readonly to: string;
  /** Route names under which the item counts as the current section. */
  readonly section: string;
}

export interface ModuleLink {
  readonly label: string;
  readonly to: string;
}

export interface NavInput {
  readonly brand: string | null;
  readonly brandUser: BrandUser | null;
  readonly environment: string;
  readonly feedsHiddenBrand: string | null;
}

export function navItems({ brand, brandUser, environment, feedsHiddenBrand }: NavInput): readonly NavItem[] {
  const role = brandUser?.primaryRole ?? null;
  const collaborativeMode = brandUser?.brand.collaborativeMode ?? false;
  const item = (key: string, labelKey: string, routeName: string, section: string, search = ''): NavItem => ({
    key,
    labelKey,
    to: brandPath(routeName, {}, brand) + search,
    section,
  });
  const directory = assetLibraryDirectory({ role, collaborativeMode, uploadsRootDirectoryId: brandUser?.uploadsRootDirectoryId ?? null });
  const items: NavItem[] = [
    item('dashboard', 'NAV.DASHBOARD', 'brand-dashboard', 'brand-dashboard'),
    item('ad-sets', 'NAV.AD_SETS', 'brand-ad-sets', 'brand-ad-sets'),
    item('visuals', 'NAV.MY_TEMPLATES', 'brand-visuals', 'brand-visuals'),
  ];
  if (isFeedsLinkVisible({ environment, brand, hiddenBrand: feedsHiddenBrand, role })) {
    items.push(item('feeds', 'NAV.FEEDS', 'brand-feeds', 'brand-feeds'));
  }
  items.push(item('asset-groups', 'NAV.SOURCE_FILES', 'brand-asset-groups', 'brand-asset-groups'));
  items.push(item('asset-library', 'NAV.ASSET_LIBRARY', 'brand-asset-library', 'brand-asset-library', directory === null ? '' : `?directory=${directory}`));
  return items;
}

export function moduleLinks(brand: string | null, brandUser: BrandUser | null): readonly ModuleLink[] {
  return (brandUser?.brand.modules ?? [])
    .filter((module) => /^https?:\/\//i.test(module.href))
    .map((module) => ({ label: module.label, to: brandPath('brand-modules-moduleUrl', { moduleUrl: encodeModuleUrl(module.href) }, brand) }));
}

/** The section a route belongs to: the first segment after the brand (ad-sets, visuals...). */
export function sectionOf(pathname: string): string | null {
  const second = pathname.split('/').filter(Boolean)[1];
  return second === undefined ? null : `brand-${second}`;
}

/**
 * Seeded brands and who belongs where. Each brand sits near a different credit or storage
 * threshold (spec section 4) so every alert can be seen by switching brand.
 */

export interface SeedBrand {
  readonly id: number;
  readonly identifier: string;
  readonly label: string;
  readonly languageCode: string;
  readonly collaborative: boolean;
  readonly storeIdentifier: string | null;
  readonly modules: readonly { label: string; href: string }[];
  readonly balance: number;
  /** Storage usage in percent of the quota. */
  readonly storagePercent: number;
  /** What the demo list says about this brand. */
  readonly shows: string;
}

export const SEED_BRANDS: readonly SeedBrand[] = [
  { id: 1, identifier: 'acme', label: 'Acme Corporation', languageCode: 'en', collaborative: false, storeIdentifier: 'acme-store', modules: [], balance: 250, storagePercent: 42, shows: 'main demo brand, balance ≥ 100, storage 42 %' },
  { id: 2, identifier: 'globex', label: 'Globex', languageCode: 'en', collaborative: true, storeIdentifier: null, modules: [], balance: 72, storagePercent: 80, shows: 'collaborative mode, balance < 100, storage > 75 %' },
  {
    id: 3,
    identifier: 'initech',
    label: 'Initech',
    languageCode: 'cs',
    collaborative: false,
    storeIdentifier: 'initech-eshop',
    modules: [
      { label: 'Creative Studio', href: 'https://modules.example.com/studio' },
      { label: 'Campaign Reports', href: 'https://modules.example.com/reports' },
    ],
    balance: 35,
    storagePercent: 93,
    shows: 'brand modules, balance < 50, storage > 90 %',
  },
  { id: 4, identifier: 'umbrella', label: 'Umbrella', languageCode: 'en', collaborative: false, storeIdentifier: null, modules: [], balance: 3, storagePercent: 104, shows: 'balance < 5, storage > 100 %' },
  { id: 5, identifier: 'stark', label: 'Stark Industries', languageCode: 'en', collaborative: false, storeIdentifier: 'stark-shop', modules: [], balance: 1200, storagePercent: 12, shows: 'healthy brand' },
  { id: 6, identifier: 'wayne', label: 'Wayne Enterprises', languageCode: 'fr', collaborative: false, storeIdentifier: null, modules: [], balance: 500, storagePercent: 55, shows: 'target of the pending invites' },
  { id: 7, identifier: 'hooli', label: 'Hooli', languageCode: 'en', collaborative: false, storeIdentifier: null, modules: [], balance: 150, storagePercent: 30, shows: 'brand of the insecure user' },
];

/** Membership rows: [userId, brandId, role]. User 5 (godlike) is added to every brand by the seed. */
export const SEED_MEMBERSHIPS: readonly (readonly [number, number, string])[] = [
  [1, 1, 'manager'],
  [1, 2, 'manager'],
  [1, 3, 'manager'],
  [1, 4, 'manager'],
  [1, 5, 'manager'],
  [2, 1, 'developer'],
  [2, 3, 'developer'],
  [2, 4, 'developer'],
  [3, 1, 'editor'],
  [3, 2, 'editor'],
  [4, 1, 'visitor'],
  [4, 5, 'visitor'],
  [7, 7, 'developer'],
  [7, 1, 'editor'],
];

/** The brand each user last worked in (the client's default brand). */
export const SEED_LAST_BRAND: Readonly<Record<number, number | null>> = { 1: 1, 2: 1, 3: 1, 4: 1, 5: 1, 6: null, 7: 7 };

/** Pending invites for the user with no brand (user 6), plus one already accepted. */
export const SEED_INVITES: readonly { brandId: number; email: string; hash: string; role: string; accepted: boolean }[] = [
  { brandId: 6, email: 'invited@example.com', hash: 'wayne-invite-7f3a9c', role: 'editor', accepted: false },
  { brandId: 5, email: 'invited@example.com', hash: 'stark-invite-2b8e41', role: 'visitor', accepted: false },
  { brandId: 3, email: 'invited@example.com', hash: 'initech-invite-accepted', role: 'editor', accepted: true },
  { brandId: 6, email: 'manager@example.com', hash: 'wayne-invite-manager', role: 'manager', accepted: false },
];

/** One quota for every brand: 100 GiB, in KiB as the wire carries it. */
export const STORAGE_TOTAL_KIB = 100 * 1024 * 1024;
export const INODE_TOTAL = 500_000;

/**
 * Presets: the wire answers of a situation many scenarios share, served after the file's own
 * rules. `signed-in-manager`: Marta, manager of "acme" (and member of "beta", collaborative
 * mode), 250 credits, storage at 42 %, two unfinished renders, one high incident, no
 * notifications. Shapes from docs/api-wire.md and server/presenters, so the real schemas read them.
 */
import type { HttpRule, PresetName } from './format';

const KIB_PER_GIB = 1024 * 1024;

/** `mnt_meta` of a brand whose storage is `percent` % full (100 GiB, in KiB as on the wire). */
export function mntMeta(percent: number): Record<string, number> {
  const total = 100 * KIB_PER_GIB;
  const used = Math.round((total * percent) / 100);
  return { used, total, percentage: percent, usedInode: 10, totalInode: 100, percentageInode: 10, usedVolume: used, totalVolume: total, percentageVolume: percent, percentageInt: Math.floor(percent) };
}

const BRANDS = [
  { id: 1, identifier: 'acme', label: 'Acme Ltd', collaborative_mode: false, store_identifier: null },
  { id: 2, identifier: 'beta', label: 'Beta Ltd', collaborative_mode: true, store_identifier: null },
];

export function brandUserBody(brand: (typeof BRANDS)[number], storagePercent = 42): unknown {
  return {
    data: {
      id: 100 + brand.id,
      user_id: 1,
      brand_id: brand.id,
      primary_role: 'manager',
      team: null,
      team_id: null,
      uploads_root_directory_id: 7,
      brand: { id: brand.id, identifier: brand.identifier, label: brand.label, language_code: 'en', collaborative_mode: brand.collaborative_mode, modules: [], mnt_meta: mntMeta(storagePercent) },
    },
  };
}

/** A Laravel length-aware paginator around `data` (only `data` is read). */
export function paginator(data: readonly unknown[], path: string): unknown {
  return {
    current_page: 1,
    data,
    first_page_url: `${path}?page=1`,
    from: data.length > 0 ? 1 : null,
    last_page: 1,
    last_page_url: `${path}?page=1`,
    links: [],
    next_page_url: null,
    path,
    per_page: 999,
    prev_page_url: null,
    to: data.length > 0 ? data.length : null,
    total: data.length,
  };
}

const signedInManager: readonly HttpRule[] = [
  { method: 'GET', path: '/sanctum/csrf-cookie', status: 204, delayMs: 0 },
  {
    method: 'GET',
    path: '/api/v1/me',
    status: 200,
    delayMs: 0,
    body: {
      data: { id: 1, email: 'marta.manager@example.com', name: 'Marta Manager', locale: 'en', last_brand: 'acme', is_mfa_enabled: true, is_password_valid: true, is_godlike: false, brands: BRANDS },
    },
  },
  { method: 'GET', path: '/api/v1/invite', status: 200, delayMs: 0, body: { data: [] } },
  ...BRANDS.map((brand): HttpRule => ({ method: 'GET', path: '/api/v1/brand-user', brand: brand.identifier, status: 200, delayMs: 0, body: brandUserBody(brand) })),
  { method: 'GET', path: '/api/v1/balance-manager/balance', status: 200, delayMs: 0, body: { data: { balance: 250 } } },
  { method: 'GET', path: '/api/v1/visual-build/widget', status: 200, delayMs: 0, body: { data: { unfinished: 2, unfinishedWithinEnvironment: 2 } } },
  {
    method: 'GET',
    path: '/api/v1/incident',
    status: 200,
    delayMs: 0,
    body: paginator([{ id: 1, severity: 'high', body: 'Renders are slow', expires_at: '2030-01-01T00:00:00.000000Z', is_dismissed: false }], '/server/api/v1/incident'),
  },
  { method: 'POST', path: '/api/v1/incident/*/dismiss', status: 204, delayMs: 0 },
  { method: 'POST', path: '/api/v1/graphql', operation: 'LoggedUser', status: 200, delayMs: 0, body: { data: { loggedUser: { id: '1', unread_notifications_count: 0 } } } },
  {
    method: 'POST',
    path: '/api/v1/graphql',
    operation: 'NotificationsPaginated',
    status: 200,
    delayMs: 0,
    body: {
      data: {
        notificationsPaginated: { data: [], paginatorInfo: { count: 0, currentPage: 1, perPage: 20, total: 0, lastItem: null, lastPage: 1 } },
        loggedUser: { id: '1', unread_notifications_count: 0 },
      },
    },
  },
  { method: 'POST', path: '/api/v1/notification/read', status: 204, delayMs: 0 },
  { method: 'PUT', path: '/api/v1/profile/update', status: 204, delayMs: 0 },
  { method: 'POST', path: '/api/v1/auth/logout', status: 204, delayMs: 0 },
  // The template list behind the Renders page's filter: none, unless a scenario says otherwise
  // (its own rules come first).
  { method: 'GET', path: '/api/v1/visual', status: 200, delayMs: 0, body: paginator([], '/server/api/v1/visual') },
];

export const PRESET_RULES: Readonly<Record<PresetName, readonly HttpRule[]>> = {
  'signed-in-manager': signedInManager,
  none: [],
};

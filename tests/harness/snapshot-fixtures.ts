/**
 * Shell-level builders (the seeded brands, brand users, notifications, incidents, toasts) shared by
 * rule tests and by render-app.tsx, which answers the fake network with them. Component and page
 * tests never hydrate a store from a snapshot: they render against the real data layer
 * (render-app.tsx). The snapshots below serve only unit tests of store-level rules.
 */
import type {
  AppNotification,
  BrandInvite,
  BrandSummary,
  BrandUser,
  Incident,
  Locale,
  PrimaryRole,
  User,
} from '../../worker/contract/entities';
import type { Snapshot } from '../../worker/contract/snapshot';
import type { Toast } from '../../worker/domains/toasts/contract';
import { aUser } from './builders';

export const BRAND_LIST: readonly BrandSummary[] = [
  { id: 1, identifier: 'acme', label: 'Acme Corporation', collaborativeMode: false, storeIdentifier: 'acme-store' },
  { id: 2, identifier: 'beta', label: 'Beta Foods', collaborativeMode: true, storeIdentifier: null },
  { id: 3, identifier: 'cyan', label: 'Cyan Motors', collaborativeMode: false, storeIdentifier: null },
  { id: 4, identifier: 'delta', label: 'Delta Airlines', collaborativeMode: false, storeIdentifier: null },
  { id: 5, identifier: 'echo', label: 'Echo Studio', collaborativeMode: false, storeIdentifier: null },
  { id: 6, identifier: 'fjord', label: 'Fjord Outdoor', collaborativeMode: false, storeIdentifier: null },
];

/** The seeded manager as the shell tests know them (the engine's builder with the demo e-mail). */
export function makeUser(overrides: Partial<User> = {}): User {
  return aUser({ email: 'manager@example.com', ...overrides });
}

export interface BrandUserOptions {
  readonly identifier?: string;
  readonly role?: PrimaryRole;
  readonly collaborativeMode?: boolean;
  readonly team?: BrandUser['team'];
  readonly modules?: BrandUser['brand']['modules'];
  readonly storagePercent?: number;
  readonly uploadsRootDirectoryId?: number | null;
}

export function makeBrandUser(options: BrandUserOptions = {}): BrandUser {
  const identifier = options.identifier ?? 'acme';
  const summary = BRAND_LIST.find((b) => b.identifier === identifier);
  const percent = options.storagePercent ?? 42;
  const total = 100 * 1024 ** 3;
  return {
    id: 10,
    userId: 1,
    brandId: summary?.id ?? 1,
    primaryRole: options.role ?? 'manager',
    team: options.team ?? null,
    uploadsRootDirectoryId: options.uploadsRootDirectoryId ?? 7,
    brand: {
      id: summary?.id ?? 1,
      identifier,
      label: summary?.label ?? identifier,
      languageCode: 'en',
      collaborativeMode: options.collaborativeMode ?? summary?.collaborativeMode ?? false,
      modules: options.modules ?? [],
      storage: { used: (total * percent) / 100, total, percentage: percent, percentageInt: Math.round(percent) },
    },
  };
}

export function makeNotification(overrides: Partial<AppNotification> & { id: string }): AppNotification {
  return {
    type: 'App\\Notifications\\AdSetReviewed',
    data: { brandIdentifier: 'acme', brandLabel: 'Acme Corporation', adSet: 12, adSetLabel: 'Summer sale', reviewState: 'approved' },
    readAt: null,
    createdAt: '2025-07-03T09:05:00.000Z',
    ...overrides,
  };
}

export function makeIncident(overrides: Partial<Incident> & { id: number }): Incident {
  return { severity: 'high', body: 'Renders are delayed.', expiresAt: null, isDismissed: false, ...overrides };
}

export function makeToast(overrides: Partial<Toast> & { id: string }): Toast {
  return { kind: 'error', key: 'REQUESTS.NOT_FOUND', params: {}, text: null, at: 1, ...overrides };
}

/** The state before `start` resolved: nothing known yet. */
export function emptySnapshot(locale: Locale = 'en'): Snapshot {
  return {
    connection: { state: 'idle', reconnects: 0, downForAWhile: false },
    session: { status: 'unknown', user: null, brands: [], invites: [], locale },
    brand: { identifier: null, status: 'idle', brandUser: null, redirectTo: null, removedFrom: null },
    balance: { status: 'idle', value: null, version: null, dismissal: { restored: false, at: { below100: null, below50: null } } },
    storage: { usage: null, dismissal: { restored: false, at: { above75: null, above90: null } } },
    builds: { status: 'idle', widget: null },
    notifications: { filter: 'all', status: 'idle', loadingMore: false, moreFailed: false, items: [], total: 0, pages: 0, unreadCount: 0, marking: [], markingAll: false },
    incidents: { status: 'idle', items: [], dismissing: [] },
    system: { deployment: { environment: 'dev', providerOrigin: 'http://localhost:8091', applicationName: 'Adcreative', sentryDsn: null }, maintenance: null, newVersionAvailable: false },
    toasts: { items: [] },
    diagnostics: { malformed: { live: 0, http: 0, graphql: 0 }, lastMalformed: null, foreignBrandDropped: 0, staleBrandRequests: 0, lastSeq: 0 },
    requests: { started: 0, finished: 0 },
    outbox: { restored: false, entries: [] },
    uploads: { progress: {} },
    presence: { rooms: {} },
  };
}

export interface SignedInOptions extends BrandUserOptions {
  readonly user?: Partial<User>;
  readonly brandCount?: number;
  readonly invites?: readonly BrandInvite[];
  readonly balance?: number | null;
  readonly unfinishedBuilds?: number;
  readonly unreadCount?: number;
  readonly notifications?: readonly AppNotification[];
  readonly incidents?: readonly Incident[];
  readonly toasts?: readonly Toast[];
  readonly locale?: Locale;
  /** 'loading' leaves the brand user out, as during a brand switch. */
  readonly brandStatus?: 'ready' | 'loading' | 'error';
}

/** A signed-in user in brand `identifier` (default acme, manager, 6 brands), everything loaded. */
export function signedInSnapshot(options: SignedInOptions = {}): Snapshot {
  const base = emptySnapshot();
  const identifier = options.identifier ?? 'acme';
  const brandUser = makeBrandUser(options);
  const brandStatus = options.brandStatus ?? 'ready';
  const locale = options.locale ?? options.user?.locale ?? 'en';
  return {
    ...base,
    connection: { state: 'connected', reconnects: 0, downForAWhile: false },
    session: {
      status: 'signed-in',
      user: makeUser({ lastBrand: identifier, locale, ...options.user }),
      brands: BRAND_LIST.slice(0, options.brandCount ?? BRAND_LIST.length),
      invites: options.invites ?? [],
      locale,
    },
    brand: { identifier, status: brandStatus, brandUser: brandStatus === 'ready' ? brandUser : null, redirectTo: null, removedFrom: null },
    balance: { status: 'ready', value: options.balance === undefined ? 250 : options.balance, version: null, dismissal: { restored: true, at: { below100: null, below50: null } } },
    storage: { usage: brandUser.brand.storage, dismissal: { restored: true, at: { above75: null, above90: null } } },
    builds: { status: 'ready', widget: { unfinished: options.unfinishedBuilds ?? 3, unfinishedWithinEnvironment: options.unfinishedBuilds ?? 3 } },
    notifications: {
      ...base.notifications,
      status: 'ready',
      items: options.notifications ?? [],
      total: options.notifications?.length ?? 0,
      unreadCount: options.unreadCount ?? 0,
    },
    incidents: { status: 'ready', items: options.incidents ?? [], dismissing: [] },
    toasts: { items: options.toasts ?? [] },
  };
}

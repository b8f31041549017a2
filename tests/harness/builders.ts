/** Entity builders with realistic defaults; every field can be overridden. */
import type {
  AppNotification,
  BrandInvite,
  BrandSummary,
  BrandUser,
  BuildsWidget,
  Incident,
  PrimaryRole,
  StorageUsage,
  User,
} from '../../worker/contract/entities';
import type { AdSetDetail } from '../../worker/domains/ad-sets/contract';
import type { OutboxEntry } from '../../worker/domains/outbox/contract';
import type { BalanceReading } from '../../worker/contract/balance-version';
import {
  AppInternalError,
  RequestAbortedError,
  ResolvedApiError,
  UnhandledApiError,
} from '../../worker/ports/http/errors';
import { classifyGraphqlErrors } from '../../worker/ports/graphql/classify-graphql-errors';

export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    email: 'marta.manager@example.com',
    name: 'Marta Manager',
    locale: 'en',
    lastBrand: 'acme',
    isMfaEnabled: true,
    isPasswordValid: true,
    isGodlike: false,
    ...overrides,
  };
}

export function aBrandSummary(identifier = 'acme', overrides: Partial<BrandSummary> = {}): BrandSummary {
  return { id: brandId(identifier), identifier, label: `${identifier[0]?.toUpperCase() ?? ''}${identifier.slice(1)} Ltd`, collaborativeMode: false, storeIdentifier: null, ...overrides };
}

export function aStorage(percentageInt = 42, overrides: Partial<StorageUsage> = {}): StorageUsage {
  const total = 100 * 1024 ** 3;
  return { used: (total * percentageInt) / 100, total, percentage: percentageInt, percentageInt, ...overrides };
}

export interface BrandUserOptions {
  readonly identifier?: string;
  readonly role?: PrimaryRole;
  readonly collaborativeMode?: boolean;
  readonly storage?: StorageUsage | null;
  readonly userId?: number;
}

export function aBrandUser(options: BrandUserOptions = {}): BrandUser {
  const identifier = options.identifier ?? 'acme';
  return {
    id: 100 + brandId(identifier),
    userId: options.userId ?? 1,
    brandId: brandId(identifier),
    primaryRole: options.role ?? 'manager',
    team: null,
    uploadsRootDirectoryId: 7,
    brand: {
      id: brandId(identifier),
      identifier,
      label: aBrandSummary(identifier).label,
      languageCode: 'en',
      collaborativeMode: options.collaborativeMode ?? false,
      modules: [],
      storage: options.storage === undefined ? aStorage() : options.storage,
    },
  };
}

export function aNotification(id: string | number, overrides: Partial<AppNotification> = {}): AppNotification {
  return {
    id: String(id),
    type: 'App\\Notifications\\VisualVersionCommentCreated',
    data: {
      brandIdentifier: 'acme',
      visual: 12,
      visualVersion: 3,
      visualLabel: 'Summer banner',
      comment: 'Please make the logo bigger',
      causer: { name: 'Eda Editor', email: 'eda.editor@example.com' },
    },
    readAt: null,
    createdAt: '2025-05-01T10:00:00.000Z',
    ...overrides,
  };
}

export function someNotifications(count: number, from = 1, overrides: Partial<AppNotification> = {}): AppNotification[] {
  return Array.from({ length: count }, (_, i) => aNotification(from + i, overrides));
}

export function anIncident(id: number, overrides: Partial<Incident> = {}): Incident {
  return { id, severity: 'high', body: `Renders are delayed (#${id})`, expiresAt: null, isDismissed: false, ...overrides };
}

/** The balance answer; without a version, as a server that sends none (folded by arrival). */
export function aBalance(balance: number, version: number | null = null): BalanceReading {
  return { balance, version };
}

export function aBuildsWidget(unfinished = 3, unfinishedWithinEnvironment = unfinished): BuildsWidget {
  return { unfinished, unfinishedWithinEnvironment };
}

export function anInvite(hash = 'inv-1'): BrandInvite {
  return { hash, brandLabel: 'Invited Brand' };
}

/** Typed port errors as the HTTP port produces them (see worker/ports/http/classify.ts). */
export const apiErrors = {
  unhandled: (status: number, key = 'REQUESTS.FAILED') => new UnhandledApiError(status, { key, params: {}, texts: [] }, `failed: ${status}`),
  unavailable: () => new UnhandledApiError(503, { key: 'REQUESTS.UNAVAILABLE', params: {}, texts: [] }, 'failed: 503'),
  sessionExpired: () => new ResolvedApiError('session-expired', 401, { key: null, params: {}, texts: [] }, 'failed: 401'),
  csrfExpired: () => new ResolvedApiError('csrf-expired', 419, { key: 'REQUESTS.EXPIRED', params: {}, texts: [] }, 'failed: 419'),
  validation: (...texts: string[]) => new ResolvedApiError('validation', 422, { key: 'REQUESTS.INVALID', params: {}, texts }, 'failed: 422'),
  /** A 422 naming its field, as the HTTP port classifies Laravel's `{ message, errors: { field: [text] } }`. */
  fieldInvalid: (field: string, text: string) => new ResolvedApiError('validation', 422, { key: 'REQUESTS.INVALID', params: {}, texts: [text] }, 'failed: 422', { [field]: [text] }),
  brandRedirect: (identifier: string) =>
    new ResolvedApiError('brand-redirect', null, { key: null, params: {}, texts: [] }, 'brand redirect', { identifier }),
  internal: () => new AppInternalError('invalid response', { key: 'REQUESTS.INVALID_RESPONSE', params: {}, texts: [] }),
  aborted: () => new RequestAbortedError(),
  /** A GraphQL answer `errors: [{ message }]` (no category), as the GraphQL port classifies it. */
  graphql: (message: string, operation = 'NotificationsPaginated') => classifyGraphqlErrors(operation, [{ message, extensions: null }]),
};

function brandId(identifier: string): number {
  let h = 0;
  for (const ch of identifier) h = (h * 31 + ch.charCodeAt(0)) % 1000;
  return h + 1;
}

/** An ad set as the ad-set calls answer it (worker/contract/ad-sets.ts); a draft at `feed` by default. */
export function anAdSet(id: number, overrides: Partial<AdSetDetail> = {}): AdSetDetail {
  return {
    id: String(id),
    name: `Ad set ${id}`,
    format: 'png',
    status: 'draft',
    wizardStep: 'feed',
    reviewState: null,
    versionId: '31',
    visualId: '3',
    templateLabel: 'Banner v1',
    feedId: null,
    feedLabel: null,
    adsCount: 0,
    archived: false,
    updatedAt: '2025-07-01T09:00:00.000Z',
    languages: [],
    mapping: {},
    sizes: [],
    review: { state: null, by: null, at: null, comment: null },
    inputs: [
      { name: 'headline', type: 'text', required: true },
      { name: 'price', type: 'number', required: true },
      { name: 'cta', type: 'text', required: false },
    ],
    availableSizes: [{ width: 300, height: 250, label: 'Medium rectangle' }],
    feedColumns: ['name', 'sku', 'price'],
    productsCount: 2,
    sampleProducts: [{ id: '1', name: 'Shoe', values: { name: 'Shoe', sku: 'S-1', price: '49' } }],
    hooks: [],
    hooksSettings: { retryPolicy: 'none', maxAttempts: 3, secretHint: null, secretSet: false, previousSecretUntil: null },
    permalinkToken: 'tok',
    renderCounts: {},
    renderRequests: [],
    platformSummary: null,
    ...overrides,
  };
}

/** An outbox entry of brand acme, person 1: a comment waiting to be sent. */
export function anOutboxEntry(overrides: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    key: 'key-00000001',
    command: { type: 'comments/add', versionId: '21', comment: 'Written offline' },
    brand: 'acme',
    userId: 1,
    tab: 'tab-1',
    createdAt: 1_000,
    status: 'waiting',
    refusal: null,
    ...overrides,
  };
}

/**
 * The spec's error catalogue (section 8) as one data table. `classify-response.ts` walks it top
 * to bottom and takes the first row whose status and body kind match; the order is the
 * precedence (status-specific answers win over what the body says).
 *
 * Toast convention (docs/error-catalogue.md): `key` is the i18n key of the toast; `texts` are
 * server messages shown verbatim, one toast each, with `key` as their title/fallback.
 */
import type { ResolvedReason } from './errors';

/** Every toast key the ports emit. en/cs/fr must define them (docs/error-catalogue.md). */
export const TOAST_KEYS = {
  NOT_FOUND: 'REQUESTS.NOT_FOUND',
  UNAUTHORIZED: 'REQUESTS.UNAUTHORIZED',
  EXPIRED: 'REQUESTS.EXPIRED',
  UNAVAILABLE: 'REQUESTS.UNAVAILABLE',
  INVALID: 'REQUESTS.INVALID',
  FAILED: 'REQUESTS.FAILED',
  /** Decided here: fetch itself failed (offline, DNS, CORS, ad-blocker). */
  NETWORK: 'REQUESTS.NETWORK',
  /** Decided here: a 2xx answer that is not JSON or fails its schema. */
  INVALID_RESPONSE: 'REQUESTS.INVALID_RESPONSE',
  GRAPHQL_ERROR: 'GRAPHQL_ERROR',
  /** Decided here: a download answered JSON instead of a file. */
  NOT_A_FILE: 'REQUESTS.NOT_A_FILE',
} as const;
export type ToastKey = (typeof TOAST_KEYS)[keyof typeof TOAST_KEYS];

/** What an error body says, as far as the catalogue cares. */
export const BODY_KINDS = ['errors', 'error', 'message', 'none'] as const;
export type BodyKind = (typeof BODY_KINDS)[number];

export type CatalogueOutcome = { readonly kind: 'resolved'; readonly reason: ResolvedReason } | { readonly kind: 'unhandled' };

export interface CatalogueRow {
  /** Statuses this row applies to; 'any' for every status. */
  readonly statuses: readonly number[] | 'any';
  readonly bodies: readonly BodyKind[] | 'any';
  readonly outcome: CatalogueOutcome;
  /** null: no toast at all (401 goes to /login instead). */
  readonly key: ToastKey | null;
  /** Adds params {status} to the toast (REQUESTS.FAILED); never the reason phrase, which is English. */
  readonly statusParams: boolean;
  /** Shows the body's messages as toast texts. */
  readonly texts: boolean;
}

const UNHANDLED: CatalogueOutcome = { kind: 'unhandled' };
const resolved = (reason: ResolvedReason): CatalogueOutcome => ({ kind: 'resolved', reason });
const ANY = 'any' as const;

export const ERROR_CATALOGUE: readonly CatalogueRow[] = [
  // 401: the engine resets the session and redirects to /login once; no toast.
  { statuses: [401], bodies: ANY, outcome: resolved('session-expired'), key: null, statusParams: false, texts: false },
  // 419: Laravel's CSRF token mismatch.
  { statuses: [419], bodies: ANY, outcome: resolved('csrf-expired'), key: TOAST_KEYS.EXPIRED, statusParams: false, texts: false },
  // 403: expected (not a member of the brand, missing role); the app resolves it.
  { statuses: [403], bodies: ANY, outcome: resolved('forbidden'), key: TOAST_KEYS.UNAUTHORIZED, statusParams: false, texts: false },
  // The server's own words say what was not found ("None of the selected renders is finished");
  // reason phrases and framework boilerplate never count as words (boilerplate-texts.ts).
  { statuses: [404, 405], bodies: ANY, outcome: UNHANDLED, key: TOAST_KEYS.NOT_FOUND, statusParams: false, texts: true },
  { statuses: [503], bodies: ANY, outcome: UNHANDLED, key: TOAST_KEYS.UNAVAILABLE, statusParams: false, texts: true },
  // Laravel 422 {message, errors:{field:[msgs]}} (or any status with an errors map).
  { statuses: ANY, bodies: ['errors'], outcome: resolved('validation'), key: TOAST_KEYS.INVALID, statusParams: false, texts: true },
  // Laravel's 422 `message` only summarises the (missing) errors map: nothing worth showing.
  { statuses: [422], bodies: ['message', 'none'], outcome: UNHANDLED, key: TOAST_KEYS.INVALID, statusParams: false, texts: false },
  { statuses: [400, 422], bodies: ['error', 'message'], outcome: UNHANDLED, key: TOAST_KEYS.INVALID, statusParams: false, texts: true },
  { statuses: ANY, bodies: ['error', 'message'], outcome: UNHANDLED, key: TOAST_KEYS.FAILED, statusParams: true, texts: true },
  { statuses: [400], bodies: ['none'], outcome: UNHANDLED, key: TOAST_KEYS.INVALID, statusParams: false, texts: false },
  { statuses: ANY, bodies: ANY, outcome: UNHANDLED, key: TOAST_KEYS.FAILED, statusParams: true, texts: false },
];

export function findCatalogueRow(status: number, body: BodyKind): CatalogueRow {
  for (const row of ERROR_CATALOGUE) {
    if ((row.statuses === ANY || row.statuses.includes(status)) && (row.bodies === ANY || row.bodies.includes(body))) {
      return row;
    }
  }
  // Unreachable: the last row matches everything. Kept total for the type checker.
  return ERROR_CATALOGUE[ERROR_CATALOGUE.length - 1] as CatalogueRow;
}

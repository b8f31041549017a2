/**
 * The headers every backend call carries, REST and GraphQL alike (spec section 7, ARCHITECTURE
 * section 3): one place, so the two clients can never drift apart.
 */
import { REQUEST_ID_HEADER } from '../../contract/request-id';
import { IDEMPOTENCY_HEADER } from '../../contract/idempotency';

/** Where the current XSRF token lives. The main thread reads the cookie and hands it in. */
export interface XsrfTokenCell {
  get(): string | null;
  set(token: string | null): void;
}

export function createXsrfTokenCell(initial: string | null = null): XsrfTokenCell {
  let token = initial;
  return {
    get: () => token,
    set: (next) => {
      token = next;
    },
  };
}

export interface HeaderOptions {
  /** X-Brand; null sends no header (calls made outside any brand). */
  readonly brand: string | null;
  /** X-XSRF-TOKEN; null sends no header (before the csrf cookie was fetched). */
  readonly xsrfToken: string | null;
  /** Adds Content-Type: application/json for a JSON body. */
  readonly jsonBody?: boolean;
  /** Idempotency-Key (contract/idempotency.ts); null or absent sends no header. */
  readonly idempotencyKey?: string | null;
  /** X-Request-Id (contract/request-id.ts); null or absent sends no header. */
  readonly requestId?: string | null;
}

export function buildRequestHeaders({ brand, xsrfToken, jsonBody = false, idempotencyKey = null, requestId = null }: HeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    // Laravel answers JSON errors (not redirects or HTML) to requests flagged as XHR.
    'X-Requested-With': 'XMLHttpRequest',
  };
  if (jsonBody) headers['Content-Type'] = 'application/json';
  if (brand !== null && brand !== '') headers['X-Brand'] = brand;
  if (xsrfToken !== null && xsrfToken !== '') headers['X-XSRF-TOKEN'] = xsrfToken;
  if (idempotencyKey !== null && idempotencyKey !== '') headers[IDEMPOTENCY_HEADER] = idempotencyKey;
  if (requestId !== null && requestId !== '') headers[REQUEST_ID_HEADER] = requestId;
  return headers;
}

/** `${origin}/server`: the backend's base path, without a trailing slash on the origin. */
export function serverBase(origin: string): string {
  return `${origin.replace(/\/+$/, '')}/server`;
}

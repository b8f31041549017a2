/**
 * The real BackendPort: the REST calls of spec section 7 over the HTTP client. Wire shapes are
 * documented in docs/api-wire.md; translation lives in backend-schemas.ts.
 */
import type { BackendPort, MarkReadTarget } from '../types';
import {
  balanceSchema,
  brandUserSchema,
  buildsWidgetSchema,
  incidentsSchema,
  invitesSchema,
  meSchema,
} from './backend-schemas';
import { createHttpClient, type FetchLike } from './http-client';
import { createXsrfTokenCell, type XsrfTokenCell } from './request-headers';

export interface BackendOptions {
  readonly fetch: FetchLike;
  readonly origin: string;
  /** OAuth client id sent with the sign-in callback. */
  readonly clientId: string;
  /** OAuth scope sent with the sign-in callback. */
  readonly scope?: string;
  /** Shared with the GraphQL client and the live port, so one setXsrfToken serves all three. */
  readonly xsrf?: XsrfTokenCell;
}

export const DEFAULT_OAUTH_SCOPE = 'openid profile email';

/** Incidents shown in the alert bar: high severity, not expired, all of them (spec section 9). */
const INCIDENT_QUERY = { severity: 'high', notExpired: 1, limit: 999 } as const;

export function createBackend(options: BackendOptions): BackendPort {
  const xsrf = options.xsrf ?? createXsrfTokenCell();
  const http = createHttpClient({ fetch: options.fetch, origin: options.origin, xsrf });
  const scope = options.scope ?? DEFAULT_OAUTH_SCOPE;

  return {
    setXsrfToken: (token) => xsrf.set(token),
    csrfCookie: (ctx) => http.send({ method: 'GET', path: '/sanctum/csrf-cookie' }, ctx),
    authCallback: ({ code, state }, ctx) =>
      http.send(
        {
          method: 'POST',
          path: '/api/v1/auth/callback',
          body: { state, code, client_id: options.clientId, grant_type: 'authorization_code', scope },
        },
        ctx,
      ),
    logout: (ctx) => http.send({ method: 'POST', path: '/api/v1/auth/logout' }, ctx),
    me: (ctx) => http.json({ method: 'GET', path: '/api/v1/me' }, meSchema, ctx),
    invites: (ctx) => http.json({ method: 'GET', path: '/api/v1/invite' }, invitesSchema, ctx),
    brandUser: (ctx) => http.json({ method: 'GET', path: '/api/v1/brand-user' }, brandUserSchema, ctx),
    balance: (ctx) => http.json({ method: 'GET', path: '/api/v1/balance-manager/balance' }, balanceSchema, ctx),
    buildsWidget: (ctx) => http.json({ method: 'GET', path: '/api/v1/visual-build/widget' }, buildsWidgetSchema, ctx),
    incidents: (ctx) => http.json({ method: 'GET', path: '/api/v1/incident', query: INCIDENT_QUERY }, incidentsSchema, ctx),
    dismissIncident: (id, ctx) =>
      http.send({ method: 'POST', path: `/api/v1/incident/${encodeURIComponent(String(id))}/dismiss` }, ctx),
    markNotificationsRead: (target: MarkReadTarget, ctx) =>
      http.send({ method: 'POST', path: '/api/v1/notification/read', body: markReadBody(target) }, ctx),
    updateLocale: (locale, ctx) => http.send({ method: 'PUT', path: '/api/v1/profile/update', body: { locale } }, ctx),
    setGodlikePrimaryRole: (primaryRole, ctx) =>
      http.send({ method: 'PUT', path: '/api/v1/user/godlike-primary-role', body: { primary_role: primaryRole } }, ctx),
  };
}

/** `{all: true}` wins over ids: "mark all" must never degrade into a partial update. */
function markReadBody(target: MarkReadTarget): { all: true } | { ids: string[] } {
  return target.all ? { all: true } : { ids: [...(target.ids ?? [])] };
}

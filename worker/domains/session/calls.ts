/** Session calls (spec section 7) and the wire schemas of their answers (docs/api-wire.md). */
import * as v from 'valibot';
import { LOCALES, type Locale, type PrimaryRole } from '../../contract/entities';
import { defineCall } from '../../ports/http/call';
import { id, laravelBool, nullableString, resource } from '../../ports/http/laravel-primitives';

/** An unknown locale falls back to en, the product's fallback language (spec section 1). */
const locale = v.fallback(v.picklist(LOCALES), 'en');

const brandSummary = v.pipe(
  v.object({ id, identifier: v.string(), label: v.string(), collaborative_mode: laravelBool, store_identifier: nullableString }),
  v.transform((b) => ({ id: b.id, identifier: b.identifier, label: b.label, collaborativeMode: b.collaborative_mode, storeIdentifier: b.store_identifier })),
);

const meSchema = resource(
  v.pipe(
    v.object({
      id,
      email: v.string(),
      name: v.string(),
      locale,
      last_brand: nullableString,
      is_mfa_enabled: laravelBool,
      is_password_valid: laravelBool,
      is_godlike: laravelBool,
      brands: v.array(brandSummary),
    }),
    v.transform((u) => ({
      user: {
        id: u.id,
        email: u.email,
        name: u.name,
        locale: u.locale,
        lastBrand: u.last_brand,
        isMfaEnabled: u.is_mfa_enabled,
        isPasswordValid: u.is_password_valid,
        isGodlike: u.is_godlike,
      },
      brands: u.brands,
    })),
  ),
);

const invitesSchema = resource(
  v.array(
    v.pipe(
      v.object({ hash: v.string(), brand: v.optional(v.nullable(v.object({ label: nullableString })), null) }),
      v.transform((i) => ({ hash: i.hash, brandLabel: i.brand?.label ?? null })),
    ),
  ),
);

export const sessionCalls = {
  /** 204; the server sets the XSRF-TOKEN cookie (architecture decision 3). */
  csrfCookie: defineCall({ name: 'csrfCookie', method: 'GET', path: '/sanctum/csrf-cookie' }),
  authCallback: defineCall<{ code: string; state: string }>({
    name: 'authCallback',
    method: 'POST',
    path: '/api/v1/auth/callback',
    request: ({ code, state }, env) => ({ body: { state, code, client_id: env.oauthClientId, grant_type: 'authorization_code', scope: env.oauthScope } }),
  }),
  logout: defineCall({ name: 'logout', method: 'POST', path: '/api/v1/auth/logout' }),
  me: defineCall({ name: 'me', method: 'GET', path: '/api/v1/me', answer: meSchema }),
  invites: defineCall({ name: 'invites', method: 'GET', path: '/api/v1/invite', answer: invitesSchema }),
  updateLocale: defineCall<Locale>({ name: 'updateLocale', method: 'PUT', path: '/api/v1/profile/update', request: (locale) => ({ body: { locale } }) }),
  /** 403 unless the user is godlike. */
  setGodlikePrimaryRole: defineCall<PrimaryRole>({
    name: 'setGodlikePrimaryRole',
    method: 'PUT',
    path: '/api/v1/user/godlike-primary-role',
    request: (primaryRole) => ({ body: { primary_role: primaryRole } }),
  }),
};

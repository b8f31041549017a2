/** Session calls (spec section 7) and the wire schemas of their answers (docs/api-wire.md). */
import * as v from 'valibot';
import { type BrandInvite, LOCALES, type Locale, PRIMARY_ROLES, type PrimaryRole } from '../../contract/entities';
import { INVITE_STATES, type InviteLookup } from '../../contract/people';
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

const inviteFields = {
  hash: v.string(),
  brand: v.optional(v.nullable(v.object({ label: nullableString })), null),
  // A role this client does not know is shown as not said, not a failed list.
  primary_role: v.fallback(v.nullable(v.picklist(PRIMARY_ROLES)), null),
  team: v.optional(v.nullable(v.object({ name: nullableString })), null),
  expires_at: v.optional(nullableString, null),
};
const toInvite = (i: v.InferOutput<v.ObjectSchema<typeof inviteFields, undefined>>): BrandInvite => ({
  hash: i.hash,
  brandLabel: i.brand?.label ?? null,
  primaryRole: i.primary_role,
  teamName: i.team?.name ?? null,
  expiresAt: i.expires_at,
});

const invitesSchema = resource(v.array(v.pipe(v.object(inviteFields), v.transform(toInvite))));

/** One invitation of the person's by its link, whatever its state (`GET /invite/{hash}`). */
const inviteSchema = resource(
  v.pipe(
    v.object({ ...inviteFields, state: v.picklist(INVITE_STATES) }),
    v.transform((i): InviteLookup => ({ ...toInvite(i), state: i.state })),
  ),
);

/** `POST /invite/{hash}/accept`: the brand the person joined. */
const acceptedSchema = resource(v.pipe(v.object({ brand: v.object({ identifier: v.string() }) }), v.transform((a) => a.brand.identifier)));

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
  invite: defineCall({ name: 'invite', method: 'GET', path: '/api/v1/invite/{hash}', pathParams: (hash: string) => ({ hash }), answer: inviteSchema }),
  inviteAccept: defineCall({ name: 'inviteAccept', method: 'POST', path: '/api/v1/invite/{hash}/accept', pathParams: (hash: string) => ({ hash }), answer: acceptedSchema }),
  inviteDecline: defineCall({ name: 'inviteDecline', method: 'POST', path: '/api/v1/invite/{hash}/decline', pathParams: (hash: string) => ({ hash }) }),
  updateLocale: defineCall<Locale>({ name: 'updateLocale', method: 'PUT', path: '/api/v1/profile/update', request: (locale) => ({ body: { locale } }) }),
  /** 403 unless the user is godlike. */
  setGodlikePrimaryRole: defineCall<PrimaryRole>({
    name: 'setGodlikePrimaryRole',
    method: 'PUT',
    path: '/api/v1/user/godlike-primary-role',
    request: (primaryRole) => ({ body: { primary_role: primaryRole } }),
  }),
};

/**
 * Who is asking and for which brand. The session hook fills `request.auth`; routes ask for the
 * brand context explicitly, so a route that forgets it cannot leak another brand's rows.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import type { BrandRow, BrandUserRow, SessionRow, UserRow } from '../db/rows.ts';
import { forbidden, unauthenticated } from './errors.ts';
import { canSeeMoneyStorage } from '../../worker/contract/visibility';
import { isReviewer, type VersionActor } from '../../worker/contract/version-actions';
import { mayEditHooks, mayRotateHookSecret, type HookActor } from '../../worker/contract/ad-set-hooks';

declare module 'fastify' {
  interface FastifyRequest {
    auth: { session: SessionRow | null; user: UserRow | null };
  }
  interface FastifyContextConfig {
    /** Reachable without a signed-in user (health, csrf-cookie, sign-in). */
    public?: boolean;
  }
}

export const BRAND_HEADER = 'x-brand';

export function requireUser(request: FastifyRequest): UserRow {
  const user = request.auth.user;
  if (!user) throw unauthenticated();
  return user;
}

export function requireSession(request: FastifyRequest): SessionRow {
  const session = request.auth.session;
  if (!session) throw unauthenticated();
  return session;
}

export interface BrandContext {
  readonly user: UserRow;
  readonly brand: BrandRow;
  readonly brandUser: BrandUserRow;
}

export function findBrand(db: Db, identifier: string): BrandRow | null {
  return (db.prepare('SELECT * FROM brands WHERE identifier = ?').get(identifier) as BrandRow | undefined) ?? null;
}

export function findMembership(db: Db, userId: number, brandId: number): BrandUserRow | null {
  return (db.prepare('SELECT * FROM brand_users WHERE user_id = ? AND brand_id = ?').get(userId, brandId) as BrandUserRow | undefined) ?? null;
}

/**
 * The brand of this request: X-Brand, else the user's last brand, else their first brand.
 * Not a member (or no such brand) → 403; a user with no brand at all → 403 as well.
 */
export function brandContext(db: Db, request: FastifyRequest): BrandContext {
  const user = requireUser(request);
  const header = request.headers[BRAND_HEADER];
  const identifier = typeof header === 'string' && header !== '' ? header : null;
  let brand: BrandRow | null;
  if (identifier) brand = findBrand(db, identifier);
  else {
    brand =
      (db.prepare('SELECT b.* FROM brands b JOIN brand_users bu ON bu.brand_id = b.id WHERE bu.user_id = ? ORDER BY (b.id = ?) DESC, b.id LIMIT 1').get(user.id, user.last_brand_id ?? -1) as BrandRow | undefined) ?? null;
  }
  const brandUser = brand && findMembership(db, user.id, brand.id);
  if (!brand || !brandUser) throw forbidden();
  return { user, brand, brandUser };
}

// Section 6 of the spec, enforced on the server too.

/** Who may see the brand's money and storage, by the one rule the client reads too (worker/contract/visibility.ts). */
export function maySeeMoneyStorage(ctx: Pick<BrandContext, 'brand' | 'brandUser'>): boolean {
  return canSeeMoneyStorage({ role: ctx.brandUser.primary_role, collaborativeMode: ctx.brand.collaborative_mode === 1 });
}

/** Balance, storage, running builds, usage statistics, teams: not for editors outside collaborative mode. */
export function requireMoneyAccess(ctx: BrandContext): void {
  if (!maySeeMoneyStorage(ctx)) throw forbidden();
}

/** The brand's people, invitations and teams are the managers' (and godlike users') to change. */
export function requireManager(ctx: BrandContext): void {
  if (ctx.brandUser.primary_role !== 'manager' && !ctx.user.is_godlike) throw forbidden();
}

/** Visitors look, they do not change things. */
export function requireWriteAccess(ctx: BrandContext): void {
  if (ctx.brandUser.primary_role === 'visitor') throw forbidden();
}

/** Approving and rejecting versions is for managers and developers (and godlike users). */
export function requireReviewer(ctx: BrandContext): void {
  if (!isReviewer(versionActor(ctx))) throw forbidden();
}

/** The person acting on a version, as the version rules of the contract see them. */
export function versionActor(ctx: Pick<BrandContext, 'user' | 'brandUser'>): VersionActor {
  return { userId: ctx.user.id, role: ctx.brandUser.primary_role, godlike: ctx.user.is_godlike === 1 };
}

/** The person looking at or changing an ad set's hooks, as the hook rules of the contract see them. */
export function hookActor(ctx: Pick<BrandContext, 'user' | 'brandUser'>): HookActor {
  return { role: ctx.brandUser.primary_role, godlike: ctx.user.is_godlike === 1 };
}

/** Adding, removing and configuring hooks: anyone but a visitor (worker/contract/ad-set-hooks.ts). */
export function requireHookEditor(ctx: BrandContext): void {
  if (!mayEditHooks(hookActor(ctx))) throw forbidden();
}

/** Rotating the hook signing secret, which answers it in clear: managers and godlike users only. */
export function requireHookSecretRotator(ctx: BrandContext): void {
  if (!mayRotateHookSecret(hookActor(ctx))) throw forbidden();
}

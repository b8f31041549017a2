/**
 * Who may do what with an ad set's webhooks (docs/ad-sets.md "Webhooks"), written once: the
 * reference server refuses the calls by these rules and the hooks tabs offer only what they allow.
 *
 * - Anyone but a visitor adds and removes hooks and sees their URLs whole; a visitor sees a URL
 *   without its credentials and query values (they are often the receiver's own secret).
 * - Only managers (and godlike users) rotate the signing secret, which answers it in clear once.
 *
 * Pure and dependency-free: src/ and server/ import it (eslint.config.js).
 */
import type { PrimaryRole } from './entities';

/** The person looking at or changing an ad set's hooks: their role in its brand, and whether they are godlike. */
export interface HookActor {
  /** Null while the page's brand user loads. */
  readonly role: PrimaryRole | null;
  readonly godlike: boolean;
}

/** Adds and removes hooks, changes the retry settings, sees hook URLs whole. */
export function mayEditHooks(actor: HookActor): boolean {
  return actor.godlike || (actor.role !== null && actor.role !== 'visitor');
}

/** Rotates the signing secret (and so reads it once) and sees its last characters. */
export function mayRotateHookSecret(actor: HookActor): boolean {
  return actor.godlike || actor.role === 'manager';
}

/**
 * After a rotation the previous secret keeps signing this long, next to the new one (two `v1=`
 * entries in the signature): a receiver has a day to switch without dropping a delivery.
 */
export const HOOK_SECRET_OVERLAP_MS = 24 * 60 * 60 * 1000;

/**
 * The 422 message on a hook URL that reaches a local or private address where only public ones
 * are allowed (production). The page recognises it and shows its own translation.
 */
export const HOOK_URL_NOT_PUBLIC = 'The url must reach a public address: webhooks are not sent to local or private addresses.';

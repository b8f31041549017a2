/**
 * The provider's accounts: the seeded people, each with the demo password. The account id
 * (OIDC `sub`) is the person's seed id as a string, so the API can match it to its user.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Account } from 'oidc-provider';
import { DEMO_PASSWORD, SEED_PEOPLE, type SeedPerson } from '../seed/people.ts';

export function accountIdOf(person: SeedPerson): string {
  return String(person.id);
}

export function personById(accountId: string): SeedPerson | undefined {
  return SEED_PEOPLE.find((person) => accountIdOf(person) === accountId);
}

/** Emails are matched case-insensitively, as people type them. */
export function personByEmail(email: string): SeedPerson | undefined {
  const wanted = email.trim().toLowerCase();
  return SEED_PEOPLE.find((person) => person.email.toLowerCase() === wanted);
}

/** The person for these credentials, or undefined; one error for both failures (no account probing). */
export function authenticate(email: string, password: string): SeedPerson | undefined {
  const person = personByEmail(email);
  const ok = sameSecret(password, DEMO_PASSWORD);
  return person && ok ? person : undefined;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** oidc-provider's findAccount: the claims the `openid email profile` scopes release. */
export async function findAccount(_ctx: unknown, accountId: string): Promise<Account | undefined> {
  const person = personById(accountId);
  if (!person) return undefined;
  return {
    accountId,
    claims: async () => ({
      sub: accountId,
      email: person.email,
      // Seeded addresses are ours, so they count as verified.
      email_verified: true,
      name: person.name,
      locale: person.locale,
    }),
  };
}

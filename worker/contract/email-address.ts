/**
 * What counts as an e-mail address for an invitation: one rule for the invite form's check before
 * sending (src/features/brand-admin/people/invite-form.tsx) and the server's validation
 * (server/routes/brand-invites.ts). Deliberately the practical shape (HTML's `type=email` rule:
 * local part @ dotted host), not RFC 5322: the invitation itself is the real check.
 */

/** RFC 5321 caps a forward path at 254 characters. */
export const EMAIL_MAX_LENGTH = 254;

// The WHATWG "valid e-mail address" rule, plus at least one dot in the host (nobody is invited to
// an intranet host name) and a top-level part of two letters or more.
const SHAPE = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*\.[a-zA-Z]{2,63}$/;

/** Spaces around an address are how people paste it; hosts are case-insensitive, and so is our lookup. */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

export type EmailProblem = 'required' | 'too-long' | 'invalid';

/** Why an address (as typed) cannot be invited, or null when it can. */
export function emailProblem(raw: string): EmailProblem | null {
  const email = normalizeEmail(raw);
  if (email === '') return 'required';
  if (email.length > EMAIL_MAX_LENGTH) return 'too-long';
  return SHAPE.test(email) ? null : 'invalid';
}

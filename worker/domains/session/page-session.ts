/**
 * The session the server wrote into the page (worker/contract/page-config.ts `page-session`), taken
 * once, by the first start, instead of asking for the CSRF cookie, `me`, the invitations and the
 * route brand's user. Each part is checked by the decoder of the call whose answer it is: a block
 * that fails anywhere is not used at all (the start reads the session as it always did) and is
 * counted as a malformed payload, never thrown.
 */
import * as v from 'valibot';
import type { BrandUser } from '../../contract/entities';
import type { DomainEvent } from '../../contract/events';
import { PAGE_SESSION_ELEMENT_ID } from '../../contract/page-config';
import type { CommandContext } from '../../engine/commands/command-context';
import { describeIssue } from '../../ports/describe-issue';
import type { AnswerOf, CallDef } from '../../ports/http/call';
import { brandCalls } from '../brand/calls';
import { sessionCalls } from './calls';

export interface PageSession {
  readonly me: AnswerOf<typeof sessionCalls.me>;
  readonly invites: AnswerOf<typeof sessionCalls.invites>;
  /** The brand user of `brand`, the brand the page's path begins with; null: none came. */
  readonly brandUser: { readonly brand: string; readonly value: BrandUser } | null;
}

export type PageSessionRead = { readonly ok: true; readonly session: PageSession } | { readonly ok: false; readonly reason: string };

/** The name a bad block is counted under (diagnostics/payload-malformed). */
export const PAGE_SESSION_NAME = `index.html#${PAGE_SESSION_ELEMENT_ID}`;

type Decoded<R> = { readonly ok: true; readonly value: R } | { readonly ok: false; readonly reason: string };

function decode<R>(def: CallDef<never, R>, wire: unknown, part: string): Decoded<R> {
  if (def.answer === undefined) return { ok: false, reason: `${part}: no decoder` };
  const result = v.safeParse(def.answer, wire, { abortEarly: true });
  return result.success ? { ok: true, value: result.output } : { ok: false, reason: `${part}: ${describeIssue(result.issues[0])}` };
}

/** The block's text, checked; what is wrong in words (never quoting the block: it is personal data). */
export function readPageSession(text: string): PageSessionRead {
  let wire: unknown;
  try {
    wire = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  if (typeof wire !== 'object' || wire === null || Array.isArray(wire)) return { ok: false, reason: 'not an object' };
  const parts = wire as Record<string, unknown>;
  const me = decode(sessionCalls.me, parts.me, 'me');
  if (!me.ok) return me;
  const invites = decode(sessionCalls.invites, parts.invites, 'invites');
  if (!invites.ok) return invites;
  const brandUserWire = parts.brandUser ?? null;
  if (brandUserWire === null) return { ok: true, session: { me: me.value, invites: invites.value, brandUser: null } };
  if (typeof brandUserWire !== 'object' || typeof (brandUserWire as { brand?: unknown }).brand !== 'string') return { ok: false, reason: 'brandUser: missing brand' };
  const { brand, answer } = brandUserWire as { brand: string; answer?: unknown };
  const brandUser = decode(brandCalls.brandUser, answer, 'brandUser');
  if (!brandUser.ok) return brandUser;
  // The brand user must be of the brand it is given for.
  if (brandUser.value.brand.identifier !== brand) return { ok: false, reason: 'brandUser: of another brand' };
  return { ok: true, session: { me: me.value, invites: invites.value, brandUser: { brand, value: brandUser.value } } };
}

/**
 * The page's session, once: the first start takes it (and no later start does). Null when the page
 * came without one, or with one that cannot be used: a bad block, or no XSRF token beside it (the
 * server sets the cookie with the block; without it the start fetches the cookie as always).
 */
export function takePageSession(ctx: CommandContext, xsrfToken: string | null): PageSession | null {
  const text = ctx.resources.pageSession;
  ctx.resources.pageSession = null;
  if (text === null) return null;
  const read = readPageSession(text);
  const reason = !read.ok ? read.reason : xsrfToken === null ? 'no XSRF-TOKEN cookie came with it' : null;
  if (reason !== null) {
    const event: DomainEvent = { type: 'diagnostics/payload-malformed', origin: 'http', name: PAGE_SESSION_NAME, reason };
    ctx.emit({ event, source: 'http', brand: null });
    return null;
  }
  return read.ok ? read.session : null;
}

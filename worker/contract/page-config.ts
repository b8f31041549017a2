/**
 * The data blocks the server writes into the index.html it sends (server/http/page-config.ts) and
 * the page reads back for the data layer (src/data-client/host-services.ts), so the first load does
 * not wait round trips for what the server already knew when it sent the page.
 *
 * - `client-config`: the client configuration, in every page.
 * - `page-session`: the signed-in person's session, only in a page sent to a request whose session
 *   cookie names a live, signed-in session (server/http/page-session.ts); the data layer folds it
 *   at start instead of asking for the CSRF cookie, `me`, the invitations and the route brand's
 *   user (worker/domains/session/page-session.ts). Such a page is that person's own: it is never
 *   stored by a cache (`no-store`) and varies with the cookie.
 */
export const CLIENT_CONFIG_ELEMENT_ID = 'client-config';
export const PAGE_SESSION_ELEMENT_ID = 'page-session';

/**
 * What the `page-session` block holds: each part is the very answer its call would have given
 * (the same JSON, checked by the same decoders), so the block can never say more than the calls do.
 */
export interface PageSessionWire {
  /** `GET /api/v1/me`. */
  readonly me: unknown;
  /** `GET /api/v1/invite`: the person's pending invitations. */
  readonly invites: unknown;
  /**
   * `GET /api/v1/brand-user` with `X-Brand: brand`, when the page's path begins with a brand the
   * person belongs to (the route brand); null otherwise, and then the brand is entered as always.
   */
  readonly brandUser: { readonly brand: string; readonly answer: unknown } | null;
}

/**
 * The brand a page's path may name: its first segment (`/acme/dashboard` → `acme`). The server
 * answers a brand user only for a brand the person belongs to; the page uses it only when its own
 * route table reads the same brand from the path (a path such as `/invite/…` names none).
 */
export function pathBrandCandidate(pathname: string): string | null {
  const first = pathname.split('?')[0]?.split('/')[1] ?? '';
  if (first === '') return null;
  try {
    return decodeURIComponent(first);
  } catch {
    return null;
  }
}

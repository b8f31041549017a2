/**
 * Getting a fresh XSRF token after a 419 (CSRF token mismatch: the server changed the session's
 * token, the session itself is fine).
 *
 *   GET csrf cookie ─ok─▶ page reads XSRF-TOKEN (ports.cookies) ─token─▶ every port uses it ─▶ true
 *        └─failed───────────────┴─no token──────────────────────────────────────────────────▶ false
 *
 * Single flight: every 419 that arrives while a refresh runs waits for that refresh instead of
 * starting its own (five parallel writes meeting a 419 fetch the cookie once). Each refresh is
 * logged as `session/csrf-refreshed` (without the token: it is a secret), so a replay shows it.
 */
import type { Ports } from '../../ports/types';
import type { Runtime } from '../core/runtime';
import { failureEvents } from './failure-events';

/** One refresh in flight per set of ports (one engine): the XSRF cell they share is what it fixes. */
const inFlight = new WeakMap<Ports, Promise<boolean>>();

/** Hands a token to every port that sends one (REST, GraphQL and channel authorisation). */
export function handXsrfToken(ports: Ports, token: string | null): void {
  ports.backend.setXsrfToken(token);
  ports.live.setXsrfToken(token);
}

/**
 * Resolves true once a new token is in place, false when none could be obtained. Never rejects.
 * `trigger` names what met the 419 (for the log).
 */
export function refreshCsrfToken(rt: Runtime, trigger: string): Promise<boolean> {
  const running = inFlight.get(rt.ports);
  if (running !== undefined) return running;
  const refresh = runRefresh(rt, trigger).finally(() => inFlight.delete(rt.ports));
  inFlight.set(rt.ports, refresh);
  return refresh;
}

async function runRefresh(rt: Runtime, trigger: string): Promise<boolean> {
  const def = rt.csrfCookie;
  let token: string | null = null;
  try {
    // Session-wide: not aborted by a brand switch (the token serves every brand). Like every API
    // request it names the brand in scope (spec section 7), none only while none is known.
    await rt.ports.backend.call(def, undefined, { brand: rt.brandInScope() });
    token = await rt.ports.cookies.readXsrfToken();
  } catch (error) {
    // The request that met the 419 fails with its own toast; this one is only logged.
    const events = failureEvents(error, { method: def.method, path: def.path }, { toast: 'never', nextToastId: () => rt.nextToastId() });
    for (const event of events) rt.emit({ event, source: 'http', brand: null });
  }
  const ok = token !== null && token !== '';
  if (ok) handXsrfToken(rt.ports, token);
  rt.emit({ event: { type: 'session/csrf-refreshed', trigger, ok }, source: 'system', brand: null });
  return ok;
}

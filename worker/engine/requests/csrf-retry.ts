/**
 * A request that met a 419 is sent once more with a fresh XSRF token (csrf-refresh.ts):
 *
 *   call ─419─▶ refresh token ─ok─▶ call again (same arguments, same abort signal) ─419─▶ fails
 *                    └─no token─▶ fails with the first 419
 *
 * Only the outcome of the last attempt counts: a second 419 fails with the catalogue's
 * REQUESTS.EXPIRED toast and the session stays signed in (a 419 never ends it; a 401 does).
 * Writes are safe to send again: the server refused the first one before doing anything.
 */
import { isCsrfMismatch, RequestAbortedError } from '../../ports/http/errors';
import type { RequestContext } from '../../ports/types';
import type { Runtime } from '../core/runtime';
import { refreshCsrfToken } from './csrf-refresh';

/** A function, not a property read: the signal changes while we await (TS would narrow a read). */
const aborted = (ctx: RequestContext): boolean => ctx.signal?.aborted === true;

export async function callWithCsrfRetry<T>(rt: Runtime, call: (ctx: RequestContext) => Promise<T>, ctx: RequestContext, label: string): Promise<T> {
  try {
    return await call(ctx);
  } catch (error) {
    if (!isCsrfMismatch(error) || aborted(ctx)) throw error;
    const refreshed = await refreshCsrfToken(rt, label);
    // A brand switch while the token was refreshed cancels the request like any other.
    if (aborted(ctx)) throw new RequestAbortedError(`${label} aborted`);
    if (!refreshed) throw error;
    return call(ctx);
  }
}

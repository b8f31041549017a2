/**
 * The session start (ARCHITECTURE.md §3 "Cookies"): the worker cannot read cookies, so the main
 * thread hands it the XSRF token, at start, again once `start` resolved (the worker fetched the
 * csrf cookie during start), and whenever the cookie changes. On the provider's callback
 * (/login?code&state) it completes the sign-in, then returns to the remembered path.
 *
 *   start ──► set-xsrf-token ──► watch cookie
 *                    └─(on /login?code&state)─► complete-sign-in ─ok─► store signed in ─► remembered path or /
 *                                                                └fail─► /login?error=sign-in-failed
 *
 * The answer of complete-sign-in comes back before the batch that carries the signed-in session
 * (the bridge sends batches at most once per acknowledged frame): navigating at once would show
 * the remembered page to a guard that still reads `start`'s signed-out session, and it would go
 * back to /login and on to the provider, signing in a second time and losing the path.
 */
import type { DataLayerApi } from '../../../worker/contract/api';
import { readXsrfToken } from '../../data-client/read-xsrf-token';
import type { AppLocale } from '../../lib/locale-cookie';
import { takeReturnPath } from '../../lib/return-path';
import { SIGN_IN_FAILED_PATH } from '../../shell/session/auth-actions';
import { matchRoute } from '../../shell/routes/match-route';
import { validateParams } from '../../shell/routes/validate-params';
import { signInCallbackParams } from '../../shell/session/sign-in-callback';

export interface SessionStartDeps {
  readonly api: DataLayerApi;
  readonly readCookie: () => string;
  readonly pathname: string;
  readonly search: string;
  readonly locale: AppLocale;
  readonly navigate: (to: string, options: { replace: boolean }) => void;
  readonly watchXsrfToken: (onChange: (token: string | null) => void) => () => void;
  /** Resolves once the main thread's store shows the session signed in. */
  readonly whenSignedIn: () => Promise<void>;
}

/** The brand in the URL, when the URL is a valid branded route. */
export function routeBrandOf(pathname: string): string | null {
  const match = matchRoute(pathname);
  if (match === null || !match.route.branded || !validateParams(match.route, match.params)) return null;
  return match.params.brand ?? null;
}

/** Runs the start sequence; resolves with a function that stops watching the cookie. */
export async function startSession(deps: SessionStartDeps): Promise<() => void> {
  const { api, readCookie } = deps;
  const handToken = () => api.dispatch({ type: 'session/set-xsrf-token', token: readXsrfToken(readCookie()) });
  await api.dispatch({ type: 'start', xsrfToken: readXsrfToken(readCookie()), routeBrand: routeBrandOf(deps.pathname), locale: deps.locale });
  await handToken();
  const stopWatching = deps.watchXsrfToken((token) => void api.dispatch({ type: 'session/set-xsrf-token', token }));

  const callback = signInCallbackParams(deps.pathname, deps.search);
  if (callback !== null) {
    const result = await api.dispatch({ type: 'session/complete-sign-in', ...callback });
    if (result.ok) {
      // The server regenerates the session (and its token) on sign-in; do not wait for the watcher.
      await handToken();
      await deps.whenSignedIn();
      deps.navigate(takeReturnPath() ?? '/', { replace: true });
    } else {
      deps.navigate(SIGN_IN_FAILED_PATH, { replace: true });
    }
  }
  return stopWatching;
}

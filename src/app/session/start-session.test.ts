import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeDataLayer } from '../../../tests/harness/render-app';
import { rememberReturnPath } from '../../lib/return-path';
import { routeBrandOf, signInCallbackParams, startSession, type SessionStartDeps } from './start-session';

function deps(overrides: Partial<SessionStartDeps> & { cookies?: string[] } = {}) {
  // Each read of the cookie returns the next value (the worker sets the cookie during start).
  const cookies = [...(overrides.cookies ?? ['XSRF-TOKEN=before'])];
  let last = cookies[0] ?? '';
  const watchers: ((token: string | null) => void)[] = [];
  const navigate = vi.fn();
  const api = overrides.api ?? createFakeDataLayer();
  const base: SessionStartDeps = {
    api,
    readCookie: () => {
      last = cookies.length > 0 ? cookies.shift()! : last;
      return last;
    },
    pathname: '/acme/visuals',
    search: '',
    locale: 'cs',
    navigate,
    watchXsrfToken: (onChange) => {
      watchers.push(onChange);
      return () => undefined;
    },
  };
  return { deps: { ...base, ...overrides, api }, api: api as ReturnType<typeof createFakeDataLayer>, navigate, watchers };
}

describe('startSession', () => {
  beforeEach(() => sessionStorage.clear());

  it('starts with the token, the route brand and the locale, then hands the fresh token over', async () => {
    const { deps: d, api } = deps({ cookies: ['XSRF-TOKEN=before', 'XSRF-TOKEN=after%3D'] });
    await startSession(d);
    expect(api.commands).toEqual([
      { type: 'start', xsrfToken: 'before', routeBrand: 'acme', locale: 'cs' },
      { type: 'session/set-xsrf-token', token: 'after=' },
    ]);
  });

  it('keeps the token in step with the cookie afterwards', async () => {
    const { deps: d, api, watchers } = deps();
    await startSession(d);
    watchers[0]?.('rotated');
    expect(api.commands.at(-1)).toEqual({ type: 'session/set-xsrf-token', token: 'rotated' });
  });

  it('completes the sign-in on the callback after the token is set, then returns to the remembered path', async () => {
    rememberReturnPath('/acme/ad-sets/12/hooks');
    const { deps: d, api, navigate } = deps({ pathname: '/login', search: '?code=abc&state=xyz' });
    await startSession(d);
    const types = api.commands.map((c) => c.type);
    expect(types.slice(0, 3)).toEqual(['start', 'session/set-xsrf-token', 'session/complete-sign-in']);
    expect(api.commandsOf('session/complete-sign-in')).toEqual([{ type: 'session/complete-sign-in', code: 'abc', state: 'xyz' }]);
    expect(navigate).toHaveBeenCalledWith('/acme/ad-sets/12/hooks', { replace: true });
  });

  it('goes to / when nothing was remembered, and never to an unsafe remembered path', async () => {
    sessionStorage.setItem('adcreative-dev:return-path', '//evil.example');
    const { deps: d, navigate } = deps({ pathname: '/login', search: '?code=abc&state=xyz' });
    await startSession(d);
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });

  it('says so when the sign-in fails', async () => {
    const api = createFakeDataLayer({ onDispatch: (command) => ({ ok: command.type !== 'session/complete-sign-in' }) });
    const { deps: d, navigate } = deps({ api, pathname: '/login', search: '?code=abc&state=xyz' });
    await startSession(d);
    expect(navigate).toHaveBeenCalledWith('/login?error=sign-in-failed', { replace: true });
  });

  it('does nothing more on a plain /login', async () => {
    const { deps: d, api, navigate } = deps({ pathname: '/login', search: '?loggedOut=1' });
    await startSession(d);
    expect(api.commandsOf('session/complete-sign-in')).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('route brand and callback parsing', () => {
  it('takes the brand only from valid branded routes', () => {
    expect(routeBrandOf('/acme/visuals/4')).toBe('acme');
    expect(routeBrandOf('/login')).toBeNull();
    expect(routeBrandOf('/invite/abc')).toBeNull();
    expect(routeBrandOf('/acme/visuals/not-a-number')).toBeNull();
    expect(routeBrandOf('/acme/unknown')).toBeNull();
  });
  it('reads code and state only on /login', () => {
    expect(signInCallbackParams('/login', '?code=a&state=b')).toEqual({ code: 'a', state: 'b' });
    expect(signInCallbackParams('/login', '?code=a')).toBeNull();
    expect(signInCallbackParams('/other', '?code=a&state=b')).toBeNull();
  });
});

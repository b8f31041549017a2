import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrors } from '../../../tests/harness/builders';
import type { FakePorts } from '../../../tests/harness/fake-ports';
import { createInProcessDataLayer, type InProcessFixture } from '../../../tests/harness/in-process';
import { loggedEvents } from '../../../tests/harness/session-fixture';
import { rememberReturnPath } from '../../lib/return-path';
import { routeBrandOf, startSession, type SessionStartDeps } from './start-session';

let fixture: InProcessFixture | null = null;
afterEach(async () => {
  await fixture?.dl.dispose();
  fixture = null;
});

/** A data layer over the fake network (not started: startSession starts it), and deps around it. */
function deps(overrides: Partial<SessionStartDeps> & { cookies?: string[]; network?: (fakes: FakePorts) => void } = {}) {
  const fakes = createInProcessDataLayer(overrides.network ? { network: overrides.network } : {});
  fixture = fakes;
  const { dl } = fakes;
  // Each read of the cookie returns the next value (the worker sets the cookie during start).
  const cookies = [...(overrides.cookies ?? ['XSRF-TOKEN=before'])];
  let last = cookies[0] ?? '';
  const watchers: ((token: string | null) => void)[] = [];
  const navigate = vi.fn();
  const tokens = vi.spyOn(fakes.backend, 'setXsrfToken');
  const base: SessionStartDeps = {
    api: dl,
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
    whenSignedIn: () => Promise.resolve(),
  };
  const { cookies: _cookies, network: _network, ...given } = overrides;
  return { deps: { ...base, ...given, api: dl }, dl, fakes, navigate, watchers, tokens };
}

describe('startSession', () => {
  beforeEach(() => sessionStorage.clear());

  it('starts with the token, the route brand and the locale, then hands the fresh token over', async () => {
    const { deps: d, dl: layer, fakes, tokens } = deps({ cookies: ['XSRF-TOKEN=before', 'XSRF-TOKEN=after%3D'] });
    await startSession(d);
    expect(tokens.mock.calls).toEqual([['before'], ['after=']]);
    expect(fakes.live.xsrfToken).toBe('after=');
    expect(loggedEvents(layer, 'locale/changed')[0]).toEqual({ type: 'locale/changed', locale: 'cs' });
    expect(layer.engine.state().brand.identifier).toBe('acme');
    expect(fakes.backend.calls.filter((call) => call.method === 'brandUser').map((call) => call.brand)).toEqual(['acme']);
  });

  it('keeps the token in step with the cookie afterwards', async () => {
    const { deps: d, fakes, watchers } = deps();
    await startSession(d);
    watchers[0]?.('rotated');
    expect(fakes.backend.xsrfToken).toBe('rotated');
    expect(fakes.live.xsrfToken).toBe('rotated');
  });

  it('completes the sign-in on the callback after the token is set, then returns to the remembered path', async () => {
    rememberReturnPath('/acme/ad-sets/12/hooks');
    const { deps: d, fakes, navigate, tokens } = deps({ pathname: '/login', search: '?code=abc&state=xyz', cookies: ['XSRF-TOKEN=before', 'XSRF-TOKEN=after', 'XSRF-TOKEN=signed-in'] });
    await startSession(d);
    const callback = fakes.backend.calls.find((call) => call.method === 'authCallback');
    expect(callback?.args).toEqual([{ code: 'abc', state: 'xyz' }]);
    // The token of the regenerated session is handed over after the callback answered.
    expect(tokens.mock.calls).toEqual([['before'], ['after'], ['signed-in']]);
    expect(fakes.backend.calls.filter((call) => call.method === 'csrfCookie')).toHaveLength(1);
    expect(navigate).toHaveBeenCalledWith('/acme/ad-sets/12/hooks', { replace: true });
  });

  it('returns to the remembered path only once the store shows the session signed in', async () => {
    rememberReturnPath('/acme/visuals');
    let show!: () => void;
    const shown = new Promise<void>((resolve) => (show = resolve));
    let reached!: () => void;
    const waiting = new Promise<void>((resolve) => (reached = resolve));
    const { deps: d, navigate } = deps({
      pathname: '/login',
      search: '?code=abc&state=xyz',
      whenSignedIn: () => {
        reached();
        return shown;
      },
    });
    const started = startSession(d);
    // The sign-in is complete in the data layer, but the store has not caught up: no navigation
    // (were the wait skipped, startSession would finish here having navigated).
    await Promise.race([waiting, started]);
    expect(navigate).not.toHaveBeenCalled();
    show();
    await started;
    expect(navigate).toHaveBeenCalledWith('/acme/visuals', { replace: true });
  });

  it('goes to / when nothing was remembered, and never to an unsafe remembered path', async () => {
    sessionStorage.setItem('adcreative-dev:return-path', '//evil.example');
    const { deps: d, navigate } = deps({ pathname: '/login', search: '?code=abc&state=xyz' });
    await startSession(d);
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });

  it('says so when the sign-in fails', async () => {
    const { deps: d, navigate } = deps({
      pathname: '/login',
      search: '?code=abc&state=xyz',
      network: ({ backend }) => backend.autoFail('authCallback', () => apiErrors.unhandled(400)),
    });
    await startSession(d);
    expect(navigate).toHaveBeenCalledWith('/login?error=sign-in-failed', { replace: true });
  });

  it('does nothing more on a plain /login', async () => {
    const { deps: d, fakes, navigate } = deps({ pathname: '/login', search: '?loggedOut=1' });
    await startSession(d);
    expect(fakes.backend.count('authCallback')).toBe(0);
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
});

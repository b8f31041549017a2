import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../tests/harness/render-app';
import { browserNavigation } from '../../../src/lib/browser-navigation';
import { rememberReturnPath, takeReturnPath } from '../../../src/lib/return-path';
import { UserMenu } from '../../../src/features/user-menu/user-menu';

describe('login page', () => {
  let assign: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    sessionStorage.clear();
    assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
  });
  afterEach(() => assign.mockRestore());

  it('starts the provider redirect for a visitor without a session', async () => {
    await renderApp({ session: 'signed-out', path: '/login' });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/server/api/v1/auth/redirect', 'sign-in'));
  });

  it('waits while the session is not known', async () => {
    const app = await renderApp({ session: 'loading', path: '/login' });
    await screen.findByTestId('login-page');
    await app.advance(1_000);
    expect(assign).not.toHaveBeenCalled();
  });

  it('does not redirect again after sign-out; the button does', async () => {
    const app = await renderApp({ session: 'signed-out', path: '/login?loggedOut=1' });
    expect(await screen.findByText('You have been signed out.')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    await app.user.click(screen.getByTestId('sign-in'));
    expect(assign).toHaveBeenCalledWith('/server/api/v1/auth/redirect', 'sign-in');
  });

  it('shows progress while the callback is completed, without redirecting', async () => {
    const app = await renderApp({ session: 'signed-out', path: '/login?code=abc&state=xyz', network: ({ backend }) => backend.manual('authCallback') });
    expect(await screen.findByText('Signing you in…')).toBeInTheDocument();
    await waitFor(() => expect(app.backend.pending('authCallback').map((call) => call.args)).toEqual([[{ code: 'abc', state: 'xyz' }]]));
    expect(assign).not.toHaveBeenCalled();
  });

  it('sends a signed-in visitor on to the remembered path', async () => {
    rememberReturnPath('/acme/visuals');
    const app = await renderApp({ path: '/login' });
    await waitFor(() => expect(app.location()).toBe('/acme/visuals'));
  });

  it('says when sign-in failed', async () => {
    await renderApp({ session: 'signed-out', path: '/login?error=sign-in-failed' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign-in did not complete.');
  });

  it("signs out through the data layer, then goes to the provider's logout page with loggedOut=1 and the application", async () => {
    const app = await renderApp({ ui: <UserMenu /> });
    await app.user.click(screen.getByTestId('user-menu-button'));
    await app.user.click(await screen.findByTestId('sign-out'));
    // The deployment names the provider at http://localhost:8091.
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:8091/logout?loggedOut=1&application=Adcreative', null));
    expect(app.backend.count('logout')).toBe(1);
    expect(app.location()).toBe('/login?loggedOut=1');
  });

  it('without a known account provider, reloads on /login?loggedOut=1', async () => {
    const app = await renderApp({ ui: <UserMenu />, deployment: null });
    await app.user.click(screen.getByTestId('user-menu-button'));
    await app.user.click(await screen.findByTestId('sign-out'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login?loggedOut=1', null));
  });

  it('does not send the user to the provider when the session ends during sign-out', async () => {
    const app = await renderApp({ path: '/acme/dashboard' });
    await screen.findByTestId('dashboard-page');
    await app.user.click(screen.getByTestId('user-menu-button'));
    await app.user.click(await screen.findByTestId('sign-out'));
    // The logout answer ends the session in the data layer before the browser leaves.
    expect(await screen.findByText('You have been signed out.')).toBeInTheDocument();
    await waitFor(() => expect(app.dl.engine.state().session.status).toBe('signed-out'));
    await app.advance(1_000);
    expect(assign).not.toHaveBeenCalledWith('/server/api/v1/auth/redirect', 'sign-in');
    expect(takeReturnPath()).toBeNull();
  });

  it('stays on the signed-out page while the session is still there', async () => {
    const app = await renderApp({ path: '/login?loggedOut=1' });
    expect(await screen.findByText('You have been signed out.')).toBeInTheDocument();
    expect(app.location()).toBe('/login?loggedOut=1');
  });
});

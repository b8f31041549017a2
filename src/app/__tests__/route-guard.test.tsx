import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiErrors } from '../../../tests/harness/builders';
import { renderApp } from '../../../tests/harness/render-app';
import { takeReturnPath } from '../../lib/return-path';

describe('route guard', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows a loader while the session is not known', async () => {
    const app = await renderApp({ session: 'unknown', path: '/acme/visuals' });
    expect(screen.getByTestId('full-screen-loader')).toBeInTheDocument();
    expect(app.location()).toBe('/acme/visuals');
  });

  it('sends a visitor without a session to /login and remembers the deep path', async () => {
    const app = await renderApp({ session: 'signed-out', path: '/acme/ad-sets/12/hooks?tab=2' });
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(takeReturnPath()).toBe('/acme/ad-sets/12/hooks?tab=2');
  });

  it.each(['/acme/visuals?search=a%20b', '/acme/visuals?search=50%25', '/acme/visuals?search=%2520&tag=x%26y'])(
    'remembers %s exactly as it was in the address bar',
    async (path) => {
      const app = await renderApp({ session: 'signed-out', path });
      await waitFor(() => expect(app.location()).toBe('/login'));
      expect(takeReturnPath()).toBe(path);
    },
  );

  it('sends the user to /login when the session expires while they work', async () => {
    const app = await renderApp({ path: '/acme/visuals' });
    await screen.findByRole('heading', { level: 1, name: 'My templates' });
    // The next call the server sees says 401: the session is gone.
    app.backend.autoFail('balance', () => apiErrors.sessionExpired());
    app.live.emitRaw('private-brand.acme', 'BalanceManager.Spend', { brandId: 1 });
    await app.advance(30_000); // the balance refetch window
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(app.dl.engine.state().session.status).toBe('expired');
    expect(takeReturnPath()).toBe('/acme/visuals');
  });

  it('forbids a page the role may not see: toast, then back to the previous page', async () => {
    const app = await renderApp({ role: 'editor', path: '/acme/visuals' });
    await screen.findByRole('heading', { level: 1, name: 'My templates' });
    app.navigate('/acme/brand-settings/users');
    await waitFor(() => expect(app.location()).toBe('/acme/visuals'));
    expect(await screen.findByText('You do not have access to that page.')).toBeInTheDocument();
  });

  it('goes to / when a forbidden page is the first one visited', async () => {
    const app = await renderApp({ role: 'editor', collaborativeMode: false, path: '/acme/brand-settings/wallet' });
    // The guard replaces the location with `/`, which goes on to the brand dashboard.
    await waitFor(() => expect(app.location()).toBe('/acme/dashboard'));
    expect(await screen.findByText('You do not have access to that page.')).toBeInTheDocument();
    expect(app.history).toEqual(['/acme/dashboard']);
  });

  it('lets a collaborative editor into the wallet', async () => {
    const app = await renderApp({ role: 'editor', collaborativeMode: true, path: '/beta/brand-settings/wallet' });
    expect(await screen.findByTestId('wallet-page')).toBeInTheDocument();
    expect(app.location()).toBe('/beta/brand-settings/wallet');
  });

  it('lets anyone see the login page', async () => {
    await renderApp({ session: 'signed-out', path: '/login?loggedOut=1' });
    expect(await screen.findByText('You have been signed out.')).toBeInTheDocument();
  });
});

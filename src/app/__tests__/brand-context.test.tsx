import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiErrors } from '../../../tests/harness/builders';
import { renderApp } from '../../../tests/harness/render-app';
import { makeBrandUser } from '../../../tests/harness/snapshot-fixtures';

describe('brand context', () => {
  it('switches the data layer to the brand in the URL and shows a loader until it is loaded', async () => {
    const app = await renderApp({ path: '/acme/dashboard' });
    await screen.findByTestId('dashboard-page');
    app.backend.manual('brandUser');
    app.navigate('/beta/dashboard');
    await waitFor(() => expect(app.backend.pending('brandUser').map((call) => call.ctx.brand)).toEqual(['beta']));
    expect(screen.getByTestId('page-loader')).toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-page')).toBeNull();
    // The server answers: brand beta loaded.
    app.backend.answer('brandUser', makeBrandUser({ identifier: 'beta' }));
    expect(await screen.findByTestId('dashboard-page')).toBeInTheDocument();
    expect(app.backend.calls.filter((call) => call.method === 'brandUser').map((call) => call.brand)).toEqual(['acme', 'beta']);
    expect(app.live.brandHistory).toEqual(['acme', 'beta']);
  });

  it('tells the data layer at the navigation itself, before the new route renders (browser history)', async () => {
    const app = await renderApp({ path: '/acme/dashboard' });
    await screen.findByTestId('dashboard-page');
    const dispatched: unknown[] = [];
    const dispatch = app.client.api.dispatch.bind(app.client.api);
    app.client.api.dispatch = (command) => (dispatched.push(command), dispatch(command));
    // As wouter's browser location announces a navigation (its pushState patch).
    window.history.pushState(null, '', '/beta/dashboard');
    window.dispatchEvent(new Event('pushState'));
    // Synchronously: no render, no effect has run yet.
    expect(dispatched).toEqual([{ type: 'brand/switch', identifier: 'beta' }]);
    // An invalid or unbranded path asks for nothing.
    window.history.pushState(null, '', '/switch-brand/gamma');
    window.dispatchEvent(new Event('pushState'));
    expect(dispatched).toHaveLength(1);
    window.history.pushState(null, '', '/');
  });

  it('does not switch when the URL brand is already in scope', async () => {
    const app = await renderApp({ path: '/acme/dashboard' });
    await screen.findByTestId('dashboard-page');
    expect(app.backend.calls.filter((call) => call.method === 'brandUser').map((call) => call.brand)).toEqual(['acme']);
    expect(app.live.brandHistory).toEqual(['acme']);
  });

  it('does not switch before the session is known: only the route brand’s user is read, beside me', async () => {
    const app = await renderApp({ session: 'loading', path: '/beta/dashboard' });
    await screen.findByTestId('full-screen-loader');
    await app.advance(1_000);
    // The start's read (one round trip less for a signed-in load); no switch from the page.
    expect(app.backend.calls.filter((call) => call.method === 'brandUser').map((call) => call.brand)).toEqual(['beta']);
    expect(app.live.brandHistory).toEqual([]);
  });

  it('shows the brand as unavailable when the data layer could not load it', async () => {
    await renderApp({ brandStatus: 'error', path: '/zeta/dashboard' });
    expect(await screen.findByText('The brand “zeta” is not available to you.')).toBeInTheDocument();
  });

  it('redirects / to the brand dashboard', async () => {
    const app = await renderApp({ path: '/' });
    await waitFor(() => expect(app.location()).toBe('/acme/dashboard'));
  });

  it('redirects /{brand} to its dashboard', async () => {
    const app = await renderApp({ path: '/acme' });
    await waitFor(() => expect(app.location()).toBe('/acme/dashboard'));
  });

  it('sends a user with no brand but invites to the first invitation', async () => {
    const invites = [
      { hash: 'first-hash', brandLabel: 'Gamma' },
      { hash: 'second', brandLabel: 'Delta' },
    ];
    const app = await renderApp({ brandCount: 0, invites, user: { lastBrand: null }, path: '/' });
    await waitFor(() => expect(app.location()).toBe('/invite/first-hash'));
    expect(await screen.findAllByTestId('invite')).toHaveLength(2);
    expect(app.backend.count('brandUser')).toBe(0);
  });

  it('follows a brand redirect requested by the data layer', async () => {
    const app = await renderApp({
      path: '/acme/visuals',
      // GraphQL says the user's notifications of acme live in beta now.
      network: ({ graphql }) =>
        graphql.autoAnswer('unreadCount', (call) => {
          if (call.ctx.brand === 'acme') throw apiErrors.brandRedirect('beta');
          return 0;
        }),
    });
    await waitFor(() => expect(app.location()).toBe('/beta/dashboard'));
    expect(app.live.brandHistory.at(-1)).toBe('beta');
    expect(app.backend.calls.filter((call) => call.method === 'brandUser').map((call) => call.brand)).toEqual(['acme', 'beta']);
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeDataLayer, renderApp } from '../../../tests/harness/render-app';
import { signedInSnapshot } from '../../../tests/harness/snapshot-fixtures';

describe('brand context', () => {
  it('switches the data layer to the brand in the URL and shows a loader until it is loaded', async () => {
    const app = await renderApp({ snapshot: signedInSnapshot({ identifier: 'acme' }), path: '/beta/dashboard' });
    await waitFor(() => expect(app.api.commandsOf('brand/switch')).toEqual([{ type: 'brand/switch', identifier: 'beta' }]));
    expect(screen.getByTestId('page-loader')).toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-page')).toBeNull();
    // The worker answers: brand beta loaded.
    app.setSnapshot(signedInSnapshot({ identifier: 'beta', collaborativeMode: true }));
    expect(await screen.findByTestId('dashboard-page')).toBeInTheDocument();
    expect(app.api.commandsOf('brand/switch')).toHaveLength(1);
  });

  it('does not switch when the URL brand is already in scope', async () => {
    const app = await renderApp({ path: '/acme/dashboard' });
    await screen.findByTestId('dashboard-page');
    expect(app.api.commandsOf('brand/switch')).toEqual([]);
  });

  it('does not switch before the session is known', async () => {
    const snapshot = signedInSnapshot();
    const app = await renderApp({ snapshot: { ...snapshot, session: { ...snapshot.session, status: 'loading' } }, path: '/beta/dashboard' });
    await screen.findByTestId('full-screen-loader');
    expect(app.api.commandsOf('brand/switch')).toEqual([]);
  });

  it('shows the brand as unavailable when the data layer could not load it', async () => {
    const failed = signedInSnapshot({ identifier: 'zeta', brandStatus: 'error' });
    await renderApp({ snapshot: failed, path: '/zeta/dashboard' });
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
    const snapshot = signedInSnapshot({ brandCount: 0, invites: [{ hash: 'first-hash', brandLabel: 'Gamma' }, { hash: 'second', brandLabel: 'Delta' }] });
    const app = await renderApp({ snapshot: { ...snapshot, session: { ...snapshot.session, user: { ...snapshot.session.user!, lastBrand: null } }, brand: { identifier: null, status: 'idle', brandUser: null, redirectTo: null } }, path: '/' });
    await waitFor(() => expect(app.location()).toBe('/invite/first-hash'));
    expect(await screen.findAllByTestId('invite')).toHaveLength(2);
  });

  it('follows a brand redirect requested by the data layer', async () => {
    const snapshot = signedInSnapshot();
    const app = await renderApp({ api: createFakeDataLayer(), snapshot: { ...snapshot, brand: { ...snapshot.brand, redirectTo: 'beta' } }, path: '/acme/visuals' });
    await waitFor(() => expect(app.location()).toBe('/beta/dashboard'));
    await waitFor(() => expect(app.api.commandsOf('brand/switch')).toEqual([{ type: 'brand/switch', identifier: 'beta' }]));
  });
});

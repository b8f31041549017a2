import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../tests/harness/render-app';

// jsdom applies no CSS: the drawer's button is there at every width (it is `md:hidden` in a browser).
const openButton = () => screen.findByRole('button', { name: 'Open navigation' });

describe('navigation drawer (narrow screens)', () => {
  it('opens from the header as a dialog with the full labels, even where the sidebar is mini', async () => {
    const app = await renderApp({ path: '/acme/dashboard' });
    expect(await screen.findByTestId('sidebar')).toHaveAttribute('data-mini', 'true');
    const button = await openButton();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await app.user.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    const nav = within(drawer).getByTestId('drawer-nav');
    expect(nav).toHaveAttribute('data-mini', 'false');
    expect(within(nav).getByRole('link', { name: 'Feeds' })).toHaveAttribute('href', '/acme/feeds');
    expect(within(nav).getByText('Ad sets')).not.toHaveClass('sr-only');
    // Collapsing means nothing in a drawer.
    expect(within(drawer).queryByTestId('sidebar-toggle')).toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const app = await renderApp({ path: '/acme/dashboard' });
    const button = await openButton();
    await app.user.click(button);
    await screen.findByRole('dialog', { name: 'Navigation' });
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Navigation' })).toBeNull());
    expect(button).toHaveFocus();
  });

  it('closes with its close button', async () => {
    const app = await renderApp({ path: '/acme/dashboard' });
    await app.user.click(await openButton());
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    await app.user.click(within(drawer).getByRole('button', { name: 'Close navigation' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Navigation' })).toBeNull());
  });

  it('closes when a link in it is followed, and stays closed on coming back', async () => {
    const app = await renderApp({ path: '/acme/dashboard' });
    await app.user.click(await openButton());
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    await app.user.click(within(drawer).getByRole('link', { name: 'Feeds' }));
    await waitFor(() => expect(app.location()).toBe('/acme/feeds'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Navigation' })).toBeNull());
    app.navigate('/acme/dashboard');
    await screen.findByTestId('dashboard-page');
    expect(screen.queryByRole('dialog', { name: 'Navigation' })).toBeNull();
  });

  it('is labelled in Czech', async () => {
    const app = await renderApp({ path: '/acme/dashboard', locale: 'cs', uiLocale: 'cs' });
    await app.user.click(await screen.findByRole('button', { name: 'Otevřít navigaci' }));
    const drawer = await screen.findByRole('dialog', { name: 'Navigace' });
    expect(within(drawer).getByRole('button', { name: 'Zavřít navigaci' })).toBeInTheDocument();
  });
});

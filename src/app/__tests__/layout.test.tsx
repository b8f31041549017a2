import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../tests/harness/render-app';
import { makeBrandUser } from '../../../tests/harness/snapshot-fixtures';

describe('default layout', () => {
  it.each([
    ['/acme/dashboard', 'true'],
    ['/acme/visuals', 'true'],
    ['/acme/brand-settings/wallet', 'true'],
    ['/acme/modules', 'true'],
    ['/acme/ads', 'false'],
    ['/acme/brand-settings/brand-profile', 'false'],
    ['/switch-brand', 'false'],
  ])('sidebar on %s is mini=%s', async (path, mini) => {
    await renderApp({ path });
    expect(await screen.findByTestId('sidebar')).toHaveAttribute('data-mini', mini);
  });

  it('lets the user toggle the sidebar on a page, and the next page starts from its own flag', async () => {
    const app = await renderApp({ path: '/acme/dashboard' });
    await app.user.click(await screen.findByTestId('sidebar-toggle'));
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-mini', 'false');
    app.navigate('/acme/visuals');
    await waitFor(() => expect(screen.getByTestId('sidebar')).toHaveAttribute('data-mini', 'true'));
  });

  it('hides breadcrumbs on the dashboard (one crumb) and shows the trail below it', async () => {
    const app = await renderApp({ path: '/acme/dashboard' });
    await screen.findByTestId('dashboard-page');
    expect(screen.queryByTestId('breadcrumbs')).toBeNull();
    app.navigate('/acme/brand-settings/notifications');
    const crumbs = await screen.findByTestId('breadcrumbs');
    expect(crumbs).toHaveTextContent('Dashboard/Brand settings/Notifications');
    expect(within(crumbs).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/acme/dashboard');
    expect(within(crumbs).getByText('Notifications')).toHaveAttribute('aria-current', 'page');
  });

  it('has navigation, banner and main landmarks and a skip link', async () => {
    await renderApp({ path: '/acme/dashboard' });
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
  });

  it('prefixes every left-bar link with the brand in the URL', async () => {
    await renderApp({ path: '/acme/dashboard' });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const hrefs = [...nav.querySelectorAll('a[href^="/"]')].map((a) => a.getAttribute('href'));
    expect(hrefs.length).toBeGreaterThan(5);
    expect(hrefs.every((href) => href!.startsWith('/acme/'))).toBe(true);
  });

  it('shows the Modules menu only when the brand has modules', async () => {
    const app = await renderApp({ modules: [{ label: 'Planner', href: 'https://planner.example/' }] });
    await app.user.click(await screen.findByRole('button', { name: 'Modules' }));
    expect(await screen.findByRole('menuitem', { name: 'Planner' })).toHaveAttribute('href', expect.stringMatching(/^\/acme\/modules\/[\w-]+$/));
  });

  it('has no Modules menu without modules', async () => {
    await renderApp();
    await screen.findByTestId('dashboard-page');
    expect(screen.queryByRole('button', { name: 'Modules' })).toBeNull();
  });

  it('shows a loader instead of the page until the brand user of the URL brand is loaded', async () => {
    const app = await renderApp({ brandStatus: 'loading', path: '/acme/dashboard' });
    expect(await screen.findByTestId('page-loader')).toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-page')).toBeNull();
    app.backend.answer('brandUser', makeBrandUser());
    expect(await screen.findByTestId('dashboard-page')).toBeInTheDocument();
  });
});

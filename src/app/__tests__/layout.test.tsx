import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ResourceListQuery } from '../../../worker/domains/resources/contract';
import { aFeed, feedsServer } from '../../../tests/harness/servers/feeds-test-server';
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

  it("names a record's crumb and the document title after the record once its label is known", async () => {
    const server = feedsServer([aFeed(1, { name: 'Spring <catalogue>' })], []);
    const app = await renderApp({
      path: '/acme/feeds/1/products',
      network: (fakes) => {
        server.install(fakes);
        // The label lookup (the worker's id queue): the brand's feeds by id.
        fakes.backend.autoAnswer('resourceList', (call) => {
          const query = call.args[0] as ResourceListQuery;
          const items = (query.ids ?? []).filter((id) => id === '1').map((id) => ({ id, label: 'Spring <catalogue>', fields: {} }));
          return { items, page: 1, perPage: query.perPage, total: items.length, lastPage: 1 };
        });
      },
    });
    const crumbs = await screen.findByTestId('breadcrumbs');
    expect(crumbs).toHaveTextContent('Dashboard/Feeds/Feed #1/Products');
    await app.advance(250);
    await waitFor(() => expect(crumbs).toHaveTextContent('Dashboard/Feeds/Spring <catalogue>/Products'));
    // Text, never markup: the name is shown as it is.
    expect(within(crumbs).getByRole('link', { name: 'Spring <catalogue>' })).toHaveAttribute('href', '/acme/feeds/1');
    expect(crumbs.querySelector('catalogue')).toBeNull();
    const lookups = app.backend.calls.filter((c) => c.method === 'resourceList').map((c) => c.args[0] as ResourceListQuery);
    expect(lookups.map((q) => [q.resource, q.ids])).toEqual([['feed', ['1']]]);

    app.navigate('/acme/feeds/1');
    await waitFor(() => expect(document.title).toBe('Spring <catalogue> · Adcreative'));
    // Served from the label cache: no second lookup.
    expect(app.backend.calls.filter((c) => c.method === 'resourceList')).toHaveLength(1);
  });

  it("keeps the route's title when the label lookup finds no such record", async () => {
    const app = await renderApp({
      path: '/acme/feeds/1/products',
      network: (fakes) => {
        feedsServer([aFeed(1)], []).install(fakes);
        fakes.backend.autoAnswer('resourceList', (call) => ({ items: [], page: 1, perPage: (call.args[0] as ResourceListQuery).perPage, total: 0, lastPage: 1 }));
      },
    });
    const crumbs = await screen.findByTestId('breadcrumbs');
    await app.advance(250);
    await waitFor(() => expect(app.backend.calls.filter((c) => c.method === 'resourceList')).toHaveLength(1));
    await app.advance(50);
    expect(crumbs).toHaveTextContent('Dashboard/Feeds/Feed #1/Products');
  });

  it('has navigation, banner and main landmarks and a skip link', async () => {
    await renderApp({ path: '/acme/dashboard' });
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
  });

  it('prefixes every left-bar link of the app with the brand in the URL; the guide opens beside it', async () => {
    await renderApp({ path: '/acme/dashboard' });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const hrefs = [...nav.querySelectorAll('a[href^="/"]:not([target="_blank"])')].map((a) => a.getAttribute('href'));
    expect(hrefs.length).toBeGreaterThan(5);
    expect(hrefs.every((href) => href!.startsWith('/acme/'))).toBe(true);
    // Documentation and Support: the guide the server serves (server/help), in a new tab.
    expect([...nav.querySelectorAll('a[target="_blank"]')].map((a) => a.getAttribute('href'))).toEqual(['/help/', '/help/support']);
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

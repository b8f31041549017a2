import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../tests/harness/render-app';
import { makeIncident, makeNotification } from '../../../tests/harness/snapshot-fixtures';
import { firstPaintHtml } from '../../../worker/contract/first-paint';
import { BALANCE_FIGURE_MS } from '../../shell/rules/balance-level';

/** `element` carries every class of `painted` (it may add its own: focus styles, container queries). */
function expectClassesOf(element: Element | null | undefined, painted: Element | null | undefined): void {
  expect(painted).toBeTruthy();
  expect([...(painted?.classList ?? [])].filter((name) => !element?.classList.contains(name))).toEqual([]);
}

describe('dashboard', () => {
  it('draws its frame and heading with the classes of the server’s first paint, so nothing moves when React takes over', async () => {
    await renderApp({ path: '/acme/dashboard' });
    const dashboard = await screen.findByTestId('dashboard-page');
    const title = within(dashboard).getByRole('heading', { level: 1 });
    const subtitle = title.nextElementSibling;
    expect(subtitle?.textContent).toMatch(/^Welcome back, .+\. Here is what is happening in .+\.$/);
    const template = document.createElement('template');
    template.innerHTML = firstPaintHtml({ page: 'brand-dashboard', heading: { title: title.textContent ?? '', subtitle: subtitle?.textContent ?? '', crumbs: [] } });
    const painted = template.content.querySelector('[data-first-paint]');
    const [sidebarColumn, content] = [...(painted?.children ?? [])];
    // The heading is the very same markup.
    expect(dashboard.firstElementChild?.outerHTML).toBe(painted?.querySelector('h1')?.parentElement?.parentElement?.outerHTML);
    expectClassesOf(dashboard, painted?.querySelector('h1')?.closest('.space-y-6'));
    const main = screen.getByTestId('main');
    expectClassesOf(main, content?.lastElementChild);
    expectClassesOf(main.parentElement, content);
    expectClassesOf(main.parentElement?.parentElement, painted);
    const header = screen.getByTestId('header');
    expectClassesOf(header, content?.firstElementChild);
    expectClassesOf(header.firstElementChild, content?.firstElementChild?.firstElementChild);
    // The side navigation's column, folded to icons on the dashboard.
    const column = main.parentElement?.parentElement?.querySelector(':scope > .bg-slate-900');
    expectClassesOf(column, sidebarColumn);
    expectClassesOf(column?.firstElementChild, sidebarColumn?.firstElementChild);
  });

  it('loads the notifications on mount', async () => {
    const app = await renderApp();
    await screen.findByTestId('dashboard-page');
    await waitFor(() => expect(app.graphql.calls.filter((call) => call.method === 'notifications').map((call) => call.args[0])).toEqual([{ first: 20, page: 1, unreadOnly: false }]));
  });

  it('shows renders, credit and storage at a glance to a manager', async () => {
    await renderApp({ unfinishedBuilds: 4, balance: 42, storagePercent: 91 });
    expect(await screen.findByTestId('stat-renders')).toHaveTextContent('4');
    expect(screen.getByTestId('stat-credit')).toHaveTextContent('Below 50 credits');
    expect(screen.getByTestId('stat-storage')).toHaveTextContent('91 %');
  });

  it('during a storm of spends the credit figure shows at most one new value per BALANCE_FIGURE_MS, with the header, and a level crossed at once', async () => {
    const app = await renderApp({ balance: 42 });
    const credit = () => screen.getByTestId('stat-credit').querySelector('p')?.textContent;
    const header = () => screen.getByTestId('credit-balance').getAttribute('aria-label')?.replace('Credit balance: ', '');
    expect(await screen.findByTestId('stat-credit')).toHaveTextContent('42');
    const spend = (balance: number, version: number) => app.live.emitRaw('private-brand.acme', 'BalanceManager.Spend', { brandId: 1, amount: 1, balance, version });
    // The first spend after a quiet spell shows with the next task (at t).
    spend(41, 2);
    await app.settle();
    await app.advance(1);
    expect([credit(), header()]).toEqual(['41', '41']);
    // Two more within the pace: only the newest shows, when the pace is up (t + BALANCE_FIGURE_MS).
    spend(40, 3);
    spend(39, 4);
    await app.settle();
    await app.advance(BALANCE_FIGURE_MS - 2);
    expect([credit(), header()]).toEqual(['41', '41']);
    await app.advance(1);
    expect([credit(), header()]).toEqual(['39', '39']);
    // Below 5 is a level crossed: it shows in the same batch, with its warning.
    spend(4, 5);
    await app.settle();
    expect([credit(), header()]).toEqual(['4', '4']);
    expect(screen.getByTestId('stat-credit')).toHaveTextContent(/Below 5 credits/);
  });

  it('shows recent notifications with links, and open incidents', async () => {
    const notifications = [
      makeNotification({ id: 'n1', data: { brandIdentifier: 'acme', adSet: 12, adSetLabel: 'Summer sale', reviewState: 'rejected' } }),
      makeNotification({ id: 'n2', type: 'App\\Notifications\\Mystery', data: { foo: 1 } }),
    ];
    await renderApp({ notifications, unreadCount: 1, incidents: [makeIncident({ id: 1, body: 'Renders are delayed.' })] });
    const recent = await screen.findByTestId('recent-notifications');
    await waitFor(() => expect(within(recent).getAllByTestId('notification-item')).toHaveLength(1));
    expect(within(recent).getByRole('link', { name: 'Ad set rejected' })).toHaveAttribute('href', '/acme/ad-sets/12');
    expect(within(recent).getByTestId('notification-text')).toHaveTextContent('“Summer sale” was rejected.');
    expect(within(screen.getByTestId('dashboard-incidents')).getByText('Renders are delayed.')).toBeInTheDocument();
  });

  it('shows loading, not an all clear, until a newly switched brand answers for its incidents and unread count', async () => {
    const app = await renderApp({ path: '/acme/dashboard' });
    await screen.findByTestId('dashboard-page');
    expect(screen.getByText('No open incidents. Everything is running normally.')).toBeInTheDocument();
    // Brand beta has a high incident and 22 unread notifications; its answers are on their way.
    app.backend.manual('incidents');
    app.graphql.manual('unreadCount').manual('notifications');
    app.navigate('/beta/dashboard');
    await waitFor(() => expect(app.backend.pending('incidents').map((call) => call.ctx.brand)).toEqual(['beta']));
    await waitFor(() => expect(app.graphql.pending('notifications').map((call) => call.ctx.brand)).toEqual(['beta']));
    await app.settle();
    expect(screen.getByTestId('dashboard-page')).toBeInTheDocument();
    expect(screen.queryByText('No open incidents. Everything is running normally.')).toBeNull();
    expect(screen.queryByText('No notifications in the last 30 days.')).toBeNull();
    expect(screen.queryByText(/unread: 0/)).toBeNull();
    expect(screen.getByTestId('notifications-bell')).not.toHaveAccessibleName(/unread: 0/);
    expect(within(screen.getByTestId('open-incidents')).getByTestId('page-loader')).toBeInTheDocument();
    expect(within(screen.getByTestId('recent-notifications')).getByTestId('page-loader')).toBeInTheDocument();

    app.backend.answer('incidents', [makeIncident({ id: 7, body: 'Beta renders are stuck.' })]);
    while (app.graphql.pending('unreadCount').length > 0) app.graphql.answer('unreadCount', 22);
    app.graphql.answer('notifications', { items: [], total: 0, unreadCount: 22 });
    expect(within(await screen.findByTestId('dashboard-incidents')).getByText('Beta renders are stuck.')).toBeInTheDocument();
    expect(await screen.findByText('Recent notifications (unread: 22)')).toBeInTheDocument();
    expect(screen.getByTestId('notifications-bell')).toHaveAccessibleName('Notifications, unread: 22');
  });

  it('shows the brand and the user role', async () => {
    await renderApp({ role: 'developer', team: { id: 3, name: 'Motion' } });
    const card = await screen.findByTestId('brand-card');
    expect(card).toHaveTextContent('Acme Corporation');
    expect(card).toHaveTextContent('Developer');
    expect(card).toHaveTextContent('Motion');
  });
});

/** Brand settings → Notifications: the full-page notification centre (same list as the panel). */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, type RenderedApp } from '../../../tests/harness/render-app';
import { makeNotification } from '../../../tests/harness/snapshot-fixtures';
import { fakeNotificationLayout } from './testing/fake-layout';

const PATH = '/acme/brand-settings/notifications';

/** The notification pages the fake GraphQL was asked for, in order. */
const asked = (app: RenderedApp) => app.graphql.calls.filter((call) => call.method === 'notifications').map((call) => call.args[0]);

beforeEach(() => {
  fakeNotificationLayout(600, 88);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('notifications page', () => {
  it('loads all notifications and switches the filter', async () => {
    const app = await renderApp({ path: PATH });
    await screen.findByTestId('notifications-page');
    await waitFor(() => expect(asked(app)).toEqual([{ first: 20, page: 1, unreadOnly: false }]));
    await app.user.click(screen.getByRole('button', { name: 'Unread' }));
    await waitFor(() => expect(asked(app)).toEqual([{ first: 20, page: 1, unreadOnly: false }, { first: 20, page: 1, unreadOnly: true }]));
  });

  it('disables mark-all when nothing is unread', async () => {
    await renderApp({ path: PATH, unreadCount: 0, notifications: [makeNotification({ id: 'a', readAt: '2025-07-03T10:00:00Z' })] });
    await screen.findAllByTestId('notification-item');
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('marks one as read, and disables the button of read items', async () => {
    const notifications = [makeNotification({ id: 'unread' }), makeNotification({ id: 'read', readAt: '2025-07-03T10:00:00Z', data: { brandIdentifier: 'acme', adSet: 3, adSetLabel: 'Old' } })];
    const app = await renderApp({ path: PATH, unreadCount: 1, notifications });
    await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(2));
    const items = screen.getAllByTestId('notification-item');
    expect(within(items[1]!).getByRole('button', { name: 'Mark as read' })).toBeDisabled();
    await app.user.click(within(items[0]!).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(within(screen.getAllByTestId('notification-item')[0]!).getByRole('button', { name: 'Mark as read' })).toBeDisabled());
    expect(app.backend.calls.filter((call) => call.method === 'markNotificationsRead').map((call) => call.args[0])).toEqual([{ ids: ['unread'] }]);
    await waitFor(() => expect(app.dl.engine.state().notifications.items[0]?.readAt).not.toBeNull());
  });

  it('loads more by itself while the last row held is in view, and says when everything is loaded', async () => {
    const first = makeNotification({ id: 'a' });
    const app = await renderApp({
      path: PATH,
      // The server holds 5 at first; by the time the list asks for more, the others have expired.
      network: ({ graphql }) => graphql.autoAnswer('notifications', () => ({ items: [first], total: graphql.count('notifications') === 1 ? 5 : 1, unreadCount: 1 })),
    });
    await screen.findAllByTestId('notification-item');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    // One row, in view: the window reaches the last row held, so the worker asks for more.
    expect(await screen.findByText('That is all from the last 30 days.')).toBeInTheDocument();
    // There is no page 2 of 5: what is missing can only be on page 1, read again.
    expect(asked(app)).toEqual([{ first: 20, page: 1, unreadOnly: false }, { first: 20, page: 1, unreadOnly: false }]);
  });

  it('reads the list through a window: the rows in view cross, and the Unread chip is applied by the worker', async () => {
    const all = Array.from({ length: 300 }, (_, i) => makeNotification({ id: `n${i + 1}`, readAt: i % 2 === 0 ? null : '2025-07-03T10:00:00Z' }));
    const app = await renderApp({ path: PATH, unreadCount: 150, network: ({ graphql }) => graphql.serveNotifications(all) });
    const received: string[] = [];
    const apply = app.client.liveQueries.apply.bind(app.client.liveQueries);
    vi.spyOn(app.client.liveQueries, 'apply').mockImplementation((patches) => {
      for (const patch of patches) received.push(...(patch.records ?? []).map((r) => r.id));
      apply(patches);
    });
    await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(12));
    expect(received).toEqual(all.slice(0, 12).map((n) => n.id));
    received.length = 0;
    await app.user.click(screen.getByRole('button', { name: 'Unread' }));
    await waitFor(() => expect(screen.getAllByTestId('notification-item').map((item) => item.dataset.id)).toEqual(all.filter((n) => n.readAt === null).slice(0, 12).map((n) => n.id)));
    // The window's twelve unread rows; the six of them the page already held under All (the same
    // records: the fake server answers with the same objects) do not cross again.
    expect(received).toEqual(all.filter((n) => n.readAt === null).slice(6, 12).map((n) => n.id));
    expect(asked(app).at(-1)).toEqual({ first: 20, page: 1, unreadOnly: true });
  });

  it('has an empty state', async () => {
    await renderApp({ path: PATH });
    expect(await screen.findByText('No notifications in the last 30 days.')).toBeInTheDocument();
  });
});

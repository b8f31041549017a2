import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../tests/harness/render-app';
import { makeNotification, signedInSnapshot } from '../../../tests/harness/snapshot-fixtures';

const PATH = '/acme/brand-settings/notifications';

describe('notifications page', () => {
  it('loads all notifications and switches the filter', async () => {
    const app = await renderApp({ path: PATH });
    await screen.findByTestId('notifications-page');
    await waitFor(() => expect(app.api.commandsOf('notifications/load')).toEqual([{ type: 'notifications/load', filter: 'all' }]));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unread' }));
    expect(app.api.commandsOf('notifications/load').at(-1)).toEqual({ type: 'notifications/load', filter: 'unread' });
  });

  it('disables mark-all when nothing is unread', async () => {
    await renderApp({ path: PATH, snapshot: signedInSnapshot({ unreadCount: 0, notifications: [makeNotification({ id: 'a', readAt: '2025-07-03T10:00:00Z' })] }) });
    expect(await screen.findByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('marks one as read, and disables the button of read items', async () => {
    const notifications = [makeNotification({ id: 'unread' }), makeNotification({ id: 'read', readAt: '2025-07-03T10:00:00Z', data: { brandIdentifier: 'acme', adSet: 3, adSetLabel: 'Old' } })];
    const app = await renderApp({ path: PATH, snapshot: signedInSnapshot({ unreadCount: 1, notifications }) });
    const items = await screen.findAllByTestId('notification-item');
    expect(within(items[1]!).getByRole('button', { name: 'Mark as read' })).toBeDisabled();
    await userEvent.setup().click(within(items[0]!).getByRole('button', { name: 'Mark as read' }));
    expect(app.api.commandsOf('notifications/mark-read')).toEqual([{ type: 'notifications/mark-read', id: 'unread' }]);
  });

  it('offers more while the list is incomplete, and says when everything is loaded', async () => {
    const snapshot = signedInSnapshot({ notifications: [makeNotification({ id: 'a' })] });
    const app = await renderApp({ path: PATH, snapshot: { ...snapshot, notifications: { ...snapshot.notifications, total: 5 } } });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Load more' }));
    expect(app.api.commandsOf('notifications/load-more')).toHaveLength(1);
    app.setSnapshot({ ...snapshot, notifications: { ...snapshot.notifications, total: 1 } });
    expect(await screen.findByText('That is all from the last 30 days.')).toBeInTheDocument();
  });

  it('has an empty state', async () => {
    await renderApp({ path: PATH });
    expect(await screen.findByText('No notifications in the last 30 days.')).toBeInTheDocument();
  });
});

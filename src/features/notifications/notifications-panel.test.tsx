/**
 * The notification centre panel, through the whole app (tests/harness/render-app.tsx): opened
 * from the bell, the list read through a window (only the rows in view cross the bridge), infinite
 * scroll driven by the window reaching the last row held, the end message, marking read (one,
 * all, rolled back) and closing.
 * Time is virtual; the page is the ad sets list, which loads no notifications of its own.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrors } from '../../../tests/harness/builders';
import type { FakePorts } from '../../../tests/harness/fake-ports';
import { renderApp, type RenderedApp } from '../../../tests/harness/render-app';
import { makeNotification } from '../../../tests/harness/snapshot-fixtures';
import type { AppNotification } from '../../../worker/contract/entities';
import { notificationsAtom } from '../../state';
import { fakeNotificationLayout } from './testing/fake-layout';

const PATH = '/acme/ad-sets';
const VIEW_HEIGHT = 600;
const ROW_HEIGHT = 88;

beforeEach(() => {
  fakeNotificationLayout(VIEW_HEIGHT, ROW_HEIGHT);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Low-credit notices of acme, newest first, ids n1…n{count}; the first `unread` are unread. */
function notices(count: number, unread = count): AppNotification[] {
  return Array.from({ length: count }, (_, i) =>
    makeNotification({
      id: `n${i + 1}`,
      type: 'App\\Notifications\\LowCreditBalanceNotification',
      data: { brandIdentifier: 'acme', brandLabel: `Acme ${i + 1}`, type: 'below50' },
      readAt: i < unread ? null : '2025-07-03T10:00:00.000Z',
    }),
  );
}

/** The server holds `all` and pages it like the reference server (unread ones for the Unread chip). */
function serverWith(all: readonly AppNotification[], delayMs = 0) {
  return ({ graphql }: FakePorts) => {
    graphql.serveNotifications(all, { delayMs });
  };
}

const asked = (app: RenderedApp) => app.graphql.calls.filter((call) => call.method === 'notifications').map((call) => call.args[0]);
const items = () => within(screen.getByTestId('notifications-panel')).queryAllByTestId('notification-item');
const loader = () => screen.getByTestId('notifications-loader');
const scroller = () => screen.getByTestId('notifications-scroll');

/** Scrolls the list as a wheel would (the virtualizer reads scrollTop on the scroll event). */
async function scrollTo(top: number): Promise<void> {
  const box = scroller();
  box.scrollTop = top;
  await act(async () => {
    box.dispatchEvent(new Event('scroll'));
  });
}

/** The rows the list can scroll through (its height), as the page knows them. */
const rowsShown = () => Number.parseFloat(screen.getByRole('list', { name: 'Notifications' }).style.height) / ROW_HEIGHT;

/** To the last row the page knows of, as far as the list's height allows. */
async function scrollToEnd(): Promise<void> {
  await scrollTo(rowsShown() * ROW_HEIGHT - VIEW_HEIGHT);
}

async function openPanel(app: RenderedApp): Promise<HTMLElement> {
  await app.user.click(await screen.findByTestId('notifications-bell'));
  const panel = await screen.findByRole('dialog', { name: 'Notifications' });
  await waitFor(() => expect(within(panel).queryByTestId('page-loader')).toBeNull());
  return panel;
}

describe('notification centre panel', () => {
  it('opens from the bell, labelled, with the first page of 20 and each kind in its own words', async () => {
    const all = [
      makeNotification({ id: 'c', type: 'App\\Notifications\\VisualVersionCommentCreatedNotification', data: { brandIdentifier: 'acme', visual: 4, visualVersion: 8, visualLabel: 'Summer banner', visualVersionCommentText: 'Bigger logo, please', causer: { id: 2, name: 'David Developer' } } }),
      makeNotification({ id: 'a', type: 'App\\Notifications\\VisualVersionApprovedNotification', data: { brandIdentifier: 'acme', visual: 4, visualLabel: 'Summer banner' } }),
      makeNotification({ id: 'x', type: 'App\\Notifications\\LegacyDigestNotification', data: { brandIdentifier: 'acme' } }),
      ...notices(30),
    ];
    const app = await renderApp({ path: PATH, unreadCount: 33, network: serverWith(all) });
    const bell = await screen.findByTestId('notifications-bell');
    expect(bell).toHaveAttribute('aria-haspopup', 'dialog');
    const panel = await openPanel(app);
    expect(asked(app)).toEqual([{ first: 20, page: 1, unreadOnly: false }]);
    expect(panel).toContainElement(document.activeElement as HTMLElement);
    // 20 fetched, one of an unknown kind: 19 rows, of which the ones in view are in the DOM.
    const [comment, approved] = items();
    expect(within(comment!).getByTestId('notification-title')).toHaveTextContent('New comment');
    expect(within(comment!).getByTestId('notification-text')).toHaveTextContent('David Developer commented on “Summer banner”.');
    expect(within(comment!).getByTestId('notification-detail')).toHaveTextContent('Bigger logo, please');
    expect(within(comment!).getByRole('link', { name: 'New comment' })).toHaveAttribute('href', '/acme/visuals/4/tester/8');
    expect(within(approved!).getByTestId('notification-title')).toHaveTextContent('Version approved');
    // No visualVersion: shown, but not a link.
    expect(within(approved!).queryByRole('link')).toBeNull();
    expect(within(comment!).getByText(/^\d{2} Jul 2025, \d{2}:\d{2}$/)).toBeInTheDocument();
  });

  it('loads the next 20 when the list is scrolled to its last row, shows the loader for the minimum fetch delay, and ends with a message', async () => {
    const app = await renderApp({ path: PATH, unreadCount: 45, network: serverWith(notices(45), 20) });
    await openPanel(app);
    expect(asked(app)).toEqual([{ first: 20, page: 1, unreadOnly: false }]);
    expect(screen.queryByText('That is all from the last 30 days.')).toBeNull();

    await scrollToEnd();
    expect(await within(loader()).findByText('Loading more notifications…')).toBeInTheDocument();
    // The loader stays up for the minimum fetch delay although the server answered after 20 ms.
    await app.advance(150);
    expect(within(loader()).getByText('Loading more notifications…')).toBeInTheDocument();
    await waitFor(() => expect(rowsShown()).toBe(40));
    // The list grew below the rows in view: nothing more until they are scrolled to.
    await app.advance(500);
    expect(asked(app)).toHaveLength(2);
    await scrollToEnd();
    expect(await screen.findByText('That is all from the last 30 days.')).toBeInTheDocument();
    expect(asked(app)).toEqual([
      { first: 20, page: 1, unreadOnly: false },
      { first: 20, page: 2, unreadOnly: false },
      { first: 20, page: 3, unreadOnly: false },
    ]);
    expect(app.dl.engine.state().notifications.items).toHaveLength(45);
    // At the end, the last row in view asks for nothing more.
    await scrollToEnd();
    await app.advance(500);
    expect(asked(app)).toHaveLength(3);
  });

  it('asks once for a burst of scrolls to the end', async () => {
    const app = await renderApp({ path: PATH, network: serverWith(notices(100), 10) });
    await openPanel(app);
    for (let i = 0; i < 6; i++) {
      await scrollTo(ROW_HEIGHT * 20 - VIEW_HEIGHT - i * 10);
      await app.advance(20);
    }
    await app.advance(400);
    expect(asked(app)).toEqual([
      { first: 20, page: 1, unreadOnly: false },
      { first: 20, page: 2, unreadOnly: false },
    ]);
    expect(app.dl.engine.state().notifications.items).toHaveLength(40);
  });

  it('stops loading by itself after a failed page, and tries again when asked', async () => {
    const app = await renderApp({ path: PATH, network: serverWith(notices(45)) });
    await openPanel(app);
    app.graphql.autoFail('notifications', () => apiErrors.unavailable());
    await scrollToEnd();
    const retry = await within(loader()).findByRole('button', { name: 'Try again' });
    await app.advance(2000);
    expect(asked(app)).toHaveLength(2);
    serverWith(notices(45))(app);
    await app.user.click(retry);
    await waitFor(() => expect(rowsShown()).toBe(40));
    expect(asked(app)).toHaveLength(3);
    expect(within(loader()).queryByRole('button', { name: 'Try again' })).toBeNull();
    await scrollToEnd();
    expect(await screen.findByText('That is all from the last 30 days.')).toBeInTheDocument();
    expect(asked(app)).toHaveLength(4);
  });

  it.each([
    ['en', 'Something went wrong: Internal resolver exploded'],
    ['cs', 'Něco se pokazilo: Internal resolver exploded'],
    ['fr', 'Une erreur s’est produite : Internal resolver exploded'],
  ] as const)('a GraphQL error toasts one sentence with its message in it (%s)', async (locale, sentence) => {
    const app = await renderApp({
      path: PATH,
      locale,
      uiLocale: locale,
      user: { isGodlike: true }, // French is offered to godlike users only (spec section 1)
      network: ({ graphql }) => graphql.autoFail('notifications', () => apiErrors.graphql('Internal resolver exploded')),
    });
    await app.user.click(await screen.findByTestId('notifications-bell'));
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toBe(sentence);
    expect(within(toast).queryByTestId('toast-text')).toBeNull();
  });

  it('with 5,000 loaded, keeps only the items in view in the DOM and receives only their rows: 12 at opening, the new window’s after a scroll, one for a mark-read', async () => {
    const all = notices(5000);
    const app = await renderApp({ path: PATH, unreadCount: 5000, network: ({ graphql }) => graphql.autoAnswer('notifications', { items: all, total: 5000, unreadCount: 5000 }) });
    // Every notification row the main thread is given, from the bell's click on.
    const received: string[] = [];
    const apply = app.client.liveQueries.apply.bind(app.client.liveQueries);
    vi.spyOn(app.client.liveQueries, 'apply').mockImplementation((patches) => {
      for (const patch of patches) received.push(...(patch.records ?? []).map((r) => r.id));
      apply(patches);
    });
    await openPanel(app);
    expect(app.dl.engine.state().notifications.items).toHaveLength(5000);
    // 600 px of 88 px rows: 7 in view, plus the overscan of 5 below; exactly those rows crossed.
    expect(items()).toHaveLength(12);
    expect(received).toEqual(all.slice(0, 12).map((n) => n.id));
    // The slice in the main thread's store has no list at all.
    expect(app.store.get(notificationsAtom)).not.toHaveProperty('items');

    received.length = 0;
    await scrollTo(ROW_HEIGHT * 1500);
    // Rows 1495…1511: the 7 in view and 5 of overscan on each side.
    await waitFor(() => expect(within(items()[0]!).getByTestId('notification-text')).toHaveTextContent('The balance of Acme 1496 fell'));
    expect(items()).toHaveLength(17);
    expect(received).toEqual(all.slice(1495, 1512).map((n) => n.id));

    received.length = 0;
    await app.user.click(within(items()[2]!).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(items()[2]).toHaveAttribute('data-unread', 'false'));
    await app.settle();
    expect(received).toEqual(['n1498']);
    expect(app.store.get(notificationsAtom).unreadCount).toBe(4999);
  });

  it('marks one as read at once, and rolls it back when the call fails', async () => {
    const app = await renderApp({ path: PATH, unreadCount: 3, network: serverWith(notices(3)) });
    await openPanel(app);
    app.backend.manual('markNotificationsRead');
    const first = items()[0]!;
    await app.user.click(within(first).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(items()[0]).toHaveAttribute('data-unread', 'false'));
    expect(within(items()[0]!).getByRole('button', { name: 'Mark as read' })).toBeDisabled();
    expect(screen.getByTestId('unread-count')).toHaveTextContent('2');
    expect(app.backend.pending('markNotificationsRead')[0]?.args).toEqual([{ ids: ['n1'] }]);

    app.backend.fail('markNotificationsRead', apiErrors.unavailable());
    await waitFor(() => expect(items()[0]).toHaveAttribute('data-unread', 'true'));
    expect(within(items()[0]!).getByRole('button', { name: 'Mark as read' })).toBeEnabled();
    expect(screen.getByTestId('unread-count')).toHaveTextContent('3');
  });

  it('marks all as read, and disables the button when nothing is unread', async () => {
    const app = await renderApp({ path: PATH, unreadCount: 2, network: serverWith(notices(4, 2)) });
    const panel = await openPanel(app);
    const markAll = within(panel).getByRole('button', { name: 'Mark all as read' });
    await waitFor(() => expect(markAll).toBeEnabled());
    await app.user.click(markAll);
    await waitFor(() => expect(markAll).toBeDisabled());
    expect(items().map((item) => item.dataset.unread)).toEqual(['false', 'false', 'false', 'false']);
    expect(app.backend.calls.filter((call) => call.method === 'markNotificationsRead').map((call) => call.args[0])).toEqual([{ all: true }]);
  });

  it('rolls mark-all back when the call fails', async () => {
    const app = await renderApp({ path: PATH, unreadCount: 2, network: serverWith(notices(4, 2)) });
    const panel = await openPanel(app);
    app.backend.autoFail('markNotificationsRead', () => apiErrors.unavailable());
    await app.user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(items().map((item) => item.dataset.unread)).toEqual(['true', 'true', 'false', 'false']));
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeEnabled();
  });

  it('shows only unread ones under the Unread chip', async () => {
    const app = await renderApp({ path: PATH, unreadCount: 2, network: serverWith(notices(5, 2)) });
    const panel = await openPanel(app);
    await app.user.click(within(panel).getByRole('button', { name: 'Unread' }));
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(within(panel).getByRole('button', { name: 'Unread' })).toHaveAttribute('aria-pressed', 'true');
    expect(asked(app).at(-1)).toEqual({ first: 20, page: 1, unreadOnly: true });
    expect(await screen.findByText('That is all from the last 30 days.')).toBeInTheDocument();
  });

  it('has an empty state', async () => {
    const app = await renderApp({ path: PATH });
    const panel = await openPanel(app);
    expect(within(panel).getByText('No notifications in the last 30 days.')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(within(panel).queryByText('That is all from the last 30 days.')).toBeNull();
  });

  it('closes on a click on an item, marks it read and goes to its link', async () => {
    const app = await renderApp({ path: PATH, unreadCount: 3, network: serverWith(notices(3)) });
    await openPanel(app);
    await app.user.click(within(items()[1]!).getByRole('link', { name: 'Balance below 50 credits' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.location()).toBe('/acme/brand-settings/wallet');
    expect(app.backend.calls.filter((call) => call.method === 'markNotificationsRead').map((call) => call.args[0])).toEqual([{ ids: ['n2'] }]);
  });

  it('closes on a click on a plain item too, marking it read', async () => {
    const plain = makeNotification({ id: 'p', type: 'App\\Notifications\\AdSetReviewedNotification', data: { brandIdentifier: 'acme', adSetLabel: 'Deleted campaign' } });
    const app = await renderApp({ path: PATH, unreadCount: 1, network: serverWith([plain]) });
    await openPanel(app);
    expect(within(items()[0]!).queryByRole('link')).toBeNull();
    await app.user.click(within(items()[0]!).getByText('“Deleted campaign” was approved.'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.location()).toBe(PATH);
    expect(app.backend.calls.filter((call) => call.method === 'markNotificationsRead').map((call) => call.args[0])).toEqual([{ ids: ['p'] }]);
  });

  it('closes with Escape and gives the focus back to the bell', async () => {
    const app = await renderApp({ path: PATH, network: serverWith(notices(3)) });
    await openPanel(app);
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByTestId('notifications-bell')).toHaveFocus());
    expect(app.location()).toBe(PATH);
  });
});

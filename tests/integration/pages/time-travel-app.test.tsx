/**
 * Time travel drives the real app (docs/event-log.md "The app at a past moment"), through the
 * whole shell against the in-process data layer with fake ports: the devtools drawer loads this
 * session's log, a moment is selected with the slider, and the header shows the balance of that
 * moment while the live one moves on; ArrowRight steps; an inserted event and a skip re-fold what
 * the app shows; a write is refused with a notice and reaches no server; Back to live shows the
 * live balance at once.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../harness/render-app';
import { aNotification } from '../../harness/builders';

const balanceShown = () => screen.getByTestId('credit-balance').getAttribute('aria-label')?.replace('Credit balance: ', '');

/** The row (envelope index) of the first envelope whose line holds `text`. */
function rowOf(log: string, text: string): number {
  const envelopes = log.split('\n').filter((line) => line.startsWith('{"seq"'));
  return envelopes.findIndex((line) => line.includes(text));
}

describe('time travel over the app', () => {
  it('shows the selected moment in the header, steps with ArrowRight, refuses writes, and goes back to live', { timeout: 20_000 }, async () => {
    const app = await renderApp({ path: '/acme/brand-settings/notifications', balance: 420, unreadCount: 3, notifications: [aNotification(1), aNotification(2), aNotification(3)] });
    await waitFor(() => expect(balanceShown()).toBe('420'));
    // The page's list is in before the spend: at the moments viewed below, "Mark all as read" is
    // enabled (while a list loads it is disabled, and a click would dispatch nothing to refuse).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeEnabled());
    app.live.emitRaw('private-brand.acme', 'BalanceManager.Spend', { brandId: 1, amount: 20, balance: 400, version: 50 });
    await app.settle();
    await waitFor(() => expect(balanceShown()).toBe('400'));

    // The drawer over the app (Alt+Shift+T) loads this session's log.
    const log = await app.dl.exportLog({ redact: false });
    const spend = rowOf(log, '"balance":400');
    expect(spend).toBeGreaterThan(0);
    fireEvent.keyDown(window, { key: 'T', code: 'KeyT', altKey: true, shiftKey: true });
    const drawer = await screen.findByRole('dialog', { name: 'Time travel' });
    await app.user.upload(within(drawer).getByTestId('load-log-input'), new File([log], 'session.ndjson', { type: 'application/x-ndjson' }));
    await app.settle();
    await waitFor(() => expect(within(drawer).getByTestId('loaded-log')).toHaveTextContent('verified'));
    // Loading alone leaves the app live.
    expect(screen.queryByTestId('viewing-bar')).toBeNull();

    // The slider picks the moment just before the spend: the header shows that moment's balance.
    fireEvent.change(within(drawer).getByTestId('log-slider'), { target: { value: String(spend - 1) } });
    await app.settle();
    const bar = await screen.findByTestId('viewing-bar');
    const total = log.split('\n').filter((line) => line.startsWith('{"seq"')).length;
    expect(within(bar).getByTestId('viewing-position')).toHaveTextContent(`Viewing #${spend} of ${total}`);
    expect(balanceShown()).toBe('420');

    // The live session moves on underneath; the past moment stays on screen.
    app.live.emitRaw('private-brand.acme', 'BalanceManager.Spend', { brandId: 1, amount: 20, balance: 380, version: 51 });
    await app.settle();
    expect(app.dl.engine.state().balance.value).toBe(380);
    expect(balanceShown()).toBe('420');

    // ArrowRight anywhere outside a field steps to the next envelope: the spend.
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    await app.settle();
    expect(within(bar).getByTestId('viewing-position')).toHaveTextContent(`Viewing #${spend + 1} of ${total}`);
    expect(balanceShown()).toBe('400');

    // Dispatch: a hand-written event inserted after the selected envelope is what the app shows.
    await app.user.click(within(drawer).getByRole('textbox', { name: /An event to insert after/ }));
    await app.user.paste('{"type":"balance/changed","balance":7,"version":999}');
    await app.user.click(within(drawer).getByRole('button', { name: 'Insert after the selected envelope' }));
    await app.settle();
    await waitFor(() => expect(balanceShown()).toBe('7'));
    expect(within(bar).getByTestId('viewing-position')).toHaveTextContent(`Viewing #${spend + 2} of ${total + 1}`);
    expect(within(drawer).getByTestId('loaded-log')).not.toHaveTextContent('verified');
    // Skip: the inserted event left out, the log re-folded: the moment is the spend's again.
    await app.user.click(within(drawer).getByRole('button', { name: /^Skip #/ }));
    await app.settle();
    await waitFor(() => expect(balanceShown()).toBe('400'));
    expect(within(drawer).getByRole('button', { name: /^Put #\d+ back$/ })).toBeInTheDocument();
    // A bad event is refused with its reason, and changes nothing.
    await app.user.click(within(drawer).getByRole('textbox', { name: /An event to insert after/ }));
    await app.user.paste('{"type":"balance/exploded"}');
    await app.user.click(within(drawer).getByRole('button', { name: 'Insert after the selected envelope' }));
    await app.settle();
    expect(await within(drawer).findByTestId('edit-error')).toHaveTextContent('Not changed: unknown event type "balance/exploded"');
    expect(balanceShown()).toBe('400');

    // A write is refused: a notice says why, and nothing reaches the server.
    await app.user.click(screen.getByRole('button', { name: 'Close' }));
    const marks = app.backend.count('markNotificationsRead');
    await app.user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await app.settle();
    expect(await screen.findByText('You are viewing a past moment of a loaded log: nothing was sent. Go back to live to make changes.')).toBeInTheDocument();
    expect(app.backend.count('markNotificationsRead')).toBe(marks);
    expect(app.dl.engine.state().notifications.markingAll).toBe(false);
    expect(await app.dl.dispatch({ type: 'notifications/mark-all-read' })).toEqual({ ok: false, error: 'TIME_TRAVEL.WRITES_OFF' });

    // Back to live: the live balance at once, and writes go through again.
    await app.user.click(within(bar).getByRole('button', { name: 'Back to live' }));
    expect(balanceShown()).toBe('380');
    expect(screen.queryByTestId('viewing-bar')).toBeNull();
    await app.user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await app.settle();
    expect(app.backend.count('markNotificationsRead')).toBe(marks + 1);
  });
});

/**
 * The connectivity side of the alert area and header (spec section 8): the ad-blocker bar, the
 * offline bar with a resync when back online, and the quiet live-connection indicator, on
 * virtual time against the real data layer.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../tests/harness/render-app';

afterEach(() => vi.restoreAllMocks());

function goOffline(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('ad-blocker bar', () => {
  it('shows a danger bar when the detector says an ad blocker interferes', async () => {
    await renderApp({ adBlocked: true });
    const bar = await screen.findByTestId('alert-ad-blocker');
    expect(bar).toHaveAttribute('role', 'alert');
    expect(bar).toHaveTextContent('An ad blocker is blocking parts of this application');
  });

  it('shows nothing otherwise', async () => {
    await renderApp({ adBlocked: false });
    await screen.findByTestId('dashboard-page');
    expect(screen.queryByTestId('alert-ad-blocker')).toBeNull();
  });

  it('speaks the user language', async () => {
    await renderApp({ adBlocked: true, locale: 'cs' });
    // The bar may first paint while Czech is still loading (every message area with it).
    await waitFor(() => expect(screen.getByTestId('alert-ad-blocker')).toHaveTextContent('Blokátor reklam'));
  });
});

describe('offline bar', () => {
  it('shows while offline, goes when back online, and the return resyncs', async () => {
    const app = await renderApp();
    await screen.findByTestId('dashboard-page');
    goOffline(false);
    expect(await screen.findByTestId('alert-offline')).toHaveTextContent('You are offline');
    const before = { me: app.backend.count('me'), balance: app.backend.count('balance') };
    goOffline(true);
    expect(screen.queryByTestId('alert-offline')).toBeNull();
    await app.advance(30_000); // the longest refetch window (balance)
    expect(app.backend.count('me')).toBe(before.me + 1);
    expect(app.backend.count('balance')).toBe(before.balance + 1);
  });
});

describe('live-connection indicator', () => {
  const indicator = () => screen.queryByRole('img', { name: /Live updates are interrupted/ });

  it('appears in the header 3000 ms after the live connection dropped (not at 2999) and clears on reconnection', async () => {
    const app = await renderApp();
    await screen.findByTestId('dashboard-page');
    app.live.setConnection('connecting');
    app.live.setConnection('connected');
    await app.settle();
    app.live.setConnection('connecting');
    await app.advance(2_999);
    await app.settle();
    expect(indicator()).toBeNull();
    await app.advance(1);
    await app.settle();
    expect(indicator()).not.toBeNull();
    expect(screen.getByTestId('header')).toContainElement(indicator());
    // Quiet: no bar in the alert area for it (pusher-js's 'unavailable' still shows one).
    expect(screen.queryByTestId('alert-live')).toBeNull();
    expect(screen.getByText(/What you see may be out of date/, { selector: '[role=tooltip]' })).toBeInTheDocument();

    app.live.setConnection('connected');
    app.live.resubscribed();
    await app.settle();
    expect(indicator()).toBeNull();
  });

  it('shows nothing during a first connect, however long', async () => {
    const app = await renderApp();
    await screen.findByTestId('dashboard-page');
    app.live.setConnection('connecting');
    await app.advance(10_000);
    await app.settle();
    expect(indicator()).toBeNull();
  });
});

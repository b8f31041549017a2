/**
 * The notices of spec section 4 through the whole data path: fake network and live events in,
 * the worker's reducer folding every value, the bars on screen. No reloads between steps.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aBalance } from '../../../tests/harness/builders';
import { renderApp } from '../../../tests/harness/render-app';
import { BALANCE_FIGURE_MS } from '../../shell/rules/balance-level';
import { makeBrandUser } from '../../../tests/harness/snapshot-fixtures';

/** The stored form of a brand's dismissal records (domains/notices/stored-dismissals.ts). */
const stored = (records: { below100?: number; below50?: number; above75?: number; above90?: number } = {}) => ({
  credit: { below100: records.below100 ?? null, below50: records.below50 ?? null },
  storage: { above75: records.above75 ?? null, above90: records.above90 ?? null },
});

/** A Spend as the reference backend sends it: the balance after it and its version. */
const spend = (amount: number, after?: { balance: number; version: number }) => ['private-brand.acme', 'BalanceManager.Spend', { brandId: 1, amount, ...after }] as const;

describe('low-credit and high-storage notices', () => {
  it('30 → dismiss → 20 → 25 shows the notice again in the same session, and stores what it folded', async () => {
    const app = await renderApp({ network: (f) => void f.backend.autoAnswer('balance', aBalance(30, 1)) });
    expect(await screen.findByTestId('alert-credit-below50')).toHaveTextContent('30 credits');
    await app.user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await app.settle();
    expect(screen.queryByTestId('alert-credit-below50')).toBeNull();
    expect(app.preferences.values.get('notice-dismissals:acme')).toEqual(stored({ below50: 30 }));

    // A spend of 10 (at t) shows the balance it left (no refetch yet) with the next task; the dismissal follows it down.
    app.live.emitRaw(...spend(10, { balance: 20, version: 2 }));
    await app.settle();
    await app.advance(1);
    expect(screen.getByTestId('credit-balance')).toHaveTextContent('20');
    expect(screen.queryByTestId('alert-credit-below50')).toBeNull();
    expect(app.backend.count('balance')).toBe(1);
    expect(app.preferences.values.get('notice-dismissals:acme')).toEqual(stored({ below50: 20 }));

    // The header's figure keeps a pace a person can read: a spend soon after (at t + 1) shows
    // once the last figure (shown at t) has been on screen for BALANCE_FIGURE_MS.
    app.live.emitRaw(...spend(1, { balance: 19, version: 3 }));
    await app.settle();
    await app.advance(BALANCE_FIGURE_MS - 2);
    expect(screen.getByTestId('credit-balance')).toHaveTextContent('20');
    await app.advance(1);
    expect(screen.getByTestId('credit-balance')).toHaveTextContent('19');

    // The debounced refetch, 30 s after the first spend (t + 30,000), says 25: a rise above 19 clears the dismissal.
    app.backend.autoAnswer('balance', aBalance(25, 4));
    await app.advance(30_000 - BALANCE_FIGURE_MS - 1);
    expect(app.backend.count('balance')).toBe(1);
    await app.advance(1);
    expect(app.backend.count('balance')).toBe(2);
    expect(await screen.findByTestId('alert-credit-below50')).toHaveTextContent('25 credits');
    expect(app.preferences.values.get('notice-dismissals:acme')).toEqual(stored());
  });

  it('a stored dismissal is read back after a reload and reconciled with the balance it finds', async () => {
    const hidden = await renderApp({ balance: 40, network: (f) => void f.preferences.write('notice-dismissals:acme', stored({ below50: 45 })) });
    await screen.findByTestId('dashboard-page');
    await hidden.settle();
    // 40 is below the 45 it was dismissed at: still dismissed, remembered at 40 now.
    expect(screen.queryByTestId('alert-credit-below50')).toBeNull();
    expect(hidden.preferences.values.get('notice-dismissals:acme')).toEqual(stored({ below50: 40 }));
    hidden.unmount();
  });

  it('a stored dismissal below the current balance is cleared on reload', async () => {
    const app = await renderApp({ balance: 40, network: (f) => void f.preferences.write('notice-dismissals:acme', stored({ below50: 35 })) });
    expect(await screen.findByTestId('alert-credit-below50')).toBeInTheDocument();
    expect(app.preferences.values.get('notice-dismissals:acme')).toEqual(stored());
  });

  it('a dismissal stored in the one-value-per-notice form of before is read back as its level\'s record', async () => {
    const app = await renderApp({ balance: 40, network: (f) => void f.preferences.write('notice-dismissals:acme', { credit: 45, storage: 80 }) });
    await screen.findByTestId('dashboard-page');
    await app.settle();
    expect(screen.queryByTestId('alert-credit-below50')).toBeNull();
    expect(app.preferences.values.get('notice-dismissals:acme')).toEqual(stored({ below50: 40 }));
  });

  it('an unreadable stored value shows the notices (the safe side)', async () => {
    await renderApp({ balance: 40, network: (f) => void f.preferences.write('notice-dismissals:acme', { credit: 'x' }) });
    expect(await screen.findByTestId('alert-credit-below50')).toBeInTheDocument();
  });

  it('storage 80 → dismiss → 70 → 80 shows the notice again', async () => {
    let percent = 80;
    const app = await renderApp({
      storagePercent: 80,
      network: (f) => f.backend.autoAnswer('brandUser', (call) => makeBrandUser({ identifier: call.ctx.brand ?? 'acme', storagePercent: percent })),
    });
    expect(await screen.findByTestId('alert-storage-above75')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await app.settle();
    expect(screen.queryByTestId('alert-storage-above75')).toBeNull();
    const recalculated = async (value: number) => {
      percent = value;
      app.live.emitRaw('private-brand.acme', 'BrandStoreUsageCalculated', { brandId: 1 });
      await app.advance(1_000); // the brand user refetch window
    };
    await recalculated(85); // grows: still dismissed, remembered at 85
    expect(screen.queryByTestId('alert-storage-above75')).toBeNull();
    expect(app.preferences.values.get('notice-dismissals:acme')).toEqual(stored({ above75: 85 }));
    await recalculated(70);
    await recalculated(80);
    expect(await screen.findByTestId('alert-storage-above75')).toBeInTheDocument();
  });

  it('balance 60 → dismiss → 30 shows the below-50 notice: each notice has its own dismissal', async () => {
    const app = await renderApp({ network: (f) => void f.backend.autoAnswer('balance', aBalance(60, 1)) });
    expect(await screen.findByTestId('alert-credit-below100')).toHaveTextContent('60 credits');
    await app.user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await app.settle();
    expect(screen.queryByTestId('alert-credit-below100')).toBeNull();

    app.live.emitRaw(...spend(30, { balance: 30, version: 2 }));
    await app.settle();
    expect(screen.getByTestId('credit-balance')).toHaveTextContent('30');
    expect(screen.getByTestId('alert-credit-below50')).toHaveTextContent('30 credits');
  });

  it('storage 80 → dismiss → 92 shows the above-90 notice: each notice has its own dismissal', async () => {
    let percent = 80;
    const app = await renderApp({
      storagePercent: 80,
      network: (f) => f.backend.autoAnswer('brandUser', (call) => makeBrandUser({ identifier: call.ctx.brand ?? 'acme', storagePercent: percent })),
    });
    expect(await screen.findByTestId('alert-storage-above75')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await app.settle();
    expect(screen.queryByTestId('alert-storage-above75')).toBeNull();

    percent = 92;
    app.live.emitRaw('private-brand.acme', 'BrandStoreUsageCalculated', { brandId: 1 });
    await app.advance(1_000); // the brand user refetch window
    await waitFor(() => expect(screen.getByTestId('storage-usage')).toHaveAccessibleName('Storage used: 92 %'));
    expect(screen.getByTestId('alert-storage-above90')).toBeInTheDocument();
  });

  it('a dismissal belongs to its brand', async () => {
    const app = await renderApp({ balance: 30 });
    await screen.findByTestId('alert-credit-below50');
    await app.user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await app.settle();
    expect(screen.queryByTestId('alert-credit-below50')).toBeNull();
    app.navigate('/beta/dashboard');
    await app.settle();
    expect(await screen.findByTestId('alert-credit-below50')).toBeInTheDocument();
    expect(app.preferences.values.has('notice-dismissals:beta')).toBe(true);
    expect(app.preferences.values.get('notice-dismissals:acme')).toEqual(stored({ below50: 30 }));
  });
});

describe('fresh money', () => {
  it('refetches the balance, the builds widget and the brand user at once after a reconnect', async () => {
    const app = await renderApp({ balance: 120 });
    await screen.findByTestId('credit-balance');
    const counts = () => [app.backend.count('balance'), app.backend.count('buildsWidget'), app.backend.count('brandUser')];
    expect(counts()).toEqual([1, 1, 1]);
    // A spend starts the 30 s window; the reconnect must not wait for it.
    app.live.emitRaw(...spend(1));
    app.backend.autoAnswer('balance', aBalance(77));
    app.live.setConnection('unavailable');
    app.live.setConnection('connected');
    app.live.resubscribed();
    await app.settle();
    expect(counts()).toEqual([2, 2, 2]);
    expect(screen.getByTestId('credit-balance')).toHaveTextContent('77');
    // The pending debounced refetch was covered by the immediate one: nothing more at 30 s.
    await app.advance(30_000);
    expect(counts()).toEqual([2, 2, 2]);
  });

  it('an editor whose brand switches to collaborative mode live gets balance and running renders at once', async () => {
    let collaborative = false;
    const app = await renderApp({
      role: 'editor',
      balance: 64,
      unfinishedBuilds: 4,
      network: (f) => f.backend.autoAnswer('brandUser', (call) => makeBrandUser({ identifier: call.ctx.brand ?? 'acme', role: 'editor', collaborativeMode: collaborative })),
    });
    await screen.findByTestId('dashboard-page');
    expect(screen.queryByTestId('credit-balance')).toBeNull();
    expect(app.backend.count('balance')).toBe(0);

    collaborative = true;
    app.live.emitRaw('private-brand.acme', 'BrandUpdated', { brandId: 1 });
    await app.advance(1_000); // brand user refetch window; balance and widget follow at once
    expect(app.backend.count('brandUser')).toBe(2);
    expect(app.backend.count('balance')).toBe(1);
    expect(app.backend.count('buildsWidget')).toBe(1);
    expect(await screen.findByTestId('credit-balance')).toHaveTextContent('64');
  });
});

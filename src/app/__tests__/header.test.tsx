import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, TEST_DEPLOYMENT } from '../../../tests/harness/render-app';
import { EnvironmentChip } from '../../features/header-widgets/environment-chip';

describe('header widgets', () => {
  it('shows storage, balance and running renders to a manager', async () => {
    await renderApp({ role: 'manager', balance: 250, storagePercent: 42, unfinishedBuilds: 3 });
    const widgets = await screen.findByTestId('money-storage-widgets');
    expect(within(widgets).getByTestId('storage-usage')).toHaveTextContent('42 %');
    expect(within(widgets).getByTestId('credit-balance')).toHaveAccessibleName('Credit balance: 250');
    expect(within(widgets).getByTestId('running-renders')).toHaveAccessibleName('Running renders: 3');
  });

  it.each([
    ['editor', false, false],
    ['editor', true, true],
    ['visitor', false, true],
    ['developer', false, true],
  ] as const)('%s with collaborative=%s sees money/storage widgets: %s', async (role, collaborativeMode, visible) => {
    await renderApp({ role, collaborativeMode });
    await screen.findByTestId('dashboard-page');
    expect(screen.queryByTestId('money-storage-widgets') !== null).toBe(visible);
    expect(screen.queryByTestId('stat-credit') !== null).toBe(visible);
  });

  it.each([
    [250, 'ok', 'Credits available for rendering.'],
    [80, 'below100', 'Your balance is below 100 credits. Top up soon to keep rendering.'],
    [30, 'below50', 'Your balance is below 50 credits. Renders may stop soon: top up the wallet.'],
    [2, 'below5', 'Your balance is below 5 credits. Rendering is about to stop: top up the wallet now.'],
  ] as const)('balance %s has tooltip level %s', async (balance, level, tooltip) => {
    await renderApp({ balance });
    expect(await screen.findByTestId('credit-balance-level')).toHaveAttribute('data-level', level);
    expect(screen.getByTestId('credit-balance')).toHaveAccessibleDescription(tooltip);
  });

  it('adds a warning text below 5 credits', async () => {
    await renderApp({ balance: 2 });
    expect(await screen.findByTestId('credit-balance')).toHaveTextContent('Top up');
  });

  it('shows the unread count on the bell', async () => {
    await renderApp({ unreadCount: 7 });
    expect(await screen.findByTestId('unread-count')).toHaveTextContent('7');
    expect(screen.getByTestId('notifications-bell')).toHaveAccessibleName('Notifications, unread: 7');
  });

  it('shows the role label and a manager badge in the user menu button', async () => {
    await renderApp({ role: 'manager' });
    const label = await screen.findByTestId('role-label');
    expect(label).toHaveTextContent('Manager');
    expect(within(label).getByTestId('manager-badge')).toBeInTheDocument();
  });

  it('has no manager badge for other roles', async () => {
    await renderApp({ role: 'developer' });
    await screen.findByTestId('dashboard-page');
    expect(screen.getByTestId('role-label')).toHaveTextContent('Developer');
    expect(screen.queryByTestId('manager-badge')).toBeNull();
  });

  it.each([
    ['dev', 'dev'],
    ['uat', 'uat'],
    ['production', null],
    ['staging', null],
  ] as const)('environment %s shows chip %s', async (environment, chip) => {
    await renderApp({ ui: <EnvironmentChip />, deployment: { ...TEST_DEPLOYMENT, environment } });
    if (chip === null) expect(screen.queryByTestId('environment-chip')).toBeNull();
    else expect(screen.getByTestId('environment-chip')).toHaveTextContent(chip);
  });
});

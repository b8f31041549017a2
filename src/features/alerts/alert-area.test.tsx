import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../tests/harness/render-app';
import { makeIncident } from '../../../tests/harness/snapshot-fixtures';
import { encodeModuleUrl } from '../../lib/module-url';

describe('alert area', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the under-5 warning without a dismiss button', async () => {
    await renderApp({ balance: 3 });
    const alert = await screen.findByTestId('alert-credit-below5');
    expect(alert.querySelector('button')).toBeNull();
  });

  it('shows storage notices', async () => {
    await renderApp({ storagePercent: 100 });
    expect(await screen.findByTestId('alert-storage-above100')).toBeInTheDocument();
  });

  it('hides money and storage notices from editors outside collaborative mode', async () => {
    const app = await renderApp({ role: 'editor', balance: 3, storagePercent: 100 });
    await screen.findByTestId('dashboard-page');
    expect(screen.queryByTestId('alert-credit-below5')).toBeNull();
    expect(screen.queryByTestId('alert-storage-above100')).toBeNull();
    // The worker does not even ask for them (the server would answer 403).
    expect(app.backend.count('balance')).toBe(0);
  });

  it('hides money and storage notices on the modules page', async () => {
    const href = 'https://planner.example/';
    await renderApp({ balance: 3, modules: [{ label: 'Planner', href }], path: `/acme/modules/${encodeModuleUrl(href)}` });
    expect(await screen.findByTestId('module-frame')).toHaveAttribute('src', href);
    expect(screen.queryByTestId('alert-credit-below5')).toBeNull();
  });

  it('shows open incidents and dismisses them through the data layer', async () => {
    const app = await renderApp({ incidents: [makeIncident({ id: 9, body: 'Rendering is slow' })] });
    expect(await screen.findByTestId('alert-incident')).toHaveTextContent('Rendering is slow');
    await app.user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByTestId('alert-incident')).toBeNull());
    expect(app.backend.calls.filter((call) => call.method === 'dismissIncident').map((call) => call.args)).toEqual([[9]]);
  });

  it('shows the security notice variants', async () => {
    await renderApp({ user: { isMfaEnabled: false, isPasswordValid: false } });
    expect(await screen.findByTestId('alert-security')).toHaveTextContent('outdated and your account has no two-factor');
  });
});

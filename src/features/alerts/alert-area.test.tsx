import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../tests/harness/render-app';
import { makeIncident, signedInSnapshot } from '../../../tests/harness/snapshot-fixtures';
import { encodeModuleUrl } from '../../lib/module-url';

describe('alert area', () => {
  beforeEach(() => localStorage.clear());

  it('shows a dismissible low-credit notice and remembers the dismissal per brand', async () => {
    const app = await renderApp({ snapshot: signedInSnapshot({ balance: 80 }) });
    const alert = await screen.findByTestId('alert-credit-below100');
    expect(alert).toHaveTextContent('80 credits');
    await userEvent.setup().click(screen.getAllByRole('button', { name: 'Dismiss' })[0]!);
    await waitFor(() => expect(screen.queryByTestId('alert-credit-below100')).toBeNull());
    expect(JSON.parse(localStorage.getItem('adcreative-dev:alert-dismissals:acme')!).below100).toEqual({ dismissed: true, dismissedAt: 80 });
    // The balance rises above the dismissed value: the notice comes back.
    app.setSnapshot(signedInSnapshot({ balance: 90 }));
    expect(await screen.findByTestId('alert-credit-below100')).toBeInTheDocument();
  });

  it('keeps the under-5 warning without a dismiss button', async () => {
    await renderApp({ snapshot: signedInSnapshot({ balance: 3 }) });
    const alert = await screen.findByTestId('alert-credit-below5');
    expect(alert.querySelector('button')).toBeNull();
  });

  it('shows storage notices', async () => {
    await renderApp({ snapshot: signedInSnapshot({ storagePercent: 100 }) });
    expect(await screen.findByTestId('alert-storage-above100')).toBeInTheDocument();
  });

  it('hides money and storage notices from editors outside collaborative mode', async () => {
    await renderApp({ snapshot: signedInSnapshot({ role: 'editor', balance: 3, storagePercent: 100 }) });
    await screen.findByTestId('dashboard-page');
    expect(screen.queryByTestId('alert-credit-below5')).toBeNull();
    expect(screen.queryByTestId('alert-storage-above100')).toBeNull();
  });

  it('hides money and storage notices on the modules page', async () => {
    const href = 'https://planner.example/';
    await renderApp({ snapshot: signedInSnapshot({ balance: 3, modules: [{ label: 'Planner', href }] }), path: `/acme/modules/${encodeModuleUrl(href)}` });
    expect(await screen.findByTestId('module-frame')).toHaveAttribute('src', href);
    expect(screen.queryByTestId('alert-credit-below5')).toBeNull();
  });

  it('shows open incidents and dismisses them through the data layer', async () => {
    const app = await renderApp({ snapshot: signedInSnapshot({ incidents: [makeIncident({ id: 9, body: 'Rendering is slow' })] }) });
    expect(await screen.findByTestId('alert-incident')).toHaveTextContent('Rendering is slow');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(app.api.commandsOf('incidents/dismiss')).toEqual([{ type: 'incidents/dismiss', id: 9 }]);
  });

  it('shows the security notice variants', async () => {
    await renderApp({ snapshot: signedInSnapshot({ user: { isMfaEnabled: false, isPasswordValid: false } }) });
    expect(await screen.findByTestId('alert-security')).toHaveTextContent('outdated and your account has no two-factor');
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../tests/harness/render-app';
import { signedInSnapshot } from '../../../tests/harness/snapshot-fixtures';
import { browserNavigation } from '../../lib/browser-navigation';
import { MaintenanceModal } from './maintenance-modal';

function withMaintenance(severity: 'high' | 'medium' | 'low', message: string | null) {
  const snapshot = signedInSnapshot();
  return { ...snapshot, system: { ...snapshot.system, maintenance: { severity, message } } };
}

describe('maintenance modal', () => {
  it('is absent without maintenance', async () => {
    await renderApp({ ui: <MaintenanceModal /> });
    expect(screen.queryByTestId('maintenance-modal')).toBeNull();
  });

  it('is persistent at high severity: only Refresh, Escape does not close', async () => {
    const reload = vi.spyOn(browserNavigation, 'reload').mockImplementation(() => undefined);
    const app = await renderApp({ snapshot: withMaintenance('high', 'Database upgrade'), ui: <MaintenanceModal /> });
    const modal = await screen.findByTestId('maintenance-modal');
    expect(within(modal).getByText('Database upgrade')).toBeInTheDocument();
    expect(within(modal).queryByRole('button', { name: 'Continue' })).toBeNull();
    const user = userEvent.setup();
    await user.keyboard('{Escape}');
    expect(app.api.commandsOf('system/close-maintenance')).toEqual([]);
    await user.click(within(modal).getByRole('button', { name: 'Refresh' }));
    expect(reload).toHaveBeenCalledOnce();
    reload.mockRestore();
  });

  it('offers Continue at other severities', async () => {
    const app = await renderApp({ snapshot: withMaintenance('medium', null), ui: <MaintenanceModal /> });
    const modal = await screen.findByTestId('maintenance-modal');
    expect(within(modal).queryByTestId('maintenance-message')).toBeNull();
    await userEvent.setup().click(within(modal).getByRole('button', { name: 'Continue' }));
    expect(app.api.commandsOf('system/close-maintenance')).toHaveLength(1);
  });
});

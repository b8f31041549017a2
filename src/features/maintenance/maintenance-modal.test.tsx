import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, type RenderedApp } from '../../../tests/harness/render-app';
import { browserNavigation } from '../../lib/browser-navigation';
import { MaintenanceModal } from './maintenance-modal';

/** The server announces maintenance on the public channel. */
async function announce(app: RenderedApp, severity: 'high' | 'medium' | 'low', message: string | null): Promise<HTMLElement> {
  app.live.emitRaw('public', 'ShowMaintenance', { severity, message });
  await app.settle();
  return screen.findByTestId('maintenance-modal');
}

describe('maintenance modal', () => {
  it('is absent without maintenance', async () => {
    await renderApp({ ui: <MaintenanceModal /> });
    expect(screen.queryByTestId('maintenance-modal')).toBeNull();
  });

  it('is persistent at high severity: only Refresh, Escape does not close', async () => {
    const reload = vi.spyOn(browserNavigation, 'reload').mockImplementation(() => undefined);
    const app = await renderApp({ ui: <MaintenanceModal /> });
    const modal = await announce(app, 'high', 'Database upgrade');
    expect(within(modal).getByText('Database upgrade')).toBeInTheDocument();
    expect(within(modal).queryByRole('button', { name: 'Continue' })).toBeNull();
    await app.user.keyboard('{Escape}');
    await app.settle();
    expect(screen.getByTestId('maintenance-modal')).toBeInTheDocument();
    expect(app.dl.engine.state().system.maintenance).toEqual({ severity: 'high', message: 'Database upgrade' });
    await app.user.click(within(modal).getByRole('button', { name: 'Refresh' }));
    expect(reload).toHaveBeenCalledOnce();
    expect(reload).toHaveBeenCalledWith('maintenance-refresh');
    reload.mockRestore();
  });

  it('offers Continue at other severities, which closes it', async () => {
    const app = await renderApp({ ui: <MaintenanceModal /> });
    const modal = await announce(app, 'medium', null);
    expect(within(modal).queryByTestId('maintenance-message')).toBeNull();
    await app.user.click(within(modal).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByTestId('maintenance-modal')).toBeNull());
    expect(app.dl.engine.state().system.maintenance).toBeNull();
  });
});

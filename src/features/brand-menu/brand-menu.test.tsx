import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../tests/harness/render-app';
import { signedInSnapshot } from '../../../tests/harness/snapshot-fixtures';

async function openMenu() {
  const user = userEvent.setup();
  await user.click(await screen.findByTestId('brand-menu-button'));
  return { user, panel: await screen.findByTestId('brand-menu-panel') };
}

describe('brand menu', () => {
  it('shows the current brand and lists all brands in a list at most 225 px high', async () => {
    await renderApp({ snapshot: signedInSnapshot({ brandCount: 6 }) });
    expect(await screen.findByTestId('brand-menu-button')).toHaveTextContent('Acme Corporation');
    const { panel } = await openMenu();
    const list = within(panel).getByTestId('brand-list');
    expect(within(list).getAllByRole('button')).toHaveLength(6);
    expect(list.className).toContain('max-h-[225px]');
    expect(within(list).getByRole('button', { name: /Acme Corporation/ })).toHaveAttribute('aria-current', 'true');
  });

  it('has no search box with 4 brands or fewer', async () => {
    await renderApp({ snapshot: signedInSnapshot({ brandCount: 4 }) });
    const { panel } = await openMenu();
    expect(within(panel).queryByTestId('brand-search')).toBeNull();
  });

  it('searches fuzzily above 4 brands', async () => {
    await renderApp({ snapshot: signedInSnapshot({ brandCount: 5 }) });
    const { user, panel } = await openMenu();
    await user.type(within(panel).getByTestId('brand-search'), 'delt');
    const buttons = within(within(panel).getByTestId('brand-list')).getAllByRole('button');
    expect(buttons[0]).toHaveTextContent('Delta Airlines');
    await user.clear(within(panel).getByTestId('brand-search'));
    await user.type(within(panel).getByTestId('brand-search'), 'xyzzyq');
    expect(within(panel).getByText('No brand matches.')).toBeInTheDocument();
  });

  it('switches brand: navigates to the same brand-level page and dispatches brand/switch', async () => {
    const app = await renderApp({ path: '/acme/visuals' });
    await screen.findByTestId('resource-list-page');
    const { user, panel } = await openMenu();
    await user.click(within(panel).getByRole('button', { name: /Beta Foods/ }));
    await waitFor(() => expect(app.location()).toBe('/beta/visuals'));
    await waitFor(() => expect(app.api.commandsOf('brand/switch')).toEqual([{ type: 'brand/switch', identifier: 'beta' }]));
  });

  it('moves between search box and brands with the arrow keys', async () => {
    await renderApp({ snapshot: signedInSnapshot({ brandCount: 6 }) });
    const { user, panel } = await openMenu();
    expect(within(panel).getByTestId('brand-search')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(panel).getByRole('button', { name: /Acme Corporation/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(panel).getByRole('button', { name: /Beta Foods/ })).toHaveFocus();
  });
});

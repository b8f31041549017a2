import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, type RenderedApp } from '../../../tests/harness/render-app';

async function openMenu(app: RenderedApp) {
  await app.user.click(await screen.findByTestId('brand-menu-button'));
  return await screen.findByTestId('brand-menu-panel');
}

describe('brand menu', () => {
  it('shows the current brand and lists all brands in a list at most 225 px high', async () => {
    const app = await renderApp({ brandCount: 6 });
    expect(await screen.findByTestId('brand-menu-button')).toHaveTextContent('Acme Corporation');
    const panel = await openMenu(app);
    const list = within(panel).getByTestId('brand-list');
    expect(within(list).getAllByRole('button')).toHaveLength(6);
    expect(list.className).toContain('max-h-[225px]');
    expect(within(list).getByRole('button', { name: /Acme Corporation/ })).toHaveAttribute('aria-current', 'true');
  });

  it('has no search box with 4 brands or fewer', async () => {
    const app = await renderApp({ brandCount: 4 });
    const panel = await openMenu(app);
    expect(within(panel).queryByTestId('brand-search')).toBeNull();
  });

  it('searches fuzzily above 4 brands', async () => {
    const app = await renderApp({ brandCount: 5 });
    const panel = await openMenu(app);
    await app.user.type(within(panel).getByTestId('brand-search'), 'delt');
    const buttons = within(within(panel).getByTestId('brand-list')).getAllByRole('button');
    expect(buttons[0]).toHaveTextContent('Delta Airlines');
    await app.user.clear(within(panel).getByTestId('brand-search'));
    await app.user.type(within(panel).getByTestId('brand-search'), 'xyzzyq');
    expect(within(panel).getByText('No brand matches.')).toBeInTheDocument();
  });

  it('switches brand: navigates to the same brand-level page and the data layer follows', async () => {
    const app = await renderApp({ path: '/acme/ads' });
    await screen.findByTestId('ads-list-page');
    const panel = await openMenu(app);
    await app.user.click(within(panel).getByRole('button', { name: /Beta Foods/ }));
    await waitFor(() => expect(app.location()).toBe('/beta/ads'));
    await screen.findByTestId('ads-list-page');
    expect(app.live.brandHistory).toEqual(['acme', 'beta']);
    expect(app.backend.calls.filter((call) => call.method === 'brandUser').map((call) => call.brand)).toEqual(['acme', 'beta']);
    // The ads list was fetched once per brand, each with its own X-Brand.
    expect(app.resourceCalls().map((call) => call.brand)).toEqual(['acme', 'beta']);
  });

  it('moves between search box and brands with the arrow keys', async () => {
    const app = await renderApp({ brandCount: 6 });
    const panel = await openMenu(app);
    expect(within(panel).getByTestId('brand-search')).toHaveFocus();
    await app.user.keyboard('{ArrowDown}');
    expect(within(panel).getByRole('button', { name: /Acme Corporation/ })).toHaveFocus();
    await app.user.keyboard('{ArrowDown}');
    expect(within(panel).getByRole('button', { name: /Beta Foods/ })).toHaveFocus();
  });
});

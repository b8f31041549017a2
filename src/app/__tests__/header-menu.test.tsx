import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, type RenderedApp } from '../../../tests/harness/render-app';
import { browserNavigation } from '../../lib/browser-navigation';
import { readLocaleCookie, writeLocaleCookie } from '../../lib/locale-cookie';

// jsdom applies no CSS: the menu's button is there at every header width (`@4xl:hidden` in a browser).
async function openHeaderMenu(app: RenderedApp) {
  await app.user.click(await screen.findByRole('button', { name: 'Account, language and usage' }));
  return await screen.findByTestId('header-menu');
}

describe('header menu (narrow header)', () => {
  beforeEach(() => writeLocaleCookie('en'));

  it('holds the usage widgets with their figures, the environment, the account and the languages', async () => {
    const app = await renderApp({ role: 'manager', balance: 250, storagePercent: 42, unfinishedBuilds: 3 });
    const menu = await openHeaderMenu(app);
    const usage = within(menu).getByRole('list', { name: 'Brand usage' });
    expect(within(usage).getByTestId('storage-usage')).toHaveTextContent('42 %');
    expect(within(usage).getByTestId('credit-balance')).toHaveAccessibleName('Credit balance: 250');
    expect(within(usage).getByTestId('running-renders')).toHaveAccessibleName('Running renders: 3');
    expect(within(menu).getByTestId('environment-chip')).toHaveTextContent('dev');
    expect(within(menu).getByText('Manager')).toBeInTheDocument();
    expect(within(menu).getByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(within(menu).getByTestId('locale-en')).toHaveAttribute('data-selected', 'true');
    expect(within(menu).getByTestId('sign-out')).toHaveTextContent('Sign out');
  });

  it('shows no usage widgets to an editor outside collaborative mode', async () => {
    const app = await renderApp({ role: 'editor', collaborativeMode: false });
    const menu = await openHeaderMenu(app);
    expect(within(menu).queryByRole('list', { name: 'Brand usage' })).toBeNull();
    expect(within(menu).queryByTestId('credit-balance')).toBeNull();
    expect(within(menu).getByTestId('sign-out')).toBeInTheDocument();
  });

  it('switches the language and stays open, now in Czech', async () => {
    const app = await renderApp();
    const menu = await openHeaderMenu(app);
    await app.user.click(within(menu).getByTestId('locale-cs'));
    await waitFor(() => expect(app.i18n.language).toBe('cs'));
    expect(readLocaleCookie(document.cookie)).toBe('cs');
    expect(within(screen.getByTestId('header-menu')).getByTestId('sign-out')).toHaveTextContent('Odhlásit se');
    expect(screen.getByRole('button', { name: 'Účet, jazyk a využití' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes when a widget in it is followed', async () => {
    const app = await renderApp({ role: 'manager', balance: 250 });
    const menu = await openHeaderMenu(app);
    await app.user.click(within(menu).getByTestId('credit-balance'));
    await waitFor(() => expect(app.location()).toBe('/acme/brand-settings/wallet'));
    await waitFor(() => expect(screen.queryByTestId('header-menu')).toBeNull());
  });

  it('closes on Escape', async () => {
    const app = await renderApp();
    await openHeaderMenu(app);
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('header-menu')).toBeNull());
  });

  it('keeps the godlike details dialog open after the menu closes behind it', async () => {
    const app = await renderApp({ user: { isGodlike: true, email: 'god@example.com' } });
    const menu = await openHeaderMenu(app);
    await app.user.click(within(menu).getByTestId('godlike-details'));
    const dialog = await screen.findByTestId('godlike-dialog');
    await app.advance(500);
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByText('god@example.com')).toBeInTheDocument();
  });

  describe('sign-out', () => {
    let assign: ReturnType<typeof vi.spyOn>;
    beforeEach(() => {
      assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    });
    afterEach(() => assign.mockRestore());

    it("signs out through the data layer and goes to the provider's logout page", async () => {
      const app = await renderApp();
      const menu = await openHeaderMenu(app);
      await app.user.click(within(menu).getByTestId('sign-out'));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:8091/logout?loggedOut=1&application=Adcreative', null));
      expect(app.backend.count('logout')).toBe(1);
    });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrors } from '../../../tests/harness/builders';
import { renderApp, type RenderedApp } from '../../../tests/harness/render-app';
import { browserNavigation } from '../../lib/browser-navigation';
import { readLocaleCookie, writeLocaleCookie } from '../../lib/locale-cookie';
import { adminFunctionsAtom } from '../../state/derived';

async function openUserMenu(app: RenderedApp) {
  await app.user.click(await screen.findByTestId('user-menu-button'));
  return await screen.findByTestId('user-menu');
}

/** What reached the fake network for `method`, by arguments. */
const sent = (app: RenderedApp, method: string) => app.backend.calls.filter((call) => call.method === method).map((call) => call.args);

describe('user menu', () => {
  beforeEach(() => {
    writeLocaleCookie('en');
    localStorage.clear();
  });

  it('offers English and Czech, not French, to ordinary users', async () => {
    const app = await renderApp();
    const menu = await openUserMenu(app);
    expect(within(menu).getByTestId('locale-en')).toBeInTheDocument();
    expect(within(menu).getByTestId('locale-cs')).toBeInTheDocument();
    expect(within(menu).queryByTestId('locale-fr')).toBeNull();
    expect(within(menu).queryByTestId('godlike-details')).toBeNull();
    expect(within(menu).queryByTestId('admin-functions')).toBeNull();
  });

  it('switches to Czech: page, cookie and the server', async () => {
    const app = await renderApp();
    const menu = await openUserMenu(app);
    await app.user.click(within(menu).getByTestId('locale-cs'));
    await waitFor(() => expect(app.i18n.language).toBe('cs'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Přehled' })).toBeInTheDocument();
    expect(readLocaleCookie(document.cookie)).toBe('cs');
    await waitFor(() => expect(sent(app, 'updateLocale')).toEqual([['cs']]));
  });

  it('offers French and the admin extras to godlike users', async () => {
    const app = await renderApp({ user: { isGodlike: true, name: 'Gina Godlike' } });
    const menu = await openUserMenu(app);
    await app.user.click(within(menu).getByTestId('locale-fr'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeInTheDocument();
    await waitFor(() => expect(sent(app, 'updateLocale')).toEqual([['fr']]));
  });

  it('keeps the admin-functions toggle in localStorage', async () => {
    const app = await renderApp({ user: { isGodlike: true } });
    const menu = await openUserMenu(app);
    const toggle = within(menu).getByTestId('admin-functions');
    expect(toggle).toHaveAttribute('data-selected', 'false');
    expect(toggle).toHaveAccessibleName(/^Admin functions\s+off$/);
    await app.user.click(toggle);
    expect(app.store.get(adminFunctionsAtom)).toBe(true);
    expect(localStorage.getItem('adcreative-dev:admin-functions')).toBe('true');
  });

  it('shows godlike details in a dialog', async () => {
    const app = await renderApp({ user: { isGodlike: true, email: 'god@example.com' } });
    const menu = await openUserMenu(app);
    await app.user.click(within(menu).getByTestId('godlike-details'));
    const dialog = await screen.findByTestId('godlike-dialog');
    expect(within(dialog).getByText('god@example.com')).toBeInTheDocument();
    // The current role is selected: nothing to change yet.
    expect(within(dialog).getByRole('button', { name: 'Change role' })).toBeDisabled();
  });

  it('changes the own primary role through the data layer, then reloads the product', async () => {
    const reload = vi.spyOn(browserNavigation, 'reload').mockImplementation(() => undefined);
    const app = await renderApp({ user: { isGodlike: true } });
    const menu = await openUserMenu(app);
    await app.user.click(within(menu).getByTestId('godlike-details'));
    const dialog = await screen.findByTestId('godlike-dialog');
    await app.user.selectOptions(within(dialog).getByLabelText('My primary role in this brand'), 'visitor');
    await app.user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    // The next page's log marker says why (src/lib/page-load.ts).
    expect(reload).toHaveBeenCalledWith('role-change');
    expect(sent(app, 'setGodlikePrimaryRole')).toEqual([['visitor']]);
    reload.mockRestore();
  });

  it('says so and does not reload when the change fails', async () => {
    const reload = vi.spyOn(browserNavigation, 'reload').mockImplementation(() => undefined);
    const app = await renderApp({
      user: { isGodlike: true },
      network: ({ backend }) => backend.autoFail('setGodlikePrimaryRole', () => apiErrors.unhandled(403, 'REQUESTS.UNAUTHORIZED')),
    });
    const menu = await openUserMenu(app);
    await app.user.click(within(menu).getByTestId('godlike-details'));
    const dialog = await screen.findByTestId('godlike-dialog');
    await app.user.selectOptions(within(dialog).getByLabelText('My primary role in this brand'), 'editor');
    await app.user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The role could not be changed.');
    expect(sent(app, 'setGodlikePrimaryRole')).toEqual([['editor']]);
    expect(reload).not.toHaveBeenCalled();
    reload.mockRestore();
  });
});

describe('locale from the session', () => {
  beforeEach(() => writeLocaleCookie('en'));

  it('lets the server locale win after sign-in and stores it in the cookie', async () => {
    const app = await renderApp({ locale: 'cs' });
    await waitFor(() => expect(app.i18n.language).toBe('cs'));
    expect(readLocaleCookie(document.cookie)).toBe('cs');
  });

  it('gives French only to godlike users, English otherwise', async () => {
    const app = await renderApp({ locale: 'fr', uiLocale: 'fr' });
    await waitFor(() => expect(app.i18n.language).toBe('en'));
  });

  it('keeps French for a godlike user', async () => {
    const app = await renderApp({ locale: 'fr', user: { isGodlike: true } });
    await waitFor(() => expect(app.i18n.language).toBe('fr'));
  });
});

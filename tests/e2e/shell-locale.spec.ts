/**
 * Locale switch: Czech for a manager, French only for a godlike user. The chosen locale is stored
 * on the user by the server, so each test switches back to English for the specs that follow.
 */
import { type Page } from '@playwright/test';
import { expect, PEOPLE, signIn, test, waitForPageReady } from './shell-support';

async function chooseLocale(page: Page, locale: 'en' | 'cs' | 'fr') {
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId(`locale-${locale}`).click();
}

test('switches to Czech and keeps it across a reload', async ({ page }) => {
  await signIn(page, PEOPLE.manager, '/acme/dashboard');
  await page.getByTestId('user-menu-button').click();
  await expect(page.getByTestId('locale-fr')).toHaveCount(0);
  await page.getByTestId('locale-cs').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Přehled' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  await page.reload();
  await waitForPageReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Přehled' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hlavní navigace' })).toBeVisible();
  await chooseLocale(page, 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('offers French to a godlike user', async ({ page }) => {
  await signIn(page, PEOPLE.godlike, '/acme/dashboard');
  await chooseLocale(page, 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  await expect(page.getByTestId('breadcrumbs')).toHaveCount(0);
  await page.getByRole('link', { name: 'Paramètres de la marque' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres de la marque' })).toBeVisible();
  await chooseLocale(page, 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Brand settings' })).toBeVisible();
});

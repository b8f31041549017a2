/**
 * The forbidden page (toast and way back) and the 404 page, in a real browser. The visitor (locale
 * en) may not open the users page, which is for managers.
 */
import { expect, navigateInApp, PEOPLE, signIn, signInThroughProvider, test, waitForPageReady } from './shell-support';

const FORBIDDEN = 'You do not have access to that page.';

test('a page the role may not open: toast, then back to the previous page', async ({ page }) => {
  // Signed in as a person signs in (the provider's pages): with a session made by the control API
  // the way back led to the dashboard instead, which no person can meet (docs/control-api.md).
  await signInThroughProvider(page, PEOPLE.visitor, '/acme/visuals');
  await waitForPageReady(page);
  await navigateInApp(page, '/acme/brand-settings/users');
  await expect(page.getByTestId('toast').filter({ hasText: FORBIDDEN })).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/acme/visuals');
  await expect(page.getByRole('heading', { level: 1, name: 'My templates' })).toBeVisible();
});

test('a forbidden deep link goes to / (the dashboard)', async ({ page }) => {
  await signIn(page, PEOPLE.visitor, '/acme/dashboard');
  await page.goto('/acme/brand-settings/users');
  await expect(page.getByTestId('toast').filter({ hasText: FORBIDDEN })).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/acme/dashboard');
});

test('unknown pages and invalid ids show the 404 page', async ({ page }) => {
  await signIn(page, PEOPLE.manager, '/acme/dashboard');
  await page.goto('/acme/this-does-not-exist');
  const notFound = page.getByTestId('error-404');
  await expect(notFound.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  const support = notFound.getByRole('link', { name: /Contact support/ });
  await expect(support).toHaveAttribute('target', '_blank');
  await expect(support).toHaveAttribute('rel', 'noopener noreferrer');
  await page.screenshot({ path: 'tests/e2e/screenshots/not-found.png' });
  await notFound.getByRole('link', { name: 'Go to the dashboard' }).click();
  await page.waitForURL((url) => url.pathname === '/acme/dashboard');

  await navigateInApp(page, '/acme/visuals/not-a-number');
  await expect(page.getByTestId('error-404')).toBeVisible();
});

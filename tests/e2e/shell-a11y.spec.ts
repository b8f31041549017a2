/** No serious or critical axe-core violations on the shell's main pages. */
import { expect, navigateInApp, PEOPLE, seriousViolations, signIn, test, waitForPageReady, waitForSettledLayout } from './shell-support';

test('shell pages have no serious axe violations', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, PEOPLE.manager, '/acme/dashboard');
  for (const path of ['/acme/dashboard', '/acme/ad-sets', '/acme/brand-settings/notifications', '/acme/brand-settings/wallet', '/switch-brand', '/acme/nope']) {
    await navigateInApp(page, path);
    await waitForPageReady(page);
    // A fading element is judged at its final colours, not half-way.
    await waitForSettledLayout(page);
    expect(await seriousViolations(page), path).toEqual([]);
  }
  // Menus open: brand menu and user menu.
  await navigateInApp(page, '/acme/dashboard');
  await waitForPageReady(page);
  await page.getByTestId('brand-menu-button').click();
  expect(await seriousViolations(page), 'brand menu').toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByTestId('user-menu-button').click();
  expect(await seriousViolations(page), 'user menu').toEqual([]);
});

test('the login page has no serious axe violations', async ({ page }) => {
  await page.goto('/login?loggedOut=1');
  await expect(page.getByText('You have been signed out.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

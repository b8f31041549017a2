/** No serious or critical axe-core violations on the shell's main pages. */
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, navigateInApp, PEOPLE, signIn, test, waitForPageReady } from './shell-support';

async function seriousViolations(page: Page) {
  // Headless UI's focus sentinels are hidden on purpose: they only hand focus back to the
  // trigger when tabbing out of an open popover.
  const results = await new AxeBuilder({ page }).exclude('[id^="headlessui-focus-sentinel"]').analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('shell pages have no serious axe violations', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, PEOPLE.manager, '/acme/dashboard');
  for (const path of ['/acme/dashboard', '/acme/ad-sets', '/acme/brand-settings/notifications', '/acme/brand-settings/wallet', '/switch-brand', '/acme/nope']) {
    await navigateInApp(page, path);
    await waitForPageReady(page);
    await page.waitForTimeout(300);
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

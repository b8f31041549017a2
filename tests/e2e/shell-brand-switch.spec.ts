/** Brand switch from the header's brand menu, with the search box (the manager has 5 brands). */
import { expect, PEOPLE, signIn, test, waitForPageReady, watchProblems } from './shell-support';

test('switches brand from the menu with search', async ({ page }) => {
  await signIn(page, PEOPLE.manager, '/acme/visuals');
  await waitForPageReady(page);
  const problems = watchProblems(page);
  await expect(page.getByTestId('credit-balance')).toHaveAccessibleName('Credit balance: 250');

  await page.getByTestId('brand-menu-button').click();
  const panel = page.getByTestId('brand-menu-panel');
  const search = panel.getByTestId('brand-search');
  await expect(search).toBeFocused();
  await search.fill('glbex');
  await expect(panel.getByTestId('brand-list').getByRole('button')).toHaveCount(1);
  await expect(panel.getByRole('button', { name: /Globex/ })).toBeVisible();
  const listBox = await panel.getByTestId('brand-list').boundingBox();
  expect(listBox?.height ?? 0).toBeLessThanOrEqual(225);
  await page.screenshot({ path: 'tests/e2e/screenshots/brand-menu.png' });

  await panel.getByRole('button', { name: /Globex/ }).click();
  // Same brand-level page in the new brand; the previous brand's numbers never show.
  await page.waitForURL((url) => url.pathname === '/globex/visuals');
  await waitForPageReady(page);
  await expect(page.getByTestId('brand-menu-button')).toContainText('Globex');
  await expect(page.getByTestId('credit-balance')).toHaveAccessibleName('Credit balance: 72');
  await expect(page.getByTestId('storage-usage')).toHaveAccessibleName('Storage used: 80 %');
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.failedRequests).toEqual([]);
});

test('lists all brands without search for a user with 4 brands or fewer', async ({ page }) => {
  await signIn(page, PEOPLE.developer, '/acme/dashboard');
  await page.getByTestId('brand-menu-button').click();
  await expect(page.getByTestId('brand-list').getByRole('button')).toHaveCount(3);
  await expect(page.getByTestId('brand-search')).toHaveCount(0);
});

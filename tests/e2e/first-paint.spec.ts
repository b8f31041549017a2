/**
 * The dashboard's first paint (worker/contract/first-paint.ts): the server draws the page's frame
 * and heading into index.html, so they are on screen before any script runs; the app then
 * replaces them with its own, drawn in the same place at the same size.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, PEOPLE, test, waitForPageReady } from './shell-support';

const SHOTS = 'tests/e2e/screenshots';

async function signedInPage(browser: Browser, width: number, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled });
  const page = await context.newPage();
  const response = await page.request.post('/__control/session', { data: { email: PEOPLE.manager } });
  expect(response.ok()).toBe(true);
  return page;
}

for (const width of [1280, 360]) {
  test(`at ${width} px the dashboard's heading is drawn before any script runs, where the app draws it`, async ({ browser }) => {
    const still = await signedInPage(browser, width, false);
    await still.goto('/acme/dashboard');
    const painted = still.locator('[data-first-paint]');
    await expect(painted.getByRole('heading', { level: 1, includeHidden: true })).toHaveText('Dashboard');
    const paintedWelcome = painted.locator('p', { hasText: /^Welcome back, .+\. Here is what is happening in Acme/ });
    await expect(paintedWelcome).toBeVisible();
    await still.screenshot({ path: `${SHOTS}/first-paint-${width}.png` });
    const before = await paintedWelcome.boundingBox();

    const live = await signedInPage(browser, width, true);
    await live.goto('/acme/dashboard');
    await waitForPageReady(live);
    // The app replaced the first paint: one heading, the app's own.
    await expect(live.locator('[data-first-paint]')).toHaveCount(0);
    const welcome = live.getByTestId('dashboard-page').locator('p', { hasText: /^Welcome back, / });
    await expect(welcome).toHaveText((await paintedWelcome.textContent()) ?? '');
    const after = await welcome.boundingBox();
    // The same line, at the same size and in the same column (an alert above it may push it down).
    expect({ x: after?.x, width: after?.width, height: after?.height }).toEqual({ x: before?.x, width: before?.width, height: before?.height });
    await live.screenshot({ path: `${SHOTS}/first-paint-app-${width}.png` });
    await still.context().close();
    await live.context().close();
  });
}

test('a page other than the dashboard, and a signed-out visitor, get no first paint', async ({ browser }) => {
  const page = await signedInPage(browser, 1280, false);
  await page.goto('/acme/ad-sets');
  await expect(page.locator('#root')).toBeEmpty();
  await page.context().clearCookies();
  await page.goto('/acme/dashboard');
  await expect(page.locator('#root')).toBeEmpty();
  await page.context().close();
});

/**
 * The first paint of the dashboard and the Renders page (worker/contract/first-paint.ts): the
 * server draws the page's frame and heading into index.html, so they are on screen before any
 * script runs; the app then replaces them with its own, drawn in the same place at the same size.
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

const PAGES = [
  { name: 'dashboard', path: '/acme/dashboard', title: 'Dashboard', line: /^Welcome back, .+\. Here is what is happening in Acme/, testId: 'dashboard-page' },
  { name: 'renders', path: '/acme/builds', title: 'Renders', line: /^Every render of Acme Corporation, newest first/, testId: 'renders-page' },
] as const;

for (const { name, path, title, line, testId } of PAGES) {
  for (const width of [1280, 360]) {
    test(`at ${width} px the ${name} page's heading is drawn before any script runs, where the app draws it`, async ({ browser }) => {
      const still = await signedInPage(browser, width, false);
      await still.goto(path);
      const painted = still.locator('[data-first-paint]');
      await expect(painted.getByRole('heading', { level: 1, includeHidden: true })).toHaveText(title);
      const paintedLine = painted.locator('p', { hasText: line });
      await expect(paintedLine).toBeVisible();
      await still.screenshot({ path: `${SHOTS}/first-paint-${name}-${width}.png` });
      const before = await paintedLine.boundingBox();

      const live = await signedInPage(browser, width, true);
      await live.goto(path);
      await waitForPageReady(live);
      // The app replaced the first paint: one heading, the app's own.
      await expect(live.locator('[data-first-paint]')).toHaveCount(0);
      const appLine = live.getByTestId(testId).locator('p', { hasText: line });
      await expect(appLine).toHaveText((await paintedLine.textContent()) ?? '');
      const after = await appLine.boundingBox();
      // The same line, at the same size and in the same place (the breadcrumbs above it drawn too).
      expect(after).toEqual(before);
      await live.screenshot({ path: `${SHOTS}/first-paint-${name}-app-${width}.png` });
      await still.context().close();
      await live.context().close();
    });
  }
}

test('a page the server does not draw, and a signed-out visitor, get no first paint', async ({ browser }) => {
  const page = await signedInPage(browser, 1280, false);
  await page.goto('/acme/ad-sets');
  await expect(page.locator('#root')).toBeEmpty();
  await page.context().clearCookies();
  await page.goto('/acme/dashboard');
  await expect(page.locator('#root')).toBeEmpty();
  await page.context().close();
});

/**
 * The connectivity alerts and the loading bar in a real browser (spec sections 8 and 9): the
 * ad-blocker bar (its bait request blocked with page.route, as a blocker would), the offline bar
 * and the resync when back online, the quiet header indicator while the live connection is cut
 * (control API `live/drop`), and the loading bar while a data call is slow.
 */
import { mkdirSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { waitForLive } from './live-support';
import { control, expect, navigateInApp, PEOPLE, signIn, test, waitForPageReady, waitForSettledLayout } from './shell-support';

const SHOTS = process.env.ALERTS_SHOTS_DIR ?? 'test-results/alerts';
mkdirSync(SHOTS, { recursive: true });

async function requestCount(page: Page, key: string): Promise<number> {
  const response = await page.request.get('/__control/requests');
  const { counts } = (await response.json()) as { counts: Record<string, number> };
  return counts[key] ?? 0;
}

test('an ad blocker that refuses the bait request: a danger bar', async ({ page }) => {
  await page.route('**/ads.js', (route) => route.abort('blockedbyclient'));
  await signIn(page, PEOPLE.manager, '/acme/dashboard');
  const bar = page.getByTestId('alert-ad-blocker');
  await expect(bar).toBeVisible({ timeout: 10_000 });
  await expect(bar).toHaveText(/An ad blocker is blocking parts of this application/);
  await page.screenshot({ path: `${SHOTS}/ad-blocker-bar.png` });
});

test('no ad blocker: the bait is answered and no bar shows', async ({ page }) => {
  const bait = page.waitForResponse((response) => new URL(response.url()).pathname === '/ads.js');
  await signIn(page, PEOPLE.manager, '/acme/dashboard');
  expect((await bait).status()).toBe(200);
  await waitForPageReady(page);
  // The detector has spoken once its element bait, put in beside the bait request, is taken out
  // again (src/features/alerts/ad-block-detector.ts); a bar would show in the frame after.
  await expect(page.locator('.adsbox')).toHaveCount(0);
  await waitForSettledLayout(page);
  await expect(page.getByTestId('alert-ad-blocker')).toHaveCount(0);
});

test('offline: a bar while offline, gone when back, and the return refetches', async ({ page, context }) => {
  await signIn(page, PEOPLE.manager, '/acme/dashboard');
  await waitForPageReady(page);
  // The session has loaded (the brand's page is there) before the connection goes.
  await expect(page.getByTestId('dashboard-page')).toBeVisible();
  await context.setOffline(true);
  const bar = page.getByTestId('alert-offline');
  await expect(bar).toBeVisible();
  await expect(bar).toHaveText(/You are offline/);
  await page.screenshot({ path: `${SHOTS}/offline-bar.png` });

  await page.request.post('/__control/requests/reset');
  await context.setOffline(false);
  await expect(bar).toHaveCount(0);
  // The resync refetches the signed-in user within its 1 s window (nothing else asks for it now).
  await expect.poll(() => requestCount(page, 'GET /server/api/v1/me'), { timeout: 10_000 }).toBe(1);
});

test('live connection cut: a quiet header indicator after 3 s, gone on reconnection, then a resync', async ({ page }) => {
  await signIn(page, PEOPLE.manager, '/acme/dashboard');
  await waitForPageReady(page);
  await waitForLive(page);
  const indicator = page.getByTestId('live-down-indicator');
  await expect(indicator).toHaveCount(0);

  await page.request.post('/__control/requests/reset');
  const droppedAt = Date.now();
  await control(page, 'live/drop', { downForMs: 9_000 });
  await expect(indicator).toBeVisible({ timeout: 8_000 });
  expect(Date.now() - droppedAt).toBeGreaterThanOrEqual(3_000);
  await expect(indicator).toHaveAccessibleName(/Live updates are interrupted/);
  // Quiet: the alert area shows no bar for it.
  await expect(page.getByTestId('alert-live')).toHaveCount(0);
  await indicator.hover();
  await expect(page.getByRole('tooltip', { name: /Live updates are interrupted/ })).toHaveCSS('opacity', '1'); // faded in
  await page.screenshot({ path: `${SHOTS}/live-down-indicator.png` });
  await page.getByTestId('header').screenshot({ path: `${SHOTS}/live-down-indicator-header.png` });

  await expect(indicator).toHaveCount(0, { timeout: 15_000 });
  await waitForLive(page);
  // Back: the resync refetched the signed-in user (me refresh window: 1 s).
  await expect.poll(() => requestCount(page, 'GET /server/api/v1/me'), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
});

test('the loading bar while a data call is slow: part-way (30 % / 45 % of what is left per call started / finished), gone when all are done', async ({ page }) => {
  await signIn(page, PEOPLE.manager, '/acme/dashboard');
  // In-process data layer (?worker=0): its requests come from the page, so page.route can hold one.
  await page.goto('/acme/dashboard?worker=0');
  await waitForPageReady(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/server/api/v1/visual-build?**', async (route) => {
    await held;
    await route.continue();
  });
  // The API calls under way, to know when all but the held one are done.
  const open = new Set<Request>();
  const isApiCall = (url: string) => new URL(url).pathname.startsWith('/server/');
  page.on('request', (request) => void (isApiCall(request.url()) && open.add(request)));
  page.on('requestfinished', (request) => void open.delete(request));
  page.on('requestfailed', (request) => void open.delete(request));
  await navigateInApp(page, '/acme/builds');
  const bar = page.getByRole('progressbar', { name: 'Loading data' });
  // The page starts several calls (the list among them): part-way, never 100 while one is held,
  // also once every other call has finished.
  await expect(bar).toHaveAttribute('aria-valuenow', /^([3-8]\d|9[0-9])(\.\d)?$/);
  await expect.poll(() => [...open].map((request) => new URL(request.url()).pathname)).toEqual(['/server/api/v1/visual-build']);
  await expect(bar).toBeVisible();
  await expect(bar).not.toHaveAttribute('aria-valuenow', '100');
  await waitForSettledLayout(page); // the width transition, for the picture
  await page.screenshot({ path: `${SHOTS}/loading-bar.png` });
  release();
  await expect(page.getByTestId('loading-bar')).toHaveCount(0, { timeout: 5_000 });
});

/**
 * Fetch feeds fetch for real against the local stack: a shop's feed server started
 * here on 127.0.0.1 (the e2e stack allows loopback feed URLs: FEED_FETCH_ALLOW_PRIVATE is on
 * outside production). A failed fetch keeps the products and shows on the feed's page; the
 * schedule's runner (stepped through the control API) makes an automatic revision.
 */
import { control, expect, navigateInApp, PEOPLE, signIn, test, waitForPageReady, watchProblems } from './shell-support';
import { useShopServer } from './shop-server';

const SHOTS = '/tmp/shots/feeds';

const shop = useShopServer();

test('a fetch feed reads its URL, shows a failed fetch without losing products, and its schedule makes revisions', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  shop.answer({ status: 200, body: 'sku;title;price\nE-1;Rain jacket;49,90 EUR\nE-2;Boots;29 EUR\n' });
  await signIn(page, PEOPLE.manager, '/acme/feeds/create/fetch');
  await waitForPageReady(page);
  const problems = watchProblems(page);
  const form = page.getByTestId('feed-form-fetch');
  await form.locator('#feed-name').fill('Shop feed');
  await form.getByLabel(/^URL/).fill(`${shop.origin()}/gone.csv`);
  shop.answer({ status: 404, body: 'Not found' });
  await form.getByTestId('feed-test-fetch').click();
  await expect(form.getByRole('alert')).toHaveText('The URL answered 404 Not Found.');

  shop.answer({ status: 200, body: 'sku;title;price\nE-1;Rain jacket;49,90 EUR\nE-2;Boots;29 EUR\n' });
  await form.getByLabel(/^URL/).fill(`${shop.origin()}/feed.csv`);
  await form.locator('#feed-schedule').selectOption('hourly');
  await form.getByTestId('feed-test-fetch').click();
  await expect(page.getByTestId('feed-preview')).toContainText('2 products in 3 columns');
  await form.getByTestId('feed-save').click();
  await expect(page.getByTestId('feed-name')).toHaveText('Shop feed', { timeout: 10_000 });
  await expect(page.getByTestId('feed-products-table').getByTestId('feed-product-row')).toHaveCount(2);
  await expect(page.getByTestId('feed-next-fetch')).toContainText('next fetch');
  const base = new URL(page.url()).pathname;

  shop.answer({ status: 404, body: 'Not found' });
  await navigateInApp(page, `${base}/settings`);
  await page.getByTestId('fetch-now').click();
  await expect(page.getByTestId('feed-fetch-error')).toContainText('The URL answered 404 Not Found.', { timeout: 10_000 });
  await expect(page.getByTestId('feed-summary')).toContainText('2 products');
  await page.screenshot({ path: `${SHOTS}/fetch-failed.png`, fullPage: true });

  shop.answer({ status: 200, body: 'sku;title;price\nE-1;Rain jacket;39,90 EUR\nE-2;Boots;29 EUR\nE-3;Hat;9 EUR\n' });
  const result = (await control(page, 'feeds/run-due', { at: new Date(Date.now() + 2 * 3_600_000).toISOString() })) as { fetched: { ok: boolean }[] };
  expect(result.fetched).toEqual([{ feedId: expect.any(Number), ok: true }]);
  await navigateInApp(page, `${base}/feed-revisions`);
  const rows = page.getByTestId('revision-row');
  await expect(rows).toHaveCount(3, { timeout: 10_000 });
  await expect(rows.nth(0)).toContainText('Automatic');
  await expect(rows.nth(0)).toContainText('Fetched');
  await expect(rows.nth(1)).toContainText('Fetch failed');
  await expect(rows.nth(1).getByTestId('revision-error')).toHaveText('The URL answered 404 Not Found.');
  await expect(page.getByTestId('feed-fetch-error')).toHaveCount(0);
  await expect(page.getByTestId('feed-summary')).toContainText('3 products');
  await page.screenshot({ path: `${SHOTS}/fetch-revisions.png`, fullPage: true });
  // The 404 answers of the feed server are the server's business, not the page's.
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.failedRequests.filter((r) => !r.includes('/feed/preview/fetch'))).toEqual([]);
});

/**
 * Feed pages follow the feed live, in real Chromium against the local stack: two people signed
 * in in their own browser contexts. The manager has the feed's products tab and revisions tab
 * open; the developer (who made the feed) has the feed list open. The developer's "Fetch now"
 * (3 products → 2) and then the schedule's failed fetch (run through the control API) reach the
 * manager's open tabs without a reload, and the failure reaches the manager's bell as a
 * notification with the reason that links to the feed.
 *
 * Before: no feed code announced anything; both tabs still showed 3 products 20 s later.
 */
import type { Page } from '@playwright/test';
import { control, expect, markDocument, navigateInApp, PEOPLE, personPage, sameDocument, test, waitForPageReady, watchProblems } from './shell-support';
import { useShopServer } from './shop-server';
import { waitForLive } from './live-support';

const SHOTS = '/tmp/shots/feeds';
const LIVE = { timeout: 10_000 };
const HOUR = 3_600_000;

const shop = useShopServer();

const catalogue = (skus: readonly string[]) => `sku;title;price\n${skus.map((s, i) => `${s};Jacket ${i + 1};${49 + i},90 EUR`).join('\n')}\n`;

/** A call of the app's API as the signed-in page (its cookies, the XSRF token, the brand). */
async function api(page: Page, path: string, body: unknown): Promise<{ data: { id: number } }> {
  const cookies = await page.context().cookies();
  const token = decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
  const answered = await page.request.post(`/server/api/v1/${path}`, { headers: { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest', 'x-xsrf-token': token, 'x-brand': 'acme' }, data: body });
  expect(answered.ok(), `POST ${path} answered ${answered.status()}: ${await answered.text()}`).toBe(true);
  return (await answered.json()) as { data: { id: number } };
}

async function unreadCount(page: Page): Promise<number> {
  const badge = page.getByTestId('unread-count');
  return (await badge.count()) === 0 ? 0 : Number.parseInt((await badge.textContent()) ?? '0', 10);
}

test('one person’s fetch and the schedule’s failed fetch reach the other person’s open products and revisions tabs live', async ({ browser }) => {
  test.setTimeout(120_000);
  shop.answer({ status: 200, body: catalogue(['J-1', 'J-2', 'J-3']) });
  const developer = await personPage(browser, PEOPLE.developer, { path: '/acme/feeds' });
  // The farm's timer would finish the seed's renders mid-test and notify the manager: the unread
  // count below must move by the failed fetch alone.
  await control(developer, 'farm', { running: false });
  const { data: feed } = await api(developer, 'feed/fetch', { name: 'Live shop', url: `${shop.origin()}/feed.csv`, format: 'csv', schedule: 'hourly', currency: 'EUR' });
  const base = `/acme/feeds/${feed.id}`;

  // The manager: the products tab in one page, the revisions tab in another (the same person's two tabs).
  const products = await personPage(browser, PEOPLE.manager, { path: base });
  const revisions = await products.context().newPage();
  await revisions.goto(`${base}/feed-revisions`);
  await waitForPageReady(revisions);
  const problems = [developer, products, revisions].map(watchProblems);
  const productRows = products.getByTestId('feed-products-table').getByTestId('feed-product-row');
  const revisionRows = revisions.getByTestId('revision-row');
  await expect(productRows).toHaveCount(3, LIVE);
  await expect(revisionRows).toHaveCount(1, LIVE);
  for (const page of [developer, products, revisions]) {
    await waitForLive(page);
    await markDocument(page);
  }
  const feedRow = developer.getByTestId('feeds-table').getByTestId('feed-row').filter({ hasText: 'Live shop' });
  await expect(feedRow).toContainText('3');

  // The developer fetches now: the document lost a product.
  shop.answer({ status: 200, body: catalogue(['J-1', 'J-2']) });
  await navigateInApp(developer, `${base}/settings`);
  await developer.getByTestId('fetch-now').click();
  await expect(productRows).toHaveCount(2, LIVE);
  await expect(products.getByTestId('feed-summary')).toContainText('2 products', LIVE);
  await expect(revisionRows).toHaveCount(2, LIVE);
  await expect(revisionRows.nth(0)).toContainText('Fetched');
  await expect(revisionRows.nth(0)).toContainText('David Developer');
  await products.screenshot({ path: `${SHOTS}/live-products-1280.png`, fullPage: true });

  // The schedule's fetch fails: the tabs show it, and the manager is told once.
  const unread = await unreadCount(products);
  shop.answer({ status: 503, body: 'busy' });
  await navigateInApp(developer, '/acme/feeds');
  const ran = (await control(developer, 'feeds/run-due', { at: new Date(Date.now() + 2 * HOUR).toISOString() })) as { fetched: { feedId: number; ok: boolean }[] };
  expect(ran.fetched).toEqual([{ feedId: feed.id, ok: false, message: 'The URL answered 503 Service Unavailable.' }]);
  await expect(products.getByTestId('feed-fetch-error')).toContainText('The URL answered 503 Service Unavailable.', LIVE);
  await expect(productRows).toHaveCount(2);
  await expect(revisionRows).toHaveCount(3, LIVE);
  await expect(revisionRows.nth(0)).toContainText('Fetch failed');
  await expect(revisionRows.nth(0).getByTestId('revision-error')).toHaveText('The URL answered 503 Service Unavailable.');
  await expect(developer.getByTestId('feeds-table').getByTestId('feed-row').filter({ hasText: 'Live shop' })).toContainText('Last fetch failed', LIVE);
  await expect.poll(() => unreadCount(products), LIVE).toBe(unread + 1);
  for (const page of [developer, products, revisions]) expect(await sameDocument(page)).toBe(true);

  await products.getByTestId('notifications-bell').click();
  const first = products.getByTestId('notifications-panel').getByTestId('notification-item').first();
  await expect(first.getByTestId('notification-title')).toHaveText('Feed fetch failed', LIVE);
  await expect(first.getByTestId('notification-text')).toContainText('Live shop');
  await expect(first.getByTestId('notification-detail')).toHaveText('The URL answered 503 Service Unavailable.');
  await products.screenshot({ path: `${SHOTS}/live-notification-1280.png` });
  await products.setViewportSize({ width: 360, height: 800 });
  await products.screenshot({ path: `${SHOTS}/live-notification-360.png` });
  await first.getByTestId('notification-title').getByRole('link').click();
  await expect(products).toHaveURL(new RegExp(`${base}$`), LIVE);
  await expect(products.getByTestId('feed-fetch-error')).toBeVisible();
  await expect(products.getByTestId('notifications-panel')).toHaveCount(0, LIVE);
  await products.screenshot({ path: `${SHOTS}/live-feed-360.png`, fullPage: true });
  await revisions.setViewportSize({ width: 360, height: 800 });
  await revisions.screenshot({ path: `${SHOTS}/live-revisions-360.png`, fullPage: true });

  for (const p of problems) expect(p.consoleErrors).toEqual([]);
});

/**
 * Ad sets produce creatives: an ad set of 3 products × 2 sizes (PNG, made through the
 * API's wizard calls from a manual feed) renders 6 creatives with the real renderer as the farm is
 * stepped (control API `farm/tick`); the grid shows them, a second signed-in person sees the
 * progress live, the export zip has 6 entries in `{size}/{language}/` folders, and a permalink
 * shows the real creative at its size under its CSP; the Ads list shows each ad's first creative
 * as its thumbnail. Screenshots at 1280 and 390 px go to /tmp/shots/ad-set-creatives, and of the
 * Ads and Ad sets lists (windowed tables) to /tmp/shots/ads-*.png.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { readZip } from '../../server/test-support/zip-reader.ts';
import { control, expect, PEOPLE, personPage, signIn, test, waitForPageReady } from './shell-support';

const SHOTS = '/tmp/shots/ad-set-creatives';
const PRODUCTS = [
  { sku: 'SH-1', name: 'Trail shoe', price: '79.90' },
  { sku: 'SH-2', name: 'Road shoe', price: '99.00' },
  { sku: 'SH-3', name: 'Sandal', price: '29.50' },
];

/** A call of the app's API as the signed-in page (its cookies, the XSRF token, the brand). */
async function api(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<{ data: Record<string, unknown> & { id: number } }> {
  const cookies = await page.context().cookies();
  const token = decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
  const answer = await page.request.fetch(`/server/api/v1/${path}`, {
    method,
    headers: { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest', 'x-xsrf-token': token, 'x-brand': 'acme' },
    ...(body === undefined ? {} : { data: body }),
  });
  expect(answer.ok(), `${method} ${path} answered ${answer.status()}: ${await answer.text()}`).toBe(true);
  return (await answer.json()) as { data: Record<string, unknown> & { id: number } };
}

/** A ready ad set: 3 products × English × 300×250 and 728×90, PNG, of the seeded sale banner. */
async function readyAdSet(page: Page): Promise<number> {
  const columns = [
    { name: 'sku', type: 'text' },
    { name: 'name', type: 'text' },
    { name: 'price', type: 'price' },
  ];
  const feed = await api(page, 'POST', 'feed/manual', { name: 'Creatives e2e feed', columns, rows: PRODUCTS });
  const options = (await api(page, 'GET', 'ad-set/options')).data as unknown as { versions: { id: number; visual_name: string }[] };
  const version = options.versions.find((v) => v.visual_name === 'Summer sale banner')!;
  const id = (await api(page, 'POST', 'ad-set/draft', { name: 'Creatives e2e', format: 'png', visual_version_id: version.id })).data.id;
  await api(page, 'PUT', `ad-set/${id}/wizard/feed`, { feed_id: feed.data.id });
  await api(page, 'PUT', `ad-set/${id}/wizard/localize`, { languages: ['en'] });
  await api(page, 'PUT', `ad-set/${id}/wizard/mapping`, { mapping: { headline: 'name', price: 'price' } });
  await api(page, 'POST', `ad-set/${id}/populate`);
  await api(page, 'PUT', `ad-set/${id}/wizard/resizes`, { sizes: [{ width: 300, height: 250 }, { width: 728, height: 90 }] });
  return id;
}

/**
 * The simulated farm fails the builds whose id is a multiple of 9 by design (docs/control-api.md
 * `farm/tick`): stark's queue takes such ids until the next `count` are all ordinary ones.
 */
async function skipFailingIds(page: Page, count: number): Promise<void> {
  for (let i = 0; i < 9; i++) {
    const { ids } = (await control(page, 'builds', { brand: 'stark' })) as { ids: number[] };
    const next = Array.from({ length: count }, (_, k) => ids[0]! + 1 + k);
    if (next.every((id) => id % 9 !== 0)) return;
  }
}

const tiles = (page: Page) => page.getByTestId('creatives-grid').getByTestId('creative-tile');
const tilesIn = (page: Page, status: string) => page.locator(`[data-testid="creatives-grid"] [data-testid="creative-tile"][data-status="${status}"]`);
/** An image element's load state, read in the page (the e2e tsconfig has no DOM types). */
type Loaded = { complete: boolean; naturalWidth: number; naturalHeight: number; getBoundingClientRect(): { width: number } };

test('an ad set of 3 products × 2 sizes renders 6 creatives: the grid, live progress in another session, the export zip, a permalink', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await control(page, 'farm', { running: false });
  await signIn(page, PEOPLE.manager, '/acme/dashboard');
  await waitForPageReady(page);
  const id = await readyAdSet(page);
  const tab = `/acme/ad-sets/${id}/render-requests`;
  await page.goto(tab);
  await waitForPageReady(page);
  await expect(page.getByText('No creatives yet: request renders to make one per ad and size.')).toBeVisible();
  await expect(page.getByText('6 renders, 6 credits: one creative per ad and size, each with its ad’s values.')).toBeVisible();
  // Another person has the same tab open.
  const other = await personPage(browser, PEOPLE.developer, { path: tab });

  await skipFailingIds(page, 6);
  await page.getByTestId('request-renders').click();
  await expect(tiles(page)).toHaveCount(6, { timeout: 15_000 });
  await expect(tiles(other)).toHaveCount(6, { timeout: 15_000 });
  await expect(tilesIn(other, 'queued')).toHaveCount(6);

  // Stepped until every creative is done; the other session sees a render under way on the way.
  let sawProgress = false;
  for (let step = 0; step < 40; step++) {
    if ((await tilesIn(page, 'finished').count()) === 6) break;
    await control(page, 'farm/tick');
    // Live, no reload: a render of ours at 34 % in the other person's grid.
    if (!sawProgress) sawProgress = await tilesIn(other, 'rendering').locator('[role="progressbar"][aria-valuenow="34"]').first().isVisible({ timeout: 3_000 }).catch(() => false);
  }
  expect(sawProgress).toBe(true);
  await expect(tilesIn(page, 'finished')).toHaveCount(6, { timeout: 15_000 });
  await expect(tilesIn(other, 'finished')).toHaveCount(6, { timeout: 15_000 });
  const placed = await Promise.all((await tiles(page).all()).map(async (tile) => `${await tile.getAttribute('data-size')}/${await tile.getAttribute('data-language')}`));
  expect(placed.sort()).toEqual([
    '300x250/en', '300x250/en', '300x250/en', '728x90/en', '728x90/en', '728x90/en',
  ]);
  // Every thumbnail is a real image that loaded (lazily, as it came into view).
  const images = page.getByTestId('creative-image');
  await expect(images).toHaveCount(6);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img) => ((img as unknown as Loaded).complete ? (img as unknown as Loaded).naturalWidth : 0))).toBeGreaterThan(0);
  }
  await expect(page.getByTestId('render-count-finished')).toHaveText('Finished: 6');
  await page.screenshot({ path: `${SHOTS}/creatives-1280.png`, fullPage: true });

  // The export: 6 PNGs in {size}/{language}/ folders, each at its size.
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-creatives').click()]);
  expect(file.suggestedFilename()).toMatch(/^creatives-e2e-creatives-.+\.zip$/);
  const entries = readZip(readFileSync(await file.path()));
  expect(entries.map((e) => e.name.replace(/-\d+\.png$/, '')).sort()).toEqual([
    '300x250/en/road-shoe', '300x250/en/sandal', '300x250/en/trail-shoe', '728x90/en/road-shoe', '728x90/en/sandal', '728x90/en/trail-shoe',
  ]);
  for (const entry of entries) {
    const png = PNG.sync.read(entry.content);
    expect(`${png.width}x${png.height}`).toBe(entry.name.split('/')[0]);
  }

  // Narrow: the grid in one column, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(tiles(page).first()).toBeVisible();
  expect(await page.evaluate(() => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SHOTS}/creatives-390.png`, fullPage: true });

  // A permalink: the real creative at its size, loaded under the preview page's CSP.
  const token = ((await api(page, 'GET', `ad-set/${id}/detail`)).data as unknown as { permalink_token: string }).permalink_token;
  const ads = (await api(page, 'GET', `ad-set/${id}/ads`)) as unknown as { data: { id: number }[] };
  const preview = await browser.newPage();
  const blocked: string[] = [];
  preview.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) blocked.push(m.text());
  });
  await preview.goto(new URL(`/server/ad-preview/${token}/${ads.data[0]!.id}/728x90`, page.url()).toString());
  const shown = preview.getByRole('img');
  await expect.poll(() => shown.evaluate((el) => {
    const img = el as unknown as Loaded;
    return [img.naturalWidth, img.naturalHeight, img.getBoundingClientRect().width];
  })).toEqual([728, 90, 728]);
  expect(blocked).toEqual([]);
  await preview.screenshot({ path: `${SHOTS}/permalink.png` });
  await preview.close();

  // The Ads list (a window of the brand's ads, newest first): this set's 3 ads, each with its
  // first creative as a real image that loaded; then the Ad sets list, with a draft on top (its
  // row has the way back into the wizard under the name). Wide and narrow.
  const adIds = ads.data.map((ad) => String(ad.id));
  const draft = (await api(page, 'POST', 'ad-set/draft', { name: 'Creatives e2e, next season', format: 'png', visual_version_id: (await api(page, 'GET', `ad-set/${id}/detail`)).data.visual_version_id })).data.id;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto('/acme/ads');
    await waitForPageReady(page);
    for (const adId of adIds) {
      const thumbnail = page.locator(`[data-testid="ad-row"][data-id="${adId}"] [data-testid="creative-image"]`);
      await expect(thumbnail, `ad ${adId}'s thumbnail`).toHaveCount(1, { timeout: 15_000 });
      await thumbnail.scrollIntoViewIfNeeded();
      await expect.poll(() => thumbnail.evaluate((img) => ((img as unknown as Loaded).complete ? (img as unknown as Loaded).naturalWidth : 0))).toBeGreaterThan(0);
    }
    await expect(page.getByTestId('ads-count')).toHaveText(/^Showing [\d,]+ of [\d,]+ ads$/);
    expect(await page.evaluate(() => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `/tmp/shots/ads-list-${width}.png` });
    await page.goto('/acme/ad-sets');
    await waitForPageReady(page);
    await expect(page.getByTestId(`ad-set-row-${id}`).getByRole('link', { name: 'Creatives e2e' })).toBeVisible();
    await expect(page.getByTestId(`ad-set-row-${draft}`).getByTestId('continue-draft')).toBeVisible();
    expect(await page.evaluate(() => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `/tmp/shots/ads-ad-sets-${width}.png` });
  }
});

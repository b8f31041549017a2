/**
 * Feeds against the local stack: a manual feed typed into the grid and then edited,
 * an upload feed from an in-memory CSV previewed and saved, their products tabs, and the 404
 * page for unknown products. Screenshots of every tab go to /tmp/shots/feeds.
 */
import type { Page } from '@playwright/test';
import { expect, navigateInApp, PEOPLE, signIn, test, waitForPageReady, watchProblems } from './shell-support';

const SHOTS = '/tmp/shots/feeds';
const TABS = ['feed-attributes', 'feed-costs', 'feed-revisions', 'product-changes', 'permalinks', 'api', 'settings'] as const;

const productRows = (page: Page) => page.getByTestId('feed-products-table').getByTestId('feed-product-row');

async function newFeed(page: Page, kind: 'manual' | 'upload'): Promise<void> {
  await page.getByTestId('new-feed').click();
  await expect(page.getByTestId('feed-kind-chooser')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/create-chooser.png`, fullPage: true });
  await page.getByTestId(`choose-${kind}`).click();
  await expect(page.getByTestId(`feed-form-${kind}`)).toBeVisible();
}

test('creates a manual feed in the grid, edits a product, and sees the change and its revision', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, PEOPLE.manager, '/acme/feeds');
  await waitForPageReady(page);
  const problems = watchProblems(page);
  await expect(page.getByTestId('feeds-table').getByTestId('feed-row').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/list.png`, fullPage: true });

  await newFeed(page, 'manual');
  const form = page.getByTestId('feed-form-manual');
  await form.locator('#feed-name').fill('Typed by hand');
  await form.getByLabel('Row 1, sku').fill('M-1');
  await form.getByLabel('Row 1, name').fill('Typed shoe');
  await form.getByLabel('Row 1, price').fill('19.90');
  await form.getByTestId('add-row').click();
  await form.getByLabel('Row 2, sku').fill('M-2');
  await form.getByLabel('Row 2, name').fill('Typed hat');
  await form.getByLabel('Row 2, price').fill('9.50');
  await page.screenshot({ path: `${SHOTS}/create-manual.png`, fullPage: true });
  await form.getByTestId('feed-save').click();

  await expect(page.getByTestId('feed-name')).toHaveText('Typed by hand', { timeout: 10_000 });
  await expect(productRows(page)).toHaveCount(2);
  await expect(page.getByTestId('feed-products-table')).toContainText('Typed shoe');

  await page.getByTestId('feed-edit-link').click();
  const edit = page.getByTestId('feed-form-manual');
  await expect(edit.getByLabel('Row 1, name')).toHaveValue('Typed shoe');
  await edit.getByLabel('Row 1, name').fill('Typed boot');
  await edit.getByTestId('feed-save').click();
  await expect(page.getByTestId('feed-products-table')).toContainText('Typed boot', { timeout: 10_000 });
  await expect(page.getByTestId('feed-products-table')).not.toContainText('Typed shoe');

  await navigateInApp(page, `${new URL(page.url()).pathname}/feed-revisions`);
  await expect(page.getByTestId('revision-row')).toHaveCount(2);
  await navigateInApp(page, page.url().replace(/\/feed-revisions$/, '/product-changes').replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByTestId('changes-table')).toContainText('Typed boot');
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.failedRequests).toEqual([]);
});

test('uploads a CSV, previews the parse, and finds the uploaded products on the products tab', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, PEOPLE.manager, '/acme/feeds');
  await waitForPageReady(page);
  const problems = watchProblems(page);
  await newFeed(page, 'upload');
  const form = page.getByTestId('feed-form-upload');
  await form.locator('#feed-name').fill('Spring upload');
  const csv = 'sku;name;price;image_link\nU-1;Rain jacket;"49,90 EUR";https://cdn.example.com/u1.jpg\nU-2;Rubber boots;29.00 EUR;https://cdn.example.com/u2.jpg\nU-3;Umbrella;12 EUR;\n';
  await form.getByLabel(/^File/).setInputFiles({ name: 'spring.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  // No delimiter chosen: the server finds the semicolon.
  await expect(form.getByLabel(/^Delimiter/)).toHaveValue('auto');
  await form.getByTestId('feed-preview-button').click();
  await expect(page.getByTestId('feed-preview')).toContainText('3 products in 4 columns');
  await expect(page.getByTestId('feed-preview-delimiter')).toHaveText('Read with the delimiter: Semicolon ( ; )');
  await page.screenshot({ path: `${SHOTS}/create-upload-preview.png`, fullPage: true });
  await form.getByTestId('feed-save').click();

  await expect(page.getByTestId('feed-name')).toHaveText('Spring upload', { timeout: 10_000 });
  await expect(productRows(page)).toHaveCount(3);
  await expect(page.getByTestId('feed-products-table')).toContainText('Rain jacket');
  await expect(page.getByTestId('feed-products-table')).toContainText('€49.90');
  await productRows(page).first().getByRole('link').click();
  await expect(page.getByTestId('product-panel-name')).toHaveText('Rain jacket');
  await page.screenshot({ path: `${SHOTS}/tab-products.png`, fullPage: true });

  const base = new URL(page.url()).pathname.replace(/\/products\/\d+$/, '');
  for (const tab of TABS) {
    await navigateInApp(page, `${base}/${tab}`);
    await expect(page.getByRole('navigation', { name: 'Feed sections' }).locator(`a[aria-current="page"][href$="/${tab}"]`)).toBeVisible();
    await waitForPageReady(page);
    await page.screenshot({ path: `${SHOTS}/tab-${tab}.png`, fullPage: true });
  }
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.failedRequests).toEqual([]);
});

test('shows the derived feed’s rules editor and the 404 page for unknown products', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, PEOPLE.manager, '/acme/feeds/archive');
  await waitForPageReady(page);
  // The seed's derived feed is the archived one.
  await page.getByTestId('feeds-table').getByRole('link').first().click();
  await expect(page.getByTestId('feed-kind')).toHaveText('Derived');
  const base = new URL(page.url()).pathname;
  await navigateInApp(page, `${base}/derived-feed-editor`);
  await expect(page.getByTestId('rule-filter')).toHaveCount(1);
  await expect(page.getByTestId('rules-preview-count')).toContainText('These rules keep 4 products.', { timeout: 10_000 });
  await page.screenshot({ path: `${SHOTS}/tab-derived-feed-editor.png`, fullPage: true });

  await navigateInApp(page, `${base}/products/99999`);
  await expect(page.getByTestId('error-404')).toBeVisible({ timeout: 10_000 });
  await navigateInApp(page, '/acme/products/99999');
  await expect(page.getByTestId('error-404')).toBeVisible({ timeout: 10_000 });
  await navigateInApp(page, '/acme/products');
  await expect(page.getByTestId('products-table').getByTestId('product-row').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/products.png`, fullPage: true });
  await page.getByTestId('products-table').getByTestId('product-row').first().getByRole('link').first().click();
  await expect(page.getByTestId('product-page')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/product.png`, fullPage: true });
});

test('a visitor reads a feed’s settings and a derived feed’s rules as values, with nothing to type into or save', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, PEOPLE.visitor, '/acme/feeds');
  await waitForPageReady(page);
  const problems = watchProblems(page);
  await page.getByTestId('feeds-table').getByTestId('feed-row').first().getByRole('link').first().click();
  const base = new URL(page.url()).pathname;
  await navigateInApp(page, `${base}/settings`);
  await expect(page.getByTestId('feed-settings-values')).toBeVisible();
  const editable = page.getByTestId('feed-page').locator('input, select, textarea, button[type="submit"]');
  await expect(editable).toHaveCount(0);
  await expect(page.getByTestId('save-settings')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/visitor-settings.png`, fullPage: true });

  await navigateInApp(page, '/acme/feeds/archive');
  await page.getByTestId('feeds-table').getByRole('link').first().click();
  await expect(page.getByTestId('feed-kind')).toHaveText('Derived');
  await navigateInApp(page, `${new URL(page.url()).pathname}/derived-feed-editor`);
  await expect(page.getByTestId('rule-filter-value')).toHaveText(['category is “Shoes”']);
  await expect(page.getByTestId('rules-preview-count')).toContainText('These rules keep 4 products.', { timeout: 10_000 });
  await expect(editable).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/visitor-rules.png`, fullPage: true });
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.failedRequests).toEqual([]);
});

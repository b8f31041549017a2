/**
 * The asset library, source files and the video editor against the local stack: a
 * file uploaded in real Chromium is listed with its size and the brand user is refetched (the
 * server's BrandStoreUsageCalculated); a folder is created and filled; the seeded video opens in
 * the video editor, plays, and a trimmed copy is saved; unknown ids are the 404 page.
 * Screenshots go to /tmp/shots/assets.
 */
import type { Page } from '@playwright/test';
import { control, expect, PEOPLE, signIn, test, waitForPageReady, watchProblems } from './shell-support';

const SHOTS = '/tmp/shots/assets';

const fileItem = (page: Page, name: string) => page.locator(`[data-testid="file-item"][data-name="${name}"]`);
const folderItem = (page: Page, name: string) => page.locator(`[data-testid="folder-item"][data-name="${name}"]`);

async function upload(page: Page, testId: string, name: string, bytes: number, mimeType = 'text/plain'): Promise<void> {
  await page.getByTestId(`${testId}-input`).setInputFiles({ name, mimeType, buffer: Buffer.alloc(bytes, 'a') });
}

test('uploads into the library and into a new folder, listing the files with their size', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, PEOPLE.manager, '/acme/asset-library');
  await waitForPageReady(page);
  const problems = watchProblems(page);
  await expect(folderItem(page, 'Video')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/library-root-grid.png`, fullPage: true });

  const brandUserCalls = () => problems.requests.filter((url) => url.endsWith('/server/api/v1/brand-user')).length;
  const before = brandUserCalls();
  // The answer is held: the worker's XHR has reported the whole body sent while the item still uploads.
  await control(page, 'delay', { method: 'POST', path: '/api/v1/uploads/file', ms: 2_000 });
  await upload(page, 'library-upload', 'e2e-notes.txt', 3000);
  await expect(page.getByTestId('upload-item')).toHaveAttribute('data-status', 'uploading');
  await expect(page.getByTestId('upload-percent')).toHaveText('100 %');
  await expect(page.getByTestId('upload-item').getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByTestId('upload-item')).toHaveAttribute('data-status', 'done', { timeout: 15_000 });
  await expect(fileItem(page, 'e2e-notes.txt').getByTestId('file-facts')).toContainText('2.9 KB');
  // The server announced the new storage figure; the data layer refetched the brand user.
  await expect.poll(brandUserCalls, { timeout: 15_000 }).toBeGreaterThan(before);

  await page.getByTestId('new-folder').click();
  await page.getByLabel(/Folder name/).fill('E2E drafts');
  await page.getByTestId('name-dialog-submit').click();
  await folderItem(page, 'E2E drafts').getByRole('link', { name: 'E2E drafts' }).click();
  await expect(page.getByTestId('library-path')).toContainText('E2E drafts');
  await expect(page.getByTestId('empty-state')).toBeVisible();
  await upload(page, 'library-upload', 'inside.txt', 5 * 1024);
  await expect(fileItem(page, 'inside.txt').getByTestId('file-facts')).toContainText('5 KB', { timeout: 15_000 });
  await page.getByRole('button', { name: 'List' }).click();
  await expect(fileItem(page, 'inside.txt').getByTestId('file-size')).toHaveText('5 KB');
  await page.screenshot({ path: `${SHOTS}/library-folder-list.png`, fullPage: true });

  // The same name again: keep both stores "inside (2).txt".
  await upload(page, 'library-upload', 'inside.txt', 10);
  const conflict = page.getByTestId('upload-item').last();
  await expect(conflict).toHaveAttribute('data-status', 'conflict');
  await page.screenshot({ path: `${SHOTS}/library-upload-conflict.png`, fullPage: true });
  await conflict.getByRole('button', { name: 'Keep both' }).click();
  await expect(fileItem(page, 'inside (2).txt')).toBeVisible({ timeout: 15_000 });
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.failedRequests).toEqual([]);
});

test('opens the seeded video in the video editor, plays it and saves a trimmed copy', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, PEOPLE.manager, '/acme/asset-library');
  await waitForPageReady(page);
  await folderItem(page, 'Video').getByRole('link', { name: 'Video' }).click();
  await fileItem(page, 'product-teaser.webm').getByRole('link', { name: /Edit product-teaser.webm/ }).click();
  await expect(page).toHaveURL(/\/acme\/asset-library\/video-editor\/\d+$/);
  const player = page.getByTestId('editor-player');
  await expect(player).toBeVisible();
  // The browser fetched the file through the session and can decode it.
  await expect.poll(() => player.evaluate((video) => (video as unknown as { readyState: number }).readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('editor-duration')).toHaveText('0:03 (3 s)');

  await page.getByLabel(/Start/).fill('2');
  await page.getByLabel(/End/).fill('1');
  await page.getByTestId('trim-save').click();
  await expect(page.getByText('The start must be before the end.')).toBeVisible();
  await page.getByLabel(/End/).fill('4');
  await page.getByLabel(/Start/).fill('0.5');
  await page.getByTestId('trim-save').click();
  await expect(page.getByText('The end cannot be after 3 s.')).toBeVisible();
  await page.getByLabel(/End/).fill('2,5');
  await page.getByTestId('trim-save').click();
  await expect(page.getByTestId('trim-saved')).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: `${SHOTS}/video-editor.png`, fullPage: true });

  await page.getByTestId('editor-back').click();
  await expect(fileItem(page, 'product-teaser (trimmed).webm')).toContainText('0:02');
});

test('says a non-media file cannot be edited, and shows the 404 page for unknown ids', async ({ page }) => {
  await signIn(page, PEOPLE.manager, '/acme/asset-library/video-editor/99999');
  await expect(page.getByTestId('error-404')).toBeVisible({ timeout: 15_000 });
  await page.goto('/acme/asset-groups/99999');
  await expect(page.getByTestId('error-404')).toBeVisible({ timeout: 15_000 });
  await page.goto('/acme/asset-library?directory=99999');
  await expect(page.getByTestId('error-404')).toBeVisible({ timeout: 15_000 });
  await page.goto('/acme/asset-library');
  await waitForPageReady(page);
  const href = await fileItem(page, 'brand-guidelines.txt').getByTestId('file-name').getAttribute('href');
  const id = /files\/(\d+)\//.exec(href ?? '')?.[1];
  await page.goto(`/acme/asset-library/video-editor/${id}`);
  await expect(page.getByTestId('editor-unsupported')).toContainText('brand-guidelines.txt is not a video or audio file.');
});

test('lists source files with counts and sizes, and uploads into a group', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, PEOPLE.manager, '/acme/asset-groups');
  await waitForPageReady(page);
  await expect(page.getByTestId('groups-summary')).toContainText('Files: 3');
  const row = page.getByTestId('group-row').filter({ hasText: 'Source files 1' });
  await expect(row).toContainText('source-files-1');
  await page.screenshot({ path: `${SHOTS}/asset-groups.png`, fullPage: true });
  await row.getByRole('link', { name: 'Source files 1' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Source files 1' })).toBeVisible();
  await expect(fileItem(page, 'hero-image.png')).toBeVisible();
  await upload(page, 'group-upload', 'brief.txt', 2048);
  await expect(fileItem(page, 'brief.txt').getByTestId('file-size')).toHaveText('2 KB', { timeout: 15_000 });
  await page.screenshot({ path: `${SHOTS}/asset-group.png`, fullPage: true });
});

test('starts an editor in their own upload folder', async ({ page }) => {
  await signIn(page, PEOPLE.editor, '/acme/asset-library');
  await waitForPageReady(page);
  await expect(page.getByTestId('library-path')).toHaveText('editor-3');
  await expect(fileItem(page, 'draft-banner.png')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/library-editor-root.png`, fullPage: true });
});

/**
 * The asset library is a live, windowed list (docs/assets.md "Live", "Paged listing"),
 * in real Chromium against the local stack: a manager and a visitor have the library open in
 * their own browser contexts; the folder the manager creates, the files uploaded into it, one
 * deleted and the folder renamed reach the visitor's open pages without a reload (the server's
 * AssetLibraryUpdated on the brand channel). Then a folder of 40 files scrolls in its box with
 * the exact total. Screenshots at 1280 and 390 px go to /tmp/shots/library-*.png.
 */
import type { Page } from '@playwright/test';
import { expect, markDocument, navigateInApp, PEOPLE, personPage, sameDocument, test, waitForPageReady, watchProblems } from './shell-support';

const SHOTS = '/tmp/shots';
const LIVE = { timeout: 10_000 };
const FOLDER = 'Live library e2e';

const folderItem = (page: Page, name: string) => page.locator(`[data-testid="folder-item"][data-name="${name}"]`);
const fileItem = (page: Page, name: string) => page.locator(`[data-testid="file-item"][data-name="${name}"]`);
const textFile = (name: string, bytes = 512) => ({ name, mimeType: 'text/plain', buffer: Buffer.alloc(bytes, 'a') });

test('what a manager does in the library reaches a visitor’s open folder, live', async ({ browser }) => {
  test.setTimeout(120_000);
  const manager = await personPage(browser, PEOPLE.manager, { path: '/acme/asset-library' });
  const visitor = await personPage(browser, PEOPLE.visitor, { path: '/acme/asset-library' });
  const problems = [manager, visitor].map(watchProblems);
  await expect(folderItem(visitor, 'Video')).toBeVisible({ timeout: 15_000 });
  await markDocument(visitor);

  // A new folder appears among the visitor's folders, in its place by name.
  await manager.getByTestId('new-folder').click();
  await manager.getByLabel(/Folder name/).fill(FOLDER);
  await manager.getByTestId('name-dialog-submit').click();
  await expect(folderItem(visitor, FOLDER)).toBeVisible(LIVE);
  const names = await visitor.getByTestId('folder-item').evaluateAll((items) => items.map((item) => (item as unknown as { dataset: { name: string } }).dataset.name));
  expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));

  // Both open it; the manager uploads two files: the visitor's empty folder fills.
  await folderItem(manager, FOLDER).getByRole('link', { name: FOLDER }).click();
  await folderItem(visitor, FOLDER).getByRole('link', { name: FOLDER }).click();
  await expect(visitor.getByTestId('empty-state')).toBeVisible({ timeout: 15_000 });
  await manager.getByTestId('library-upload-input').setInputFiles([textFile('from-manager-b.txt'), textFile('from-manager-a.txt', 3000)]);
  await expect(visitor.getByTestId('file-item')).toHaveCount(2, LIVE);
  await expect(visitor.getByTestId('library-count')).toHaveText('Showing 2 of 2 items');
  await expect(visitor.getByTestId('file-item').first()).toHaveAttribute('data-name', 'from-manager-a.txt');
  await expect(fileItem(visitor, 'from-manager-a.txt').getByTestId('file-facts')).toContainText('2.9 KB');

  // A deleted file leaves it.
  await manager.getByRole('button', { name: 'Delete file from-manager-b.txt' }).click();
  await manager.getByTestId('confirm-action').click();
  await expect(fileItem(visitor, 'from-manager-b.txt')).toHaveCount(0, LIVE);
  await expect(visitor.getByTestId('library-count')).toHaveText('Showing 1 of 1 items');

  // Renamed from the root: the visitor's path follows.
  await manager.getByTestId('library-path').getByRole('link', { name: 'Library' }).click();
  await manager.getByRole('button', { name: `Rename folder ${FOLDER}` }).click();
  await manager.getByLabel(/Folder name/).fill(`${FOLDER} (renamed)`);
  await manager.getByTestId('name-dialog-submit').click();
  await expect(visitor.getByTestId('library-path')).toContainText(`${FOLDER} (renamed)`, LIVE);

  expect(await sameDocument(visitor)).toBe(true);
  for (const p of problems) {
    expect(p.consoleErrors).toEqual([]);
    expect(p.failedRequests).toEqual([]);
  }
  await manager.context().close();
  await visitor.context().close();
});

test('a folder of 40 files scrolls in its box with the exact total, in both views and at 390 px', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await personPage(browser, PEOPLE.manager, { path: '/acme/asset-library' });
  const problems = watchProblems(page);
  await page.getByTestId('new-folder').click();
  await page.getByLabel(/Folder name/).fill('Forty files');
  await page.getByTestId('name-dialog-submit').click();
  await folderItem(page, 'Forty files').getByRole('link', { name: 'Forty files' }).click();
  await expect(page.getByTestId('empty-state')).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('library-upload-input').setInputFiles(Array.from({ length: 40 }, (_, i) => textFile(`shot ${String(i + 1).padStart(2, '0')}.txt`, 1024 * (i + 1))));
  await expect(page.getByTestId('library-count')).toHaveText('Showing 40 of 40 items', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Clear finished' }).click();
  await waitForPageReady(page);

  // The box scrolls, not the page; the DOM holds only the tiles near the view; the last is reachable.
  // At 1000 px high the box shows three rows of tiles and the window adds three more: with the
  // navigation collapsed (six a row, a choice kept per person that other specs may have left)
  // that is all 40. At 760 px it is two rows plus three, at most 30 tiles in either layout.
  await page.setViewportSize({ width: 1280, height: 760 });
  const grid = page.getByTestId('library-grid-scroll');
  await expect.poll(() => page.getByTestId('file-item').count()).toBeLessThan(40);
  await page.screenshot({ path: `${SHOTS}/library-1280-grid.png` });
  await grid.evaluate((box) => (box as unknown as { scrollTop: number; scrollHeight: number }).scrollTop = 1e6);
  await expect(fileItem(page, 'shot 40.txt')).toBeVisible();
  await expect(fileItem(page, 'shot 40.txt')).toHaveAttribute('aria-posinset', '40');
  await page.getByRole('button', { name: 'List' }).click();
  await expect(page.getByTestId('library-table')).toHaveAttribute('aria-rowcount', '41');
  await expect(fileItem(page, 'shot 01.txt').getByTestId('file-size')).toHaveText('1 KB');
  await page.screenshot({ path: `${SHOTS}/library-1280-list.png` });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('library-table-scroll')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/library-390-list.png` });
  await page.getByRole('button', { name: 'Grid' }).click();
  await expect(fileItem(page, 'shot 01.txt')).toBeVisible();
  // Two tiles a row on a phone, each as wide as the other, inside the viewport.
  const boxes = await page.getByTestId('file-item').evaluateAll((items) => items.slice(0, 2).map((item) => (item as unknown as { getBoundingClientRect(): { x: number; width: number; right: number } }).getBoundingClientRect()));
  expect(boxes[1]!.x).toBeGreaterThan(boxes[0]!.x);
  expect(Math.abs(boxes[0]!.width - boxes[1]!.width)).toBeLessThan(1);
  expect(boxes[1]!.right).toBeLessThanOrEqual(390);
  const overflow = await page.evaluate(() => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth);
  expect(overflow).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SHOTS}/library-390-grid.png` });
  await navigateInApp(page, '/acme/asset-library');
  await expect(folderItem(page, 'Forty files')).toContainText('Files: 40', { timeout: 15_000 });
  await page.screenshot({ path: `${SHOTS}/library-390-root.png` });
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.failedRequests).toEqual([]);
  await page.context().close();
});

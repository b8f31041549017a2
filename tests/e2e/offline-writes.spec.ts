/**
 * Writes that survive going offline (docs/collaboration.md), in real Chromium against the local
 * stack, with a second signed-in person watching the same version:
 *   - the developer's browser goes offline and writes a comment: it waits in the thread, "Waiting to
 *     send", and the header counts it; nothing reaches the server;
 *   - the page is reloaded while the comment still cannot be sent (the app's own files load, the
 *     comment's POST fails as offline): the comment is still pending, read back from IndexedDB;
 *   - a review answer (request approval) made offline waits under the version's buttons, behind it;
 *   - back online, the comment is sent once (the server counts one POST) and the manager's open page
 *     shows it live, then the review answer (the manager's page follows the new state);
 *   - a comment the server refuses when it is finally sent shows the server's reason, and Drop forgets it.
 *
 * A reload with the whole browser offline cannot load the app (it has no service worker to serve its
 * files from), so the reload keeps only the comment's route offline.
 *
 * Seed (server/seed/creatives.ts): acme's template 2 "Product carousel".
 */
import type { Page } from '@playwright/test';
import { control, expect, navigateInApp, PEOPLE, personPage, test } from './shell-support';

const LIVE = { timeout: 15_000 };
const COMMENT_POSTS = /\/server\/api\/v1\/visual-version\/\d+\/comment$/;

const status = (page: Page) => page.getByTestId('version-page').getByTestId('version-status');

async function openVersion(page: Page, path: string): Promise<void> {
  await navigateInApp(page, path);
  await expect(page.getByTestId('comments-panel')).toBeVisible(LIVE);
}

async function writeComment(page: Page, text: string): Promise<void> {
  await page.getByTestId('new-comment').fill(text);
  await page.getByTestId('add-comment').click();
  await expect(page.getByTestId('new-comment')).toHaveValue('', LIVE);
}

async function commentPostsServed(page: Page): Promise<number> {
  const { counts } = (await (await page.request.get('/__control/requests')).json()) as { counts: Record<string, number> };
  return Object.entries(counts)
    .filter(([key]) => key.startsWith('POST ') && COMMENT_POSTS.test(key.slice(5)))
    .reduce((sum, [, n]) => sum + n, 0);
}

test('a comment written offline waits, survives a reload, is sent once when back online and reaches another person live', async ({ browser }) => {
  test.setTimeout(120_000);
  const editor = await personPage(browser, PEOPLE.developer, { path: '/acme/visuals/2/version', width: 1280 });
  await editor.waitForURL(/\/acme\/visuals\/2\/version\/\d+$/, LIVE);
  const path = new URL(editor.url()).pathname;
  const manager = await personPage(browser, PEOPLE.manager, { path, width: 1280 });
  await openVersion(editor, path);
  await expect(manager.getByTestId('comments-panel')).toBeVisible(LIVE);
  await control(editor, 'requests/reset');

  const text = `Written offline ${Date.now()}`;
  await editor.context().setOffline(true);
  await writeComment(editor, text);
  const pending = editor.getByTestId('pending-comment');
  await expect(pending).toContainText(text);
  await expect(pending.getByTestId('outbox-pending')).toHaveText(/Waiting to send/);
  await expect(editor.getByTestId('outbox-indicator')).toHaveAttribute('data-waiting', '1');
  await expect(editor.getByTestId('outbox-indicator')).toHaveAccessibleName('1 change waiting to send');
  // A review answer made offline waits under the version's buttons, behind the comment.
  await editor.getByTestId('version-action-request-approval').click();
  await editor.getByTestId('version-action-dialog').getByTestId('version-action-confirm').click();
  await expect(editor.getByTestId('pending-review-answer')).toHaveAttribute('data-action', 'request-approval', LIVE);
  await expect(editor.getByTestId('pending-review-answer').getByTestId('outbox-pending')).toHaveText(/Waiting to send/);
  await expect(editor.getByTestId('outbox-indicator')).toHaveAccessibleName('2 changes waiting to send');
  await editor.screenshot({ path: test.info().outputPath('pending-desktop.png'), fullPage: true });

  // The reload: the app loads, the comment's POST still finds no network.
  await editor.context().route(COMMENT_POSTS, (route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue()));
  await editor.context().setOffline(false);
  await editor.reload();
  await expect(editor.getByTestId('comments-panel')).toBeVisible(LIVE);
  await expect(editor.getByTestId('pending-comment')).toContainText(text, LIVE);
  await expect(editor.getByTestId('pending-comment').getByTestId('outbox-pending')).toHaveText(/Waiting to send/);
  await expect(editor.getByTestId('pending-review-answer')).toBeVisible();
  expect(await commentPostsServed(editor)).toBe(0);
  await expect(status(manager)).toHaveAttribute('data-value', 'processed');
  await expect(manager.getByTestId('comments-panel')).not.toContainText(text);

  // Back online (the browser's online event): sent once; the other person's open page shows it.
  await editor.context().unroute(COMMENT_POSTS);
  await editor.context().setOffline(true);
  await editor.context().setOffline(false);
  await expect(manager.getByTestId('comments')).toContainText(text, LIVE);
  await expect(editor.getByTestId('comments')).toContainText(text, LIVE);
  await expect(editor.getByTestId('pending-comment')).toHaveCount(0, LIVE);
  await expect(editor.getByTestId('outbox-indicator')).toHaveCount(0);
  await expect(manager.getByTestId('comment-text').filter({ hasText: text })).toHaveCount(1);
  expect(await commentPostsServed(editor)).toBe(1);
  // Then the review answer, in the order they were made: the manager's page follows live.
  await expect(status(manager)).toHaveAttribute('data-value', 'approval-requested', LIVE);
  await expect(editor.getByTestId('pending-review-answer')).toHaveCount(0, LIVE);
});

test('a kept comment the server refuses shows the reason and can be dropped', async ({ browser }) => {
  test.setTimeout(90_000);
  const editor = await personPage(browser, PEOPLE.developer, { path: '/acme/visuals/2/version', width: 360 });
  await editor.waitForURL(/\/acme\/visuals\/2\/version\/\d+$/, LIVE);
  await expect(editor.getByTestId('comments-panel')).toBeVisible(LIVE);

  await editor.context().setOffline(true);
  await writeComment(editor, 'This one will be refused');
  await expect(editor.getByTestId('pending-comment')).toContainText('This one will be refused');
  await control(editor, 'fail', { method: 'POST', path: '/api/v1/visual-version/*', status: 403, times: 1 });
  await editor.context().setOffline(false);

  const refused = editor.getByTestId('pending-comment').getByTestId('outbox-refusal');
  await expect(refused).toHaveText(/^Not sent: .+/, LIVE);
  await expect(editor.getByTestId('outbox-indicator')).toHaveAttribute('data-refused', '1');
  await editor.getByTestId('pending-comment').scrollIntoViewIfNeeded();
  await editor.screenshot({ path: test.info().outputPath('refused-360.png') });
  await editor.getByTestId('outbox-drop').click();
  await expect(editor.getByTestId('pending-comment')).toHaveCount(0, LIVE);
  await expect(editor.getByTestId('outbox-indicator')).toHaveCount(0);
  await expect(editor.getByTestId('comments-panel')).not.toContainText('This one will be refused');
});

const FEED_PUTS = /\/server\/api\/v1\/feed\/\d+\/manual$/;

async function fillGrid(page: Page, changes: Record<string, string>): Promise<void> {
  const form = page.getByTestId('feed-form-manual');
  for (const [label, value] of Object.entries(changes)) await form.getByLabel(label).fill(value);
  await form.getByTestId('feed-save').click();
}

test('a manual feed’s rows edited offline are kept, survive a reload, reach another person live, and a refused grid is corrected in the grid', async ({ browser }) => {
  test.setTimeout(150_000);
  const manager = await personPage(browser, PEOPLE.manager, { path: '/acme/feeds/create/manual', width: 1280 });
  const name = `Kept rows ${Date.now()}`;
  const create = manager.getByTestId('feed-form-manual');
  await create.locator('#feed-name').fill(name);
  await create.getByLabel('Row 1, sku').fill('K-1');
  await create.getByLabel('Row 1, name').fill('Kept shoe');
  await create.getByTestId('feed-save').click();
  await expect(manager.getByTestId('feed-name')).toHaveText(name, LIVE);
  const feedPath = new URL(manager.url()).pathname;
  const watcher = await personPage(browser, PEOPLE.developer, { path: feedPath, width: 1280 });
  const watched = watcher.getByTestId('feed-products-table');
  await expect(watched).toContainText('Kept shoe', LIVE);

  // Offline: the saved grid is kept; the grid stays open and says so; the header counts it.
  await manager.getByTestId('feed-edit-link').click();
  const grid = manager.getByTestId('feed-form-manual');
  await expect(grid.getByLabel('Row 1, name')).toHaveValue('Kept shoe', LIVE);
  await manager.context().setOffline(true);
  await grid.getByTestId('add-row').click();
  await fillGrid(manager, { 'Row 1, name': 'Kept boot', 'Row 2, sku': 'K-2', 'Row 2, name': 'Kept hat' });
  await expect(manager.getByTestId('feed-grid-kept')).toHaveText(/waiting to send/, LIVE);
  await expect(grid.getByLabel('Row 2, name')).toHaveValue('Kept hat');
  await expect(manager.getByTestId('outbox-indicator')).toHaveAttribute('data-waiting', '1');
  await manager.screenshot({ path: test.info().outputPath('kept-grid-desktop.png'), fullPage: true });

  // A reload while the feed's PUT still finds no network: read back from IndexedDB, the grid
  // starts from the kept rows, and the feed's page shows them waiting.
  await manager.context().route(FEED_PUTS, (route) => (route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.continue()));
  await manager.context().setOffline(false);
  await manager.reload();
  await expect(manager.getByTestId('feed-grid-kept')).toBeVisible(LIVE);
  await expect(grid.getByLabel('Row 2, name')).toHaveValue('Kept hat');
  await manager.getByRole('link', { name: 'Cancel' }).click();
  const kept = manager.getByTestId('kept-feed-edit');
  await expect(kept).toContainText('2 rows', LIVE);
  await expect(kept.getByTestId('outbox-pending')).toHaveText(/Waiting to send/);
  await expect(watched).not.toContainText('Kept boot');
  await manager.screenshot({ path: test.info().outputPath('kept-on-feed-page.png'), fullPage: true });

  // Back online: sent, and the other person's open page follows.
  await manager.context().unroute(FEED_PUTS);
  await manager.context().setOffline(true);
  await manager.context().setOffline(false);
  await expect(watched).toContainText('Kept boot', LIVE);
  await expect(watched).toContainText('Kept hat');
  await expect(kept).toHaveCount(0, LIVE);
  await expect(manager.getByTestId('outbox-indicator')).toHaveCount(0);

  // A grid the server refuses when it is finally sent: the reason, Edit opens the kept grid, and
  // the correction goes in its place. (Pages are not kept offline: a page opened offline cannot
  // load, so the grid stays open while offline.)
  await manager.getByTestId('feed-edit-link').click();
  await expect(grid.getByLabel('Row 1, name')).toHaveValue('Kept boot', LIVE);
  await manager.context().setOffline(true);
  await fillGrid(manager, { 'Row 1, name': 'Refused boot' });
  await expect(manager.getByTestId('feed-grid-kept')).toHaveText(/waiting to send/, LIVE);
  await control(manager, 'fail', { method: 'PUT', path: '/api/v1/feed/*', status: 422, times: 1 });
  await manager.context().setOffline(false);
  // The open grid follows its kept edit: now refused, with the reason.
  await expect(manager.getByTestId('feed-grid-kept')).toHaveText(/^Your changes were not sent: .+/, LIVE);
  await manager.getByRole('link', { name: 'Cancel' }).click();
  await expect(kept.getByTestId('outbox-refusal')).toHaveText(/^Not sent: .+/, LIVE);
  await manager.setViewportSize({ width: 360, height: 800 });
  await manager.screenshot({ path: test.info().outputPath('refused-on-feed-page-360.png'), fullPage: true });
  await kept.getByTestId('outbox-edit').click();
  await expect(manager.getByTestId('feed-grid-kept')).toHaveText(/^Your changes were not sent: .+/, LIVE);
  await expect(grid.getByLabel('Row 1, name')).toHaveValue('Refused boot');
  await manager.screenshot({ path: test.info().outputPath('refused-grid-360.png'), fullPage: true });
  await fillGrid(manager, { 'Row 1, name': 'Corrected boot' });
  await expect(watched).toContainText('Corrected boot', LIVE);
  await expect(manager.getByTestId('feed-page')).toBeVisible(LIVE);
  await expect(kept).toHaveCount(0, LIVE);
  await expect(watched).not.toContainText('Refused boot');
});

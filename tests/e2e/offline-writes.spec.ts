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

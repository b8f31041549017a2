/**
 * A notification reaches an open panel live, in real Chromium against the local stack (where
 * the list is read through a window over the bridge). Two people in their own browser contexts:
 * the developer has the notification panel open; the manager comments on a version of the
 * developer's template (seed: acme's "Black Friday countdown", visual 3, by the developer; on its
 * newest version only the manager commented and only the two of them acted, so the developer is
 * the one person told, and nobody else's list changes). The
 * new notification appears on top of the open panel without a reload, the bell counts it, and
 * marking it read there changes it in place. Then the panel and the settings page are
 * photographed at 390 and 1280 px (/tmp/shots/notif-*.png).
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, markDocument, navigateInApp, PEOPLE, personPage, sameDocument, test, waitForPageReady } from './shell-support';

const SHOTS = '/tmp/shots';
const LIVE = { timeout: 10_000 };
const VERSION_OF_VISUAL_3 = '/acme/visuals/3/version';

async function openPanel(page: Page) {
  await page.getByTestId('notifications-bell').click();
  const panel = page.getByTestId('notifications-panel');
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('page-loader')).toHaveCount(0, LIVE);
  return panel;
}

async function unreadCount(page: Page): Promise<number> {
  const badge = page.getByTestId('unread-count');
  return (await badge.count()) === 0 ? 0 : Number.parseInt((await badge.textContent()) ?? '0', 10);
}

test('a comment by one person appears live in the other person’s open notification panel', async ({ browser }) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  const developer = await personPage(browser, PEOPLE.developer, { path: '/acme/ad-sets' });
  const manager = await personPage(browser, PEOPLE.manager);
  const text = `Live panel check ${Date.now()}`;

  await markDocument(developer);
  const panel = await openPanel(developer);
  const before = await unreadCount(developer);

  // The manager comments on the developer's template version.
  await navigateInApp(manager, VERSION_OF_VISUAL_3);
  await manager.waitForURL(/\/version\/\d+$/, { timeout: 15_000 });
  await expect(manager.getByTestId('comments-panel')).toBeVisible({ timeout: 15_000 });
  await manager.getByTestId('new-comment').fill(text);
  await manager.getByTestId('add-comment').click();

  // On top of the developer's open panel, live: no reload, no reopening.
  const first = panel.getByTestId('notification-item').first();
  await expect(first.getByTestId('notification-detail')).toHaveText(text, LIVE);
  await expect(first.getByTestId('notification-title')).toHaveText('New comment');
  await expect(first).toHaveAttribute('data-unread', 'true');
  await expect(developer.getByTestId('unread-count')).toHaveText(String(before + 1), LIVE);
  expect(await sameDocument(developer)).toBe(true);
  await developer.screenshot({ path: `${SHOTS}/notif-panel-1280.png` });

  // Marked read in the panel: the row changes in place, the count goes down.
  await first.getByRole('button', { name: 'Mark as read' }).click();
  await expect(first).toHaveAttribute('data-unread', 'false');
  await expect(first.getByTestId('notification-detail')).toHaveText(text);
  await expect.poll(() => unreadCount(developer), LIVE).toBe(before);

  // 390 px: the panel takes the whole width.
  await developer.setViewportSize({ width: 390, height: 844 });
  await expect(panel).toBeVisible();
  const box = await panel.boundingBox();
  expect(box?.width).toBe(390);
  await developer.screenshot({ path: `${SHOTS}/notif-panel-390.png` });
  await developer.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // The settings page shows the same list, at both widths.
  await navigateInApp(developer, '/acme/brand-settings/notifications');
  await waitForPageReady(developer);
  const page = developer.getByTestId('notifications-page');
  await expect(page.getByTestId('notification-item').first().getByTestId('notification-detail')).toHaveText(text, LIVE);
  await developer.screenshot({ path: `${SHOTS}/notif-page-390.png` });
  await developer.setViewportSize({ width: 1280, height: 1000 });
  await expect(page.getByTestId('notification-item').first()).toBeVisible();
  await developer.screenshot({ path: `${SHOTS}/notif-page-1280.png` });

  await developer.context().close();
  await manager.context().close();
});

/**
 * The tab's event log across reloads, in real Chromium (IndexedDB written by the worker): a
 * session's envelopes survive a browser reload and opening /__devtools by URL; each page load is
 * marked; the Newest envelopes table shows them on arrival; the export replays (`npm run replay`)
 * to the live hash through the markers; sign-out deletes the tab's log.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { control, expect, PEOPLE, signIn, signInThroughProvider, test, waitForPageReady } from './shell-support';
import { exportEventLog, savedTabLog, waitForLive } from './live-support';

/** The reasons of the page-load markers in the tab's log as the worker last saved it. */
async function savedPageLoads(page: Page): Promise<string[]> {
  return (await savedTabLog(page)).filter((event) => event.type === 'log/page-loaded').map((event) => event.reason ?? '');
}

test("the tab's log survives a reload and /__devtools opened by URL, marked, replayable, and goes with sign-out", async ({ page }) => {
  test.setTimeout(120_000);
  await control(page, 'farm', { running: false });
  // Through the provider's pages: the log of the page that set out to sign in comes along too.
  await signInThroughProvider(page, PEOPLE.manager, '/acme/dashboard');
  await waitForPageReady(page);
  await waitForLive(page);
  await control(page, 'brand/acme', { storagePercent: 87 });
  await expect(page.getByTestId('storage-usage')).toContainText('87', { timeout: 10_000 });

  await page.reload();
  await waitForPageReady(page);
  // The worker saves the tab's log 500 ms after a change (docs/event-log.md) and flushes before
  // the reloads the app makes itself; a navigation the browser makes (this goto) can lose the
  // last 500 ms. Wait for the save that has this page's marker, as a user's would be kept.
  await expect.poll(() => savedPageLoads(page), { timeout: 10_000 }).toContain('reload');
  // Opened by URL: a third page of the tab.
  await page.goto('/__devtools');
  // On arrival the table shows the log's newest (the 50 newest: this page's marker among them).
  const table = page.getByRole('table', { name: 'Newest envelopes' });
  await expect(table.locator('tr[data-page-load]').first()).toContainText('"reason":"navigate"', { timeout: 15_000 });

  // The whole tab's log is in the export: the first page's storage event, both markers; it replays
  // to the hash its header records (the live one).
  const dir = mkdtempSync(join(tmpdir(), 'devtools-tab-log-'));
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export event log', exact: true }).click()]);
  const path = join(dir, 'tab.ndjson');
  await file.saveAs(path);
  const events = readFileSync(path, 'utf8').trim().split('\n').slice(1).map((line) => (JSON.parse(line) as { event?: { type: string; reason?: string } }).event);
  const types = events.map((event) => event?.type);
  // The login page's log came along through the sign-in redirect too.
  expect(events.filter((event) => event?.type === 'log/page-loaded').map((event) => event?.reason)).toEqual(['sign-in', 'reload', 'navigate']);
  expect(types.indexOf('storage/recalculated')).toBeLessThan(events.findIndex((event) => event?.reason === 'reload'));
  const run = spawnSync('npx', ['tsx', 'scripts/replay.ts', path, '--json'], { encoding: 'utf8', timeout: 60_000 });
  expect(run.status, run.stderr).toBe(0);
  expect((JSON.parse(run.stdout) as { verified: boolean }).verified).toBe(true);
  const shots = process.env.SHOTS_DIR;
  if (shots !== undefined) {
    await table.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(shots, 'devtools-tab-log.png'), fullPage: true });
  }

  // Sign-out deletes the tab's log: after signing in again only the sign-in's own pages are in it
  // (the login page, marked "sign-in"), none of the session before.
  await page.goto('/acme/dashboard');
  await waitForPageReady(page);
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('sign-out').click();
  await page.waitForURL((url) => url.pathname === '/logout', { timeout: 20_000 });
  await signInThroughProvider(page, PEOPLE.manager, '/__devtools');
  await expect(table.locator('tr').nth(1)).toBeVisible({ timeout: 15_000 });
  await expect(table.locator('tr[data-page-load]', { hasText: '"reason":"sign-in"' })).toHaveCount(1, { timeout: 15_000 });
  await expect(table.locator('tr[data-page-load]', { hasText: /"reason":"(reload|navigate)"/ })).toHaveCount(0);
});

test('a tab opened from the app keeps a log of its own: each export holds only its own tab’s envelopes', async ({ page, context }) => {
  await signIn(page, PEOPLE.manager, '/acme/dashboard');
  await waitForPageReady(page);
  // window.open copies the opener's sessionStorage, and with it the tab id.
  const [opened] = await Promise.all([context.waitForEvent('page'), page.evaluate(() => void (globalThis as unknown as { open(url: string, target: string): unknown }).open('/globex/dashboard', '_blank'))]);
  await waitForPageReady(opened);
  await expect(opened.getByTestId('brand-menu-button')).toContainText('Globex');
  const mine = await exportEventLog(page);
  const theirs = await exportEventLog(opened);
  expect(mine.filter((e) => e.brand === 'globex')).toEqual([]);
  expect(theirs.filter((e) => e.brand === 'acme')).toEqual([]);
});

/**
 * A zip of 999 renders, end to end: a heavy user's brand (stark, seeded with
 * 1,200 more renders: about 1,045 finished) lists its finished renders, the user selects all 999
 * listed (the first page; the zip's limit) and downloads them as one zip. The URL carries every
 * id (`visual_build_ids[]=…`, about 24 KB), which the API server's 16 KiB head limit refused
 * before. When the server does refuse a request that large, the user reads its message.
 *
 * The farm is stopped: a queued render finishing would join the filtered list (1,000 listed).
 */
import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { readZip } from '../../server/test-support/zip-reader';
import { control, expect, PEOPLE, signIn, test, waitForPageReady } from './shell-support';

const FINISHED_RENDERS = '/stark/builds?status=finished';
const ZIP_PATH = '/server/api/v1/visual-build/download';

async function selectAllListed(page: Page): Promise<void> {
  await signIn(page, PEOPLE.manager, FINISHED_RENDERS);
  await waitForPageReady(page);
  await expect(page.getByTestId('renders-table')).toBeVisible({ timeout: 15_000 });
  // The first page: 999 of the brand's finished renders.
  await expect(page.getByText(/^Showing 999 of 1,0\d\d renders$/)).toBeVisible({ timeout: 15_000 });
  // The selection lives in the worker: the box shows it once the worker has applied the click
  // (not within the click itself, which is what check() demands).
  const all = page.getByRole('checkbox', { name: 'Select all 999 listed renders' });
  await all.click();
  await expect(all).toBeChecked();
  await expect(page.getByTestId('selected-count')).toHaveText('Selected: 999');
}

test.beforeEach(async ({ page }) => {
  await control(page, 'reset', { renders: 1_200 });
  await control(page, 'farm', { running: false });
});

test('999 selected renders download as one zip of 999 entries', async ({ page }) => {
  test.setTimeout(120_000);
  await selectAllListed(page);
  const zipRequests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === ZIP_PATH) zipRequests.push(request);
  });

  const zipButton = page.getByRole('button', { name: 'Download selected as zip' });
  await expect(zipButton).toBeEnabled();
  // The file, or else the refusal the page shows (fails at once with its text, not at the timeout).
  const failure = page.getByTestId('selection-bar').getByRole('alert');
  const refused = failure.waitFor({ timeout: 90_000 }).then(
    async () => `refused: ${await failure.innerText()}`,
    () => 'no refusal shown',
  );
  const saved = page.waitForEvent('download', { timeout: 90_000 });
  saved.catch(() => {}); // when the refusal wins, nobody waits for the file any more
  const started = Date.now();
  await zipButton.click();
  const first = await Promise.race([saved, refused]);
  if (typeof first === 'string') throw new Error(`no zip was saved (${first})`);
  const download = first;
  const entries = readZip(readFileSync(await download.path()));
  const zipMs = Date.now() - started;
  test.info().annotations.push({ type: 'zip of 999 (click to file)', description: `${zipMs} ms` });

  expect(download.suggestedFilename()).toMatch(/^stark-visual-builds-\d{4}(-\d{2}){5}\.zip$/);
  expect(entries).toHaveLength(999);
  expect(new Set(entries.map((entry) => entry.name)).size).toBe(999);
  await expect(page.getByText(`Saved ${download.suggestedFilename()}`)).toBeVisible();

  // One request, its ids Laravel-style with the brackets unencoded.
  expect(zipRequests).toHaveLength(1);
  const url = zipRequests[0]!.url();
  expect(url.match(/[?&]visual_build_ids\[\]=\d+/g)).toHaveLength(999);
  test.info().annotations.push({ type: 'zip URL for 999 ids', description: `${url.length} bytes (with %5B%5D: ${url.length + 999 * 4})` });
});

test("a zip request the server refuses shows the server's message, not a reason phrase", async ({ page, context }) => {
  await selectAllListed(page);
  // Cookies that take every request's head over the server's 64 KiB: its HTTP parser refuses
  // the zip's GET with 431 before any route runs, the answer this page used to show as
  // "Request Header Fields Too Large".
  const padding = Array.from({ length: 17 }, (_, i) => ({ name: `pad${i}`, value: 'x'.repeat(4000), url: new URL(page.url()).origin }));
  await context.addCookies(padding);
  await page.getByRole('button', { name: 'Download selected as zip' }).click();
  const alert = page.getByTestId('selection-bar').getByRole('alert');
  await expect(alert).toContainText('The zip could not be downloaded: The request is too large: its address and headers may take at most 64 KiB.');
  await expect(alert).not.toContainText('Request Header Fields Too Large');
});

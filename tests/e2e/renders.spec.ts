/**
 * Renders, end to end in real Chromium against the local stack: renders started from a version
 * follow the farm live on the Renders page, one file and a zip of several are downloaded and
 * checked, a render the brand cannot pay for is refused with the server's words, and a queue of
 * hundreds stays a small DOM (virtualized) while it updates live.
 *
 * The farm's timer is stopped and the farm stepped by hand (`farm/tick`, docs/control-api.md):
 * a queued build starts at 0 while fewer than 4 render, gains 34 per step, and at 100 is
 * finished, or failed when its id is a multiple of 9 (a "broken package").
 */
import { mkdirSync, readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { control, expect, navigateInApp, PEOPLE, seriousViolations, signIn, test, waitForPageReady } from './shell-support';
import { readZip } from '../../server/test-support/zip-reader.ts';
import { recordRenderTraffic, waitForLive } from './live-support';

const SHOTS = '/tmp/shots';
/** Seed: "Black Friday countdown" (visual 3) has version 1 approved (id 7), in four sizes. */
const VERSION_PAGE = '/acme/visuals/3/version/7';
const SIZES = ['300×250', '728×90', '300×600', '970×250'];

const done = (id: number) => (id % 9 === 0 ? 'Failed' : 'Finished');
const row = (page: Page, id: number): Locator => page.getByTestId('renders-table').locator(`tr[data-build-id="${id}"]`);
/** The ids of the rows in the DOM, top to bottom (only those the virtualizer renders). */
async function shownIds(page: Page): Promise<number[]> {
  const rows = await page.getByTestId('renders-table').locator('tbody tr[data-build-id]').all();
  return Promise.all(rows.map(async (tr) => Number(await tr.getAttribute('data-build-id'))));
}

/** Scrolls the Renders list's own scroll box (the e2e code has no DOM types: a structural cast). */
async function scrollListTo(page: Page, top: number): Promise<void> {
  await page.getByTestId('renders-table-scroll').evaluate((box, y) => {
    (box as unknown as { scrollTop: number }).scrollTop = y;
  }, top);
}

async function expectRow(page: Page, id: number, status: string, progress: number): Promise<void> {
  await expect(row(page, id).getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(progress), { timeout: 10_000 });
  await expect(row(page, id).locator('[data-status]')).toHaveText(status);
}

/** Empties stark's seeded queue so the farm's four slots are free for acme (no page hears it). */
async function quietFarm(page: Page): Promise<void> {
  await control(page, 'farm', { running: false });
  for (let i = 0; i < 4; i++) await control(page, 'farm/tick');
}

/** Opens the version page and starts one render per size through its dialog. */
async function startRenders(page: Page): Promise<void> {
  await page.getByTestId('start-renders').click();
  const dialog = page.getByTestId('start-renders-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('start-renders-submit').click();
}

/** The names of the files in a zip, from its central directory (no zip library needed). */
function zipEntries(zip: Buffer): string[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end, 'end of central directory').toBeGreaterThanOrEqual(0);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    names.push(zip.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extra + comment;
  }
  return names;
}

test('renders started from a version follow the farm live; one file and a zip of several are downloaded', async ({ page }) => {
  await quietFarm(page);
  await signIn(page, PEOPLE.manager, VERSION_PAGE);
  await waitForPageReady(page);
  await startRenders(page);
  await expect(page.getByTestId('renders-started')).toContainText('4');

  await navigateInApp(page, '/acme/builds');
  await waitForPageReady(page);
  await expect(page.getByTestId('renders-table')).toBeVisible({ timeout: 15_000 });
  const ours = (await shownIds(page)).slice(0, 4);
  for (const id of ours) await expectRow(page, id, 'Queued', 0);
  await expect(row(page, ours[0]!)).toContainText('Black Friday countdown');
  const sizes = await Promise.all(ours.map((id) => row(page, id).locator('td').nth(4).textContent()));
  expect([...sizes].sort()).toEqual([...SIZES].sort());
  await waitForLive(page);

  // No reload and no list refetch from here on: every change below arrives as a live patch. The
  // one list call is the worker's id queue fetching the four renders once they reached a final
  // status (their file, size and times; worker/domains/builds/live.ts), recorded once answered.
  const traffic = recordRenderTraffic(page);
  const { listCalls } = traffic;
  await control(page, 'requests/reset');
  for (const progress of [0, 34, 68]) {
    await control(page, 'farm/tick');
    for (const id of ours) await expectRow(page, id, 'Rendering', progress);
  }
  await control(page, 'farm/tick');
  for (const id of ours) await expectRow(page, id, done(id), 100);
  expect(traffic.navigations()).toBe(0);
  // The four final statuses of one step: the finished renders fetched by id, each once, and no
  // list reload. (They usually arrive within one 250 ms window of the id queue, so one call; on a
  // loaded machine the socket may bring them further apart, and the queue then makes two.)
  const fetchedIds = () => listCalls.flatMap((url) => url.searchParams.getAll('ids[]').map(Number)).sort((x, y) => x - y);
  await expect.poll(fetchedIds, { message: 'the finished renders fetched once by id' }).toEqual([...ours].sort((x, y) => x - y));
  for (const url of listCalls) expect(url.searchParams.get('archived')).toBe('-1');
  const { counts } = (await (await page.request.get('/__control/requests')).json()) as { counts: Record<string, number> };
  expect(counts['GET /server/api/v1/visual-build']).toBe(listCalls.length);

  // One file, saved under the server's name.
  const finished = ours.filter((id) => done(id) === 'Finished');
  expect(finished.length).toBeGreaterThanOrEqual(2);
  const one = finished[0]!;
  const [file] = await Promise.all([page.waitForEvent('download'), row(page, one).getByRole('button', { name: `Download render #${one}` }).click()]);
  // An HTML5 render: the template's package as a zip, its page filled in (docs/template-packages.md).
  expect(file.suggestedFilename()).toMatch(new RegExp(`^black-friday-countdown-v1-\\d+x\\d+-${one}\\.zip$`));
  const html = readZip(readFileSync(await file.path())).find((e) => e.name === 'index.html')!.content.toString();
  expect(html).toContain('<!doctype html>');
  expect(html).toMatch(/<meta name="ad\.size" content="width=\d+,height=\d+">/);
  await expect(page.getByText(`Saved ${file.suggestedFilename()}`)).toBeVisible();

  // A zip of all four selected: the failed one has no file, so it holds the finished ones.
  for (const id of ours) await row(page, id).getByRole('checkbox').check();
  await expect(page.getByTestId('selected-count')).toHaveText('Selected: 4');
  const [zip] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download selected as zip' }).click()]);
  expect(zip.suggestedFilename()).toMatch(/^acme-visual-builds-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}-\d{2}\.zip$/);
  const entries = zipEntries(readFileSync(await zip.path()));
  expect(entries).toHaveLength(finished.length);
  expect(entries.map((name) => Number(/-(\d+)\.zip$/.exec(name)?.[1])).sort((a, b) => a - b)).toEqual([...finished].sort((a, b) => a - b));
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/renders-downloaded.png` });

  // The render's own page and the report know the same renders.
  await row(page, one).getByRole('link', { name: `#${one}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Render #${one}` })).toBeVisible();
  await expect(page.getByTestId('build-detail-page').locator('[data-status]')).toHaveText('Finished');
  await expect(page.getByTestId('build-detail-page').getByRole('link', { name: 'Black Friday countdown' })).toHaveAttribute('href', '/acme/visuals/3');
  await page.screenshot({ path: `${SHOTS}/render-detail.png`, fullPage: true });
  await navigateInApp(page, '/acme/builds/report');
  await expect(page.getByTestId('report-totals')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('list', { name: 'By template' })).toContainText('Black Friday countdown');
  await page.screenshot({ path: `${SHOTS}/renders-report.png`, fullPage: true });
});

test("a render the brand cannot pay for is refused with the server's message, and nothing is queued", async ({ page }) => {
  await control(page, 'brand/acme', { balance: 0 });
  await signIn(page, PEOPLE.manager, VERSION_PAGE);
  await waitForPageReady(page);
  await startRenders(page);
  await expect(page.getByTestId('start-renders-error')).toHaveText('Not enough credits to start 4 renders: they cost 4 and the brand has 0 available.');

  await page.keyboard.press('Escape');
  await navigateInApp(page, '/acme/builds?status=queued');
  await expect(page.getByText('No render matches these filters.')).toBeVisible({ timeout: 15_000 });
});

test('a queue of hundreds of renders stays a small DOM and updates live (screenshot)', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await quietFarm(page);
  const ids: number[] = [];
  for (let i = 0; i < 3; i++) ids.push(...((await control(page, 'builds', { brand: 'acme', count: 100 })) as { ids: number[] }).ids);
  await signIn(page, PEOPLE.manager, '/acme/builds');
  await waitForPageReady(page);
  await expect(page.getByTestId('renders-table')).toBeVisible({ timeout: 15_000 });
  await waitForLive(page);
  const listed = Number((await page.getByTestId('renders-table').getAttribute('aria-rowcount')) ?? 0) - 1;
  expect(listed).toBeGreaterThanOrEqual(300);
  // Only the rows in view (plus a few) exist in the DOM.
  expect((await shownIds(page)).length).toBeLessThan(60);

  // Two steps: the four oldest of the 300 start and gain 34. Newest first, they are rows 296–299:
  // scrolled there (rows are 48 px), the window of rendered rows moves with the scroll.
  await control(page, 'farm/tick');
  await control(page, 'farm/tick');
  await scrollListTo(page, 48 * 290);
  for (const id of ids.slice(0, 4)) await expectRow(page, id, 'Rendering', 34);
  await expectRow(page, ids[4]!, 'Queued', 0);
  for (const id of ids.slice(0, 3)) await row(page, id).getByRole('checkbox').check();
  await expect(page.getByTestId('selected-count')).toHaveText('Selected: 3');
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/renders-queue.png` });
  await scrollListTo(page, 0);
  await expect(row(page, ids.at(-1)!)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/renders-queue-top.png` });
  expect((await shownIds(page)).length).toBeLessThan(60);
});

test('the Renders pages have no serious axe violations', async ({ page }) => {
  const serious = () => seriousViolations(page);
  await signIn(page, PEOPLE.manager, '/acme/builds');
  await waitForPageReady(page);
  await expect(page.getByTestId('renders-table')).toBeVisible({ timeout: 15_000 });
  const [first] = await shownIds(page);
  await row(page, first!).getByRole('checkbox').check();
  expect(await serious(), '/acme/builds').toEqual([]);
  for (const path of [`/acme/builds/${first}`, '/acme/builds/report', '/acme/builds?status=failed']) {
    await navigateInApp(page, path);
    await waitForPageReady(page);
    expect(await serious(), path).toEqual([]);
  }
});

/**
 * A heavy user's 10,000 renders, end to end: the seed gives stark 10,000 more renders,
 * the Renders page lists them (page 1 at once, then the worker pages as the window nears the end
 * of what it holds, docs/engine.md "Windows"), the user scrolls to the very end, and the page
 * shows exactly the server's total, with the server's oldest render as its last row. The DOM stays
 * a window of a few dozen rows all the way.
 *
 * The farm is stopped, so the server's list does not move while the test compares with it.
 */
import type { Page } from '@playwright/test';
import { control, expect, PEOPLE, signIn, test, waitForPageReady } from './shell-support';

const RENDERS = '/stark/builds';
const SEEDED = 10_000;
const en = (n: number) => new Intl.NumberFormat('en').format(n);

interface BuildsPage {
  readonly total: number;
  readonly data: readonly { readonly id: number | string }[];
}

/** The server's answer for stark's renders, as the worker asks for them (newest first). */
async function serverPage(page: Page, query: string): Promise<BuildsPage> {
  const response = await page.request.get(`/server/api/v1/visual-build?${query}`, { headers: { 'X-Brand': 'stark', Accept: 'application/json' } });
  expect(response.ok(), `GET visual-build?${query} answered ${response.status()}`).toBe(true);
  return (await response.json()) as BuildsPage;
}

/** The little of a scrolling box the test uses (this file is typed for Node, without DOM types). */
interface ScrollBox {
  readonly scrollHeight: number;
  scrollTo(options: { top: number }): void;
}

/** Scrolls a box to its end (run in the page). */
const scrollToEnd = (element: unknown) => {
  const box = element as ScrollBox;
  box.scrollTo({ top: box.scrollHeight });
};

test.beforeEach(async ({ page }) => {
  await control(page, 'reset', { renders: SEEDED });
  await control(page, 'farm', { running: false });
});

test('10,000 renders: the list scrolls to the end and shows the exact total, with the oldest render last', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, PEOPLE.manager, RENDERS);
  await waitForPageReady(page);
  const { total } = await serverPage(page, 'limit=1&page=1');
  expect(total).toBeGreaterThan(SEEDED);
  const oldest = (await serverPage(page, `limit=1&page=${total}`)).data[0];
  expect(oldest).toBeDefined();

  const heading = page.getByText(/^Showing [\d,]+ of [\d,]+ renders$/);
  await expect(heading).toBeVisible({ timeout: 20_000 });
  // Page 1 first: the server's largest page, of the exact total.
  await expect(heading).toHaveText(`Showing 999 of ${en(total)} renders`);

  // Scroll to the end until every render is held (bounded: 11 pages of 999, a few tries each).
  const scroller = page.getByTestId('renders-table-scroll');
  const rows = page.getByTestId('renders-table').locator('tbody tr[data-build-id]');
  // To the end, and again once the next page has grown the list, until all are held.
  await expect(async () => {
    await scroller.evaluate(scrollToEnd);
    await expect(heading).toHaveText(`Showing ${en(total)} of ${en(total)} renders`, { timeout: 2_000 });
  }).toPass({ timeout: 120_000 });
  await scroller.evaluate(scrollToEnd);

  // The last row is the server's last: its oldest render, at row index total (+1 for the header).
  const last = page.getByTestId('renders-table').locator(`tbody tr[aria-rowindex="${total + 1}"]`);
  await expect(last).toHaveAttribute('data-build-id', String(oldest!.id), { timeout: 10_000 });
  expect(await page.getByTestId('renders-table').getAttribute('aria-rowcount')).toBe(String(total + 1));
  // A window, not the list.
  expect(await rows.count()).toBeLessThan(80);
  await page.screenshot({ path: '/tmp/shots/renders-10k-end.png' });
});

/**
 * The Renders list at the widths people use (360 px phones to 1920 px desktops): a finished
 * render's Download button is on screen without scrolling sideways, and its id is shown whole and
 * uncovered. From 1280 px up the table fits its box (it used to be 81 px wider, the Download
 * button off to the right); below that the middle columns scroll under the sticky actions column.
 * The ids are five digits (the seed's heavy brand, stark, with 10,500 renders: its newest
 * finished ones are past #10000). Screenshots go to /tmp/shots (renders-widths-*.png).
 */
import type { Locator, Page } from '@playwright/test';
import { control, expect, PEOPLE, signIn, test, waitForPageReady } from './shell-support';

const SHOTS = '/tmp/shots';
const WIDTHS = [360, 1280, 1366, 1440, 1920] as const;

interface Rect {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

const rectOf = (locator: Locator): Promise<Rect> =>
  locator.evaluate((el) => {
    // This file is typed for Node: the element's one method, structurally.
    const r = (el as unknown as { getBoundingClientRect(): Rect }).getBoundingClientRect();
    return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
  });

/** Scroll and client widths of an element (the list's box, a cell, the page). */
const widthsOf = (locator: Locator) =>
  locator.evaluate((el) => {
    const e = el as unknown as { scrollWidth: number; clientWidth: number; scrollLeft: number };
    return { scroll: e.scrollWidth, client: e.clientWidth, left: e.scrollLeft };
  });

const pageWidths = (page: Page) =>
  page.evaluate(() => {
    const d = (globalThis as unknown as { document: { documentElement: { scrollWidth: number } }; innerWidth: number });
    return { scroll: d.document.documentElement.scrollWidth, viewport: d.innerWidth };
  });

test('a finished render’s Download button and its id are in view at every width from 360 px, without scrolling sideways', async ({ page }) => {
  test.setTimeout(90_000);
  expect((await page.request.post('/__control/reset', { data: { renders: 10_500 } })).ok()).toBe(true);
  // The list stays still while it is measured.
  await control(page, 'farm', { running: false });
  await signIn(page, PEOPLE.manager, '/stark/builds?status=finished');
  await waitForPageReady(page);
  const box = page.getByTestId('renders-table-scroll');
  const row = page.getByTestId('renders-table').locator('tbody tr[data-build-id]').first();
  await expect(row).toBeVisible({ timeout: 15_000 });
  const id = (await row.getAttribute('data-build-id'))!;
  expect(id.length, 'a five-digit id').toBeGreaterThanOrEqual(5);

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const download = row.getByRole('button', { name: `Download render #${id}` });
    const idCell = row.getByTestId('build-id-cell');
    const actions = row.locator('td').last();
    // Download: whole, in the window (retried while the layout settles after the resize).
    await expect(download).toBeInViewport({ ratio: 1 });

    // Nothing scrolled: neither the page nor the list's box.
    expect((await widthsOf(box)).left).toBe(0);
    const pageSize = await pageWidths(page);
    expect(pageSize.scroll, `the page does not scroll sideways at ${width} px`).toBeLessThanOrEqual(pageSize.viewport);
    if (width >= 1280) {
      const fit = await widthsOf(box);
      expect(fit.scroll, `the table fits its box at ${width} px`).toBeLessThanOrEqual(fit.client);
    }

    // ... and inside the list's box.
    const boxRect = await rectOf(box);
    const button = await rectOf(download);
    expect(button.left).toBeGreaterThanOrEqual(boxRect.left);
    expect(button.right, `Download inside the box at ${width} px`).toBeLessThanOrEqual(boxRect.right);
    expect(button.right).toBeLessThanOrEqual(width);

    // The id: its text not cut, its cell inside the box and not under the sticky actions.
    await expect(idCell).toHaveText(`#${id}`);
    const idSize = await widthsOf(idCell);
    expect(idSize.scroll, `#${id} is not cut at ${width} px`).toBeLessThanOrEqual(idSize.client);
    const idRect = await rectOf(idCell);
    expect(idRect.left).toBeGreaterThanOrEqual(boxRect.left);
    expect(idRect.right, `#${id} is not under the actions at ${width} px`).toBeLessThanOrEqual((await rectOf(actions)).left);

    await page.screenshot({ path: `${SHOTS}/renders-widths-${width}.png` });
  }
});

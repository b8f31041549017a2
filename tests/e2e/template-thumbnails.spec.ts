/**
 * My Templates' thumbnails are ready before anyone looks (they used to be grey boxes for seconds:
 * 8 of 9 still grey 1.5 s after the list settled, each made by Chromium on its first request, at
 * full size). Against the local stack: the seed's pictures are made ahead when it starts or is
 * reset (the stack makes them in the background; the control API says when it is done), the list
 * asks for the small picture made for its box, and opening it makes no screenshot at all. When
 * each picture arrived, from the moment the rows were on screen, is attached to the test's
 * report (and `npm run bench:thumbnails` prints it against any running stack).
 */
import type { Page } from '@playwright/test';
import { THUMBNAIL_BOXES, thumbnailPixels } from '../../worker/contract/thumbnail-sizes';
import { control, expect, PEOPLE, signIn, test, waitForPageReady } from './shell-support';

const SHOTS = '/tmp/shots';

interface Picture {
  readonly src: string;
  readonly width: number;
  readonly height: number;
  /** ms after the first row was on screen; null: not loaded. */
  readonly loadedAfter: number | null;
}

/** Records when the first template row appears and when each thumbnail loads (before the app starts). */
async function recordTimes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = globalThis as unknown as { __thumbs: { rowsAt: number | null; loads: Record<string, number> }; document: { addEventListener(type: string, fn: (e: { target: unknown }) => void, capture: boolean): void; querySelector(s: string): unknown }; MutationObserver: new (fn: () => void) => { observe(t: unknown, o: unknown): void; disconnect(): void }; performance: { now(): number } };
    w.__thumbs = { rowsAt: null, loads: {} };
    w.document.addEventListener('load', (event) => {
      const target = event.target as { tagName?: string; currentSrc?: string };
      if (target.tagName === 'IMG' && target.currentSrc?.includes('/thumbnail')) w.__thumbs.loads[target.currentSrc] = w.performance.now();
    }, true);
    const rows = new w.MutationObserver(() => {
      if (w.__thumbs.rowsAt === null && w.document.querySelector('[data-testid="template-row"]') !== null) {
        w.__thumbs.rowsAt = w.performance.now();
        rows.disconnect();
      }
    });
    rows.observe(w.document, { childList: true, subtree: true });
  });
}

const pictures = (page: Page): Promise<Picture[]> =>
  page.evaluate(() => {
    const w = globalThis as unknown as { __thumbs: { rowsAt: number | null; loads: Record<string, number> }; document: { querySelectorAll(s: string): ArrayLike<{ currentSrc: string; complete: boolean; naturalWidth: number; naturalHeight: number }> } };
    return Array.from(w.document.querySelectorAll('img[data-testid="template-thumbnail"]')).map((img) => {
      const at = w.__thumbs.loads[img.currentSrc];
      return { src: img.currentSrc, width: img.naturalWidth, height: img.naturalHeight, loadedAfter: img.complete && img.naturalWidth > 0 && at !== undefined && w.__thumbs.rowsAt !== null ? Math.round(at - w.__thumbs.rowsAt) : null };
    });
  });

test('My Templates shows every thumbnail from pictures made ahead, at the size of its box, and makes none on view', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  // The reset's seed: its pictures are made in the background (kept across resets: named by content).
  const { renders: before } = (await control(page, 'thumbnails/idle')) as { renders: number };
  await page.setViewportSize({ width: 1280, height: 900 });
  await recordTimes(page);
  await signIn(page, PEOPLE.manager, '/acme/visuals');
  await waitForPageReady(page);
  const thumbnails = page.getByTestId('template-thumbnail');
  await expect(thumbnails.first()).toBeVisible();

  // Every row on screen has its picture: the small one, loaded.
  await expect.poll(async () => (await pictures(page)).every((p) => p.loadedAfter !== null), { timeout: 20_000 }).toBe(true);
  const shown = await pictures(page);
  expect(shown.length).toBeGreaterThanOrEqual(9);
  const most = thumbnailPixels('list');
  for (const picture of shown) {
    expect(picture.src).toContain('?size=list');
    expect(picture.width, picture.src).toBeLessThanOrEqual(most.width);
    expect(picture.height, picture.src).toBeLessThanOrEqual(most.height);
    // Sharp on a 2× screen: at least as many pixels as the box on one side.
    expect(picture.width >= THUMBNAIL_BOXES.list.width || picture.height >= THUMBNAIL_BOXES.list.height).toBe(true);
  }
  // Looking made no screenshot: the pictures were there.
  expect(((await control(page, 'thumbnails/idle')) as { renders: number }).renders).toBe(before);

  const times = shown.map((p) => p.loadedAfter!).sort((a, b) => a - b);
  const figure = { shown: shown.length, filledWithin1500ms: times.filter((t) => t <= 1500).length, lastFilledMs: times.at(-1) };
  testInfo.annotations.push({ type: 'thumbnails', description: JSON.stringify(figure) });
  console.log(`My Templates thumbnails: ${JSON.stringify(figure)}`);
  await page.screenshot({ path: `${SHOTS}/template-thumbnails-1280.png` });
  await page.setViewportSize({ width: 360, height: 800 });
  await expect.poll(async () => (await pictures(page)).every((p) => p.loadedAfter !== null)).toBe(true);
  await page.screenshot({ path: `${SHOTS}/template-thumbnails-360.png` });
});

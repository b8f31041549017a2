/**
 * The Start renders dialog as a person uses it, against the local stack: JPEG, which it offers,
 * starts and renders (the server used to refuse it, 422 "The selected output format is invalid")
 * into a real JPEG file; the balance reads right whatever its size ("Balance: NaN credits" from
 * 1,000 up, and "1 credits", before); a refusal for want of credits is said once, in the dialog,
 * with no toast (it was said three times). The renders go through the real embedded queue.
 * Screenshots at 1280 and 360 px go to /tmp/shots (start-renders-*.png).
 */
import type { Page } from '@playwright/test';
import { control, expect, PEOPLE, signIn, test, waitForPageReady } from './shell-support';

const SHOTS = '/tmp/shots';

/** The seeded "Store opening teaser" and its newest version (approved: it can render). */
async function teaser(page: Page): Promise<{ visual: number; version: number }> {
  const res = await page.request.get('/server/api/v1/visual?search=Store%20opening%20teaser', { headers: { accept: 'application/json', 'x-brand': 'acme' } });
  const visual = ((await res.json()) as { data: { id: number; name: string; latest_version: { id: number; status: string } }[] }).data.find((v) => v.name === 'Store opening teaser')!;
  expect(visual.latest_version.status).toBe('approved');
  return { visual: visual.id, version: visual.latest_version.id };
}

async function openDialog(page: Page) {
  await page.getByTestId('start-renders').click();
  const dialog = page.getByTestId('start-renders-dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test('JPEG from the dialog: offered, started and rendered into a JPEG file', async ({ page }) => {
  test.setTimeout(90_000);
  await control(page, 'render-queue', { mode: 'embedded' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, PEOPLE.manager, '/acme/visuals');
  const { visual, version } = await teaser(page);
  // One size is enough: the link the resizes page makes opens the dialog with 300 × 250 alone.
  await page.goto(`/acme/visuals/${visual}/version/${version}?render=300x250`);
  await waitForPageReady(page);
  const dialog = page.getByTestId('start-renders-dialog');
  await expect(dialog).toBeVisible();
  const format = dialog.getByLabel('Output format');
  await expect(format.locator('option')).toHaveText(['HTML5 banner', 'PNG image', 'JPEG image']);
  await format.selectOption({ label: 'JPEG image' });
  await page.screenshot({ path: `${SHOTS}/start-renders-jpeg-1280.png` });
  const started = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/server/api/v1/visual-build');
  await dialog.getByTestId('start-renders-submit').click();
  const answer = await started;
  expect(answer.status()).toBe(201);
  const [build] = ((await answer.json()) as { data: { id: number; output_format: string; width: number }[] }).data;
  expect(build).toMatchObject({ output_format: 'jpg', width: 300 });
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('renders-started')).toContainText('Renders started: 1.');

  await control(page, 'render-queue/idle');
  const file = await page.request.get(`/server/api/v1/visual-build/${build!.id}/download`, { headers: { 'x-brand': 'acme' } });
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('image/jpeg');
  const bytes = await file.body();
  // JPEG's start-of-image marker, and more than a blank page's worth of data.
  expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  expect(bytes.length).toBeGreaterThan(2000);
});

test('the balance reads right at 999, 1,000, 96,895 and 0.5 credits, and one credit is "1 credit"', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, PEOPLE.manager, '/acme/visuals');
  const { visual, version } = await teaser(page);
  await page.goto(`/acme/visuals/${visual}/version/${version}?render=300x250`);
  await waitForPageReady(page);
  const dialog = page.getByTestId('start-renders-dialog');
  const balance = dialog.getByTestId('start-renders-balance');
  await expect(dialog.getByTestId('start-renders-cost').locator('p').first()).toHaveText('Cost: 1 credit (1 × 1)');
  // The balance follows the brand live (BalanceManager.Spend) while the dialog is open.
  for (const [value, text] of [
    [999, 'Balance: 999 credits'],
    [1000, 'Balance: 1,000 credits'],
    [96895, 'Balance: 96,895 credits'],
    [0.5, 'Balance: 0.5 credits'],
    [1, 'Balance: 1 credit'],
  ] as const) {
    await control(page, 'brand/acme', { balance: value });
    await expect(balance).toHaveText(text, { timeout: 15_000 });
  }
  await control(page, 'brand/acme', { balance: 96895 });
  await expect(balance).toHaveText('Balance: 96,895 credits', { timeout: 15_000 });
  await page.screenshot({ path: `${SHOTS}/start-renders-balance-1280.png` });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: `${SHOTS}/start-renders-balance-360.png` });
});

/** Every toast that appears on the page, kept (a toast leaves after 5 s). */
async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = globalThis as unknown as { __toasts: string[]; document: { querySelectorAll(s: string): ArrayLike<{ textContent: string | null; dataset: { seen?: string } }> }; MutationObserver: new (fn: () => void) => { observe(t: unknown, o: unknown): void } };
    w.__toasts = [];
    new w.MutationObserver(() => {
      for (const toast of Array.from(w.document.querySelectorAll('[data-testid="toast"]'))) {
        if (toast.dataset.seen) continue;
        toast.dataset.seen = '1';
        w.__toasts.push(toast.textContent ?? '');
      }
    }).observe(w.document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (globalThis as unknown as { __toasts: string[] }).__toasts);
}

test('not enough credits: said once, in the dialog, with no toast', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const toasts = await recordToasts(page);
  await control(page, 'brand/acme', { balance: 2 });
  await signIn(page, PEOPLE.manager, '/acme/visuals');
  const { visual, version } = await teaser(page);
  await page.goto(`/acme/visuals/${visual}/version/${version}`);
  await waitForPageReady(page);
  const dialog = await openDialog(page);
  const refused = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/server/api/v1/visual-build');
  await dialog.getByTestId('start-renders-submit').click();
  expect((await refused).status()).toBe(422);
  const words = /^Not enough credits to start 4 renders/;
  await expect(dialog.getByTestId('start-renders-error')).toHaveText(words);
  // A toast would reach the page a batch after the dialog's answer. A balance change heard live
  // comes through the data layer after it: once the dialog shows the new balance, any toast of
  // the refusal would be on screen too.
  await control(page, 'brand/acme', { balance: 3 });
  await expect(dialog.getByTestId('start-renders-cost')).toContainText('Balance: 3 credits', { timeout: 15_000 });
  // Once on the whole page: no toast said it again (nor anything else).
  await expect(page.getByText(words)).toHaveCount(1);
  expect(await toasts()).toEqual([]);
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/start-renders-refused-1280.png` });
});

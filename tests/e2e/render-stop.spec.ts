/**
 * Stopping a render that would never end (docs/template-packages.md "The watchdog"), in the real
 * app: a template whose page never goes idle after load is rendered to PNG by the real embedded
 * queue; its render page shows it rendering ("Rendering the page") with a Stop button; Stop kills
 * its page and the render is cancelled, with nothing spent, on the page and live on a second
 * person's Renders list; the queue goes on with the next render. The watchdog's deadline and
 * memory ceiling themselves are tested on the real queue in server/render-queue/watchdog.test.ts.
 */
import type { Page } from '@playwright/test';
import { control, expect, PEOPLE, personPage, signIn, test, waitForPageReady } from './shell-support';

const SHOTS = '/tmp/shots/render-stop';
/** 1 GiB, touched while the page loads: over the stack's memory ceiling (RENDER_MEMORY_MIB, 768). */
const GREEDY = '<!doctype html><html><head><meta charset="utf-8"></head><body><script>window.hoard=new Uint8Array(1024*1024*1024);hoard.fill(7);</script></body></html>';
const HOSTILE = '<!doctype html><html><head><meta charset="utf-8"><meta name="ad.size" content="width=300,height=250"></head><body><h1>Never idle</h1><script>addEventListener(\'load\',()=>setTimeout(()=>{for(;;){}},0))</script></body></html>';

/** A call of the app's API as the signed-in page (its cookies, the XSRF token, the brand). */
async function api(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, options: { data?: unknown; multipart?: Record<string, { name: string; mimeType: string; buffer: Buffer }> } = {}) {
  const token = decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
  const answer = await page.request.fetch(`/server/api/v1/${path}`, { method, headers: { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest', 'x-xsrf-token': token, 'x-brand': 'acme' }, ...options });
  expect(answer.ok(), `${method} ${path} answered ${answer.status()}: ${await answer.text()}`).toBe(true);
  return (await answer.json()) as { data: unknown };
}

test('a render that never ends is stopped from its page, cancelled live for a second person, nothing spent', async ({ page, browser }) => {
  test.setTimeout(60_000);
  await control(page, 'render-queue', { mode: 'embedded' });
  await signIn(page, PEOPLE.manager, '/acme/builds');
  await waitForPageReady(page);
  const other = await personPage(browser, PEOPLE.developer, { path: '/acme/builds' });

  // The seeded sale banner's package replaced by the hostile page; its approved version rendered to PNG.
  const visuals = (await api(page, 'GET', 'visual?limit=100')).data as { id: number; name: string; approved_version_id: number | null }[];
  const banner = visuals.find((v) => v.name === 'Summer sale banner')!;
  await api(page, 'PUT', `visual/${banner.id}`, { multipart: { package: { name: 'index.html', mimeType: 'text/html', buffer: Buffer.from(HOSTILE) } } });
  const balance = ((await api(page, 'GET', 'balance-manager/balance')).data as { balance: number }).balance;
  const [hostile, next] = ((await api(page, 'POST', 'visual-build', { data: { visual_version_id: banner.approved_version_id, output_format: 'png', sizes: [{ width: 300, height: 250 }, { width: 728, height: 90 }] } })).data as { id: number }[]).map((b) => b.id);

  await page.goto(`/acme/builds/${hostile}`);
  const detail = page.getByTestId('build-detail-page');
  await expect(detail.getByText('Rendering the page')).toBeVisible({ timeout: 20_000 });
  const stop = detail.getByRole('button', { name: `Stop render #${hostile}` });
  await expect(stop).toHaveText('Stop');
  await page.screenshot({ path: `${SHOTS}/rendering-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: `${SHOTS}/rendering-360.png`, fullPage: true });
  const otherRow = other.getByTestId('renders-table').locator(`tr[data-build-id="${hostile}"]`);
  await expect(otherRow.locator('[data-status]')).toHaveText('Rendering');
  await expect(otherRow.getByRole('button', { name: `Stop render #${hostile}` })).toBeVisible();
  await other.screenshot({ path: `${SHOTS}/list-rendering-1280.png` });
  await other.setViewportSize({ width: 360, height: 800 });
  await other.screenshot({ path: `${SHOTS}/list-rendering-360.png` });

  await stop.click();
  await expect(detail.getByText('Cancelled')).toBeVisible();
  await expect(detail.getByRole('button', { name: `Retry render #${hostile}` })).toBeVisible();
  await expect(otherRow.locator('[data-status]')).toHaveText('Cancelled');
  await page.screenshot({ path: `${SHOTS}/cancelled-360.png`, fullPage: true });
  // The page was killed, not left to spin to its deadline: the queue took the next render at once.
  const queue = (await (await page.request.get('/__control/render-queue')).json()) as { watchdog: { stopped: number } };
  expect(queue.watchdog.stopped).toBeGreaterThanOrEqual(1);
  const nextRow = other.getByTestId('renders-table').locator(`tr[data-build-id="${next}"]`);
  await expect(nextRow.locator('[data-status]')).toHaveText('Rendering', { timeout: 20_000 });
  expect(((await api(page, 'GET', 'balance-manager/balance')).data as { balance: number }).balance).toBe(balance);
  // The next one hangs too: stopped from the list this time.
  await nextRow.getByRole('button', { name: `Stop render #${next}` }).click();
  await expect(nextRow.locator('[data-status]')).toHaveText('Cancelled');

  // A template over the memory ceiling fails with the reason, in words.
  await api(page, 'PUT', `visual/${banner.id}`, { multipart: { package: { name: 'index.html', mimeType: 'text/html', buffer: Buffer.from(GREEDY) } } });
  const [greedy] = ((await api(page, 'POST', 'visual-build', { data: { visual_version_id: banner.approved_version_id, output_format: 'png' } })).data as { id: number }[]).map((b) => b.id);
  await page.goto(`/acme/builds/${greedy}`);
  await expect(detail.getByTestId('build-failure-reason')).toHaveText('The template used more than 768 MiB of memory while rendering, so the render was stopped.', { timeout: 20_000 });
  await page.screenshot({ path: `${SHOTS}/memory-360.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/memory-1280.png` });
  // The same reason where a version lists its renders, and in the report.
  await page.goto(`/acme/visuals/${banner.id}/version/${banner.approved_version_id}`);
  await expect(page.getByTestId('render-error').first()).toHaveText('The template used more than 768 MiB of memory while rendering, so the render was stopped.');
  await page.getByTestId('version-renders').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/version-renders-1280.png` });
  await page.goto('/acme/builds/report');
  await expect(page.getByText('The template used more than 768 MiB of memory while rendering, so the render was stopped.').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/report-1280.png`, fullPage: true });
});

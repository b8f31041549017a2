/**
 * Thumbnails where people look for them, against the local stack with the real
 * renderer: the template list shows each template's newest version as a PNG made by Chromium
 * (lazily, only the rows on screen), the version page shows its own, a render's page shows its
 * PNG or its HTML5 page in a scaled sandboxed frame; the app's CSP lets all of them through.
 * Screenshots at 390 and 1280 px go to /tmp/shots (thumbnails-*.png).
 */
import type { Locator, Page } from '@playwright/test';
import { watchCspViolations } from './csp-support';
import { control, expect, PEOPLE, signIn, test, waitForPageReady } from './shell-support';

const SHOTS = '/tmp/shots';
const WIDTHS = [390, 1280] as const;

async function api<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`/server/api/v1/${path}`, { headers: { accept: 'application/json', 'x-brand': 'acme' } });
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

/** Renders the version as PNG at two sizes (the seed renders HTML5 only) and runs the farm until they end; the finished ones' ids. */
async function pngRenders(page: Page, versionId: number): Promise<number[]> {
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value;
  const res = await page.request.post('/server/api/v1/visual-build', {
    headers: { accept: 'application/json', 'x-brand': 'acme', 'x-xsrf-token': decodeURIComponent(xsrf) },
    data: { visual_version_id: versionId, output_format: 'png', sizes: [{ width: 728, height: 90 }, { width: 300, height: 250 }] },
  });
  expect(res.status()).toBe(201);
  const ids = ((await res.json()) as { data: { id: number }[] }).data.map((b) => b.id);
  for (let step = 0; step < 12; step++) {
    const builds = await Promise.all(ids.map((id) => api<{ data: { id: number; status: string } }>(page, `visual-build/${id}`)));
    // The simulated farm fails ids that are multiples of 9 by design: one of two is enough.
    if (builds.every((b) => b.data.status === 'finished' || b.data.status === 'failed')) return builds.filter((b) => b.data.status === 'finished').map((b) => b.data.id);
    await control(page, 'farm/tick');
  }
  return [];
}

/** The image has loaded (a broken image has no natural width). */
async function expectLoaded(img: Locator): Promise<void> {
  await expect.poll(() => img.evaluate((el) => {
    // The spec is typed without the DOM library: an <img>'s two fields, structurally.
    const image = el as unknown as { complete: boolean; naturalWidth: number };
    return image.complete ? image.naturalWidth : 0;
  }), { timeout: 20_000 }).toBeGreaterThan(0);
}

for (const width of WIDTHS) {
  test(`template list, version page and render page show their thumbnails at ${width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    const csp = watchCspViolations(page);
    const thumbnails: string[] = [];
    page.on('response', (res) => {
      if (res.url().includes('/thumbnail')) thumbnails.push(`${res.status()} ${res.headers()['content-type']}`);
    });
    await signIn(page, PEOPLE.manager, '/acme/visuals');
    await waitForPageReady(page);

    // The list: the seeded sale banner's newest version as a PNG by the renderer.
    const row = page.getByTestId('template-row').filter({ has: page.getByRole('link', { name: 'Summer sale banner', exact: true }) });
    const thumb = row.getByRole('img', { name: 'Preview of Summer sale banner' });
    await expect(thumb).toHaveAttribute('loading', 'lazy');
    await thumb.scrollIntoViewIfNeeded();
    await expectLoaded(thumb);
    expect(thumbnails.some((t) => t === '200 image/png')).toBe(true);
    // Only rows in the DOM (the window) have an image.
    expect(await page.getByTestId('templates-table').getByRole('img').count()).toBe(await page.getByTestId('template-row').count());
    await page.screenshot({ path: `${SHOTS}/thumbnails-templates-${width}.png` });

    // The version page.
    const { data: visuals } = await api<{ data: { id: number; name: string; latest_version: { id: number } | null }[] }>(page, 'visual?search=Summer%20sale%20banner');
    const sale = visuals.find((v) => v.name === 'Summer sale banner')!;
    await page.goto(`/acme/visuals/${sale.id}/version/${sale.latest_version!.id}`);
    await waitForPageReady(page);
    const versionThumb = page.getByTestId('version-thumbnail');
    await expectLoaded(versionThumb);
    await page.screenshot({ path: `${SHOTS}/thumbnails-version-${width}.png` });

    // A finished render's page: a PNG as an image, an HTML5 one in a scaled sandboxed frame.
    const [png] = await pngRenders(page, sale.latest_version!.id);
    expect(png, 'a finished PNG render').toBeDefined();
    const { data: builds } = await api<{ data: { id: number; output_format: string }[] }>(page, 'visual-build?status=finished&limit=200');
    const html = builds.find((b) => b.output_format === 'html');
    await page.goto(`/acme/builds/${png}`);
    await waitForPageReady(page);
    await expectLoaded(page.getByTestId('build-picture-image'));
    await page.screenshot({ path: `${SHOTS}/thumbnails-render-png-${width}.png`, fullPage: true });
    if (html !== undefined) {
      await page.goto(`/acme/builds/${html.id}`);
      await waitForPageReady(page);
      const frame = page.getByTestId('build-picture-frame');
      await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
      await expect(page.frameLocator('[data-testid="build-picture-frame"]').locator('body')).not.toBeEmpty({ timeout: 20_000 });
      await page.screenshot({ path: `${SHOTS}/thumbnails-render-html-${width}.png`, fullPage: true });
    }
    expect(await csp.violations()).toEqual([]);
  });
}

/**
 * Stored XSS through the asset library, as reported: an editor uploads a script and
 * a page (an HTML file, an SVG, an HTML file named `.png`) that loads it; a manager opens the
 * editor's folder and clicks the file name, or opens the file's link in a tab. The script would
 * read the manager's XSRF token and rename the brand (`PUT /brand/profile`). Now every upload that
 * is not passive media is a sandboxed download (docs/assets.md "File content"): no request is made
 * with the manager's session, the brand keeps its name, and the script is never even fetched.
 * Real media still shows in a tab, and HTML previews have an opaque origin even opened directly.
 * Screenshots go to /tmp/shots/stored-xss.
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, PEOPLE, signIn, test, waitForPageReady } from './shell-support';

const SHOTS = '/tmp/shots/stored-xss';
const CANARY = '/server/api/v1/xss-canary';

/** What the uploaded script does: a canary request, then renaming the brand as whoever runs it. */
const HELPER_JS = `
fetch('${CANARY}', { credentials: 'include' });
const token = decodeURIComponent((document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]*)/) || [])[1] || '');
fetch('/server/api/v1/brand/profile', {
  method: 'PUT',
  credentials: 'include',
  headers: { 'content-type': 'application/json', accept: 'application/json', 'x-requested-with': 'XMLHttpRequest', 'x-xsrf-token': token, 'x-brand': 'acme' },
  body: JSON.stringify({ label: 'Pwned by an upload', language_code: 'en' }),
});
`;

const scriptUrl = (jsId: string) => `/server/api/v1/files/${jsId}/content?brand=acme`;

/** The payloads: each loads the uploaded script from the app's origin (script-src 'self'). */
const PAYLOADS = {
  html: (jsId: string) => ({ name: 'Quarterly report.html', mimeType: 'text/html', body: `<!doctype html><title>Q3</title><h1>Q3 report</h1><script src="${scriptUrl(jsId)}"></script>` }),
  svg: (jsId: string) => ({
    name: 'brand-logo.svg',
    mimeType: 'image/svg+xml',
    body: `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10"><script xlink:href="${scriptUrl(jsId)}"/></svg>`,
  }),
  htmlNamedPng: (jsId: string) => ({ name: 'chart.png', mimeType: 'text/html', body: `<!doctype html><script src="${scriptUrl(jsId)}"></script>` }),
} as const;

const fileItem = (page: Page, name: string) => page.locator(`[data-testid="file-item"][data-name="${name}"]`);

/** Uploads through the library page's file input and answers the file's id (from its content link). */
async function uploadInLibrary(page: Page, file: { name: string; mimeType: string; body: string }): Promise<string> {
  await page.getByTestId('library-upload-input').setInputFiles({ name: file.name, mimeType: file.mimeType, buffer: Buffer.from(file.body) });
  await expect(page.getByTestId('upload-item').filter({ hasText: file.name })).toHaveAttribute('data-status', 'done', { timeout: 15_000 });
  const href = await fileItem(page, file.name).getByTestId('file-name').getAttribute('href');
  const id = /files\/(\d+)\/content/.exec(href ?? '')?.[1];
  expect(id, `the content link of ${file.name}`).toBeDefined();
  return id!;
}

async function requestCounts(request: APIRequestContext): Promise<Record<string, number>> {
  return ((await (await request.get('/__control/requests')).json()) as { counts: Record<string, number> }).counts;
}

async function brandLabel(page: Page): Promise<string> {
  const response = await page.request.get('/server/api/v1/brand-user', { headers: { Accept: 'application/json', 'X-Brand': 'acme' } });
  return ((await response.json()) as { data: { brand: { label: string } } }).data.brand.label;
}

/**
 * Runs what the manager does, then waits for its outcome: the browser saving a file (the fix), or
 * the uploaded script reaching the API (the attack). Whichever comes first; 15 s for neither.
 */
async function outcomeOf(context: BrowserContext, act: () => Promise<unknown>): Promise<'download' | 'script ran'> {
  const downloaded = new Promise<'download'>((resolve) => {
    const watch = (p: Page) => p.once('download', (d) => void d.path().then(() => resolve('download')));
    context.pages().forEach(watch);
    context.on('page', watch);
  });
  const ran = context.waitForEvent('request', { predicate: (r) => r.url().includes('/xss-canary') || r.url().includes('/brand/profile'), timeout: 15_000 }).then(() => 'script ran' as const);
  const [outcome] = await Promise.all([Promise.race([downloaded, ran]), act()]);
  return outcome;
}

test.describe('an uploaded page never runs as the person who opens it', () => {
  for (const kind of Object.keys(PAYLOADS) as (keyof typeof PAYLOADS)[]) {
    test(`${kind}: the editor's upload, clicked or opened by the manager, is a download that runs nothing`, async ({ page, browser, request }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await signIn(page, PEOPLE.editor, '/acme/asset-library');
      await waitForPageReady(page);
      const jsId = await uploadInLibrary(page, { name: 'helper.js', mimeType: 'text/javascript', body: HELPER_JS });
      const payload = PAYLOADS[kind](jsId);
      const pageId = await uploadInLibrary(page, payload);

      const managerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      try {
        const manager = await managerContext.newPage();
        const managerRequests: string[] = [];
        managerContext.on('request', (r) => managerRequests.push(`${r.method()} ${new URL(r.url()).pathname}`));
        await signIn(manager, PEOPLE.manager, '/acme/asset-library');
        await waitForPageReady(manager);
        const labelBefore = await brandLabel(manager);
        await manager.locator('[data-testid="folder-item"][data-name="editor-3"]').getByRole('link', { name: 'editor-3' }).click();
        await expect(fileItem(manager, payload.name)).toBeVisible({ timeout: 15_000 });
        await manager.screenshot({ path: `${SHOTS}/${kind}-editor-folder.png`, fullPage: true });
        await request.post('/__control/requests/reset');

        // 1. The manager clicks the file name in the library.
        expect(await outcomeOf(managerContext, () => fileItem(manager, payload.name).getByTestId('file-name').click())).toBe('download');
        // 2. The manager opens the file's link in a tab (e.g. sent by mail): the server's answer alone decides.
        const tab = await managerContext.newPage();
        expect(await outcomeOf(managerContext, () => tab.goto(`/server/api/v1/files/${pageId}/content?brand=acme`).catch(() => null))).toBe('download');

        const counts = await requestCounts(request);
        expect(counts['PUT /server/api/v1/brand/profile']).toBeUndefined();
        expect(counts[`GET ${CANARY}`]).toBeUndefined();
        expect(counts[`GET /server/api/v1/files/${jsId}/content`]).toBeUndefined(); // the script was never even fetched
        expect(counts[`GET /server/api/v1/files/${pageId}/content`]).toBe(2); // the two downloads
        expect(managerRequests.filter((r) => r.includes('/brand/profile') || r.includes('xss-canary'))).toEqual([]);
        expect(await brandLabel(manager)).toBe(labelBefore);
      } finally {
        await managerContext.close();
      }
    });
  }
});

test('real media still opens in a tab, and the library shows its thumbnails', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, PEOPLE.manager, '/acme/asset-library');
  await waitForPageReady(page);
  await page.locator('[data-testid="folder-item"][data-name="Logos"]').getByRole('link', { name: 'Logos' }).click();
  const png = fileItem(page, 'acme-pattern.png');
  await expect.poll(() => png.locator('img').evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth), { timeout: 15_000 }).toBe(48);
  // The SVG logo is a download now: its icon instead of a thumbnail, and a download link.
  await expect(fileItem(page, 'acme-logo.svg').locator('img')).toHaveCount(0);
  await expect(fileItem(page, 'acme-logo.svg').getByTestId('file-name')).toHaveAttribute('download', 'acme-logo.svg');
  await page.screenshot({ path: `${SHOTS}/library-logos.png`, fullPage: true });

  // Opened directly, the sandboxed image and video documents still show the media.
  const pngHref = (await png.getByTestId('file-name').getAttribute('href'))!;
  const tab = await page.context().newPage();
  await tab.goto(pngHref);
  await expect.poll(() => tab.locator('img').evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth), { timeout: 15_000 }).toBe(48);
  await page.goto('/acme/asset-library');
  await waitForPageReady(page);
  await page.locator('[data-testid="folder-item"][data-name="Video"]').getByRole('link', { name: 'Video' }).click();
  const videoHref = (await fileItem(page, 'product-teaser.webm').getByTestId('file-name').getAttribute('href'))!;
  await tab.goto(videoHref);
  await expect.poll(() => tab.locator('video').evaluate((v) => (v as unknown as { readyState: number }).readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  await tab.screenshot({ path: `${SHOTS}/video-in-a-tab.png` });
});

test('an HTML preview opened directly in a tab has an opaque origin: no cookies, no API as the viewer', async ({ page }) => {
  await signIn(page, PEOPLE.manager, '/acme/dashboard');
  const builds = await page.request.get('/server/api/v1/visual-build?status=finished&limit=50', { headers: { Accept: 'application/json', 'X-Brand': 'acme' } });
  const finished = ((await builds.json()) as { data: { id: number; output_format: string }[] }).data.find((b) => b.output_format === 'html');
  expect(finished, 'a finished HTML render in the seed').toBeDefined();
  await page.goto(`/server/api/v1/visual-build/${finished!.id}/output`);
  expect(await page.evaluate(() => (globalThis as unknown as { origin: string }).origin)).toBe('null');
  expect(await page.evaluate(() => {
    try {
      return (globalThis as unknown as { document: { cookie: string } }).document.cookie;
    } catch (error) {
      return (error as Error).name;
    }
  })).toBe('SecurityError');
});

/**
 * Real creatives: a real HTML5 package with two inputs is uploaded through
 * the wizard, which shows its inputs (as the values form) and sizes as read from the file; the version is rendered
 * to PNG and to HTML5 at both of the sizes the package declares, and the four files are
 * downloaded from the Renders page: each PNG has its exact size and more than one colour
 * (decoded with pngjs), each HTML5 zip's index.html holds the values, its size's ad.size meta
 * and a clickTag. A package without an HTML entry is refused in the wizard before any upload.
 * The renders go through the real embedded queue (control API `render-queue`), not the stepped farm.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { readZip } from '../../server/test-support/zip-reader.ts';
import { buildZip, TWO_INPUT_BANNER } from '../harness/zip-builder';
import { control, expect, navigateInApp, PEOPLE, signIn, test, waitForPageReady } from './shell-support';

const SHOTS = '/tmp/shots';
const STYLE = 'body { margin: 0; font: bold 20px sans-serif } .ad { display: block; height: 100vh; background: linear-gradient(90deg, #1d4ed8, #f97316); color: #fff } .price { color: #fde047 }';
const PACKAGE = { name: 'two-inputs.zip', mimeType: 'application/zip', buffer: buildZip([{ name: 'index.html', content: TWO_INPUT_BANNER }, { name: 'style.css', content: STYLE }]) };
const SIZES = [
  { width: 300, height: 250 },
  { width: 728, height: 90 },
] as const;

const wizard = (page: Page) => page.getByTestId('create-template-wizard');

async function buildOf(page: Page, id: number): Promise<{ status: string; width: number; height: number; output_format: string }> {
  const answer = await page.request.get(`/server/api/v1/visual-build/${id}`, { headers: { 'X-Brand': 'acme' } });
  return ((await answer.json()) as { data: { status: string; width: number; height: number; output_format: string } }).data;
}

/** Starts one render per size in `format` from the version page's dialog; the new builds' ids. */
async function startRenders(page: Page, format: 'png' | 'html'): Promise<number[]> {
  await page.getByTestId('start-renders').click();
  const dialog = page.getByTestId('start-renders-dialog');
  await dialog.getByLabel('Output format').selectOption(format);
  const started = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/server/api/v1/visual-build');
  await dialog.getByTestId('start-renders-submit').click();
  const answer = await started;
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { data: { id: number }[] }).data.map((b) => b.id);
}

async function download(page: Page, id: number): Promise<{ name: string; bytes: Buffer }> {
  const row = page.getByTestId('renders-table').locator(`tr[data-build-id="${id}"]`);
  await expect(row.locator('[data-status]')).toHaveText('Finished', { timeout: 15_000 });
  const [file] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: `Download render #${id}` }).click()]);
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
}

function distinctColours(png: PNG): number {
  const seen = new Set<number>();
  for (let i = 0; i < png.data.length; i += 4) seen.add(png.data.readUInt32BE(i));
  return seen.size;
}

test('a real package with two inputs: listed by the wizard, rendered to PNG and HTML5 at both its sizes, downloaded', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  // The real render queue renders these (the stack's default is the stepped farm); reset puts it back.
  await control(page, 'render-queue', { mode: 'embedded' });
  await signIn(page, PEOPLE.manager, '/acme/visuals');
  await waitForPageReady(page);

  // The wizard: basic settings, then the package, whose inputs and sizes are read from the file.
  await page.getByTestId('new-template').click();
  await wizard(page).getByRole('textbox', { name: /^Name/ }).fill('Two-input banner');
  await wizard(page).getByRole('combobox', { name: /^Output category/ }).selectOption('display');
  await page.getByTestId('wizard-next').click();

  // A zip without an index.html is refused here, saying what it holds, before any upload.
  await wizard(page).getByLabel(/^Package file/).setInputFiles({ name: 'notes.zip', mimeType: 'application/zip', buffer: buildZip([{ name: 'README.md', content: '# notes' }]) });
  await expect(wizard(page).getByText('The package has no index.html. An HTML5 package needs an index.html at its root; this one holds README.md.')).toBeVisible();

  await wizard(page).getByLabel(/^Package file/).setInputFiles(PACKAGE);
  // Each input a field of the values form, with the package's label and default.
  await expect(wizard(page).getByLabel('Headline · Text')).toHaveValue('Summer sale');
  await expect(wizard(page).getByLabel('price · Price')).toHaveValue('€19.99');
  await expect(page.getByTestId('package-sizes')).toHaveText('Sizes declared: 300×250, 728×90');
  await page.screenshot({ path: `${SHOTS}/real-creatives-wizard-inputs.png` });
  await page.getByTestId('wizard-next').click();
  const upload = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/server/api/v1/visual');
  await wizard(page).getByRole('button', { name: 'Upload' }).click();
  expect((await upload).status()).toBe(201);
  await page.waitForURL(/\/acme\/visuals\/\d+$/);
  const visualId = Number(new URL(page.url()).pathname.split('/').pop());
  const stored = ((await (await page.request.get(`/server/api/v1/visual/${visualId}`, { headers: { 'X-Brand': 'acme' } })).json()) as { data: { sizes: unknown; slots: unknown; versions: { id: number }[] } }).data;
  expect(stored.sizes).toEqual([
    { width: 300, height: 250, label: 'Medium rectangle' },
    { width: 728, height: 90, label: 'Leaderboard' },
  ]);
  expect(stored.slots).toEqual([
    { name: 'headline', type: 'text', value: 'Summer sale', label: 'Headline' },
    { name: 'price', type: 'price', value: '€19.99', label: null },
  ]);

  // Version 1 is a draft: processed, it can be rendered.
  await navigateInApp(page, `/acme/visuals/${visualId}/version/${stored.versions[0]!.id}`);
  await waitForPageReady(page);
  await page.getByTestId('version-action-process').click();
  await expect(page.getByTestId('start-renders')).toBeVisible({ timeout: 15_000 });
  const pngs = await startRenders(page, 'png');
  await expect(page.getByTestId('renders-started')).toContainText('2');
  const zips = await startRenders(page, 'html');
  const ours = [...pngs, ...zips];
  // Answers once the queue has rendered everything it can.
  await control(page, 'render-queue/idle');
  for (const id of ours) expect(await buildOf(page, id)).toMatchObject({ status: 'finished' });

  // Downloaded from the Renders page: the PNGs at their exact sizes, the HTML5 zips filled in.
  await navigateInApp(page, '/acme/builds');
  await waitForPageReady(page);
  for (const [i, id] of pngs.entries()) {
    const { name, bytes } = await download(page, id);
    const { width, height } = SIZES[i]!;
    expect(name).toBe(`two-input-banner-v1-${width}x${height}-${id}.png`);
    const png = PNG.sync.read(bytes);
    expect([png.width, png.height]).toEqual([width, height]);
    expect(distinctColours(png)).toBeGreaterThan(20);
  }
  for (const [i, id] of zips.entries()) {
    const { name, bytes } = await download(page, id);
    const { width, height } = SIZES[i]!;
    expect(name).toBe(`two-input-banner-v1-${width}x${height}-${id}.zip`);
    const entries = readZip(bytes);
    expect(entries.map((e) => e.name).sort()).toEqual(['index.html', 'style.css']);
    const html = entries.find((e) => e.name === 'index.html')!.content.toString();
    expect(html.match(/<meta name="ad\.size"[^>]*>/g)).toEqual([`<meta name="ad.size" content="width=${width},height=${height}">`]);
    expect(html).toContain('<script>var clickTag = "https://shop.example/sale";</script>');
    expect(html).toContain('<h1 data-input="headline" data-input-label="Headline">Summer <em>sale</em></h1>');
    expect(html).toContain('<p class="price" data-input="price" data-input-type="price">€19.99</p>');
  }
  await page.screenshot({ path: `${SHOTS}/real-creatives-downloaded.png` });
});

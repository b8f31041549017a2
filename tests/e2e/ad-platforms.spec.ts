/**
 * HTML5 that ad platforms accept (docs/template-packages.md "Ad platforms"), in real Chromium
 * against the local stack: a compliant package and one bundling a .ttf font and a script from a
 * CDN are uploaded through the wizard, which says per platform what each will say of their HTML5
 * renders before uploading; the template page shows the stored verdicts; an HTML5 render of the
 * non-compliant one, made by the real queue, shows the verdicts of its own zip on its page. A
 * package declaring a 20000×20000 size is refused at the field, naming the size.
 */
import type { Page } from '@playwright/test';
import { buildZip, TWO_INPUT_BANNER } from '../harness/zip-builder';
import { control, expect, navigateInApp, PEOPLE, signIn, test, waitForPageReady } from './shell-support';

const SHOTS = '/tmp/shots';
const STYLE = 'body { margin: 0; font: bold 20px sans-serif } .ad { display: block; height: 100vh; background: #1d4ed8; color: #fff }';
const COMPLIANT = { name: 'compliant.zip', mimeType: 'application/zip', buffer: buildZip([{ name: 'index.html', content: TWO_INPUT_BANNER }, { name: 'style.css', content: STYLE }]) };
const WITH_FONT = {
  name: 'with-font.zip',
  mimeType: 'application/zip',
  buffer: buildZip([
    { name: 'index.html', content: TWO_INPUT_BANNER.replace('</head>', '<script src="https://cdn.example/gsap.min.js"></script></head>') },
    { name: 'style.css', content: `@font-face { font-family: Brand; src: url(fonts/brand.ttf) } ${STYLE}` },
    { name: 'fonts/brand.ttf', content: new Uint8Array(4096) },
  ]),
};

const wizard = (page: Page) => page.getByTestId('create-template-wizard');
const verdict = (scope: ReturnType<Page['getByTestId']>, platform: string) => scope.getByTestId(`ad-platform-${platform}`);

/** Through the wizard: the verdicts it shows before uploading, then the upload; the new template's id. */
async function uploadThroughWizard(page: Page, name: string, file: typeof COMPLIANT, expected: Record<string, 'accepted' | 'refused'>, first?: () => Promise<void>): Promise<number> {
  await navigateInApp(page, '/acme/visuals');
  await waitForPageReady(page);
  await page.getByTestId('new-template').click();
  await wizard(page).getByRole('textbox', { name: /^Name/ }).fill(name);
  await page.getByTestId('wizard-next').click();
  await first?.();
  await wizard(page).getByLabel(/^Package file/).setInputFiles(file);
  const before = wizard(page).getByTestId('package-ad-platforms');
  for (const [platform, word] of Object.entries(expected)) await expect(verdict(before, platform)).toHaveAttribute('data-verdict', word);
  await page.screenshot({ path: `${SHOTS}/ad-platforms-wizard-${name.toLowerCase().replace(/\W+/g, '-')}.png` });
  await page.getByTestId('wizard-next').click();
  const upload = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/server/api/v1/visual');
  await wizard(page).getByRole('button', { name: 'Upload' }).click();
  expect((await upload).status()).toBe(201);
  await page.waitForURL(/\/acme\/visuals\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

test('the ad platforms\' verdicts on a compliant and a non-compliant package, on upload, on the template and on an HTML5 render; a size too large refused', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await control(page, 'render-queue', { mode: 'embedded' });
  await signIn(page, PEOPLE.manager, '/acme/visuals');

  // First a package declaring a 20000×20000 size: refused at the field, naming the size.
  await uploadThroughWizard(page, 'Compliant banner', COMPLIANT, { 'google-ads': 'accepted', cm360: 'accepted' }, async () => {
    const huge = '<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="ad.size" content="width=20000,height=20000"></head><body></body></html>';
    await wizard(page).getByLabel(/^Package file/).setInputFiles({ name: 'huge.zip', mimeType: 'application/zip', buffer: buildZip([{ name: 'index.html', content: huge }]) });
    await expect(wizard(page).getByText('The size 20000×20000 is larger than 4096×4096, the largest a template may be.')).toBeVisible();
    await expect(wizard(page).getByLabel(/^Package file/)).toHaveAttribute('aria-invalid', 'true');
  });
  const compliant = page.getByTestId('ad-platform-results');
  await expect(verdict(compliant, 'google-ads')).toHaveAttribute('data-verdict', 'accepted');
  await expect(verdict(compliant, 'cm360')).toHaveAttribute('data-verdict', 'accepted');

  const fontId = await uploadThroughWizard(page, 'Banner with a font', WITH_FONT, { 'google-ads': 'refused', cm360: 'accepted' });
  const card = page.getByTestId('ad-platform-results');
  await expect(verdict(card, 'google-ads')).toHaveAttribute('data-verdict', 'refused');
  await expect(verdict(card, 'google-ads')).toContainText('Not an allowed file type: fonts/brand.ttf');
  await expect(verdict(card, 'google-ads')).toContainText('Loaded from outside the zip: https://cdn.example/gsap.min.js');
  await expect(verdict(card, 'cm360')).toHaveAttribute('data-verdict', 'accepted');
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/ad-platforms-template.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/ad-platforms-template-360.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // An HTML5 render of it by the real queue: its page shows the verdicts of its own zip.
  const visual = ((await (await page.request.get(`/server/api/v1/visual/${fontId}`, { headers: { 'X-Brand': 'acme' } })).json()) as { data: { versions: { id: number }[] } }).data;
  await navigateInApp(page, `/acme/visuals/${fontId}/version/${visual.versions[0]!.id}`);
  await waitForPageReady(page);
  await page.getByTestId('version-action-process').click();
  await page.getByTestId('start-renders').click();
  const dialog = page.getByTestId('start-renders-dialog');
  await dialog.getByLabel('Output format').selectOption('html');
  const started = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/server/api/v1/visual-build');
  await dialog.getByTestId('start-renders-submit').click();
  const [render] = ((await (await started).json()) as { data: { id: number }[] }).data;
  await navigateInApp(page, `/acme/builds/${render!.id}`);
  await waitForPageReady(page);
  await control(page, 'render-queue/idle');
  // The page follows the render live: its verdicts appear when it finishes.
  const rendered = page.getByTestId('ad-platform-results');
  await expect(verdict(rendered, 'google-ads')).toHaveAttribute('data-verdict', 'refused', { timeout: 15_000 });
  await expect(verdict(rendered, 'google-ads')).toContainText('Not an allowed file type: fonts/brand.ttf');
  await expect(verdict(rendered, 'cm360')).toHaveAttribute('data-verdict', 'accepted');
  await page.screenshot({ path: `${SHOTS}/ad-platforms-render.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await rendered.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/ad-platforms-render-360.png`, fullPage: true });
});

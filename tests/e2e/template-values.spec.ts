/**
 * The values people type (docs/template-packages.md "Values"), in real Chromium against the local
 * stack with two signed-in people: A edits the seeded sale banner's headline on its template page
 * (the live preview shows it as typed) and saves; B's open template page shows the new value live,
 * without a reload. A then starts a PNG render with a one-off value from the version page's
 * dialog (the real embedded queue renders it); the render's page shows the values it used, and
 * the template keeps its own.
 */
import type { Page } from '@playwright/test';
import { control, expect, markDocument, PEOPLE, personPage, sameDocument, signIn, test, waitForPageReady } from './shell-support';

const SHOTS = '/tmp/shots';

interface SeededTemplate {
  readonly id: number;
  readonly approvedVersionId: number;
}

async function saleBanner(page: Page): Promise<SeededTemplate> {
  const list = await page.request.get('/server/api/v1/visual', { params: { search: 'Summer sale banner', limit: '10' }, headers: { 'X-Brand': 'acme' } });
  const visual = ((await list.json()) as { data: { id: number; name: string; approved_version_id: number | null }[] }).data.find((v) => v.name === 'Summer sale banner' && v.approved_version_id !== null)!;
  return { id: visual.id, approvedVersionId: visual.approved_version_id! };
}

test('values: A saves a value on the template page, B sees it live; a one-off value for a render is kept on the render', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 1000 });
  await control(page, 'render-queue', { mode: 'embedded' });
  await signIn(page, PEOPLE.manager, '/acme/visuals');
  await waitForPageReady(page);
  const template = await saleBanner(page);
  await page.goto(`/acme/visuals/${template.id}`);
  await waitForPageReady(page);

  // B, another signed-in person (whose language is Czech), has the same template page open.
  const other = await personPage(browser, PEOPLE.editor, { path: `/acme/visuals/${template.id}` });
  const otherValues = other.getByTestId('template-values');
  await expect(otherValues.locator('#template-value-headline')).toHaveValue('Summer sale');
  await markDocument(other);

  // A types: the live preview (a sandboxed frame showing the filled page) follows.
  const values = page.getByTestId('template-values');
  const headline = values.getByLabel('Headline · Text');
  await expect(headline).toHaveValue('Summer sale');
  await headline.fill('Winter deals');
  const preview = values.getByTestId('values-preview-frame');
  await expect(preview).toHaveCount(4);
  await expect(preview.first()).toHaveAttribute('sandbox', 'allow-scripts');
  await expect(page.frameLocator('[data-testid="values-preview-frame"] >> nth=0').frameLocator('iframe').getByText('Winter deals')).toBeVisible();
  // A colour that is no CSS colour is refused as it is typed: Save waits for a real one.
  const accent = values.getByLabel('Button colour · Colour');
  await accent.fill('notacolour');
  await expect(page.getByTestId('template-value-accent-problems')).toContainText('Button colour must be a CSS colour');
  await expect(values.getByTestId('values-save')).toBeDisabled();
  await accent.fill('#0f766e');
  await page.screenshot({ path: `${SHOTS}/values-template-page.png`, fullPage: true });
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === `/server/api/v1/visual/${template.id}`);
  await values.getByTestId('values-save').click();
  expect((await saved).status()).toBe(200);
  await expect(values.getByRole('status')).toHaveText('Values saved.');

  // B's page follows live, in the same document.
  await expect(otherValues.locator('#template-value-headline')).toHaveValue('Winter deals');
  await expect(otherValues.locator('#template-value-accent')).toHaveValue('#0f766e');
  expect(await sameDocument(other)).toBe(true);

  // A starts a PNG render with a one-off headline from the version page.
  await page.goto(`/acme/visuals/${template.id}/version/${template.approvedVersionId}`);
  await waitForPageReady(page);
  await page.getByTestId('start-renders').click();
  const dialog = page.getByTestId('start-renders-dialog');
  await expect(dialog.getByTestId('render-values-list')).toContainText('HeadlineWinter deals');
  for (const box of await dialog.getByRole('checkbox').all()) if (await box.isChecked()) await box.uncheck();
  await dialog.getByRole('checkbox', { name: /300 × 250/ }).check();
  await dialog.getByLabel('Output format').selectOption('png');
  await dialog.getByTestId('render-values-change').click();
  await dialog.getByLabel('Headline · Text').fill('Only today');
  await page.screenshot({ path: `${SHOTS}/values-start-renders.png` });
  const started = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/server/api/v1/visual-build');
  await dialog.getByTestId('start-renders-submit').click();
  const answer = await started;
  expect(answer.status()).toBe(201);
  const [render] = ((await answer.json()) as { data: { id: number }[] }).data;
  await control(page, 'render-queue/idle');

  await page.goto(`/acme/builds/${render!.id}`);
  await waitForPageReady(page);
  await expect(page.getByTestId('build-detail-page').getByText('Finished', { exact: true }).first()).toBeVisible();
  const used = page.getByTestId('build-values');
  await expect(used).toContainText('HeadlineOnly today');
  await expect(used).toContainText('Button colour#0f766e');
  await page.screenshot({ path: `${SHOTS}/values-render-page.png`, fullPage: true });
  // The template kept its own headline.
  await expect(otherValues.locator('#template-value-headline')).toHaveValue('Winter deals');
});

/**
 * Ad sets in real Chromium against the stack: an ad set made through every wizard step (with a
 * reload in the middle that resumes at the saved step), then seen in the list with its review
 * state; another user's open list follows it live (AdSetUpdated); the detail's tabs; one ad on
 * its own page; nested unknown ids are the 404 page. Screenshots go to /tmp/shots/ad-sets.
 */
import type { Page } from '@playwright/test';
import { expect, PEOPLE, signIn, test, waitForPageReady, watchProblems } from './shell-support';

const SHOTS = '/tmp/shots/ad-sets';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

test('creates an ad set through every wizard step, resumes after a reload, and lists it with its review state', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const problems = watchProblems(page);
  await signIn(page, PEOPLE.manager, '/acme/ad-sets/create');
  await waitForPageReady(page);
  await shot(page, '01-settings-empty');

  // Our check before sending: no name.
  await page.getByLabel('Name').fill('');
  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('ad-set-name-problems')).toHaveText('Enter a name.');
  await page.getByLabel('Name').fill('E2E summer sale');
  await page.getByLabel('Output format').selectOption('png');
  await page.locator('#ad-set-version').selectOption({ index: 0 });
  await page.getByTestId('wizard-next').click();

  await expect(page).toHaveURL(/\/acme\/ad-sets\/create\/\d+\/feed$/, { timeout: 15_000 });
  const adSetId = /create\/(\d+)\/feed/.exec(page.url())![1]!;
  await waitForPageReady(page);
  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('ad-set-feed-problems')).toHaveText('Choose a feed.');
  await page.getByRole('radio').first().check();
  await shot(page, '02-feed');
  await page.getByTestId('wizard-next').click();

  await expect(page).toHaveURL(new RegExp(`/create/${adSetId}/localize$`), { timeout: 15_000 });
  // A reload in the middle of the wizard resumes at the saved step.
  await page.reload();
  await waitForPageReady(page);
  await expect(page.getByTestId('ad-set-wizard')).toHaveAttribute('data-step', 'localize');
  await expect(page.getByTestId('ad-set-step-feed')).toHaveAttribute('data-state', 'done');
  await expect(page.getByTestId('ad-set-step-populate')).toHaveAttribute('data-state', 'locked');
  await page.getByTestId('language-en').check();
  await page.getByTestId('language-cs').check();
  await shot(page, '03-localize');
  await page.getByTestId('wizard-next').click();

  await expect(page).toHaveURL(new RegExp(`/create/${adSetId}/mapping$`), { timeout: 15_000 });
  await waitForPageReady(page);
  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('mapping-headline-problems')).toHaveText('Map this input to a feed column.');
  await page.locator('#mapping-headline').selectOption('name');
  await page.locator('#mapping-price').selectOption('price');
  await expect(page.getByTestId('preview-headline')).not.toHaveText('–');
  await shot(page, '04-mapping');
  await page.getByTestId('wizard-next').click();

  await expect(page).toHaveURL(new RegExp(`/create/${adSetId}/populate$`), { timeout: 15_000 });
  await waitForPageReady(page);
  await page.getByTestId('populate').click();
  await expect(page.getByTestId('populated')).toBeVisible();
  await shot(page, '05-populate');
  await page.getByTestId('wizard-next').click();

  await expect(page).toHaveURL(new RegExp(`/create/${adSetId}/resizes$`), { timeout: 15_000 });
  await waitForPageReady(page);
  await page.getByRole('checkbox').first().check();
  await shot(page, '06-resizes');

  // Another user has the list open: the draft shows as one, and turns ready when the wizard ends.
  const other = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const editor = await other.newPage();
  await signIn(editor, PEOPLE.editor, '/acme/ad-sets');
  await waitForPageReady(editor);
  const theirRow = editor.getByTestId(`ad-set-row-${adSetId}`);
  await expect(theirRow.getByTestId('continue-draft')).toBeVisible();

  await page.getByTestId('wizard-next').click();

  await expect(page).toHaveURL(new RegExp(`/acme/ad-sets/${adSetId}$`), { timeout: 15_000 });
  await waitForPageReady(page);
  await expect(page.getByTestId('review-panel').getByTestId('review-badge')).toHaveText('Not reviewed');
  await shot(page, '07-detail-ads');
  await expect(theirRow.getByRole('link', { name: 'E2E summer sale' })).toBeVisible({ timeout: 10_000 });
  await expect(theirRow.getByTestId('continue-draft')).toHaveCount(0);
  await other.close();

  // The manager approves it partly; the list shows the badge.
  await page.getByTestId('review-state').selectOption('partly-approved');
  await page.getByLabel('Comment').fill('Fix the Czech prices');
  await page.getByTestId('review-submit').click();
  await expect(page.getByTestId('review-panel').getByTestId('review-badge')).toHaveText('Partly approved');

  for (const tab of ['hooks', 'hooks-settings', 'mappings', 'permalinks', 'render-requests']) {
    await page.goto(`/acme/ad-sets/${adSetId}/${tab}`);
    await waitForPageReady(page);
    await expect(page.getByTestId(`ad-set-tab-${tab}`)).toBeVisible();
    await shot(page, `08-tab-${tab}`);
  }
  await page.goto(`/acme/ad-sets/${adSetId}/ads`);
  await page.getByTestId('ads-table').getByRole('link').first().click();
  await expect(page.getByTestId('ad-detail')).toBeVisible();
  await shot(page, '09-tab-ad');

  // The same ad on its own page: its values per input, its ad set linked.
  const adId = /\/ad\/(\d+)$/.exec(page.url())![1]!;
  await page.goto(`/acme/ads/${adId}`);
  await waitForPageReady(page);
  await expect(page.getByTestId('ad-values')).toContainText('headline');
  await expect(page.getByTestId('ad-ad-set-link')).toHaveText('E2E summer sale');
  await expect(page.getByTestId('ad-previews').getByRole('link')).toHaveCount(1);
  await shot(page, '11-ad-page');

  await page.goto('/acme/ad-sets');
  await waitForPageReady(page);
  const row = page.getByTestId(`ad-set-row-${adSetId}`);
  await expect(row.getByTestId('review-badge')).toHaveText('Partly approved');
  await expect(row).toContainText('E2E summer sale');
  await shot(page, '10-list');
  expect(problems.consoleErrors).toEqual([]);
});

test('nested unknown ids show the 404 page', async ({ page }) => {
  await signIn(page, PEOPLE.manager, '/acme/ad-sets');
  await waitForPageReady(page);
  const first = await page.getByTestId('ad-set-table').locator('tbody tr').first().getAttribute('data-testid');
  const existing = first!.replace('ad-set-row-', '');
  for (const path of [`/acme/ad-sets/${existing}/ad/99999`, '/acme/ad-sets/99999', '/acme/ads/99999', '/acme/ad-sets/create/99999/feed']) {
    await page.goto(path);
    await expect(page.getByTestId('error-404'), path).toBeVisible({ timeout: 15_000 });
  }
});

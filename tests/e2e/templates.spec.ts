/**
 * My Templates against the local stack: a package uploaded through the creation
 * wizard (which survives a reload, its file kept in IndexedDB) is then found in the list; a
 * template is unpublished, archived, restored and deleted for good behind a confirmation that
 * names it. Screenshots of the list and of each wizard step go to /tmp/shots.
 */
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, navigateInApp, PEOPLE, seriousViolations, signIn, test, waitForPageReady, watchProblems } from './shell-support';

const PACKAGE = fileURLToPath(new URL('./fixtures/autumn-banner.zip', import.meta.url));
const SHOTS = '/tmp/shots';

const wizard = (page: Page) => page.getByTestId('create-template-wizard');
const flags = (page: Page) => Promise.all(['basic', 'inputs', 'preview'].map((step) => page.getByTestId(`wizard-step-${step}`).getAttribute('data-finished')));

/** Serious or critical axe-core findings (Headless UI's focus sentinels are hidden on purpose). */

async function openTemplateNamed(page: Page, name: string): Promise<void> {
  await page.getByTestId('templates-search').fill(name);
  const link = page.getByTestId('templates-table').getByRole('link', { name, exact: true });
  await expect(link).toBeVisible({ timeout: 10_000 });
  await link.click();
  await expect(page.getByTestId('template-name')).toHaveText(name, { timeout: 10_000 });
}

test('uploads a template package through the wizard, across a reload, then finds it in the list', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, PEOPLE.manager, '/acme/visuals');
  await waitForPageReady(page);
  const problems = watchProblems(page);
  await expect(page.getByTestId('templates-table').getByTestId('template-row').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/templates-list.png`, fullPage: true });

  await page.getByTestId('new-template').click();
  await expect(wizard(page)).toBeVisible();
  expect(await flags(page)).toEqual(['false', 'false', 'false']);
  // Basic settings: nothing typed yet, the name is required.
  await page.getByTestId('wizard-next').click();
  await expect(wizard(page).getByText('Enter a name.')).toBeVisible();
  await wizard(page).getByRole('textbox', { name: /^Name/ }).fill('Autumn sale banner');
  await wizard(page).getByRole('textbox', { name: /^Description/ }).fill('Orange, 300×250, for the autumn campaign.');
  const tags = wizard(page).getByRole('textbox', { name: /^Tags/ });
  await tags.fill('autumn');
  await tags.press('Enter');
  await tags.fill('sale');
  await tags.press('Enter');
  await wizard(page).getByRole('combobox', { name: /^Output category/ }).selectOption('display');
  await page.screenshot({ path: `${SHOTS}/templates-wizard-1-basic.png` });
  await page.getByTestId('wizard-next').click();
  expect(await flags(page)).toEqual(['true', 'false', 'false']);

  // Inputs settings: the package.
  await wizard(page).getByLabel(/^Package file/).setInputFiles(PACKAGE);
  await expect(page.getByTestId('chosen-package-name')).toHaveText('autumn-banner.zip');
  await expect(page.getByTestId('chosen-package-size')).toHaveText('359 B');
  await page.screenshot({ path: `${SHOTS}/templates-wizard-2-inputs.png` });
  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('wizard-summary')).toBeVisible();
  expect(await flags(page)).toEqual(['true', 'true', 'false']);

  // A reload in the middle: the step, the flags, the form and the file come back.
  await page.reload();
  await expect(page.getByTestId('wizard-summary')).toBeVisible({ timeout: 20_000 });
  expect(await flags(page)).toEqual(['true', 'true', 'false']);
  await expect(page.getByTestId('wizard-summary')).toContainText('Autumn sale banner');
  await expect(page.getByTestId('wizard-summary')).toContainText('autumn, sale');
  await expect(page.getByTestId('wizard-summary')).toContainText('autumn-banner.zip (359 B)');
  await page.screenshot({ path: `${SHOTS}/templates-wizard-3-preview.png` });

  const upload = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/server/api/v1/visual');
  await wizard(page).getByRole('button', { name: 'Upload' }).click();
  const answer = await upload;
  expect(answer.status()).toBe(201);
  expect(answer.request().headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  await page.waitForURL(/\/acme\/visuals\/\d+$/);

  // What the server stored is what the wizard showed (Playwright cannot read a worker's multipart body).
  const id = new URL(page.url()).pathname.split('/').pop()!;
  const stored = (await (await page.request.get(`/server/api/v1/visual/${id}`, { headers: { 'X-Brand': 'acme' } })).json()) as { data: Record<string, unknown> };
  expect(stored.data).toMatchObject({
    name: 'Autumn sale banner',
    description: 'Orange, 300×250, for the autumn campaign.',
    tags: ['autumn', 'sale'],
    output_category: 'display',
    default_output_format: 'html',
    package: [{ name: 'autumn-banner.zip', size: 359 }],
  });
  await expect(page.getByTestId('template-name')).toHaveText('Autumn sale banner');
  await expect(page.getByTestId('version-row')).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/templates-created.png`, fullPage: true });

  // The draft is gone: the list offers a new template, not a draft to continue.
  await navigateInApp(page, '/acme/visuals');
  await expect(page.getByTestId('new-template')).toHaveText('New template');
  await page.getByTestId('templates-search').fill('autumn sale');
  const row = page.getByTestId('template-row');
  await expect(row).toHaveCount(1, { timeout: 10_000 });
  await expect(row.getByRole('link')).toHaveText('Autumn sale banner');
  await expect(row.getByTestId('template-status')).toHaveText('Published');
  await expect(page).toHaveURL(/\?q=autumn\+sale$/);
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.failedRequests).toEqual([]);
});

test('unpublishes, archives, restores and deletes a template for good after typing its name', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, PEOPLE.manager, '/acme/visuals');
  await waitForPageReady(page);
  const problems = watchProblems(page);
  const name = 'Product carousel';
  await openTemplateNamed(page, name);
  const status = page.getByTestId('template-status');
  const action = async (label: string) => {
    await page.getByTestId('template-actions').click();
    await page.getByRole('menuitem', { name: label }).click();
  };

  await expect(status).toHaveText('Published');
  await action('Unpublish');
  await expect(status).toHaveText('Unpublished');

  await action('Archive');
  await expect(status).toHaveText('Archived');
  await expect(page.getByTestId('template-archived-note')).toBeVisible();
  // It left the active list for the archived one.
  await navigateInApp(page, '/acme/visuals?q=carousel');
  await expect(page.getByText('No template matches these filters.')).toBeVisible();
  await page.getByRole('link', { name: 'Archived' }).click();
  await expect(page.getByTestId('template-row')).toHaveCount(1);
  await page.getByTestId('template-row').getByRole('link', { name }).click();

  await page.getByTestId('template-restore').click();
  await expect(status).toHaveText('Unpublished');
  await expect(page.getByTestId('template-archived-note')).toHaveCount(0);

  await action('Delete permanently…');
  const dialog = page.getByTestId('force-delete-dialog');
  await expect(dialog.getByTestId('force-delete-name')).toHaveText(name);
  await expect(dialog.getByTestId('force-delete-confirm')).toBeDisabled();
  await dialog.getByTestId('force-delete-input').fill('Product');
  await expect(dialog.getByTestId('force-delete-confirm')).toBeDisabled();
  await dialog.getByTestId('force-delete-input').fill(name);
  await page.screenshot({ path: `${SHOTS}/templates-force-delete.png` });
  const deleted = page.waitForRequest((request) => request.method() === 'DELETE');
  await dialog.getByTestId('force-delete-confirm').click();
  expect(new URL((await deleted).url()).search).toBe('?force=1');
  await page.waitForURL((url) => url.pathname === '/acme/visuals');

  // Gone from both views.
  await page.getByTestId('templates-search').fill('carousel');
  await expect(page.getByText('No template matches these filters.')).toBeVisible({ timeout: 10_000 });
  await page.getByRole('link', { name: 'Archived' }).click();
  await expect(page.getByText('No template matches these filters.')).toBeVisible({ timeout: 10_000 });
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.failedRequests).toEqual([]);
});

test('the list, the wizard and the template page work from the keyboard, without serious axe findings', async ({ page }) => {
  await signIn(page, PEOPLE.manager, '/acme/visuals');
  await waitForPageReady(page);
  await expect(page.getByTestId('template-row').first()).toBeVisible();
  expect(await seriousViolations(page), 'list').toEqual([]);

  // The wizard from the keyboard: the button, Next with an empty name (focus lands on it).
  await page.getByTestId('new-template').focus();
  await page.keyboard.press('Enter');
  await expect(wizard(page)).toBeVisible();
  await page.getByTestId('wizard-next').focus();
  await page.keyboard.press('Enter');
  await expect(wizard(page).getByRole('textbox', { name: /^Name/ })).toBeFocused();
  expect(await seriousViolations(page), 'wizard with an error').toEqual([]);
  await page.keyboard.type('Keyboard banner');
  await page.getByTestId('wizard-next').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('wizard-body-inputs')).toBeVisible();
  expect(await seriousViolations(page), 'wizard inputs step').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(wizard(page)).toHaveCount(0);
  await expect(page.getByTestId('new-template')).toHaveText('Continue new template');

  await openTemplateNamed(page, 'Summer sale banner');
  expect(await seriousViolations(page), 'template page').toEqual([]);
  await page.getByTestId('template-actions').focus();
  await page.keyboard.press('Enter');
  // Headless UI keeps focus on the menu and marks the active item (aria-activedescendant).
  await expect(page.getByRole('menuitem').first()).toHaveAttribute('data-focus', '');
  expect(await seriousViolations(page), 'actions menu').toEqual([]);
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('force-delete-dialog')).toBeVisible();
  expect(await seriousViolations(page), 'delete dialog').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('force-delete-dialog')).toHaveCount(0);
});

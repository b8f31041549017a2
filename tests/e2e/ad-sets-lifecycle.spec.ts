/**
 * An ad set's review follows its content, and it is archived and deleted from its page,
 * in real Chromium against the local stack with two signed-in contexts: an editor changes the
 * languages of an approved set, and the manager's open page shows "Not reviewed" without a
 * reload; the editor archives it and deletes it (after confirming), and the manager's page follows.
 *
 * Before: the approval survived any change of the content, and the UI had no archive or delete.
 */
import type { Page } from '@playwright/test';
import { expect, markDocument, navigateInApp, PEOPLE, personPage, sameDocument, test, watchProblems } from './shell-support';

const LIVE = { timeout: 10_000 };

/** A seeded approved, ready ad set of acme, asked of the API as the page would. */
async function approvedSet(page: Page): Promise<{ id: number; languages: string[] }> {
  const response = await page.request.get('/server/api/v1/ad-set/overview?review_state=approved&status=ready', { headers: { 'X-Brand': 'acme', Accept: 'application/json' } });
  expect(response.ok()).toBe(true);
  const id = ((await response.json()) as { data: { id: number }[] }).data[0]!.id;
  const detail = await page.request.get(`/server/api/v1/ad-set/${id}/detail`, { headers: { 'X-Brand': 'acme', Accept: 'application/json' } });
  return { id, languages: ((await detail.json()) as { data: { languages: string[] } }).data.languages };
}

const badge = (page: Page) => page.getByTestId('review-panel').getByTestId('review-badge');

test('a content change resets the approval on every open page; archive and delete from the page', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const watcher = await personPage(browser, PEOPLE.manager, { path: '/acme/ad-sets' });
  const { id, languages } = await approvedSet(watcher);
  await navigateInApp(watcher, `/acme/ad-sets/${id}`);
  await expect(badge(watcher)).toHaveText('Approved', LIVE);
  await markDocument(watcher);
  const problems = watchProblems(watcher);

  const editor = await personPage(browser, PEOPLE.editor, { path: `/acme/ad-sets/create/${id}/localize` });
  const other = ['de', 'fr', 'es'].find((l) => !languages.includes(l))!;
  await editor.getByTestId(`language-${other}`).check();
  await editor.getByTestId('wizard-next').click();
  await expect(editor).toHaveURL(new RegExp(`/create/${id}/mapping$`), LIVE);
  await expect(badge(watcher)).toHaveText('Not reviewed', LIVE);

  await navigateInApp(editor, `/acme/ad-sets/${id}`);
  await editor.getByTestId('ad-set-archive').click();
  // The editor works in Czech (seed); the button says Restore (Obnovit) now.
  await expect(editor.getByTestId('ad-set-archive')).toHaveAttribute('data-archived', 'true', LIVE);
  await expect(watcher.getByText('(archived)')).toBeVisible(LIVE);
  for (const width of [390, 1280]) {
    await editor.setViewportSize({ width, height: 1000 });
    await editor.screenshot({ path: testInfo.outputPath(`ad-set-${width}.png`), fullPage: true });
  }

  await editor.getByTestId('ad-set-delete').click();
  const dialog = editor.getByTestId('confirm-dialog');
  await expect(dialog).toContainText('Smazat sadu reklam');
  await dialog.getByTestId('confirm-action').click();
  await expect(editor).toHaveURL(/\/acme\/ad-sets$/, LIVE);
  await expect(watcher.getByText('This page could not be found')).toBeVisible(LIVE);

  expect(await sameDocument(watcher)).toBe(true);
  expect(problems.consoleErrors).toEqual([]);
  // The watcher's refetch of the deleted set is the one 404 it may see.
  expect(problems.failedRequests.filter((r) => !r.includes(`/ad-set/${id}/`))).toEqual([]);
});

/**
 * A template version and its review, in real Chromium against the local stack: two people in
 * two browser contexts (an editor who asks, a manager who reviews), both pages changing without
 * a reload; comments written, edited and deleted, a script payload shown as text; nested ids
 * that are not the template's shown as the 404 page.
 *
 * Seed (server/seed/creatives.ts): acme's template 2 "Product carousel" has three versions, the
 * newest processed; template 1 "Summer sale banner" owns the lowest version ids.
 */
import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { watchCspViolations } from './csp-support';
import { expect, markDocument, navigateInApp, PEOPLE, personPage, sameDocument, signIn, test, waitForPageReady, watchProblems } from './shell-support';

const SHOTS = '/tmp/shots/versions';
const TEMPLATE = '/acme/visuals/2';

/** Opens a version page inside the app and waits until it shows the version. */
async function openVersion(page: Page, path: string): Promise<void> {
  await navigateInApp(page, path);
  await expect(page.getByTestId('version-page')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('version-status')).toBeVisible({ timeout: 15_000 });
}

const status = (page: Page) => page.getByTestId('version-page').getByTestId('version-status');
const action = (page: Page, name: string) => page.getByTestId(`version-action-${name}`);

/** Runs a version action through its dialog, with `comment` typed when given. */
async function actInDialog(page: Page, name: string, comment: string | null): Promise<void> {
  await action(page, name).click();
  const dialog = page.getByTestId('version-action-dialog');
  await expect(dialog).toBeVisible();
  if (comment !== null) await dialog.getByTestId('version-action-comment').fill(comment);
  await dialog.getByTestId('version-action-confirm').click();
  await expect(dialog).toHaveCount(0, { timeout: 15_000 });
}

test('two-sided approval: one person asks, another approves, then rejects with a comment; both pages change live', async ({ browser }) => {
  test.setTimeout(120_000);
  await mkdir(SHOTS, { recursive: true });
  const editor = await personPage(browser, PEOPLE.editor, { width: 1400 });
  const manager = await personPage(browser, PEOPLE.manager, { width: 1400 });
  const editorProblems = watchProblems(editor);
  const managerProblems = watchProblems(manager);

  // Without a version id the page goes on to the template's newest version.
  await navigateInApp(editor, `${TEMPLATE}/version`);
  await editor.waitForURL(/\/acme\/visuals\/2\/version\/\d+$/, { timeout: 15_000 });
  const firstRound = new URL(editor.url()).pathname;
  await openVersion(editor, firstRound);
  await openVersion(manager, firstRound);
  await markDocument(editor);
  await markDocument(manager);
  await expect(status(editor)).toHaveAttribute('data-value', 'processed');
  await expect(status(manager)).toHaveAttribute('data-value', 'processed');
  await expect(action(manager, 'approve')).toHaveCount(0);

  // Round 1: the editor asks for approval with a comment…
  await actInDialog(editor, 'request-approval', 'Please check the CTA colours.');
  await expect(status(editor)).toHaveAttribute('data-value', 'approval-requested');
  // …an editor never reviews, and the person who asked cannot approve their own request.
  await expect(action(editor, 'approve')).toHaveCount(0);
  await expect(action(editor, 'reject')).toHaveCount(0);
  await expect(action(editor, 'cancel-approval')).toBeVisible();

  // The manager's page changes without a reload: the state, the review buttons, who asked.
  await expect(status(manager)).toHaveAttribute('data-value', 'approval-requested', { timeout: 20_000 });
  await expect(action(manager, 'approve')).toBeVisible();
  await expect(action(manager, 'reject')).toBeVisible();
  await expect(manager.getByTestId('review-notice')).toContainText('Eva Editor');
  await expect(manager.getByTestId('version-history').getByTestId('history-entry').first()).toContainText('Please check the CTA colours.');
  await editor.screenshot({ path: `${SHOTS}/review-requester.png`, fullPage: true });
  await manager.screenshot({ path: `${SHOTS}/review-reviewer.png`, fullPage: true });

  // The manager approves with a comment; the editor's page follows.
  await actInDialog(manager, 'approve', 'Good to go.');
  await expect(status(manager)).toHaveAttribute('data-value', 'approved');
  await expect(status(editor)).toHaveAttribute('data-value', 'approved', { timeout: 20_000 });
  const approval = editor.getByTestId('version-history').getByTestId('history-entry').first();
  await expect(approval).toHaveAttribute('data-action', 'approve');
  await expect(approval).toContainText('Marta Manager');
  await expect(approval).toContainText('Good to go.');
  await editor.screenshot({ path: `${SHOTS}/approved-requester.png`, fullPage: true });

  // Round 2: the editor revises into a new draft, processes it and asks again.
  await action(editor, 'revise').click();
  await editor.waitForURL((url) => /\/version\/\d+$/.test(url.pathname) && url.pathname !== firstRound, { timeout: 15_000 });
  const secondRound = new URL(editor.url()).pathname;
  await expect(status(editor)).toHaveAttribute('data-value', 'draft', { timeout: 15_000 });
  await action(editor, 'process').click();
  await expect(status(editor)).toHaveAttribute('data-value', 'processed', { timeout: 15_000 });
  await openVersion(manager, secondRound);
  await expect(status(manager)).toHaveAttribute('data-value', 'processed');
  await actInDialog(editor, 'request-approval', null);
  await expect(status(manager)).toHaveAttribute('data-value', 'approval-requested', { timeout: 20_000 });

  // Rejecting needs a comment: the button stays disabled until there is one.
  await action(manager, 'reject').click();
  const dialog = manager.getByTestId('version-action-dialog');
  await expect(dialog.getByTestId('version-action-confirm')).toBeDisabled();
  await dialog.getByTestId('version-action-comment').fill('The logo is cut off at 320x50.');
  await manager.screenshot({ path: `${SHOTS}/reject-dialog.png` });
  await dialog.getByTestId('version-action-confirm').click();
  await expect(dialog).toHaveCount(0, { timeout: 15_000 });
  await expect(status(manager)).toHaveAttribute('data-value', 'rejected');
  await expect(status(editor)).toHaveAttribute('data-value', 'rejected', { timeout: 20_000 });
  const rejection = editor.getByTestId('version-history').getByTestId('history-entry').first();
  await expect(rejection).toHaveAttribute('data-action', 'reject');
  await expect(rejection).toContainText('The logo is cut off at 320x50.');
  await editor.screenshot({ path: `${SHOTS}/rejected-requester.png`, fullPage: true });

  expect(await sameDocument(editor)).toBe(true);
  expect(await sameDocument(manager)).toBe(true);
  expect(editorProblems.consoleErrors).toEqual([]);
  expect(managerProblems.consoleErrors).toEqual([]);
  expect(editorProblems.failedRequests).toEqual([]);
  expect(managerProblems.failedRequests).toEqual([]);
});

test('comments: add, edit, delete with a confirmation; a script payload shows as text', async ({ page }) => {
  await signIn(page, PEOPLE.manager);
  await waitForPageReady(page);
  await navigateInApp(page, `${TEMPLATE}/version`);
  await page.waitForURL(/\/version\/\d+$/, { timeout: 15_000 });
  await expect(page.getByTestId('comments-panel')).toBeVisible({ timeout: 15_000 });
  const comments = page.getByTestId('comments-panel').getByTestId('comment');
  await expect(comments.first()).toBeVisible({ timeout: 15_000 });
  const before = await comments.count();

  // Add.
  await page.getByTestId('new-comment').fill('Headline is too long on 728x90.');
  await page.getByTestId('add-comment').click();
  await expect(comments).toHaveCount(before + 1, { timeout: 15_000 });
  // Located by position: the newest comment is last, and stays this one when more are added.
  const mine = comments.nth(before);
  await expect(mine.getByTestId('comment-text')).toHaveText('Headline is too long on 728x90.');
  await expect(mine.getByTestId('comment-author')).toHaveText('Marta Manager');
  await expect(mine.getByTestId('comment-date')).toHaveText(/^\d{1,2}\.\d{1,2}\.\d{4} \d{2}:\d{2}$/);
  await expect(page.getByTestId('new-comment')).toHaveValue('');

  // Edit (own comment).
  await mine.getByTestId('edit-comment').click();
  await mine.getByTestId('edit-comment-text').fill('Headline is too long on 728x90 and 320x50.');
  await mine.getByTestId('save-comment').click();
  await expect(mine.getByTestId('comment-text')).toHaveText('Headline is too long on 728x90 and 320x50.', { timeout: 15_000 });

  // A script payload is text: shown verbatim, never run, never turned into elements.
  const payload = '<script>window.__injected = 1</script><img src=x onerror="window.__injected = 2">';
  await page.getByTestId('new-comment').fill(payload);
  await page.getByTestId('add-comment').click();
  await expect(comments).toHaveCount(before + 2, { timeout: 15_000 });
  const injected = comments.nth(before + 1);
  await expect(injected.getByTestId('comment-text')).toHaveText(payload);
  await expect(injected.locator('script, img')).toHaveCount(0);
  expect(await page.evaluate(() => (globalThis as { __injected?: number }).__injected)).toBeUndefined();

  // Delete, after confirming; cancelling keeps it.
  await mine.getByTestId('delete-comment').click();
  const confirm = page.getByTestId('delete-comment-dialog');
  await expect(confirm).toContainText('Headline is too long on 728x90 and 320x50.');
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(comments).toHaveCount(before + 2);
  await mine.getByTestId('delete-comment').click();
  await confirm.getByTestId('confirm-delete-comment').click();
  await expect(comments).toHaveCount(before + 1, { timeout: 15_000 });
  await expect(page.getByTestId('comments-panel')).not.toContainText('Headline is too long');
  // The history keeps that a comment was made, never the words its author took back.
  await expect(page.getByTestId('version-history')).not.toContainText('Headline is too long', { timeout: 15_000 });
  await page.setViewportSize({ width: 1400, height: 1100 });
  await page.screenshot({ path: `${SHOTS}/comments.png`, fullPage: true });
});

test('a version that does not exist, or is another template’s, is the 404 page', async ({ page }) => {
  await signIn(page, PEOPLE.manager);
  await waitForPageReady(page);

  await navigateInApp(page, `${TEMPLATE}/version/99999`);
  await expect(page.getByTestId('error-404')).toBeVisible({ timeout: 15_000 });

  // Version 1 is the first version of template 1, not of template 2.
  await navigateInApp(page, `${TEMPLATE}/version/1`);
  await expect(page.getByTestId('error-404')).toBeVisible({ timeout: 15_000 });
  await navigateInApp(page, '/acme/visuals/1/version/1');
  await expect(page.getByTestId('version-page')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('error-404')).toHaveCount(0);

  // The tester: another template's version, and an unknown render.
  await navigateInApp(page, `${TEMPLATE}/tester/1`);
  await expect(page.getByTestId('error-404')).toBeVisible({ timeout: 15_000 });
  await navigateInApp(page, '/acme/visuals/1/tester/1/build/99999');
  await expect(page.getByTestId('error-404')).toBeVisible({ timeout: 15_000 });
});

test('tester and resizes: a render’s output framed from the backend, the template’s sizes with their counts', async ({ page }) => {
  await mkdir(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1400, height: 1000 });
  await signIn(page, PEOPLE.manager);
  await waitForPageReady(page);
  const problems = watchProblems(page);
  const cspViolations = watchCspViolations(page);

  await navigateInApp(page, `${TEMPLATE}/resizes`);
  const rows = page.getByTestId('resize-row');
  await expect(rows.first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('resize-renders').first()).toHaveText(/^\d+$/, { timeout: 15_000 });
  await page.screenshot({ path: `${SHOTS}/resizes.png`, fullPage: true });
  // A size's link opens the version's render dialog with only that size ticked.
  await rows.first().getByRole('link').click();
  const dialog = page.getByTestId('start-renders-dialog');
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByRole('checkbox', { checked: true })).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // The tester without a version goes on to the latest one; picking a finished render frames its output.
  await navigateInApp(page, `${TEMPLATE}/tester`);
  await page.waitForURL(/\/tester\/\d+$/, { timeout: 15_000 });
  const builds = page.getByTestId('tester-builds').getByRole('link');
  await expect(builds.nth(1)).toBeVisible({ timeout: 15_000 });
  const output = page.waitForResponse((response) => /\/server\/api\/v1\/visual-build\/\d+\/output$/.test(response.url()));
  await builds.nth(1).click();
  await page.waitForURL(/\/tester\/\d+\/build\/\d+$/);
  expect((await output).status()).toBe(200);
  const frame = page.getByTestId('tester-frame');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
  await expect(builds.nth(1)).toHaveAttribute('aria-current', 'page');
  await page.screenshot({ path: `${SHOTS}/tester.png`, fullPage: true });
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.failedRequests).toEqual([]);
  // The framed output is allowed by the app's frame-src and its own frame-ancestors.
  expect(await cspViolations.violations()).toEqual([]);
});

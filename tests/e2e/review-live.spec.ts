/**
 * Review changes reach every viewer, in real Chromium against the local stack: an
 * editor acts, a manager and a visitor have the same version open in their own browser contexts,
 * and every transition and a comment reach both pages live, without a reload. Then the template
 * page and the list follow the version and the template's own writes.
 *
 * Before: only notifications told the other side, and only the people involved. The editor's
 * cancel left the manager on "Awaiting approval" with Approve and Reject (Approve then failed
 * with "…while it is processed"), and the visitor never saw a process or a request.
 *
 * Seed (server/seed/creatives.ts): acme's template 2 "Product carousel", newest version processed.
 */
import type { Page } from '@playwright/test';
import { expect, markDocument, navigateInApp, PEOPLE, personPage, sameDocument, test, watchProblems } from './shell-support';

const TEMPLATE = '/acme/visuals/2';
const LIVE = { timeout: 10_000 };

async function openVersion(page: Page, path: string): Promise<void> {
  await navigateInApp(page, path);
  await expect(page.getByTestId('version-page')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('version-status')).toBeVisible({ timeout: 15_000 });
}

const status = (page: Page) => page.getByTestId('version-page').getByTestId('version-status');
const action = (page: Page, name: string) => page.getByTestId(`version-action-${name}`);

/** Presses a version action; `dialog`: the comment to type, '' for none, null when it runs at once. */
async function act(page: Page, name: string, dialog: string | null): Promise<void> {
  await action(page, name).click();
  if (dialog === null) return;
  const box = page.getByTestId('version-action-dialog');
  await expect(box).toBeVisible();
  if (dialog !== '') await box.getByTestId('version-action-comment').fill(dialog);
  await box.getByTestId('version-action-confirm').click();
  await expect(box).toHaveCount(0, LIVE);
}

/** Each step: who acts, the action, its dialog, the state every page then shows. */
const STEPS: readonly { by: 'editor' | 'manager'; action: string; dialog: string | null; state: string }[] = [
  { by: 'editor', action: 'preview', dialog: null, state: 'previewed' },
  { by: 'editor', action: 'process', dialog: null, state: 'processed' },
  { by: 'editor', action: 'request-approval', dialog: 'Please check the CTA colours.', state: 'approval-requested' },
  { by: 'editor', action: 'cancel-approval', dialog: null, state: 'processed' },
  { by: 'editor', action: 'request-approval', dialog: '', state: 'approval-requested' },
  { by: 'manager', action: 'reject', dialog: 'The logo is cut off at 320x50.', state: 'rejected' },
  { by: 'editor', action: 'process', dialog: null, state: 'processed' },
  { by: 'editor', action: 'request-approval', dialog: '', state: 'approval-requested' },
  { by: 'manager', action: 'approve', dialog: 'Good to go.', state: 'approved' },
  { by: 'editor', action: 'erase', dialog: '', state: 'erased' },
];

test('every transition and a comment reach the other people on the same version, live', async ({ browser }) => {
  test.setTimeout(180_000);
  const editor = await personPage(browser, PEOPLE.editor, { width: 1400 });
  const manager = await personPage(browser, PEOPLE.manager, { width: 1400 });
  const visitor = await personPage(browser, PEOPLE.visitor, { width: 1400 });
  const problems = [editor, manager, visitor].map(watchProblems);

  await navigateInApp(editor, `${TEMPLATE}/version`);
  await editor.waitForURL(/\/acme\/visuals\/2\/version\/\d+$/, { timeout: 15_000 });
  const path = new URL(editor.url()).pathname;
  for (const page of [editor, manager, visitor]) {
    await openVersion(page, path);
    await markDocument(page);
    await expect(status(page)).toHaveAttribute('data-value', 'processed');
  }
  const people = { editor, manager };

  for (const step of STEPS) {
    const actor = people[step.by];
    const watchers = [editor, manager, visitor].filter((p) => p !== actor);
    await act(actor, step.action, step.dialog);
    await expect(status(actor), `${step.action} (actor)`).toHaveAttribute('data-value', step.state, LIVE);
    for (const page of watchers) await expect(status(page), `${step.action} (watcher)`).toHaveAttribute('data-value', step.state, LIVE);
    // The reviewer's buttons follow the state: Approve only while a review is asked for.
    if (step.state === 'approval-requested') await expect(action(manager, 'approve')).toBeVisible(LIVE);
    else await expect(action(manager, 'approve')).toHaveCount(0, LIVE);
    // A review comment is a comment of the version: everyone reads it.
    if (step.dialog) for (const page of watchers) await expect(page.getByTestId('comments-panel')).toContainText(step.dialog, LIVE);
  }

  // Revise: the editor goes on to the new draft; the others' history of this version names it.
  await act(editor, 'revise', null);
  await editor.waitForURL((url) => url.pathname !== path && /\/version\/\d+$/.test(url.pathname), { timeout: 15_000 });
  for (const page of [manager, visitor]) await expect(page.getByTestId('version-history').getByTestId('history-entry').first()).toHaveAttribute('data-action', 'revise', LIVE);

  // Archive the erased version (a newer one exists now).
  await openVersion(editor, path);
  await act(editor, 'archive', '');
  for (const page of [editor, manager, visitor]) await expect(status(page)).toHaveAttribute('data-value', 'archived', LIVE);

  // A visitor's comment reaches the editor and the manager.
  await visitor.getByTestId('new-comment').fill('Seen from the visitor seat.');
  await visitor.getByTestId('add-comment').click();
  for (const page of [editor, manager]) await expect(page.getByTestId('comments-panel').getByTestId('comment-text').last()).toHaveText('Seen from the visitor seat.', LIVE);

  for (const page of [manager, visitor]) expect(await sameDocument(page)).toBe(true);
  for (const p of problems) {
    expect(p.consoleErrors).toEqual([]);
    expect(p.failedRequests).toEqual([]);
  }
});

test('the template page and the list follow a version transition and the template’s writes, live', async ({ browser }) => {
  test.setTimeout(120_000);
  const editor = await personPage(browser, PEOPLE.editor, { width: 1400 });
  const manager = await personPage(browser, PEOPLE.manager, { width: 1400 });
  const visitor = await personPage(browser, PEOPLE.visitor, { width: 1400 });
  const problems = [manager, visitor].map(watchProblems);

  await navigateInApp(editor, `${TEMPLATE}/version`);
  await editor.waitForURL(/\/acme\/visuals\/2\/version\/\d+$/, { timeout: 15_000 });
  await openVersion(editor, new URL(editor.url()).pathname);
  await navigateInApp(manager, TEMPLATE);
  await expect(manager.getByTestId('template-page')).toBeVisible({ timeout: 15_000 });
  await navigateInApp(visitor, '/acme/visuals');
  const row = visitor.locator('[data-testid="template-row"][data-id="2"]');
  await expect(row).toBeVisible({ timeout: 15_000 });
  const newestRow = manager.getByTestId('versions-table').getByTestId('version-row').first();
  await expect(newestRow.getByTestId('version-state')).toHaveAttribute('data-status', 'processed');
  const newestInList = row.getByTestId('template-newest-version').locator('[data-status]');
  await expect(newestInList).toHaveAttribute('data-status', 'processed');

  await act(editor, 'preview', null);
  await expect(newestRow.getByTestId('version-state')).toHaveAttribute('data-status', 'previewed', LIVE);
  await expect(newestInList).toHaveAttribute('data-status', 'previewed', LIVE);

  // The template's own write (Unpublish, on the editor's template page) reaches both.
  await navigateInApp(editor, TEMPLATE);
  await expect(editor.getByTestId('template-page')).toBeVisible({ timeout: 15_000 });
  await editor.getByTestId('template-actions').click();
  await editor.getByTestId('template-action-unpublish').click();
  await expect(manager.getByTestId('template-status')).toHaveAttribute('data-status', 'unpublished', LIVE);
  await expect(row.getByTestId('template-status')).toHaveAttribute('data-status', 'unpublished', LIVE);

  // …and so does publishing it again (the way back after Unpublish).
  await editor.getByTestId('template-actions').click();
  await editor.getByTestId('template-action-publish').click();
  await expect(editor.getByTestId('template-status')).toHaveAttribute('data-status', 'published', LIVE);
  await expect(manager.getByTestId('template-status')).toHaveAttribute('data-status', 'published', LIVE);
  await expect(row.getByTestId('template-status')).toHaveAttribute('data-status', 'published', LIVE);

  for (const p of problems) {
    expect(p.consoleErrors).toEqual([]);
    expect(p.failedRequests).toEqual([]);
  }
});

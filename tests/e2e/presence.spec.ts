/**
 * Who else is here, in real Chromium against the local stack (soketi presence channels): a
 * manager, an editor and a visitor of acme open the same ad set in browser contexts of their own.
 * Each sees the other two and not themselves; the manager types in the review comment and the
 * others see "editing", which ends on its own after the person stops; the visitor closes the tab
 * and leaves the others' lists. Nothing waits for time: each step waits for the thing itself.
 *
 * Seed (server/seed/resources.ts): acme's ad set 1 "Campaign 1.1", ready, so managers can review it.
 */
import type { Page } from '@playwright/test';
import { expect, firstRecordHref, navigateInApp, PEOPLE, personPage, test, watchProblems } from './shell-support';

const AD_SET = '/acme/ad-sets/1';
/** Seeded user ids (server/seed/people.ts). */
const ID = { manager: 1, editor: 3, visitor: 4 } as const;
/** Pusher announces a join or a leave within a second or two; the "editing" expiry is 8 s. */
const LIVE = { timeout: 10_000 };

const people = (page: Page) => page.getByTestId('presence-person');
const person = (page: Page, id: number) => page.locator(`[data-testid="presence-person"][data-user-id="${id}"]`);

async function showsExactly(page: Page, ids: readonly number[]): Promise<void> {
  await expect.poll(async () => (await people(page).evaluateAll((els) => els.map((e) => Number((e as { getAttribute(name: string): string | null }).getAttribute('data-user-id'))))).sort(), LIVE).toEqual([...ids].sort());
}

test('three people on one ad set see each other, see who is editing, and see someone leave', async ({ browser }, testInfo) => {
  test.setTimeout(90_000);
  const manager = await personPage(browser, PEOPLE.manager, { path: AD_SET, width: 1280 });
  const editor = await personPage(browser, PEOPLE.editor, { path: AD_SET, width: 360 });
  const visitor = await personPage(browser, PEOPLE.visitor, { path: AD_SET, width: 1280 });
  const problems = [manager, editor, visitor].map(watchProblems);

  // Everyone sees the other two, never themselves.
  await showsExactly(manager, [ID.editor, ID.visitor]);
  await showsExactly(editor, [ID.manager, ID.visitor]);
  await showsExactly(visitor, [ID.manager, ID.editor]);
  await expect(manager.getByRole('list', { name: '2 other people have this page open' })).toBeVisible();
  await expect(manager.getByRole('img', { name: 'Eva Editor' })).toBeVisible();

  // The manager types a review comment: the others see "editing".
  await manager.locator('#review-comment').pressSequentially('Headline too long', { delay: 20 });
  // The editor reads Czech (her locale), the visitor English.
  for (const [other, words] of [[editor, 'Marta Manager právě upravuje'], [visitor, 'Marta Manager is editing']] as const) {
    await expect(person(other, ID.manager)).toHaveAttribute('data-editing', 'true', LIVE);
    await expect(other.getByTestId('presence-editing')).toHaveText(words);
  }
  await expect(visitor.getByRole('img', { name: 'Marta Manager, editing' })).toBeVisible();
  await manager.screenshot({ path: testInfo.outputPath('presence-manager-1280.png') });
  await visitor.screenshot({ path: testInfo.outputPath('presence-visitor-1280.png') });
  await editor.screenshot({ path: testInfo.outputPath('presence-editor-360.png') });
  // Nobody sees their own "editing".
  await expect(manager.getByTestId('presence-editing')).toHaveCount(0);

  // They stop typing: "editing" ends by itself (8 s after the last one sent).
  await expect(person(editor, ID.manager)).toHaveAttribute('data-editing', 'false', { timeout: 15_000 });
  await expect(editor.getByTestId('presence-editing')).toHaveCount(0);

  // The visitor closes the tab: gone from the others' lists within seconds.
  await visitor.context().close();
  await showsExactly(manager, [ID.editor]);
  await showsExactly(editor, [ID.manager]);

  // The editor leaves the page in the app: the manager is alone, and the row goes.
  await navigateInApp(editor, '/acme/ad-sets');
  await expect(manager.getByTestId('presence-bar')).toHaveCount(0, LIVE);

  for (const p of problems.slice(0, 2)) {
    expect(p.consoleErrors).toEqual([]);
    expect(p.failedRequests).toEqual([]);
  }
});

test('a template version and a feed show who else is there too, and typing a comment shows as editing', async ({ browser }, testInfo) => {
  test.setTimeout(60_000);
  const version = '/acme/visuals/2/version';
  const manager = await personPage(browser, PEOPLE.manager, { path: version, width: 1280 });
  const visitor = await personPage(browser, PEOPLE.visitor, { path: version, width: 360 });
  await expect(manager.getByTestId('version-page')).toBeVisible();
  await showsExactly(manager, [ID.visitor]);
  await showsExactly(visitor, [ID.manager]);
  await manager.getByTestId('add-comment-form').locator('textarea').pressSequentially('Looks good', { delay: 20 });
  await expect(person(visitor, ID.manager)).toHaveAttribute('data-editing', 'true', LIVE);
  await manager.screenshot({ path: testInfo.outputPath('presence-version-1280.png') });
  await visitor.screenshot({ path: testInfo.outputPath('presence-version-360.png') });

  // Both go to the same feed: the version's room is left, the feed's joined.
  const feed = await firstRecordHref(manager, '/acme/feeds');
  await navigateInApp(manager, feed);
  await navigateInApp(visitor, feed);
  await expect(manager.getByTestId('feed-page')).toBeVisible({ timeout: 15_000 });
  await showsExactly(manager, [ID.visitor]);
  await showsExactly(visitor, [ID.manager]);
  await expect(person(visitor, ID.manager)).toHaveAttribute('data-editing', 'false');
  await manager.screenshot({ path: testInfo.outputPath('presence-feed-1280.png') });
  await visitor.screenshot({ path: testInfo.outputPath('presence-feed-360.png') });
});

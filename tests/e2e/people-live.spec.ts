/**
 * People and teams, in real Chromium against the local stack: two managers have the
 * brand's users page open in their own browser contexts; one invites someone, changes a member's
 * role, creates and deletes a team, and the other's open pages follow live, without a reload
 * (BrandInviteUpdated, BrandUserUpdated, TeamUpdated on the brand channel).
 *
 * Before: Users was read-only, teams could not be created or deleted, and nothing told another
 * open page about a change to the brand's people.
 */
import type { Page } from '@playwright/test';
import { expect, markDocument, navigateInApp, PEOPLE, personPage, sameDocument, test, waitForPageReady, watchProblems } from './shell-support';

const USERS = '/acme/brand-settings/users';
const TEAMS = '/acme/brand-settings/teams';
const LIVE = { timeout: 10_000 };

const userRow = (page: Page, name: string) => page.getByTestId('user-row').filter({ hasText: name });

test('a manager invites, changes a role and creates and deletes a team; another manager’s open pages follow live', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const actor = await personPage(browser, PEOPLE.manager, { path: USERS });
  const watcher = await personPage(browser, PEOPLE.godlike, { path: USERS });
  const problems = watchProblems(watcher);
  await expect(userRow(watcher, 'Viktor Visitor').getByTestId('role-badge')).toHaveText('Visitor', LIVE);
  await markDocument(watcher);

  // An invitation: refused before sending when malformed, then sent; the watcher's list shows it.
  const form = actor.getByTestId('invite-form');
  await form.getByLabel('E-mail').fill('newcomer@example');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(form.getByText('Enter an e-mail address such as name@example.com.')).toBeVisible();
  await form.getByLabel('E-mail').fill('newcomer@example.com');
  await form.getByLabel('Role').selectOption('developer');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(actor.getByText('Invitation sent to newcomer@example.com.')).toBeVisible(LIVE);
  await expect(watcher.getByTestId('pending-invites')).toContainText('newcomer@example.com', LIVE);

  // A role change in the person's panel: the watcher's row follows.
  await userRow(actor, 'Viktor Visitor').getByRole('button', { name: 'Viktor Visitor' }).click();
  const panel = actor.getByTestId('role-editor');
  await panel.getByLabel('Role in this brand').selectOption('developer');
  await panel.getByRole('button', { name: 'Change role' }).click();
  await expect(panel.getByText('The role is changed.')).toBeVisible(LIVE);
  await expect(userRow(watcher, 'Viktor Visitor').getByTestId('role-badge')).toHaveText('Developer', LIVE);
  await actor.keyboard.press('Escape');

  // Withdrawing the invitation asks first; the watcher's list loses it.
  await actor.getByRole('button', { name: 'Withdraw the invitation of newcomer@example.com' }).click();
  await actor.getByTestId('confirm-dialog').getByRole('button', { name: 'Withdraw' }).click();
  await expect(watcher.getByTestId('pending-invites')).toHaveCount(0, LIVE);

  // Teams: the watcher's open list shows a team created elsewhere, then loses it when deleted.
  await navigateInApp(watcher, TEAMS);
  await navigateInApp(actor, TEAMS);
  await expect(watcher.getByTestId('teams-table')).toBeVisible(LIVE);
  await actor.getByTestId('create-team-form').getByLabel('Name').fill('Launch squad');
  await actor.getByTestId('create-team-form').getByRole('button', { name: 'Create team' }).click();
  await expect(actor.getByTestId('team-page')).toBeVisible(LIVE);
  await expect(watcher.getByTestId('teams-table')).toContainText('Launch squad', LIVE);
  await actor.getByRole('button', { name: 'Delete this team' }).click();
  await actor.getByTestId('confirm-dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(actor.getByTestId('teams-page')).toBeVisible(LIVE);
  await expect(watcher.getByTestId('teams-table')).not.toContainText('Launch squad', LIVE);

  expect(await sameDocument(watcher)).toBe(true);
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.failedRequests).toEqual([]);

  // The pages as they look, narrow and wide (looked at by hand; kept with the test's output).
  for (const width of [390, 1280]) {
    await actor.setViewportSize({ width, height: 1000 });
    await navigateInApp(actor, USERS);
    await waitForPageReady(actor);
    await expect(actor.getByTestId('invite-form')).toBeVisible();
    await actor.screenshot({ path: testInfo.outputPath(`users-${width}.png`), fullPage: true });
    await navigateInApp(actor, TEAMS);
    await expect(actor.getByTestId('teams-table')).toBeVisible(LIVE);
    await actor.screenshot({ path: testInfo.outputPath(`teams-${width}.png`), fullPage: true });
    await navigateInApp(actor, '/acme/brand-settings/teams/1');
    await expect(actor.getByTestId('team-members')).toBeVisible(LIVE);
    await actor.screenshot({ path: testInfo.outputPath(`team-${width}.png`), fullPage: true });
  }
});

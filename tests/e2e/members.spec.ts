/**
 * Joining and leaving a brand, in real Chromium against the local stack, with the people in their
 * own browser contexts: a manager invites someone who has an account, that person accepts on
 * /invite and lands in the brand, and the manager's open users page shows them live. Then the
 * manager removes them while their page is open: their page leaves the brand (to their
 * invitations: they have no other brand), their next request of it is refused, and a live event
 * published to the brand afterwards does not reach them (their worker's event log holds a later
 * public event, not that one), while it still reaches the manager.
 */
import type { Page } from '@playwright/test';
import { exportEventLog, waitForLive } from './live-support';
import { control, expect, markDocument, navigateInApp, PEOPLE, personPage, sameDocument, test, waitForPageReady, watchProblems } from './shell-support';

const USERS = '/acme/brand-settings/users';
const LIVE = { timeout: 10_000 };
const userRow = (page: Page, name: string) => page.getByTestId('user-row').filter({ hasText: name });

test('an invited person accepts and shows live on the manager’s page; removed, their open page leaves the brand and hears no more of it', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const manager = await personPage(browser, PEOPLE.manager, { path: USERS });
  const problems = watchProblems(manager);
  await expect(userRow(manager, 'Viktor Visitor')).toBeVisible(LIVE);
  for (const width of [360, 1280]) {
    await manager.setViewportSize({ width, height: 900 });
    await manager.screenshot({ path: testInfo.outputPath(`users-${width}.png`), fullPage: true });
  }
  await markDocument(manager);

  // The manager invites Ivan (who has an account, and no brand yet) as an editor.
  const form = manager.getByTestId('invite-form');
  await form.getByLabel('E-mail').fill(PEOPLE.invited);
  await form.getByLabel('Role').selectOption('editor');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(manager.getByText(`Invitation sent to ${PEOPLE.invited}.`)).toBeVisible(LIVE);

  // Ivan signs in: with no brand he is taken to his invitations, and accepts Acme's.
  const invited = await personPage(browser, PEOPLE.invited, { path: '/invite' });
  const acme = invited.getByTestId('invite').filter({ hasText: 'Acme' });
  await expect(acme).toContainText('You will join as Editor.');
  await invited.screenshot({ path: testInfo.outputPath('invite-1280.png'), fullPage: true });
  await acme.getByRole('button', { name: /^Accept the invitation to Acme/ }).click();
  await invited.waitForURL('**/acme/dashboard', LIVE);
  await waitForPageReady(invited);
  await waitForLive(invited);

  // The manager's open page follows without a reload: a new row, and the invitation is no longer pending.
  await expect(userRow(manager, 'Ivan Invited').getByTestId('role-badge')).toHaveText('Editor', LIVE);
  await expect(manager.getByTestId('pending-invites')).toHaveCount(0, LIVE);

  // The manager removes Ivan, after a confirmation, while Ivan's page is open.
  await userRow(manager, 'Ivan Invited').getByRole('button', { name: 'Ivan Invited' }).click();
  await manager.getByTestId('user-drawer').getByRole('button', { name: 'Remove from the brand' }).click();
  const dialog = manager.getByTestId('confirm-dialog');
  await expect(dialog).toContainText('Remove Ivan Invited from the brand?');
  for (const width of [360, 1280]) {
    await manager.setViewportSize({ width, height: 900 });
    await manager.screenshot({ path: testInfo.outputPath(`users-remove-${width}.png`), fullPage: true });
  }
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(manager.getByTestId('user-drawer')).toHaveCount(0, LIVE);
  await expect(userRow(manager, 'Ivan Invited')).toHaveCount(0, LIVE);

  // Ivan's page leaves the brand at once: to his invitations, saying why.
  await invited.waitForURL(/\/invite\/[^/]+$/, LIVE);
  await expect(invited.getByText('You were removed from Acme Corporation: its pages are no longer open to you.')).toBeVisible(LIVE);
  await expect(invited.getByTestId('invite').first()).toBeVisible();
  // His next request of the brand is refused.
  expect((await invited.request.get('/server/api/v1/brand-user', { headers: { 'X-Brand': 'acme', Accept: 'application/json' } })).status()).toBe(403);

  // A brand event published now must not reach him; a public event published after it must.
  await control(manager, 'broadcast', { channel: 'private-brand.acme', event: 'BrandBroadcastTested', data: { brandId: 1, message: 'after the removal' } });
  await control(manager, 'broadcast', { channel: 'public', event: 'IncidentUpdated', data: { action: 'marker-after-removal', incident: { id: 1 } } });
  await expect
    .poll(async () => (await exportEventLog(invited)).some((e) => e.event.type === 'live/incident-updated' && e.event.action === 'marker-after-removal'), { timeout: 15_000 })
    .toBe(true);
  const ivanLog = await exportEventLog(invited);
  const removedAt = ivanLog.find((e) => e.event.type === 'brand/removed-from')!.seq;
  expect(ivanLog.filter((e) => e.seq > removedAt && e.brand === 'acme')).toEqual([]);
  expect(ivanLog.filter((e) => e.event.type === 'live/brand-broadcast-tested')).toEqual([]);
  // The same event did reach the manager, who is still a member.
  const managerLog = await exportEventLog(manager);
  expect(managerLog.some((e) => e.event.type === 'live/brand-broadcast-tested' && e.event.message === 'after the removal')).toBe(true);

  expect(await sameDocument(manager)).toBe(true);
  expect(problems.consoleErrors).toEqual([]);

  // The link of an invitation already used says so in words (the seed's accepted Initech one), above
  // his pending ones; narrow and wide.
  await navigateInApp(invited, '/invite/initech-invite-accepted');
  await expect(invited.getByTestId('invite-notice')).toContainText('This invitation has already been used.', LIVE);
  await expect(invited.getByTestId('invite-notice')).toContainText('Invitation to Initech');
  for (const width of [360, 1280]) {
    await invited.setViewportSize({ width, height: 900 });
    await expect(invited.getByTestId('invite').first()).toBeVisible();
    await invited.screenshot({ path: testInfo.outputPath(`invite-after-${width}.png`), fullPage: true });
  }
});

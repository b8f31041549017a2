/**
 * A signed-in load's page brings the session (server/http/page-session.ts): the app asks for no
 * CSRF cookie, no me, no invitations and no route brand user, in the worker and in process. An
 * expired session's page brings nothing and the app goes to sign-in as it always did; a brand the
 * person does not belong to gets no brand user from the page (the app asks, and is refused).
 */
import type { Page } from '@playwright/test';
import { waitForLive } from './live-support';
import { control, expect, PEOPLE, signIn, test, waitForPageReady } from './shell-support';

interface LoggedRequest {
  readonly method: string;
  readonly path: string;
  readonly brand: string | null;
}

async function requestLog(page: Page): Promise<string[]> {
  const { log } = (await (await page.request.get('/__control/requests?log=1')).json()) as { log: LoggedRequest[] };
  return log.map((r) => `${r.method} ${r.path} ${r.brand ?? '-'}`);
}
const SESSION_READS = /csrf-cookie|\/api\/v1\/me |\/api\/v1\/invite |\/api\/v1\/brand-user /;

for (const mode of [
  { name: 'worker', query: '' },
  { name: 'in process (?worker=0)', query: '?worker=0' },
]) {
  test(`${mode.name}: a signed-in load asks for none of the session's reads, and shows the brand's figures`, async ({ page }) => {
    await signIn(page, PEOPLE.manager, `/acme/dashboard${mode.query}`);
    await waitForPageReady(page);
    await control(page, 'requests/reset');
    const index = page.waitForResponse((r) => new URL(r.url()).pathname === '/acme/dashboard');
    await page.reload();
    const response = await index;
    expect(response.headers()['cache-control']).toBe('no-store');
    await waitForPageReady(page);
    await expect(page.getByTestId('stat-credit')).toContainText('250');
    await expect(page.getByTestId('user-menu-button')).toContainText('Marta Manager');
    await waitForLive(page);
    // The channel's authorisation and GraphQL are POSTs: they carry the XSRF token that came with
    // the page (a wrong one would be a 419 and a fresh csrf cookie, counted below).
    await page.getByTestId('notifications-bell').click();
    await expect(page.getByRole('dialog', { name: 'Notifications' }).getByTestId('notification-item').first()).toBeVisible();
    const log = await requestLog(page);
    expect(log.filter((r) => SESSION_READS.test(r))).toEqual([]);
    expect(log).toEqual(expect.arrayContaining(['GET /server/api/v1/balance-manager/balance acme', 'POST /server/api/v1/broadcasting/auth acme', 'POST /server/api/v1/graphql acme']));
    // Handed over once, then taken out of the page.
    await expect(page.locator('#page-session')).toHaveCount(0);
  });
}

test('an expired session: the page brings nothing, and the app goes to sign-in as before', async ({ page }) => {
  await signIn(page, PEOPLE.manager, '/acme/dashboard');
  await waitForPageReady(page);
  await control(page, 'session/expire', { mode: 'session' });
  await control(page, 'requests/reset');
  await page.reload();
  await expect(page).toHaveURL(/\/interaction\//, { timeout: 20_000 });
  const log = await requestLog(page);
  expect(log).toEqual(expect.arrayContaining(['GET /server/api/v1/me acme']));
});

test('a brand the person does not belong to: no brand user in the page, the app asks and is refused as before', async ({ page }) => {
  await signIn(page, PEOPLE.manager, '/acme/dashboard');
  await waitForPageReady(page);
  await control(page, 'requests/reset');
  await page.goto('/wayne/dashboard');
  await expect.poll(async () => (await requestLog(page)).filter((r) => SESSION_READS.test(r))).toEqual(['GET /server/api/v1/brand-user wayne']);
  await expect(page.getByTestId('stat-credit')).toHaveCount(0);
});

/**
 * A changed CSRF token (control API `session/expire {mode:'csrf'}`: the session stays, its token
 * changes, writes answer 419) against the real stack: the data layer fetches the csrf cookie
 * again, the page reads the new XSRF-TOKEN for the worker, and the write is sent once more. No
 * sign-in, no lost action (docs/error-catalogue.md, "419"). Both hosts: the worker, and `?worker=0`.
 */
import type { Page } from '@playwright/test';
import { exportEventLog, waitForLive } from './live-support';
import { control, expect, PEOPLE, signIn, test } from './shell-support';

const INCIDENT = 'CSRF check: renders are slow in the EU region';
const STAYS = 'CSRF check: another incident, not dismissed';

async function requestCounts(page: Page): Promise<Record<string, number>> {
  return ((await (await page.request.get('/__control/requests')).json()) as { counts: Record<string, number> }).counts;
}

/**
 * Waits until the app makes no more API requests (loads after sign-in, refetches), so the
 * counts that follow are the test's own. The render farm is stopped first: its live events
 * would start refetches at any moment.
 */
async function untilQuiet(page: Page): Promise<void> {
  await control(page, 'farm', { running: false });
  let last = -1;
  await expect
    .poll(
      async () => {
        const { total } = (await (await page.request.get('/__control/requests')).json()) as { total: number };
        const quiet = total === last;
        last = total;
        return quiet;
      },
      { intervals: [1_000], timeout: 20_000 },
    )
    .toBe(true);
}

/** Every path the page showed, in order: a trip through /login would appear here. */
function watchPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
  });
  return paths;
}

for (const mode of [
  { name: 'in the worker', query: '' },
  { name: 'in process (?worker=0)', query: '?worker=0' },
]) {
  test(`${mode.name}: a write after the CSRF token changed succeeds after one retry, and persists`, async ({ page }) => {
    const created = (await control(page, 'incidents', { brand: 'acme', severity: 'high', body: INCIDENT })) as { data: { id: number } };
    // Another one stays: after the reload, the list is known to be loaded when it shows.
    await control(page, 'incidents', { brand: 'acme', severity: 'high', body: STAYS });
    const id = created.data.id;
    await signIn(page, PEOPLE.manager, `/acme/incidents${mode.query}`);
    const paths = watchPaths(page);
    const row = page.getByTestId('incident').filter({ hasText: INCIDENT });
    await expect(row).toBeVisible({ timeout: 15_000 });
    await untilQuiet(page);

    await control(page, 'session/expire', { mode: 'csrf' });
    await control(page, 'requests/reset');
    await row.getByRole('button', { name: 'Dismiss', exact: true }).click();

    await expect(row).toHaveCount(0);
    const counts = await requestCounts(page);
    // Exactly one retry of the write, after exactly one fresh csrf cookie.
    expect(counts[`POST /server/api/v1/incident/${id}/dismiss`]).toBe(2);
    expect(counts['GET /server/sanctum/csrf-cookie']).toBe(1);
    expect(paths.filter((p) => p === '/login')).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/acme/incidents');
    await expect(page.getByTestId('toast')).toHaveCount(0);

    // The dismissal is on the server: a fresh load does not list the incident any more.
    await page.reload();
    await expect(page.getByTestId('incidents-page')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('incident').filter({ hasText: STAYS })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('incident').filter({ hasText: INCIDENT })).toHaveCount(0);
  });
}

test('after a reconnect with a changed CSRF token, the brand channel is authorised again and hears events', async ({ page }) => {
  await signIn(page, PEOPLE.manager, '/acme/dashboard');
  await waitForLive(page);
  await untilQuiet(page);
  await control(page, 'session/expire', { mode: 'csrf' });
  await control(page, 'requests/reset');
  // The reconnect makes pusher re-authorise private-brand.acme: 419, refresh, authorised again.
  await control(page, 'live/drop');
  await expect
    .poll(async () => (await requestCounts(page))['POST /server/api/v1/broadcasting/auth'] ?? 0, { timeout: 15_000 })
    .toBe(2);
  expect((await requestCounts(page))['GET /server/sanctum/csrf-cookie']).toBe(1);
  await waitForLive(page);

  await expect
    .poll(
      async () => {
        await control(page, 'broadcast', { channel: 'private-brand.acme', event: 'BrandBroadcastTested', data: { brandId: 1, message: 'after the re-auth' } });
        const log = await exportEventLog(page);
        return log.some((e) => e.event.type === 'live/brand-broadcast-tested' && e.event.message === 'after the re-auth');
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  const log = await exportEventLog(page);
  expect(log.filter((e) => e.event.type === 'connection/channel-auth-failed').map((e) => e.event)).toEqual([
    { type: 'connection/channel-auth-failed', channel: 'private-brand.acme', status: 419 },
  ]);
  // One refresh (the resync's GraphQL query may meet the same 419 and share it).
  expect(log.filter((e) => e.event.type === 'session/csrf-refreshed').map((e) => e.event)).toMatchObject([{ type: 'session/csrf-refreshed', ok: true }]);
  // Since the sign-in (the signed-out first visit logged a 401 before it), the session held.
  const signedIn = log.findIndex((e) => e.event.type === 'session/loaded');
  expect(log.slice(signedIn).filter((e) => e.event.type === 'session/expired' || e.event.type === 'toast/requested')).toEqual([]);
});

test('a second 419 shows "Your session has expired" as a toast; the user stays signed in on the page', async ({ page }) => {
  const created = (await control(page, 'incidents', { brand: 'acme', severity: 'high', body: INCIDENT })) as { data: { id: number } };
  await signIn(page, PEOPLE.manager, '/acme/incidents');
  const paths = watchPaths(page);
  const row = page.getByTestId('incident').filter({ hasText: INCIDENT });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await untilQuiet(page);
  await control(page, 'fail', { method: 'POST', path: `/api/v1/incident/${created.data.id}/dismiss`, status: 419, times: 2 });
  await row.getByRole('button', { name: 'Dismiss', exact: true }).click();

  const toast = page.getByTestId('toast').filter({ hasText: 'Your session has expired. Reload the page and try again.' });
  await expect(toast).toBeVisible();
  // Still on the page, signed in, and the button works again.
  await expect(row.getByRole('button', { name: 'Dismiss', exact: true })).toBeEnabled();
  expect(paths.filter((p) => p === '/login')).toEqual([]);
  expect((await requestCounts(page))[`POST /server/api/v1/incident/${created.data.id}/dismiss`]).toBe(2);
});

test('a re-authorisation refused with 503 after a reconnect: one quiet warning', async ({ page }) => {
  await signIn(page, PEOPLE.manager, '/acme/dashboard');
  await waitForLive(page);
  await control(page, 'fail', { method: 'POST', path: '/api/v1/broadcasting/auth', status: 503 });
  await control(page, 'live/drop');
  const warning = page.getByTestId('toast').filter({ hasText: 'Live updates for this brand stopped' });
  await expect(warning).toBeVisible({ timeout: 15_000 });
  await expect(warning).toHaveAttribute('role', 'status');
  await expect(page.getByTestId('toast')).toHaveCount(1);
});

/**
 * X-Brand on every API request (spec section 7: from the route brand, else the loaded brand user),
 * counted on the server's side: the request log (`GET /__control/requests?log=1`) has every API
 * request as it arrived with its X-Brand. The only ones without are those where no brand is known
 * yet (docs/api-wire.md "Every request"): on a route without a brand, the reads that find the
 * user's brand. A signed-in load's page brings the session itself (server/http/page-session.ts),
 * so such a load asks for none of them.
 */
import type { Page } from '@playwright/test';
import { waitForLive } from './live-support';
import { control, expect, PEOPLE, signIn, test, waitForPageReady } from './shell-support';

interface LoggedRequest {
  readonly method: string;
  readonly path: string;
  readonly brand: string | null;
}

async function requestLog(page: Page): Promise<LoggedRequest[]> {
  const { log } = (await (await page.request.get('/__control/requests?log=1')).json()) as { log: LoggedRequest[] };
  return log;
}

const named = (requests: readonly LoggedRequest[]) => requests.map((r) => `${r.method} ${r.path}`);

test('a load of a branded page: every API request names the route brand (the configuration and the session come with the page)', async ({ page }) => {
  await signIn(page, PEOPLE.manager, '/acme/dashboard');
  await waitForPageReady(page);
  await control(page, 'requests/reset');
  await page.reload();
  await waitForPageReady(page);
  await waitForLive(page);
  // The notification centre too (GraphQL).
  await page.getByTestId('notifications-bell').click();
  await expect(page.getByRole('dialog', { name: 'Notifications' }).getByTestId('notification-item').first()).toBeVisible();

  const log = await requestLog(page);
  expect(named(log)).toEqual(expect.arrayContaining(['GET /server/api/v1/balance-manager/balance', 'POST /server/api/v1/graphql']));
  // The session's reads came with the page.
  expect(named(log).filter((r) => /csrf-cookie|\/me$|\/invite$|\/brand-user$/.test(r))).toEqual([]);
  expect(named(log.filter((r) => r.brand === null))).toEqual([]);
  expect(log.filter((r) => r.brand !== null && r.brand !== 'acme')).toEqual([]);
});

test('a load of / : the session comes with the page, the brand it finds is named by everything after', async ({ page }) => {
  await signIn(page, PEOPLE.manager, '/acme/dashboard');
  await waitForPageReady(page);
  await control(page, 'requests/reset');
  await page.goto('/');
  await page.waitForURL((url) => url.pathname === '/acme/dashboard');
  await waitForPageReady(page);
  await waitForLive(page);

  const log = await requestLog(page);
  expect(named(log.filter((r) => r.brand === null))).toEqual([]);
  expect(log.filter((r) => r.brand !== null && r.brand !== 'acme')).toEqual([]);
  expect(named(log.filter((r) => r.brand === 'acme'))).toEqual(expect.arrayContaining(['GET /server/api/v1/brand-user', 'GET /server/api/v1/balance-manager/balance']));
});

test('after quick brand switches and a reconnect, every channel authorisation names the brand in scope', async ({ page }) => {
  await signIn(page, PEOPLE.manager, '/acme/dashboard');
  await waitForPageReady(page);
  await waitForLive(page);
  // Back and forth faster than pusher-js authorises: each switch leaves a channel behind it.
  const labels: Record<string, RegExp> = { globex: /Globex/, acme: /Acme/ };
  for (const brand of ['globex', 'acme', 'globex', 'acme', 'globex']) {
    await page.getByTestId('brand-menu-button').click();
    await page.getByTestId('brand-menu-panel').getByRole('button', { name: labels[brand] }).click();
    await expect(page).toHaveURL(new RegExp(`/${brand}/dashboard`));
  }
  await waitForPageReady(page);
  await waitForLive(page);
  const switching = (await requestLog(page)).filter((r) => r.path === '/server/api/v1/broadcasting/auth');
  await control(page, 'requests/reset');
  await control(page, 'live/drop');
  await expect(page.getByTestId('header')).toHaveAttribute('data-connection-state', 'connected');
  await expect.poll(async () => (await requestLog(page)).filter((r) => r.path === '/server/api/v1/broadcasting/auth').length).toBeGreaterThan(0);
  const afterReconnect = (await requestLog(page)).filter((r) => r.path === '/server/api/v1/broadcasting/auth');
  expect(afterReconnect.map((r) => r.brand)).toEqual(afterReconnect.map(() => 'globex'));
  // While switching, each request named a brand that was in scope when it left: never none.
  expect(switching.filter((r) => r.brand === null)).toEqual([]);
});

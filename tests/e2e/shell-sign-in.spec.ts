/**
 * Sign-in through the account provider and back to a deep link; the dashboard as a manager sees
 * it (screenshot for the README); logout to the signed-out page. The one spec that signs in
 * through the provider's pages: every other spec starts signed in through the control API.
 */
import { watchCspViolations } from './csp-support';
import { expect, PEOPLE, signInThroughProvider, test, waitForPageReady, watchProblems } from './shell-support';

test('signs in through the provider and comes back to the deep link', async ({ page }) => {
  const problems = watchProblems(page);
  const cspViolations = watchCspViolations(page);
  const first = await page.goto('/acme/ad-sets?page=1');
  // The app's page is served with its Content-Security-Policy (server/http/security-headers.ts).
  expect(first?.headers()['content-security-policy']).toContain("script-src 'self'");
  // Signed out: the guard remembers the path, /login starts the provider redirect.
  await expect(page).toHaveURL(/\/interaction\//, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in', exact: true })).toBeVisible();
  await page.getByRole('button', { name: /manager@example\.com/ }).click();
  await page.waitForURL((url) => url.pathname === '/acme/ad-sets' && url.search === '?page=1', { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Ad sets' })).toBeVisible();
  await expect(page.getByTestId('user-menu-button')).toContainText('Marta Manager');
  // The callback's code and state never stay in the address bar or the history entry.
  expect(page.url()).not.toContain('code=');
  // Before sign-in /me answers 401 by design (and the route brand's user, asked beside it to save
  // a signed-in load a round trip); after it, nothing may fail.
  const afterSignIn = problems.failedRequests.filter((entry) => !/\/(me|invite|brand-user) → 401$/.test(entry));
  expect(afterSignIn).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
  // The provider's pages, the app and its worker (live connection included) all keep to their policies.
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
  expect(await cspViolations.violations()).toEqual([]);
});

test('shows the dashboard at a glance', async ({ page }) => {
  await signInThroughProvider(page, PEOPLE.manager, '/acme/dashboard');
  await waitForPageReady(page);
  await expect(page.getByTestId('stat-credit')).toContainText('250');
  await expect(page.getByTestId('stat-storage')).toContainText('42 %');
  await expect(page.getByTestId('recent-notifications').getByTestId('notification-item').first()).toBeVisible();
  await expect(page.getByTestId('breadcrumbs')).toHaveCount(0);
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-mini', 'true');
  await page.screenshot({ path: 'tests/e2e/screenshots/dashboard.png', fullPage: true });
});

test("logs out to the account provider's logout page, ending the session", async ({ page }) => {
  await signInThroughProvider(page, PEOPLE.manager, '/acme/dashboard');
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('sign-out').click();
  await page.waitForURL((url) => url.pathname === '/logout' && url.searchParams.get('loggedOut') === '1' && url.searchParams.get('application') === 'Adcreative', { timeout: 20_000 });
  await expect(page.getByText('You have been signed out of Adcreative')).toBeVisible();
  // Stays put: the provider's page has nothing that could take the browser back into the app (and
  // so to the provider's sign-in) by itself: no script, no refresh; only a link to follow.
  await expect(page.locator('script')).toHaveCount(0);
  await expect(page.locator('meta[http-equiv="refresh" i]')).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/logout');
  const me = await page.request.get('/server/api/v1/me', { headers: { Accept: 'application/json' } });
  expect(me.status()).toBe(401);
});

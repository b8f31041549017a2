/**
 * Section 6's visibility rule for an editor (Eva Editor, Czech UI, so the checks use test ids):
 * outside collaborative mode no money or storage widgets and no balance call at all (worker
 * requests are visible to Playwright in Chromium); in the collaborative brand they are there.
 */
import type { Page } from '@playwright/test';
import { expect, navigateInApp, PEOPLE, signIn, test, waitForPageReady, watchProblems } from './shell-support';

const isBalanceCall = (url: string) => url.includes('/server/api/v1/balance-manager/balance');
// Before sign-in the data layer asks who is signed in and gets 401: that is how it learns it.
const beforeSignIn = (entry: string) => /\/api\/v1\/(me|invite) → 401$/.test(entry);

/**
 * The brand's loads go out together, in one pass over the domains, once the brand user has
 * answered (worker/domains/brand/switch-brand.ts: the balance, the builds widget, the incidents,
 * ...). So once the incidents' answer is in, a balance call, had there been one, was already made.
 */
const brandLoadsDone = (page: Page) => page.waitForResponse((response) => new URL(response.url()).pathname === '/server/api/v1/incident');

test('an editor outside collaborative mode sees no money/storage widgets and makes no balance call', async ({ page }) => {
  const problems = watchProblems(page);
  const loaded = brandLoadsDone(page);
  await signIn(page, PEOPLE.editor, '/acme/dashboard');
  await loaded;
  await waitForPageReady(page);
  await expect(page.getByTestId('dashboard-page')).toBeVisible();
  await expect(page.getByTestId('header')).toBeVisible();
  await expect(page.getByTestId('money-storage-widgets')).toHaveCount(0);
  await expect(page.getByTestId('stat-credit')).toHaveCount(0);
  await expect(page.getByTestId('stat-storage')).toHaveCount(0);
  // Another page of the same brand loads its own data and nothing of the brand's again.
  const templates = page.waitForResponse((response) => new URL(response.url()).pathname === '/server/api/v1/visual');
  await navigateInApp(page, '/acme/visuals');
  await templates;
  await waitForPageReady(page);
  expect(problems.requests.filter(isBalanceCall)).toEqual([]);
  // Nothing the editor may not see is even asked for (the server answers 403 to such calls).
  expect(problems.failedRequests.filter((entry) => !beforeSignIn(entry))).toEqual([]);
});

test('the same editor in the collaborative brand sees them, and the balance is fetched', async ({ page }) => {
  const problems = watchProblems(page);
  await signIn(page, PEOPLE.editor, '/globex/dashboard');
  await waitForPageReady(page);
  await expect(page.getByTestId('money-storage-widgets')).toBeVisible();
  await expect(page.getByTestId('stat-credit')).toBeVisible();
  expect(problems.requests.filter(isBalanceCall).length).toBeGreaterThan(0);
  await navigateInApp(page, '/acme/dashboard');
  await waitForPageReady(page);
  await expect(page.getByTestId('money-storage-widgets')).toHaveCount(0);
});

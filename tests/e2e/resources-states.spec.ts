/**
 * The shared page states (src/components/ui/page-states.tsx) as the areas use them, against the
 * local stack: a list, its error state when the server fails (with Try again where it helps), and
 * the empty search state. Screenshots go to /tmp/shots/resources.
 */
import { control, expect, navigateInApp, PEOPLE, signIn, test, waitForPageReady } from './shell-support';

const SHOTS = '/tmp/shots/resources';

test('the asset groups list, its error state on a 500 and the 404 page of an unknown group', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, PEOPLE.manager, '/acme/dashboard');
  await waitForPageReady(page);
  await navigateInApp(page, '/acme/asset-groups');
  await waitForPageReady(page);
  await page.screenshot({ path: `${SHOTS}/asset-groups.png`, fullPage: true });

  await control(page, 'fail', { method: 'GET', path: '/api/v1/asset-group', status: 500, times: 5 });
  await navigateInApp(page, '/acme/dashboard');
  await navigateInApp(page, '/acme/asset-groups');
  await expect(page.getByTestId('error-state')).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: `${SHOTS}/error-state.png`, fullPage: true });

  await navigateInApp(page, '/acme/asset-groups/99999');
  await expect(page.getByTestId('error-404')).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: `${SHOTS}/not-found.png`, fullPage: true });
});

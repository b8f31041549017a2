/**
 * A scenario file opened in the running app (docs/scenarios.md, "Opening a file in the running
 * app"): on /__devtools a file with a typo is refused with its line and nothing starts; a valid
 * file (one the build has never seen) opens the app on `?scenario=file:<id>`, the worker plays it
 * and the pill ends green. A file id the tab does not hold gets the translated error page.
 */
import { readFileSync } from 'node:fs';
import { expect, navigateInApp, PEOPLE, signIn, test } from './shell-support';

const SHOTS = '/tmp/shots/scenario-file';

/** A scenario the build does not have: the maintenance one, renamed, at 10× speed. */
const FILE = readFileSync('scenarios/maintenance-high.json', 'utf8').replace('"name": "maintenance-high"', '"name": "my-maintenance-check"');

test('a scenario file from the devtools: a typo starts nothing, a valid file drives the app to a green pill', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, PEOPLE.manager, '/acme/dashboard');
  await navigateInApp(page, '/__devtools');
  const input = page.getByTestId('open-scenario-input');

  await input.setInputFiles({ name: 'typo.json', mimeType: 'application/json', buffer: Buffer.from(FILE.replace('"ShowMaintenance"', '"ShowMaintenanse"')) });
  const error = page.getByTestId('open-scenario-error');
  await expect(error).toContainText('unknown live event "ShowMaintenanse" (did you mean "ShowMaintenance"?)');
  await expect(error).toContainText(/line \d+, \$\.steps\[\d+\]\.live\.event/);
  await page.getByTestId('open-scenario').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/typo-1280.png` });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByTestId('open-scenario').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/typo-360.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(new URL(page.url()).pathname, 'nothing was opened').toBe('/__devtools');

  await input.setInputFiles({ name: 'mine.json', mimeType: 'application/json', buffer: Buffer.from(FILE) });
  await page.waitForURL(/\/acme\/dashboard\?scenario=file%3A[a-z0-9]{12}&speed=10$/);
  await expect(page.getByTestId('scenario-badge-label')).toContainText('Scenario file: my-maintenance-check ·');
  const badge = page.getByTestId('scenario-badge');
  await expect(badge).toHaveAttribute('data-phase', 'ended', { timeout: 30_000 });
  await expect(badge).toHaveAttribute('data-failed', '0');
  // The scenario ends with the high-severity maintenance dialog open, over the page and the pill.
  await page.screenshot({ path: `${SHOTS}/file-ended-1280.png` });
});

test('a file id this tab does not hold shows the error page, in the user’s language', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'locale', value: 'cs', url: baseURL! }]);
  await page.goto('/acme/dashboard?scenario=file:abcdefghijkl');
  await expect(page.getByRole('alert')).toContainText('Tato karta nemá soubor scénáře „file:abcdefghijkl“');
  await page.goto('/acme/dashboard?scenario=file:NOT-AN-ID');
  await expect(page.getByRole('alert')).toContainText('není název scénáře');
});

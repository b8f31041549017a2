/**
 * The race explorer in real Chromium with the data layer in its worker (the explorer is a lazy
 * chunk of the worker's build): a log where two unversioned balance answers arrived 5 ms apart
 * is loaded at /__devtools, Explore races names the race and its path, and "Show in timeline"
 * puts the app at the moved envelope. Screenshots of the panel (1280 and 360 px) go to SHOTS_DIR
 * when it is set.
 */
import type { Page } from '@playwright/test';
import { sampleLogText } from '../../worker/log/testing/sample-log';
import { twoBalanceAnswers } from '../../worker/log/testing/race-log';
import { control, expect, navigateInApp, PEOPLE, signIn, test, waitForPageReady } from './shell-support';

async function shoot(page: Page, name: string, width: number): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (dir === undefined) return;
  await page.setViewportSize({ width, height: width < 500 ? 740 : 800 });
  await page.getByTestId('race-explorer').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${dir}/${name}-${width}.png` });
  await page.getByTestId('race-explorer').screenshot({ path: `${dir}/${name}-panel-${width}.png` });
}

test('explores the races of a loaded log and shows the moved envelope in the app', async ({ page }) => {
  test.setTimeout(60_000);
  await control(page, 'farm', { running: false });
  await signIn(page, PEOPLE.manager, '/acme/dashboard');
  await waitForPageReady(page);
  await navigateInApp(page, '/__devtools');
  await page.getByTestId('load-log-input').setInputFiles({ name: 'two-answers.ndjson', mimeType: 'application/x-ndjson', buffer: Buffer.from(sampleLogText(twoBalanceAnswers([null, null]))) });
  await expect(page.getByTestId('loaded-log')).toContainText('verified');

  const panel = page.getByTestId('race-explorer');
  await panel.getByRole('button', { name: 'Explore races' }).click();
  await expect(page.getByTestId('race-summary')).toContainText('1 race found.');
  await expect(page.getByTestId('race-title')).toHaveText('Race 1 · seq 3–8 · 1 swap');
  await expect(page.getByTestId('race-path')).toContainText('balance.value');
  await shoot(page, 'devtools-races', 1280);
  await shoot(page, 'devtools-races', 360);
  await page.setViewportSize({ width: 1280, height: 800 });

  await panel.getByRole('button', { name: 'Show #7 in the timeline' }).click();
  await expect(page.getByTestId('viewing-bar')).toBeVisible();
  await expect(page.getByRole('listbox', { name: 'Timeline' }).getByRole('option', { selected: true })).toHaveAttribute('data-seq', '7');
});

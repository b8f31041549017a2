/**
 * Time travel drives the real app, in real Chromium with the data layer in its worker (and once
 * in process, `?worker=0`): a recorded log (tests/fixtures/time-travel/acme-balance.ndjson: a
 * manager at acme, the balance set to 900, 700, 500) is loaded at /__devtools, an early balance
 * change is selected, and the real dashboard's header shows that moment's balance while the live
 * one is 1,234; ArrowRight steps to the next match of the search; a reload comes back to the same
 * moment (the log kept in IndexedDB); Back to live shows 1,234 again. Screenshots of the viewing
 * state (1280 and 360 px) go to SHOTS_DIR when it is set.
 */
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { control, expect, PEOPLE, signIn, test, waitForPageReady, navigateInApp } from './shell-support';

const FIXTURE = fileURLToPath(new URL('../fixtures/time-travel/acme-balance.ndjson', import.meta.url));
const balance = (page: Page) => page.getByTestId('credit-balance');

async function shoot(page: Page, name: string, width: number): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (dir === undefined) return;
  await page.setViewportSize({ width, height: width < 500 ? 740 : 800 });
  await page.screenshot({ path: `${dir}/${name}-${width}.png` });
}

for (const mode of ['worker', 'in-process'] as const) {
  test(`the app shows the selected moment of a loaded log, steps, survives a reload, and goes back to live (${mode})`, async ({ page }) => {
    test.setTimeout(90_000);
    await control(page, 'farm', { running: false });
    await control(page, 'brand/acme', { balance: 1234 });
    await signIn(page, PEOPLE.manager, mode === 'worker' ? '/acme/dashboard' : '/acme/dashboard?worker=0');
    await waitForPageReady(page);
    await expect(balance(page)).toHaveAttribute('aria-label', 'Credit balance: 1,234', { timeout: 15_000 });

    await navigateInApp(page, '/__devtools');
    await page.getByTestId('load-log-input').setInputFiles(FIXTURE);
    await expect(page.getByTestId('loaded-log')).toContainText('verified');
    await page.getByRole('searchbox', { name: 'Search' }).fill('balance-spend');
    const timeline = page.getByRole('listbox', { name: 'Timeline' });
    await expect(timeline.getByRole('option')).toHaveCount(3);
    await timeline.getByRole('option').first().click();
    await expect(page.getByTestId('viewing-bar')).toBeVisible();

    // Over the app: the dashboard's header shows the balance of that moment.
    await page.getByRole('button', { name: 'Open the timeline over the app' }).click();
    await expect(page).toHaveURL(/\/acme\/dashboard/);
    await expect(balance(page)).toHaveAttribute('aria-label', 'Credit balance: 900');
    await expect(page.getByTestId('viewing-position')).toHaveText(/^Viewing #\d+ of 40$/);
    await shoot(page, 'time-travel-viewing-drawer', 1280);
    await shoot(page, 'time-travel-viewing-drawer', 360);
    await page.getByRole('dialog', { name: 'Time travel' }).getByRole('button', { name: 'Close' }).click();
    await shoot(page, 'time-travel-viewing', 1280);
    await shoot(page, 'time-travel-viewing', 360);
    await page.setViewportSize({ width: 1280, height: 800 });

    // ArrowRight steps to the next envelope the timeline keeps: the next spend.
    const first = await page.getByTestId('viewing-position').textContent();
    await page.keyboard.press('ArrowRight');
    await expect(balance(page)).toHaveAttribute('aria-label', 'Credit balance: 700');
    await expect(page.getByTestId('viewing-position')).not.toHaveText(first ?? '');

    // A reload comes back to the same moment.
    const position = await page.getByTestId('viewing-position').textContent();
    await page.reload();
    await expect(page.getByTestId('viewing-position')).toHaveText(position ?? '', { timeout: 15_000 });
    await expect(balance(page)).toHaveAttribute('aria-label', 'Credit balance: 700');

    await page.getByTestId('viewing-bar').getByRole('button', { name: 'Back to live' }).click();
    await expect(balance(page)).toHaveAttribute('aria-label', 'Credit balance: 1,234');
    await expect(page.getByTestId('viewing-bar')).toHaveCount(0);
  });
}

/**
 * The low-credit and high-storage notices and the header figures, live through soketi: the
 * reference backend changes the brand (control API), publishes Spend / BrandStoreUsageCalculated,
 * and the page follows without a reload (spec sections 4 and 9).
 */
import type { Page } from '@playwright/test';
import { control, expect, PEOPLE, signIn, test, waitForPageReady } from './shell-support';
import { connectionState, waitForLive } from './live-support';

async function signedInOnAcme(page: Page): Promise<void> {
  await control(page, 'farm', { running: false }); // only the changes this test makes
  await signIn(page, PEOPLE.manager, '/acme/dashboard');
  await waitForPageReady(page);
  await waitForLive(page);
}

const setBalance = (page: Page, balance: number) => control(page, 'brand/acme', { balance });
const setStorage = (page: Page, storagePercent: number) => control(page, 'brand/acme', { storagePercent });

test('low credit: 30 → dismiss → 20 → 25 shows the notice again, without a reload', async ({ page }) => {
  await signedInOnAcme(page);
  await setBalance(page, 30);
  const notice = page.getByTestId('alert-credit-below50');
  await expect(notice).toContainText('30');
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toBeHidden();

  await setBalance(page, 20);
  await expect(page.getByTestId('credit-balance')).toHaveAccessibleName('Credit balance: 20');
  await expect(notice).toBeHidden();

  await setBalance(page, 25);
  await expect(page.getByTestId('credit-balance')).toHaveAccessibleName('Credit balance: 25');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('25');

  // And it stays right after a reload (the worker stored the dismissal's end: none).
  await page.reload();
  await expect(page.getByTestId('alert-credit-below50')).toBeVisible();
});

test('high storage: 80 → dismiss → 70 → 80 shows the notice again, without a reload', async ({ page }) => {
  await signedInOnAcme(page);
  await setStorage(page, 80);
  const notice = page.getByTestId('alert-storage-above75');
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toBeHidden();

  await setStorage(page, 70);
  await expect(page.getByTestId('storage-usage')).toHaveAccessibleName('Storage used: 70 %');
  await setStorage(page, 80);
  await expect(page.getByTestId('storage-usage')).toHaveAccessibleName('Storage used: 80 %');
  await expect(notice).toBeVisible();
});

test('a dismissal survives a reload while the balance stays below it', async ({ page }) => {
  await signedInOnAcme(page);
  await setBalance(page, 40);
  await page.getByTestId('alert-credit-below50').getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByTestId('alert-credit-below50')).toBeHidden();
  await page.reload();
  await waitForPageReady(page);
  await expect(page.getByTestId('credit-balance')).toHaveAccessibleName('Credit balance: 40');
  await expect(page.getByTestId('alert-credit-below50')).toBeHidden();
});

test('a Spend event changes the header balance within 1 s', async ({ page }) => {
  await signedInOnAcme(page);
  const header = page.getByTestId('credit-balance');
  await expect(header).toHaveAccessibleName('Credit balance: 250');
  const sent = Date.now();
  await setBalance(page, 237.5);
  await expect(header).toHaveAccessibleName('Credit balance: 237.5', { timeout: 1_000 });
  console.log(`Spend → header: ${Date.now() - sent} ms`);
});

test('after the live connection is dropped and restored, the header equals the server within 2 s', async ({ page }) => {
  await signedInOnAcme(page);
  const header = page.getByTestId('credit-balance');
  await expect(header).toHaveAccessibleName('Credit balance: 250');
  // Cut every live connection for 3 s; the balance and storage change meanwhile, and their
  // live events reach nobody.
  await control(page, 'live/drop', { downForMs: 3_000 });
  await expect.poll(() => connectionState(page), { timeout: 5_000 }).not.toBe('connected');
  await setBalance(page, 123.45);
  await setStorage(page, 77);
  await expect(header).toHaveAccessibleName('Credit balance: 250');

  await expect.poll(() => connectionState(page), { timeout: 15_000, intervals: [50] }).toBe('connected');
  const reconnected = Date.now();
  await expect(header).toHaveAccessibleName('Credit balance: 123.45', { timeout: 2_000 });
  await expect(page.getByTestId('storage-usage')).toHaveAccessibleName('Storage used: 77 %', { timeout: Math.max(1, 2_000 - (Date.now() - reconnected)) });
  console.log(`reconnect → header right: ${Date.now() - reconnected} ms`);
});

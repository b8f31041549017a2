/**
 * Live events travel for real: the reference backend publishes through soketi, the worker's
 * pusher-js receives them (public and the authorised private brand channel), the engine reduces
 * or refetches, and the page shows the value.
 */
import { type Page } from '@playwright/test';
import { control, expect, PEOPLE, signIn, test } from './shell-support';

test('a public live event delivered by soketi opens the maintenance dialog with its message', async ({ page }) => {
  await signIn(page, PEOPLE.manager, '/acme/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Wait for the worker's live connection before publishing: soketi does not keep messages.
  await expect.poll(() => connectionState(page), { timeout: 15_000 }).toBe('connected');

  await control(page, 'broadcast', {
    channel: 'public',
    event: 'ShowMaintenance',
    data: { severity: 'medium', message: 'Planned upgrade at 18:00' },
  });

  // Headless UI's dialog element is a zero-size wrapper; what the user sees is its panel.
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Planned upgrade at 18:00')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeVisible();
});

test('a private brand event makes the worker refetch, and the new storage figure appears', async ({ page }) => {
  await signIn(page, PEOPLE.manager, '/acme/dashboard');
  const storage = page.getByTestId('storage-usage');
  await expect(storage).toContainText('42');
  await expect.poll(() => connectionState(page), { timeout: 15_000 }).toBe('connected');

  // Publishes BrandStoreUsageCalculated on private-brand.acme (authorised by broadcasting/auth).
  await control(page, 'brand/acme', { storagePercent: 88 });

  await expect(storage).toContainText('88', { timeout: 10_000 });
});

test('live events of another brand never reach the page', async ({ page }) => {
  await signIn(page, PEOPLE.manager, '/acme/dashboard');
  const storage = page.getByTestId('storage-usage');
  await expect(storage).toContainText('42');
  await expect.poll(() => connectionState(page), { timeout: 15_000 }).toBe('connected');

  await control(page, 'brand/globex', { storagePercent: 97 });
  await control(page, 'brand/acme', { storagePercent: 61 });

  await expect(storage).toContainText('61', { timeout: 10_000 });
  await expect(storage).not.toContainText('97');
});

/** The live connection state the page shows (the header's connection indicator). */
async function connectionState(page: Page): Promise<string | null> {
  return page.locator('[data-connection-state]').first().getAttribute('data-connection-state');
}

/**
 * Brand administration against the local stack: audio upload in real Chromium (a
 * generated WAV is read by the browser and uploaded, a text file is refused before sending),
 * billing details saved and still there after a reload, a notification toggle that persists,
 * and the settings overview. Screenshots go to /tmp/shots/brand-admin.
 */
import type { Page } from '@playwright/test';
import { expect, PEOPLE, signIn, test, waitForPageReady, watchProblems } from './shell-support';

const SHOTS = '/tmp/shots/brand-admin';

/** A valid 0.5 s mono 16-bit PCM WAV of silence at 8 kHz. */
function tinyWav(): Buffer {
  const rate = 8000;
  const samples = rate / 2;
  const data = samples * 2;
  const b = Buffer.alloc(44 + data);
  b.write('RIFF', 0);
  b.writeUInt32LE(36 + data, 4);
  b.write('WAVE', 8);
  b.write('fmt ', 12);
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20); // PCM
  b.writeUInt16LE(1, 22); // mono
  b.writeUInt32LE(rate, 24);
  b.writeUInt32LE(rate * 2, 28);
  b.writeUInt16LE(2, 32);
  b.writeUInt16LE(16, 34);
  b.write('data', 36);
  b.writeUInt32LE(data, 40);
  return b;
}

async function serverUploads(page: Page): Promise<{ directory: { path: string }; files: { name: string; duration: number | null }[] }> {
  const response = await page.request.get('/server/api/v1/profile/uploads', { headers: { Accept: 'application/json', 'X-Brand': 'acme' } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { directory: { path: string }; files: { name: string; duration: number | null }[] } }).data;
}

const item = (page: Page, name: string) => page.locator(`[data-testid="audio-item"][data-name="${name}"]`);

test('uploads the valid audio file and refuses the text file before sending it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  await signIn(page, PEOPLE.editor, '/acme/brand-settings/brand-profile');
  await waitForPageReady(page);
  const problems = watchProblems(page);
  await expect(page.getByTestId('uploaded-audio-empty')).toBeVisible({ timeout: 15_000 });

  await page.getByTestId('audio-input').setInputFiles([
    { name: 'jingle.wav', mimeType: 'audio/wav', buffer: tinyWav() },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not audio') },
  ]);
  await expect(item(page, 'jingle.wav')).toHaveAttribute('data-status', 'ready');
  await expect(item(page, 'jingle.wav')).toContainText('0:01'); // 0.5 s, read by Chromium
  await expect(item(page, 'notes.txt')).toHaveAttribute('data-valid', 'false');
  // Eva Editor works in Czech.
  await expect(item(page, 'notes.txt')).toContainText('Tento typ souboru není podporován.');
  await page.screenshot({ path: `${SHOTS}/audio-chosen.png`, fullPage: true });

  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/uploads/file')) uploads.push(r.method());
  });
  await page.getByTestId('audio-upload-button').click();
  await expect(item(page, 'jingle.wav')).toHaveAttribute('data-status', 'uploaded');
  await expect(page.getByTestId('uploaded-audio-row')).toHaveCount(1);
  await expect(page.getByTestId('uploaded-audio-row').first()).toContainText('jingle.wav');
  expect(uploads).toEqual(['POST']);

  const server = await serverUploads(page);
  expect(server.directory.path).toBe('/editor-3');
  expect(server.files.map((f) => f.name)).toEqual(['jingle.wav']);
  expect(server.files[0]!.duration).toBeCloseTo(0.5, 2);
  await page.screenshot({ path: `${SHOTS}/audio-uploaded.png`, fullPage: true });
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.failedRequests).toEqual([]);
});

test('saves billing details, shows field errors from the server, and keeps them after a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1100 });
  await signIn(page, PEOPLE.manager, '/acme/brand-settings/billing-details');
  await waitForPageReady(page);
  const form = page.getByTestId('billing-form');
  await expect(form.getByLabel(/^Company name/)).toHaveValue('Acme Corporation s.r.o.', { timeout: 15_000 });

  // Our own check first: a VAT id that does not fit its prefix.
  await form.getByLabel(/^VAT ID/).fill('DE 12');
  await page.getByTestId('billing-save').click();
  await expect(form.getByText('This does not look like an EU VAT number for its country prefix.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/billing-error.png`, fullPage: true });

  await form.getByLabel(/^Company name/).fill('Acme Europe GmbH');
  await form.getByLabel(/^VAT ID/).fill('de 123 456 789');
  await form.getByLabel(/^Street/).fill('Unter den Linden 5');
  await form.getByLabel(/^City/).fill('Berlin');
  await form.getByLabel(/^Postal code/).fill('10117');
  await form.getByLabel(/^Country/).selectOption('DE');
  await page.getByTestId('billing-save').click();
  await expect(page.getByTestId('billing-saved')).toBeVisible();

  await page.reload();
  await waitForPageReady(page);
  await expect(form.getByLabel(/^Company name/)).toHaveValue('Acme Europe GmbH', { timeout: 15_000 });
  await expect(form.getByLabel(/^VAT ID/)).toHaveValue('DE123456789');
  await expect(form.getByLabel(/^Country/)).toHaveValue('DE');
  await page.screenshot({ path: `${SHOTS}/billing-saved.png`, fullPage: true });
});

test('a notification toggle is saved and still off after a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  await signIn(page, PEOPLE.developer, '/acme/brand-settings/notification-settings');
  await waitForPageReady(page);
  const toggle = page.getByTestId('toggle-VISUAL-email');
  await expect(toggle).toHaveAttribute('aria-checked', 'true', { timeout: 15_000 });
  const saved = page.waitForResponse((r) => r.url().includes('/api/v1/notification-settings') && r.request().method() === 'PUT');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  expect((await saved).status()).toBe(200);
  await page.screenshot({ path: `${SHOTS}/notification-settings.png`, fullPage: true });

  await page.reload();
  await waitForPageReady(page);
  await expect(page.getByTestId('toggle-VISUAL-email')).toHaveAttribute('aria-checked', 'false', { timeout: 15_000 });
  await expect(page.getByTestId('toggle-VISUAL-inApp')).toHaveAttribute('aria-checked', 'true');
});

test('the settings overview offers the pages the role may open, and managers rename the brand', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  await signIn(page, PEOPLE.manager, '/acme/brand-settings');
  await waitForPageReady(page);
  await expect(page.getByTestId('settings-card-brand-brand-settings-billing-details')).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: `${SHOTS}/overview-manager.png`, fullPage: true });

  await page.getByTestId('settings-card-brand-brand-settings-brand-profile').click();
  const form = page.getByTestId('brand-profile-form');
  await form.getByLabel(/^Name/).fill('Acme Worldwide');
  await page.getByTestId('brand-profile-save').click();
  await expect(form.getByRole('status')).toHaveText('Saved.');
  await expect(page.getByRole('banner')).toContainText('Acme Worldwide');
  await page.screenshot({ path: `${SHOTS}/brand-profile-manager.png`, fullPage: true });

  await page.getByRole('link', { name: 'Users', exact: true }).click();
  await expect(page.getByTestId('user-row').first()).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('role-filter-editor').click();
  await expect(page.getByTestId('user-row')).not.toHaveCount(0);
  for (const badge of await page.getByTestId('users-table').getByTestId('role-badge').allTextContents()) expect(badge).toBe('Editor');
  await page.getByTestId('user-row').first().getByRole('button').click();
  await expect(page.getByTestId('user-drawer')).toContainText('@example.com');
  await page.screenshot({ path: `${SHOTS}/users-drawer.png`, fullPage: true });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('user-drawer')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/users.png`, fullPage: true });
});

test('editors see no billing card in the overview, and their team', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, PEOPLE.editor, '/acme/brand-settings');
  await waitForPageReady(page);
  await expect(page.getByTestId('settings-card-brand-brand-settings-brand-profile')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('settings-card-brand-brand-settings-billing-details')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/overview-editor.png`, fullPage: true });

  await page.getByTestId('settings-card-brand-brand-settings-my-team').click();
  await expect(page.getByTestId('team-member').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('team-directory')).toContainText('/editor-3');
  await page.screenshot({ path: `${SHOTS}/my-team-editor.png`, fullPage: true });
});

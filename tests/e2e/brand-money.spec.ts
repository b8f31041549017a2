/**
 * Wallet, storage, usage statistics and teams in real Chromium against the local stack: the usage
 * statistics download (a real xlsx, named by the two dates, opened with exceljs), a range beyond
 * today refused, the 404 page for an unknown team, and screenshots of the wallet and a storage
 * area page for a look.
 */
import { mkdir, readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, navigateInApp, PEOPLE, signIn, test, waitForPageReady, watchProblems } from './shell-support';

const SHOTS = '/tmp/shots/brand-money';

test.beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

test.use({ viewport: { width: 1400, height: 1000 } });

test('downloads the usage statistics as an xlsx named by the two dates, never beyond today', async ({ page }) => {
  await signIn(page, PEOPLE.manager, '/acme/brand-settings/usage-statistics');
  // Watched from here: before signing in, the app's own probes are 401 by design.
  const problems = watchProblems(page);
  await waitForPageReady(page);
  const statsPage = page.getByTestId('usage-statistics-page');
  await expect(statsPage).toBeVisible({ timeout: 15_000 });
  const { today, monthStart, todayText, monthStartText } = await page.evaluate(() => {
    const now = new Date();
    const day = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const text = (d: Date) => `${d.getDate()}.${d.getMonth() + 1}.${d.getFullYear()}`;
    const start = new Date(now.getFullYear(), now.getMonth(), 1);
    return { today: day(now), monthStart: day(start), todayText: text(now), monthStartText: text(start) };
  });
  // D.M.YYYY in an English Chromium too (a native date input showed mm/dd/yyyy).
  const from = statsPage.getByLabel('From', { exact: true });
  const to = statsPage.getByLabel('To', { exact: true });
  await expect(from).toHaveValue(monthStartText);
  await expect(to).toHaveValue(todayText);

  // Typing a later day is refused with a message, and nothing can be downloaded.
  await to.fill('1.1.2030');
  await expect(statsPage.getByText(/The date cannot be after today/)).toBeVisible();
  await expect(statsPage.getByRole('button', { name: 'Download' })).toBeDisabled();
  // A text that is no date is kept, with how to write one.
  await to.fill('31.2.2025');
  await to.blur();
  await expect(statsPage.getByText('Enter a date as D.M.YYYY, for example 31.12.2025.')).toBeVisible();
  await expect(to).toHaveValue('31.2.2025');
  await to.fill(todayText);
  await expect(statsPage.getByText(/The date cannot be after today/)).toHaveCount(0);

  // The entire period: from the first transaction of the brand.
  await statsPage.getByTestId('usage-entire-period').click();
  const [d, m, y] = (await from.inputValue()).split('.').map(Number);
  const entireFrom = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  expect(entireFrom < monthStart).toBe(true);

  const downloading = page.waitForEvent('download');
  await statsPage.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${entireFrom}_${today}.xlsx`);
  const path = await download.path();
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(path)).buffer as ArrayBuffer);
  const sheet = book.getWorksheet('Usage')!;
  expect(sheet.getRow(1).getCell(1).value).toBe('Date');
  expect(sheet.getRow(sheet.rowCount).getCell(1).value).toBe('Total');
  expect(Number(sheet.getRow(sheet.rowCount).getCell(2).value)).toBeGreaterThan(0);
  await expect(statsPage.getByTestId('usage-saved')).toBeVisible();
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.failedRequests).toEqual([]);
});

test('shows the wallet with its history and a storage area page with its own usage', async ({ page }) => {
  await signIn(page, PEOPLE.manager, '/acme/brand-settings/wallet');
  const problems = watchProblems(page);
  await waitForPageReady(page);
  await expect(page.getByTestId('wallet-balance')).toContainText('credits');
  const history = page.getByTestId('spending-history');
  await expect(history).toBeVisible({ timeout: 15_000 });
  await expect(history.getByRole('link').first()).toBeVisible();
  await expect(page.getByTestId('top-up-requests')).toContainText('Black Friday campaign renders');
  await page.screenshot({ path: `${SHOTS}/wallet.png`, fullPage: true });

  await navigateInApp(page, '/acme/brand-settings/storage/ad-sets');
  const largest = page.getByTestId('storage-largest');
  await expect(largest).toBeVisible({ timeout: 15_000 });
  await expect(largest.getByRole('link', { name: 'Campaign 1.5' })).toBeVisible();
  await expect(page.getByTestId('storage-area-figures')).toContainText('MB');
  await page.screenshot({ path: `${SHOTS}/storage-ad-sets.png`, fullPage: true });

  await navigateInApp(page, '/acme/brand-settings/storage');
  await expect(page.getByTestId('storage-legend')).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: `${SHOTS}/storage-overview.png`, fullPage: true });

  await navigateInApp(page, '/acme/brand-settings/teams');
  await expect(page.getByTestId('teams-table')).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('teams-table').getByRole('link', { name: 'Acme Corporation creative team' }).click();
  await expect(page.getByTestId('team-members')).toContainText('Eva Editor', { timeout: 15_000 });
  await page.screenshot({ path: `${SHOTS}/team.png`, fullPage: true });
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.failedRequests).toEqual([]);
});

test('a manager finds someone, adds them to a team, and removes them again', async ({ page }) => {
  await signIn(page, PEOPLE.manager, '/acme/brand-settings/teams/1');
  await expect(page.getByTestId('team-members')).toContainText('Eva Editor', { timeout: 15_000 });
  const problems = watchProblems(page);
  await page.getByRole('searchbox').fill('David');
  await page.getByRole('search').getByRole('button').click();
  const candidates = page.getByTestId('team-candidates');
  await expect(candidates.getByRole('listitem')).toHaveCount(1);
  await candidates.getByRole('button', { name: 'Add David Developer to the team' }).click();
  await expect(page.getByText('David Developer is in the team now.')).toBeVisible();
  // The team is loaded again from the server: David is a member, in the table and in the search.
  await expect(page.getByTestId('team-members')).toContainText('David Developer');
  await expect(candidates).toContainText('In this team');
  await page.screenshot({ path: `${SHOTS}/team-add-member.png`, fullPage: true });

  // Back as it was (the stack is shared by the suite).
  await page.getByTestId('team-members').getByRole('button', { name: 'Remove David Developer from the team' }).click();
  // Removing a member asks first (destructive actions confirm).
  await expect(page.getByTestId('team-members')).toContainText('David Developer');
  await page.getByTestId('confirm-dialog').getByTestId('confirm-action').click();
  await expect(page.getByTestId('team-members')).not.toContainText('David Developer');
  await expect(candidates.getByRole('button', { name: 'Add David Developer to the team' })).toBeVisible();
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.failedRequests).toEqual([]);
});

test('shows the 404 page for an unknown team', async ({ page }) => {
  await signIn(page, PEOPLE.manager, '/acme/brand-settings/teams/99999');
  await expect(page.getByText('This page could not be found')).toBeVisible({ timeout: 15_000 });
});

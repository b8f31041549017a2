/**
 * Live events travel for real: the reference backend publishes through soketi, the worker's
 * pusher-js receives them (public and the authorised private brand channel), the engine reduces
 * or refetches, and the page shows the value.
 */
import { control, expect, PEOPLE, signIn, test, waitForPageReady } from './shell-support';
import { buildRow, connectionState, expectBuildState, exportEventLog, shownIds, waitForLive } from './live-support';

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

/**
 * The worker was in globex first (subscribed to private-brand.globex), then switched to acme in
 * the same tab. Globex then publishes what acme's Renders page WOULD show if it leaked: a status
 * and progress for a build id acme's page shows, plus a balance and storage change. An acme event
 * published after them arrives, so events flow; the row's whole rendered history must be acme's
 * alone, and the worker's log must hold no globex envelope after the switch (it left the channel).
 */
test('live events of another brand never reach the page', async ({ page }) => {
  await control(page, 'farm', { running: false }); // only the events this test publishes
  await signIn(page, PEOPLE.manager, '/globex/builds');
  await waitForPageReady(page);
  await expect(page.getByTestId('credit-balance')).toHaveAccessibleName('Credit balance: 72');
  await waitForLive(page);

  await page.getByTestId('brand-menu-button').click();
  const panel = page.getByTestId('brand-menu-panel');
  await panel.getByTestId('brand-search').fill('acme');
  await panel.getByRole('button', { name: /Acme/ }).click();
  await page.waitForURL((url) => url.pathname === '/acme/builds');
  await waitForPageReady(page);
  await expect(page.getByTestId('credit-balance')).toHaveAccessibleName('Credit balance: 250');
  await expect(page.getByTestId('storage-usage')).toHaveAccessibleName('Storage used: 42 %');
  await expect(page.getByTestId('renders-table')).toBeVisible({ timeout: 15_000 });
  const target = (await shownIds(page))[0]!;
  await expectBuildState(page, target, 'finished', 100);
  const progress = buildRow(page, target).getByRole('progressbar');

  // Every state of the target row that the page renders, in order (a MutationObserver sees every
  // React commit before it is painted): the status badge's server word and the progress value.
  await page.evaluate((id) => {
    const w = globalThis as unknown as BrowserWindow;
    const history: string[] = (w.__rowHistory = []);
    const record = () => {
      const row = w.document.querySelector(`[data-testid="renders-table"] tbody tr[data-build-id="${id}"]`);
      const state = row ? `${row.querySelector('[data-status]')?.getAttribute('data-status')}/${row.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')}` : 'absent';
      if (history.at(-1) !== state) history.push(state);
    };
    record();
    new w.MutationObserver(record).observe(w.document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  }, target);
  const acmeBuild = (progress: number) =>
    control(page, 'broadcast', { channel: 'private-brand.acme', event: 'VisualBuildUpdated', data: { brandId: 1, visualBuild: { id: target, status: 'rendering', progress } } });

  // The acme channel is live after the switch: an acme event shows.
  await waitForLive(page);
  await acmeBuild(11);
  await expect(progress).toHaveAttribute('aria-valuenow', '11', { timeout: 10_000 });

  // Globex: what would be visible on this page if it leaked, then its balance and storage.
  await control(page, 'broadcast', { channel: 'private-brand.globex', event: 'VisualBuildUpdated', data: { brandId: 2, visualBuild: { id: target, status: 'leaked-from-globex', progress: 97 } } });
  await control(page, 'brand/globex', { balance: 7, storagePercent: 97 });
  // Published after them on the same connection: once it shows, a leak would have shown too.
  await acmeBuild(22);
  await expect(progress).toHaveAttribute('aria-valuenow', '22', { timeout: 10_000 });

  const history = await page.evaluate(() => (globalThis as unknown as BrowserWindow).__rowHistory);
  expect(history).toEqual(['finished/100', 'rendering/11', 'rendering/22']);
  await expect(page.getByTestId('credit-balance')).toHaveAccessibleName('Credit balance: 250');
  await expect(page.getByTestId('storage-usage')).toHaveAccessibleName('Storage used: 42 %');

  // The worker's log: globex envelopes while globex was in scope, none after the switch to acme.
  const log = await exportEventLog(page);
  const switches = log.filter((e) => e.event.type === 'brand/switch-started');
  // (Signing in enters the person's last brand first, acme, before the deep link's globex.)
  expect(switches.map((e) => e.event.identifier).slice(-2)).toEqual(['globex', 'acme']);
  const switchedAt = switches.at(-1)!.seq;
  expect(log.some((e) => e.seq < switchedAt && e.brand === 'globex')).toBe(true);
  expect(log.filter((e) => e.seq > switchedAt && e.brand === 'globex')).toEqual([]);
  const acmeBuildEvents = log.filter((e) => e.seq > switchedAt && e.event.type === 'live/visual-build-updated');
  expect(acmeBuildEvents.map((e) => [e.brand, e.event.progress])).toEqual([
    ['acme', 11],
    ['acme', 22],
  ]);
});

/** The little of the DOM the row recorder uses (this file compiles without the DOM library). */
interface BrowserElement {
  getAttribute(name: string): string | null;
  querySelector(selector: string): BrowserElement | null;
}
interface BrowserWindow {
  __rowHistory: string[];
  readonly document: { readonly body: unknown; querySelector(selector: string): BrowserElement | null };
  readonly MutationObserver: new (callback: () => void) => { observe(target: unknown, options: Readonly<Record<string, boolean>>): void };
}

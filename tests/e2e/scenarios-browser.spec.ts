/**
 * Scenarios in the browser (docs/scenarios.md): the real app with `?scenario=<name>`
 * runs the data layer on the scenario's fakes inside the worker, so the real UI shows the
 * situation with no backend at all. Each test checks that too: the page asked nothing of
 * /server/* or /__control/* and opened no WebSocket (the browser's view, which in Chromium
 * includes the worker's requests), and the server counted no request and no live connection.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './shell-support';

const SHOTS = '/tmp/shots/browser-scenarios';

interface Traffic {
  /** When recording began (the server's request log uses the same machine's clock). */
  readonly since: number;
  readonly backend: string[];
  readonly websockets: string[];
  readonly errors: string[];
}

/** Records what would mean the backend was used, and page errors. */
function recordTraffic(page: Page): Traffic {
  const traffic: Traffic = { since: Date.now(), backend: [], websockets: [], errors: [] };
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/server/') || pathname.startsWith('/__control/')) traffic.backend.push(`${request.method()} ${request.url()}`);
  });
  page.on('websocket', (socket) => traffic.websockets.push(socket.url()));
  page.on('pageerror', (error) => traffic.errors.push(error.message));
  return traffic;
}

async function expectNoBackend(page: Page, traffic: Traffic): Promise<void> {
  expect(traffic.backend, 'requests to the backend').toEqual([]);
  expect(traffic.websockets, 'WebSockets').toEqual([]);
  expect(traffic.errors, 'page errors').toEqual([]);
  // The server's side: no API request arrived since the test began. (Its counts would also hold
  // requests of the previous test that were in flight at the fixture's reset and answered after.)
  const { log } = (await (await page.request.get('/__control/requests?log=1')).json()) as { log: { at: number; method: string; path: string }[] };
  expect(log.filter((r) => r.at >= traffic.since).map((r) => `${r.method} ${r.path}`), 'API requests that reached the server').toEqual([]);
  const live = (await (await page.request.get('/__control/live')).json()) as { connections: number };
  expect(live.connections, 'live connections through the gate').toBe(0);
}

const badge = (page: Page) => page.getByTestId('scenario-badge');

async function expectEndedAndPassed(page: Page, timeout: number): Promise<void> {
  await expect(badge(page)).toHaveAttribute('data-phase', 'ended', { timeout });
  await expect(badge(page)).toHaveAttribute('data-failed', '0');
}

test('render storm: the Renders page follows 300 updates a second in place, with a small DOM', async ({ page }) => {
  const traffic = recordTraffic(page);
  await page.goto('/acme/builds?scenario=render-storm');
  await expect(page.getByTestId('scenario-badge-label')).toContainText('Scenario: render-storm ·');

  const rows = page.getByTestId('renders-table').locator('tbody tr[data-build-id]');
  await expect(rows.first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Showing 500 of 500 renders')).toBeVisible();
  // The storm moves the progress bars: the first row's progress takes several values within seconds.
  const progress = rows.first().getByRole('progressbar');
  const seen = new Set<string>();
  await expect
    .poll(
      async () => {
        seen.add((await progress.getAttribute('aria-valuenow')) ?? '');
        return seen.size;
      },
      { timeout: 15_000, intervals: [100] },
    )
    .toBeGreaterThanOrEqual(3);
  // Virtualized: 500 renders, a few dozen rows in the DOM, and a bounded document.
  expect(await rows.count()).toBeLessThan(60);
  const elements = await page.evaluate(() => (globalThis as unknown as NoticeWindow).document.querySelectorAll('*').length);
  expect(elements).toBeLessThan(3_000);
  await page.screenshot({ path: `${SHOTS}/render-storm.png` });
  await badge(page).getByRole('button').click();
  await expect(page.locator('#scenario-expectations')).toContainText('builds.widget.unfinished equals 2 at 900 ms');
  await page.screenshot({ path: `${SHOTS}/render-storm-expectations.png` });
  await expectNoBackend(page, traffic);
});

test('brand-switch race: the UI ends on beta with beta’s figures and nothing of acme', async ({ page }) => {
  const traffic = recordTraffic(page);
  // A page without a brand in its URL: the scenario switches brands as the user would, and a
  // branded URL would switch back (the URL's brand wins, app/router/use-brand-sync.ts).
  await page.goto('/switch-brand?scenario=brand-switch-race');
  await expectEndedAndPassed(page, 30_000);
  await expect(page.getByTestId('credit-balance')).toHaveAccessibleName('Credit balance: 777');
  const header = page.locator('header');
  await expect(header).toContainText('Beta');
  await expect(header).not.toContainText('111');
  await page.screenshot({ path: `${SHOTS}/brand-switch-race.png` });
  await expectNoBackend(page, traffic);
});

/** The page's globals the specs read (the specs compile without the DOM's types). */
interface NoticeWindow {
  creditNotices: string[];
  readonly document: { querySelectorAll(selector: string): ArrayLike<{ getAttribute(name: string): string | null }> };
  readonly MutationObserver: new (callback: () => void) => { observe(target: unknown, options: object): void };
}

/** The credit notices shown, in order, as the page's DOM went through them (however briefly). */
async function recordCreditNotices(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = globalThis as unknown as NoticeWindow;
    w.creditNotices = [];
    const read = () => {
      const shown = Array.from(w.document.querySelectorAll('[data-testid^="alert-credit-"]'), (el) => el.getAttribute('data-testid')).join(',') || 'none';
      if (w.creditNotices.at(-1) !== shown) w.creditNotices.push(shown);
    };
    new w.MutationObserver(read).observe(w.document, { childList: true, subtree: true });
  });
}

/**
 * 3×: 110 s of scenario in 37 s. The first notice lives from 1 s to 2 s of the scenario (the
 * scenario dismisses it), 333 to 667 ms after the page first painted the session: the browser's
 * scenario clock starts only then (boot-scenario.ts waits for the page's acknowledgement of that
 * frame), so a page slow to show its layout on a loaded machine no longer misses the notice.
 * (Before the clock waited for the paint, this ran in real time: clean-clone CI runs had painted
 * the layout too late at 3× and at 2×.)
 */
const LOW_CREDIT_SPEED = 3;

test('low-credit sequence at 3× speed: each notice level appears and goes as the balance moves', async ({ page }) => {
  test.setTimeout(120_000);
  const traffic = recordTraffic(page);
  await recordCreditNotices(page);
  await page.goto(`/acme/dashboard?scenario=low-credit-sequence&speed=${LOW_CREDIT_SPEED}`);
  await expect(page.getByTestId('scenario-badge')).toContainText(`${LOW_CREDIT_SPEED}× speed`);
  // Below 5 (40 s to 75 s of the scenario): shown, and no dismissal hides it.
  await expect(page.getByTestId('alert-credit-below5')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('credit-balance')).toHaveAccessibleName('Credit balance: 4.99');
  await page.screenshot({ path: `${SHOTS}/low-credit-below5.png` });
  await expectEndedAndPassed(page, 90_000);
  await expect(page.getByTestId('credit-balance')).toHaveAccessibleName('Credit balance: 150');
  const notices = await page.evaluate(() => (globalThis as unknown as NoticeWindow).creditNotices);
  // 250: none → 90: below 100 → dismissed → 60: hidden → 40: below 50, which has its own record,
  // shows → dismissed → 4.99: below 5, which no dismissal hides → 150: topped up, none.
  expect(notices).toEqual(['none', 'alert-credit-below100', 'none', 'alert-credit-below50', 'none', 'alert-credit-below5', 'none']);
  await badge(page).getByRole('button').click();
  await page.screenshot({ path: `${SHOTS}/low-credit-ended.png` });
  await expectNoBackend(page, traffic);
});

test('an unknown scenario name gets an error page that lists the library, in the user’s language', async ({ page, baseURL }) => {
  const traffic = recordTraffic(page);
  await page.context().addCookies([{ name: 'locale', value: 'fr', url: baseURL! }]);
  await page.goto('/?scenario=meteor-shower');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Ce scénario ne peut pas être lancé');
  await expect(alert).toContainText('Aucun scénario nommé « meteor-shower »');
  await expect(page.getByRole('link', { name: 'render-storm' })).toHaveAttribute('href', '/?scenario=render-storm');
  await page.screenshot({ path: `${SHOTS}/unknown-scenario-fr.png` });
  await expectNoBackend(page, traffic);
});

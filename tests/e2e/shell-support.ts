/**
 * Helpers of the shell's e2e specs (tests/e2e/shell-*.spec.ts): sign in through the account
 * provider's demo buttons, record console errors and failed requests, navigate inside the app.
 * Requests made by the data-layer worker are seen by `page.on('request')` in Chromium.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Browser, type Page } from '@playwright/test';

/**
 * Every e2e test starts from the seed: the backend is reset (data, injected failures, sessions)
 * before each one, so no test depends on what an earlier one changed.
 */
export const test = base.extend<{ closeOwnContexts: void; freshBackend: void }>({
  // Contexts a test opens itself (browser.newContext: a second signed-in person) live as long as
  // the browser, not the test. Left open, their pages go on talking to the server in the next
  // tests (after the next reset signs everyone out, they sign in again by themselves) and show up
  // in those tests' request logs. So every context a test opened is closed when it ends.
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(browser.contexts().filter((context) => !before.has(context)).map((context) => context.close()));
    },
    { auto: true },
  ],
  freshBackend: [
    async ({ request }, use) => {
      const response = await request.post('/__control/reset');
      expect(response.ok(), `control reset answered ${response.status()}`).toBe(true);
      await use();
    },
    { auto: true },
  ],
});
export { expect };

export const PEOPLE = {
  manager: 'manager@example.com',
  developer: 'developer@example.com',
  editor: 'editor@example.com',
  visitor: 'visitor@example.com',
  godlike: 'god@example.com',
  invited: 'invited@example.com',
} as const;

/** Opens `deepLink` signed out, signs in as `email` at the provider, and waits to be back there. */
export async function signIn(page: Page, email: string, deepLink = '/acme/dashboard'): Promise<void> {
  await page.goto(deepLink);
  // The app remembers the path, goes to /login, which starts the redirect to the provider.
  const personButton = page.getByRole('button', { name: new RegExp(email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  await personButton.click({ timeout: 20_000 });
  await page.waitForURL((url) => url.pathname + url.search === deepLink, { timeout: 20_000 });
}

/**
 * Another signed-in person: a page of a browser context of its own (its own cookies), signed in
 * as `email` at `path`. The context is closed when the test ends (`closeOwnContexts`).
 */
export async function personPage(browser: Browser, email: string, { path = '/acme/dashboard', width = 1280 }: { path?: string; width?: number } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 1000 } });
  const page = await context.newPage();
  await signIn(page, email, path);
  await waitForPageReady(page);
  return page;
}

/** Marks the page's document, so `sameDocument` tells a live update from a reload. */
export const markDocument = (page: Page) => page.evaluate(() => ((globalThis as { __same?: boolean }).__same = true));
export const sameDocument = (page: Page) => page.evaluate(() => (globalThis as { __same?: boolean }).__same === true);

export interface Problems {
  readonly consoleErrors: string[];
  readonly failedRequests: string[];
  /** Every request URL, in order. */
  readonly requests: string[];
}

/**
 * Records console errors, requests that failed at the network level and responses >= 400.
 * Aborted requests are left out: the data layer aborts in-flight calls on a brand switch and on
 * leaving a page, by design (spec section 8: cancelled requests are silently ignored).
 */
export function watchProblems(page: Page): Problems {
  const problems: Problems = { consoleErrors: [], failedRequests: [], requests: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => problems.consoleErrors.push(`pageerror: ${error.message}`));
  page.on('request', (request) => problems.requests.push(request.url()));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    if (!reason.includes('ERR_ABORTED')) problems.failedRequests.push(`${request.method()} ${request.url()} ${reason}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.failedRequests.push(`${response.request().method()} ${response.url()} → ${response.status()}`);
  });
  return problems;
}

/** Client-side navigation, as a link click would do (no reload, the data layer keeps running). */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const w = globalThis as unknown as { history: { pushState(a: null, b: string, c: string): void }; dispatchEvent(e: unknown): void; PopStateEvent: new (type: string) => unknown };
    w.history.pushState(null, '', to);
    w.dispatchEvent(new w.PopStateEvent('popstate'));
  }, path);
}

/** Waits until no page loader is shown (brand loading, lazy page, queries). */
export async function waitForPageReady(page: Page): Promise<void> {
  await expect(page.getByTestId('full-screen-loader')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByTestId('page-loader')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * The href of the first record of the list at `listPath` (to find real ids of the seed): the first
 * link in a table body that leads to `<listPath>/<id>` (rows also link elsewhere: an ad's ad set, a
 * draft ad set's wizard step).
 */
export async function firstRecordHref(page: Page, listPath: string): Promise<string> {
  await navigateInApp(page, listPath);
  const own = new RegExp(`^${listPath}/\\d+$`);
  const links = page.locator('table tbody a[href]');
  let href: string | undefined;
  await expect
    .poll(async () => {
      href = (await links.evaluateAll((anchors) => anchors.map((a) => (a as { getAttribute(name: string): string | null }).getAttribute('href') ?? ''))).find((h) => own.test(h));
      return href ?? null;
    }, { timeout: 15_000, message: `a record link on ${listPath}` })
    .not.toBeNull();
  return href!;
}

/** Calls the reference backend's control API (docs/control-api.md) and fails the test on an error. */
export async function control(page: Page, path: string, body: unknown = {}): Promise<unknown> {
  const response = await page.request.post(`/__control/${path}`, { data: body });
  expect(response.ok(), `control ${path} answered ${response.status()}`).toBe(true);
  return response.json();
}

/** Serious and critical axe-core violations on the page as it is now, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Headless UI's focus sentinels are hidden on purpose: they only hand focus back to the
  // trigger when tabbing out of an open popover. A creative's frame ([data-creative]) shows the
  // user's own banner as designed (its colours are the brand's choice, not the app's).
  const results = await new AxeBuilder({ page }).exclude('[id^="headlessui-focus-sentinel"]').exclude('[data-creative]').analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

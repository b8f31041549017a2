/**
 * Helpers of the shell's e2e specs (tests/e2e/shell-*.spec.ts): sign in (through the control API,
 * or through the account provider's pages in the sign-in specs), record console errors and failed
 * requests, navigate inside the app. Requests made by the data-layer worker are seen by
 * `page.on('request')` in Chromium.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Browser, type Locator, type Page } from '@playwright/test';
import { stackEnv, stackFor, startStack, type E2eStack } from './stack-support';

/**
 * Every e2e test runs against its worker's own stack (stack-support.ts) and starts from the seed:
 * the backend is reset (data, injected failures, sessions) before each one, so no test depends on
 * what an earlier one changed.
 */
export const test = base.extend<{ closeOwnContexts: void; freshBackend: void }, { stack: E2eStack }>({
  // The worker's stack, started when its first test needs it and stopped when the worker ends. Code
  // in the worker that reads server/config.ts ('e2e') finds this stack's ports in the environment.
  stack: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: it has none.
    async ({}, use, workerInfo) => {
      const stack = stackFor(workerInfo.parallelIndex);
      const running = await startStack(stack, `${workerInfo.project.outputDir}/stack-${stack.slot}.log`);
      Object.assign(process.env, stackEnv(stack));
      await use(stack);
      await running.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  // Pages, requests and new browser contexts all go to the worker's stack.
  baseURL: async ({ stack }, use) => {
    await use(stack.origin);
  },
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

/**
 * Signs the page's browser context in as `email` (the control API's `session`: its cookies land in
 * the context, which `page.request` shares) and opens `deepLink`. Signing in through the account
 * provider's pages is what the sign-in specs test (`signInThroughProvider`); every other test
 * starts signed in this way, in milliseconds instead of a round of redirects through the provider.
 */
export async function signIn(page: Page, email: string, deepLink = '/acme/dashboard'): Promise<void> {
  const response = await page.request.post('/__control/session', { data: { email } });
  expect(response.ok(), `control session for ${email} answered ${response.status()}`).toBe(true);
  await page.goto(deepLink);
  await page.waitForURL((url) => url.pathname + url.search === deepLink, { timeout: 20_000 });
}

/** Opens `deepLink` signed out, signs in as `email` at the provider, and waits to be back there. */
export async function signInThroughProvider(page: Page, email: string, deepLink = '/acme/dashboard'): Promise<void> {
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
  // The app has rendered (before that no loader shows either, and the session has not started);
  // the server's first paint of the dashboard is not the app (worker/contract/first-paint.ts).
  await expect(page.locator('#root > :not([data-first-paint])').first()).toBeAttached({ timeout: 15_000 });
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

/**
 * Waits for what still changes the page's look once its data is shown: web fonts, images
 * (thumbnails) and the finite CSS transitions and animations running now (a spinner's endless one
 * is left out), after one frame, so that a style changed just before has started its transition.
 * For a screenshot or a measurement of the layout, instead of a fixed pause.
 */
export async function waitForSettledLayout(page: Page): Promise<void> {
  await page.evaluate(async () => {
    type Animation = { readonly finished: Promise<unknown>; readonly effect: { getComputedTiming(): { iterations?: number } } | null };
    const w = globalThis as unknown as {
      requestAnimationFrame(callback: () => void): number;
      document: { fonts: { ready: Promise<unknown> }; images: ArrayLike<{ complete: boolean; decode(): Promise<void> }>; getAnimations(): Animation[] };
    };
    await new Promise<void>((resolve) => w.requestAnimationFrame(() => resolve()));
    await w.document.fonts.ready;
    await Promise.all(Array.from(w.document.images).filter((image) => !image.complete).map((image) => image.decode().catch(() => undefined)));
    const finite = w.document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * Sets the scroll position of `box` (a scrolling element) and resolves once the browser has
 * dispatched the scroll and drawn the frame after it: a virtualized list renders the rows of the
 * new position on its scroll event. `to`: a position in px, or the top or bottom end.
 */
export async function scrollAndSettle(box: Locator, to: number | 'top' | 'bottom' | { by: number }): Promise<void> {
  await box.evaluate(
    (element, target) =>
      new Promise<void>((resolve) => {
        const el = element as unknown as { scrollTop: number; scrollHeight: number; clientHeight: number; addEventListener(type: string, listener: () => void, options: { once: boolean }): void };
        const raf = (globalThis as unknown as { requestAnimationFrame(callback: () => void): number }).requestAnimationFrame;
        const top = target === 'top' ? 0 : target === 'bottom' ? el.scrollHeight : typeof target === 'number' ? target : el.scrollTop + target.by;
        const clamped = Math.max(0, Math.min(top, el.scrollHeight - el.clientHeight));
        if (Math.abs(clamped - el.scrollTop) < 1) {
          raf(() => resolve());
          return;
        }
        el.addEventListener('scroll', () => raf(() => raf(() => resolve())), { once: true });
        el.scrollTop = clamped;
      }),
    to,
  );
}

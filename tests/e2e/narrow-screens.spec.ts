/**
 * The shell from 360 px up (docs/shell.md "Narrow screens"), in real Chromium against the local
 * stack: on six pages at four widths nothing sticks out of the viewport (content inside a
 * sideways-scrolling box, such as a table's frame, may); below the drawer breakpoint the side
 * navigation is a drawer behind a header button; the header's folded menu reaches the language
 * and sign-out. Screenshots at 390, 768 and 1280 px land in tests/e2e/screenshots/narrow-*.png.
 */
import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, navigateInApp, PEOPLE, seriousViolations, signIn, test, waitForPageReady, waitForSettledLayout, watchProblems } from './shell-support';

const SHOTS = 'tests/e2e/screenshots';

/** Dashboard, Renders, a template (Spring lookbook), its newest version, feeds, brand settings. */
const PAGES = [
  { name: 'dashboard', path: '/acme/dashboard', testId: 'dashboard-page' },
  { name: 'renders', path: '/acme/builds', testId: 'renders-page' },
  { name: 'template', path: '/acme/visuals/12', testId: 'template-page' },
  { name: 'version', path: '/acme/visuals/12/version/21', testId: 'version-page' },
  { name: 'feeds', path: '/acme/feeds', testId: 'feeds-page' },
  { name: 'brand-settings', path: '/acme/brand-settings', testId: 'settings-overview' },
] as const;

const WIDTHS = [360, 390, 768, 1280] as const;
const SHOT_WIDTHS: readonly number[] = [390, 768, 1280];

/** What the in-page functions below use of the DOM (the e2e project has no DOM types). */
interface PageElement {
  readonly tagName: string;
  readonly textContent: string | null;
  readonly parentElement: PageElement | null;
  getAttribute(name: string): string | null;
  closest(selector: string): PageElement | null;
  contains(other: unknown): boolean;
  checkVisibility(options: { visibilityProperty: boolean }): boolean;
  getBoundingClientRect(): { readonly right: number; readonly width: number; readonly height: number };
  querySelectorAll(selector: string): ArrayLike<PageElement>;
}
interface PageWindow {
  readonly innerWidth: number;
  readonly document: { readonly body: PageElement; readonly documentElement: { readonly scrollWidth: number }; readonly activeElement: unknown };
  getComputedStyle(element: PageElement): { readonly overflowX: string; readonly lineHeight: string };
}

interface Overflow {
  readonly documentScrollWidth: number;
  readonly viewportWidth: number;
  /** The outermost visible elements whose right edge is past the viewport, described. */
  readonly sticking: string[];
}

/**
 * What sticks out on the right. An element inside a box that scrolls sideways (overflow-x auto or
 * scroll) is that box's business: the box itself is checked. Clipped content (overflow hidden) is
 * not excused: cut off is what this check is about.
 */
function measureOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const w = globalThis as unknown as PageWindow;
    const document = w.document;
    const viewportWidth = w.innerWidth;
    const inScroller = (element: PageElement): boolean => {
      for (let parent = element.parentElement; parent !== null && parent !== document.body; parent = parent.parentElement) {
        const overflowX = w.getComputedStyle(parent).overflowX;
        if (overflowX === 'auto' || overflowX === 'scroll') return true;
      }
      return false;
    };
    const sticksOut = (element: PageElement): boolean => {
      if (!element.checkVisibility({ visibilityProperty: true })) return false;
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && box.right > viewportWidth + 0.5 && !inScroller(element);
    };
    const offenders = Array.from(document.body.querySelectorAll('*')).filter(sticksOut);
    const outermost = offenders.filter((element) => element.parentElement === null || !offenders.includes(element.parentElement));
    const describe = (element: PageElement): string => {
      const testId = element.closest('[data-testid]')?.getAttribute('data-testid') ?? '-';
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `<${element.tagName.toLowerCase()} class="${String(element.getAttribute('class') ?? '').slice(0, 60)}"> in [${testId}] right=${Math.round(element.getBoundingClientRect().right)} "${text}"`;
    };
    return { documentScrollWidth: document.documentElement.scrollWidth, viewportWidth, sticking: outermost.map(describe) };
  });
}

async function openPage(page: Page, path: string, testId: string): Promise<void> {
  await navigateInApp(page, path);
  await waitForPageReady(page);
  await expect(page.getByTestId(testId)).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 15_000 });
  // Late parts of the page (thumbnails, fonts, transitions) settle their size.
  await waitForSettledLayout(page);
}

test('six pages at 360, 390, 768 and 1280 px: nothing sticks out of the viewport', async ({ page }) => {
  test.setTimeout(240_000);
  await mkdir(SHOTS, { recursive: true });
  const problems = watchProblems(page);
  await signIn(page, PEOPLE.manager, '/acme/dashboard');
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const { name, path, testId } of PAGES) {
      await openPage(page, path, testId);
      const overflow = await measureOverflow(page);
      if (overflow.documentScrollWidth > overflow.viewportWidth) found.push(`${width} ${name}: page scrolls sideways (${overflow.documentScrollWidth} > ${overflow.viewportWidth})`);
      for (const element of overflow.sticking) found.push(`${width} ${name}: ${element}`);
      if (SHOT_WIDTHS.includes(width)) await page.screenshot({ path: `${SHOTS}/narrow-${name}-${width}.png`, fullPage: true });
    }
  }
  expect(found).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
});

/** Calls the app's API as the signed-in person of `page` (their session cookie and XSRF token). */
async function callApi(page: Page, method: string, path: string, body: unknown): Promise<void> {
  const token = decodeURIComponent((await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '');
  const response = await page.request.fetch(`/server/api/v1/${path}`, {
    method,
    data: body,
    headers: { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest', 'x-xsrf-token': token, 'x-brand': 'acme' },
  });
  expect(response.ok(), `${method} ${path} answered ${response.status()}`).toBe(true);
}

test('long names and unbroken strings wrap or are cut with a title at 360 px', async ({ page }) => {
  test.setTimeout(120_000);
  await mkdir(SHOTS, { recursive: true });
  await signIn(page, PEOPLE.manager, '/acme/dashboard');
  const longName = `Spring${'lookbook'.repeat(12)}`;
  const brandLabel = `Acme${'Corporation'.repeat(5)}`;
  await callApi(page, 'PUT', 'visual/12', { name: longName, description: `${'https://example.com/'.repeat(6)}campaign` });
  await callApi(page, 'PUT', 'brand/profile', { label: brandLabel, language_code: 'en' });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.reload();
  const found: string[] = [];
  for (const { name, path, testId } of PAGES) {
    await openPage(page, path, testId);
    for (const element of (await measureOverflow(page)).sticking) found.push(`${name}: ${element}`);
    await page.screenshot({ path: `${SHOTS}/narrow-long-names-${name}-360.png`, fullPage: true });
  }
  expect(found).toEqual([]);
  // The brand menu cuts the brand's name and says it whole in a title.
  await expect(page.getByTestId('brand-menu-button').getByTitle(brandLabel)).toBeVisible();
});

test('at 360 px a wide form, a report, a table and tab bars fit, and nothing is cut without a hint', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, PEOPLE.manager, '/acme/dashboard');
  await page.setViewportSize({ width: 360, height: 800 });
  const found: string[] = [];
  const check = async (name: string) => {
    const overflow = await measureOverflow(page);
    if (overflow.documentScrollWidth > overflow.viewportWidth) found.push(`${name}: page scrolls sideways (${overflow.documentScrollWidth} > ${overflow.viewportWidth})`);
    for (const element of overflow.sticking) found.push(`${name}: ${element}`);
  };
  /** Elements whose text is wider than their box (cut by truncate or overflow). */
  const cut = (selector: string) =>
    page.locator(selector).evaluateAll((nodes) =>
      nodes.filter((node) => (node as unknown as { scrollWidth: number; clientWidth: number }).scrollWidth > (node as unknown as { clientWidth: number }).clientWidth + 1).map((node) => (node as unknown as PageElement).textContent ?? ''),
    );

  // The manual feed grid scrolls in its own box; the page does not.
  await openPage(page, '/acme/feeds/create/manual', 'feed-form-manual');
  await page.getByRole('button', { name: 'Add column' }).click();
  await check('manual feed');

  // Failure reasons are read whole: wrapped, never cut.
  await openPage(page, '/acme/builds/report', 'renders-report-page');
  await expect(page.getByRole('list', { name: 'Failure reasons' }).getByTestId('report-bar').first()).toBeVisible({ timeout: 15_000 });
  expect(await cut('[aria-label="Failure reasons"] [data-testid="report-bar"] > span:first-child')).toEqual([]);
  await check('render report');

  // The teams table fits: headers keep whole words, no column cut at the card's edge.
  await openPage(page, '/acme/brand-settings/teams', 'teams-page');
  const fits = await page.getByTestId('teams-table').evaluate((table) => {
    const box = (table as unknown as { parentElement: { clientWidth: number } }).parentElement;
    return (table as unknown as { scrollWidth: number }).scrollWidth <= box.clientWidth + 1;
  });
  expect(fits).toBe(true);
  expect(await cut('[data-testid="teams-table"] th')).toEqual([]);
  // The settings tabs show the current one and hint at the ones beyond the edge.
  const subnav = page.getByTestId('settings-subnav');
  const current = subnav.locator('[aria-current="page"]');
  await expect(current).toHaveText('Teams');
  const box = await current.boundingBox();
  expect(box !== null && box.x >= 0 && box.x + box.width <= 360).toBe(true);
  await expect(subnav.getByTestId('tabs-more-start')).toBeVisible();
  await check('teams');

  // An ad set's tabs: more of them than a phone shows, and the bar says so.
  await openPage(page, '/acme/ad-sets/1', 'ad-set-detail-page');
  await expect(page.getByTestId('tabs-more-end')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/narrow-ad-set-tabs-360.png` });
  await check('ad set');
  expect(found).toEqual([]);
});

test('headings keep whole words together at 360 px', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, PEOPLE.manager, '/acme/dashboard');
  await page.setViewportSize({ width: 360, height: 800 });
  const squeezed: string[] = [];
  for (const { name, path, testId } of PAGES) {
    await openPage(page, path, testId);
    // A heading squeezed beside its actions breaks after every word: more lines than half its words.
    const heading = await page.locator('main h1').first().evaluate((node) => {
      const h1 = node as unknown as PageElement;
      const words = (h1.textContent ?? '').trim().split(/\s+/).length;
      const lines = Math.round(h1.getBoundingClientRect().height / parseFloat((globalThis as unknown as PageWindow).getComputedStyle(h1).lineHeight));
      return { words, lines, text: h1.textContent ?? '' };
    });
    if (heading.words > 1 && heading.lines > Math.ceil(heading.words / 2)) squeezed.push(`${name}: "${heading.text}" on ${heading.lines} lines`);
  }
  expect(squeezed).toEqual([]);
});

test('at 390 px the navigation is a drawer: opens, traps focus, closes on Escape, outside click and navigation', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page, PEOPLE.manager, '/acme/dashboard');
  await waitForPageReady(page);
  await expect(page.getByTestId('sidebar')).toBeHidden();

  const open = page.getByRole('button', { name: 'Open navigation' });
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  const drawerNav = drawer.getByRole('navigation', { name: 'Main navigation' });
  // Once it has slid in (Headless UI marks a running transition with data-transition).
  const slidIn = () => expect(page.getByTestId('nav-drawer-panel')).not.toHaveAttribute('data-transition');
  await open.click();
  await expect(drawerNav).toBeVisible();
  await slidIn();
  await page.screenshot({ path: `${SHOTS}/narrow-drawer-390.png` });
  expect((await measureOverflow(page)).sticking).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  // Focus stays inside while tabbing round.
  for (let i = 0; i < 20; i += 1) {
    await page.keyboard.press('Tab');
    expect(await drawer.evaluate((dialog) => (dialog as unknown as PageElement).contains((globalThis as unknown as PageWindow).document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(open).toBeFocused();

  await open.click();
  await expect(drawerNav).toBeVisible();
  await slidIn();
  await page.mouse.click(380, 400);
  await expect(drawer).toHaveCount(0);

  await open.click();
  await drawerNav.getByRole('link', { name: 'Feeds' }).click();
  await page.waitForURL('**/acme/feeds');
  await expect(drawer).toHaveCount(0);
  await expect(page.getByTestId('feeds-page')).toBeVisible();
});

test('at 390 px the header menu holds the widgets, the language and sign-out', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page, PEOPLE.manager, '/acme/dashboard');
  await waitForPageReady(page);
  await expect(page.getByTestId('user-menu-button')).toBeHidden();

  await page.getByRole('button', { name: 'Account, language and usage' }).click();
  const menu = page.getByTestId('header-menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByTestId('credit-balance')).toBeVisible();
  await expect(menu.getByTestId('environment-chip')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/narrow-header-menu-390.png` });
  expect((await measureOverflow(page)).sticking).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);

  await menu.getByTestId('locale-cs').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  // The menu stays open, in Czech now.
  await expect(page.getByRole('button', { name: 'Účet, jazyk a využití' })).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByTestId('sign-out')).toHaveText('Odhlásit se');
  await menu.getByTestId('sign-out').click();
  await page.waitForURL((url) => url.pathname === '/logout' && url.searchParams.get('loggedOut') === '1', { timeout: 20_000 });
});

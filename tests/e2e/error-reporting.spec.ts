/**
 * Error reporting end to end (spec section 8, docs/error-reporting.md): a header widget that fails
 * in a real browser is replaced in place, logged once, and reported exactly once to the local
 * error-reporting endpoint, which the stack announces as the DSN in its client config.
 *
 * The failure is injected (src/lib/fault-injection.ts: a localStorage flag the stack's build
 * honours, production builds compile out): the worker validates every answer, so no server
 * answer can make a widget throw.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { parseEventLog } from '../../worker/log/ndjson';
import { replay } from '../../worker/log/replay';
import { expect, PEOPLE, signIn, test, waitForPageReady } from './shell-support';

/** storageKey('fault') of a build without VITE_APP_ENV (the stack's): environment `dev`. */
const FAULT_KEY = 'adcreative-dev:fault';

interface ErrorReport {
  readonly type: string;
  readonly eventId: string | null;
  readonly exception: { readonly type: string | null; readonly value: string | null } | null;
  readonly tags: Readonly<Record<string, string>>;
  readonly environment: string | null;
  readonly level: string | null;
  readonly payload?: unknown;
  readonly attachments: readonly { readonly filename: string; readonly text?: string | null }[];
}

/** Sets the fault flag before any script of each page runs (the provider's pages ignore it). */
async function injectFault(page: Page, target: string): Promise<void> {
  await page.addInitScript(
    ({ key, value }) => {
      try {
        (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem(key, value);
      } catch {
        // A page without storage (about:blank) does not matter.
      }
    },
    { key: FAULT_KEY, value: target },
  );
}

async function receivedEvents(page: Page): Promise<ErrorReport[]> {
  const response = await page.request.get('/__control/error-reports?payload=1');
  expect(response.ok()).toBe(true);
  const { reports } = (await response.json()) as { reports: ErrorReport[] };
  return reports.filter((report) => report.type === 'event');
}

test('a failing header widget is shown as failed, logged once and reported exactly once', async ({ page }) => {
  // Every console error that mentions the fault: the boundary's line only, not the root's as well.
  const faultLogs: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Injected fault')) faultLogs.push(message.text().split('\n')[0]!);
  });
  const sdkChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/sdk-reporter-[^/]+\.js$/.test(request.url())) sdkChunks.push(request.url());
  });
  await injectFault(page, 'header-widget:credit-balance');

  await signIn(page, PEOPLE.manager, '/acme/dashboard');
  await waitForPageReady(page);

  // In place of the balance, a quiet mark; the neighbours and the rest of the header work.
  const widgets = page.getByTestId('money-storage-widgets');
  await expect(widgets.locator('[data-testid="header-widget-failed"][data-widget="credit-balance"]')).toBeVisible();
  await expect(widgets.getByTestId('credit-balance')).toHaveCount(0);
  await expect(widgets.getByTestId('storage-usage')).toBeVisible();
  await widgets.getByTestId('storage-usage').click();
  await page.waitForURL((url) => url.pathname === '/acme/brand-settings/storage');

  await expect.poll(async () => (await receivedEvents(page)).length, { timeout: 15_000 }).toBeGreaterThan(0);
  // Nothing else follows: not a second report from the SDK's global handlers, not a retry. A later
  // error of the page's own (uncaught, so the SDK's global handler reports it) goes out through the
  // same SDK after anything the widget's failure would still send: once it is in, so is all that.
  await page.evaluate(() => void setTimeout(() => {
    throw new Error('A later error, reported after everything before it');
  }));
  await expect.poll(async () => (await receivedEvents(page)).length, { timeout: 15_000 }).toBeGreaterThan(1);
  const events = await receivedEvents(page);
  expect(events.map((e) => e.exception?.value)).toEqual(['Injected fault: header-widget:credit-balance', 'A later error, reported after everything before it']);
  const [event] = events as [ErrorReport];
  expect(event).toMatchObject({
    exception: { type: 'InjectedFault', value: 'Injected fault: header-widget:credit-balance' },
    tags: { widget: 'credit-balance' },
    environment: 'dev',
    level: 'error',
  });
  expect(faultLogs).toEqual(['Header widget "credit-balance" failed InjectedFault: Injected fault: header-widget:credit-balance']);
  // The SDK came on demand.
  expect(sdkChunks.length).toBeGreaterThan(0);

  // No personal data or secrets left the browser.
  const sent = JSON.stringify(event.payload);
  const cookies = await page.context().cookies();
  expect(cookies.length).toBeGreaterThan(0);
  for (const cookie of cookies.filter((c) => c.value.length >= 16)) {
    expect(sent, `cookie ${cookie.name}`).not.toContain(cookie.value);
    expect(sent, `cookie ${cookie.name}`).not.toContain(decodeURIComponent(cookie.value));
  }
  expect(event.payload).not.toHaveProperty('user');
  expect(sent).not.toContain(PEOPLE.manager);
  // The newest part of the event log came with it, redacted, and `npm run replay` reads it.
  expect(event.attachments.map((a) => a.filename)).toEqual(['event-log.ndjson']);
  const log = event.attachments[0]!.text!;
  const file = parseEventLog(log);
  expect(file.header).toMatchObject({ format: 'adcreative-event-log', redacted: true });
  expect(file.envelopes.length).toBeGreaterThan(0);
  expect(replay(file).hash).toBe(file.header.stateHash);
  expect(log).not.toContain(PEOPLE.manager);
  await page.mouse.move(600, 600);
  await page.evaluate(() => (globalThis as unknown as { document: { activeElement: { blur?(): void } | null } }).document.activeElement?.blur?.());
  await page.getByTestId('header').screenshot({ path: 'tests/e2e/screenshots/header-widget-failed.png' });
});

test('without a DSN nothing of the SDK is downloaded and a failure is only logged', async ({ page }) => {
  // The page carries the client config (server/http/page-config.ts), where it can be changed on
  // its way: the same deployment, without a DSN.
  await page.route((url) => url.pathname === '/acme/dashboard', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/"sentryDsn":"[^"]*"/, '"sentryDsn":null');
    expect(body).toContain('"sentryDsn":null');
    await route.fulfill({ response, body });
  });
  const sdkChunks: string[] = [];
  const widgetLogs: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/sdk-reporter-[^/]+\.js$/.test(request.url()) || request.url().includes('/__sentry/')) sdkChunks.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('Header widget')) widgetLogs.push(message.text().split('\n')[0]!);
  });
  await injectFault(page, 'header-widget:running-renders');

  await signIn(page, PEOPLE.manager, '/acme/dashboard?worker=0');
  await waitForPageReady(page);
  await expect(page.locator('[data-testid="header-widget-failed"][data-widget="running-renders"]')).toBeVisible();
  await expect(page.getByTestId('credit-balance')).toBeVisible();
  // Reporting is decided before the app is first drawn (src/main.tsx: with a DSN the SDK's chunk is
  // asked for then), and the failure is logged in the commit that shows the failed mark: so by
  // now the chunk would have been asked for, and the log line is there, once.
  await expect.poll(() => widgetLogs.length).toBeGreaterThan(0);
  expect(widgetLogs).toEqual(['Header widget "running-renders" failed InjectedFault: Injected fault: header-widget:running-renders']);
  expect(sdkChunks).toEqual([]);
  expect(await receivedEvents(page)).toEqual([]);
});

test('anyone can download diagnostics from the account menu: the event log, redacted, that the replay reads', async ({ page }) => {
  await signIn(page, PEOPLE.editor, '/acme/dashboard');
  await waitForPageReady(page);
  await page.getByTestId('user-menu-button').click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-diagnostics').click()]);
  expect(download.suggestedFilename()).toMatch(/^adcreative-diagnostics-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.ndjson$/);
  const text = readFileSync((await download.path())!, 'utf8');
  const file = parseEventLog(text);
  expect(file.header).toMatchObject({ redacted: true, build: { commit: expect.any(String) } });
  expect(replay(file).hash).toBe(file.header.stateHash);
  expect(text).not.toContain(PEOPLE.editor);
});

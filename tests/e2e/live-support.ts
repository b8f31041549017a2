/**
 * Helpers of the live specs (live-events, renders-live): the live connection state, rows of the
 * Renders table, and the worker's event log exported through `/__devtools` the way a person does
 * it (the export button downloads NDJSON; docs/event-log.md).
 */
import { readFile } from 'node:fs/promises';
import { type Locator, type Page } from '@playwright/test';
import { expect, navigateInApp } from './shell-support';

/** The live connection state the page shows (the header's connection indicator). */
export async function connectionState(page: Page): Promise<string | null> {
  return page.locator('[data-connection-state]').first().getAttribute('data-connection-state');
}

/** Waits for the worker's live connection: soketi does not keep messages for late subscribers. */
export async function waitForLive(page: Page): Promise<void> {
  await expect.poll(() => connectionState(page), { timeout: 15_000 }).toBe('connected');
}

/** The row of a build in the Renders table (src/features/renders: one `tr` per render, by id). */
export function buildRow(page: Page, id: number): Locator {
  return page.getByTestId('renders-table').locator(`tbody tr[data-build-id="${id}"]`);
}

/**
 * The ids of the Renders table's rows in the DOM, top to bottom. The table is virtualized: only
 * the rows in view (plus a few) exist, which always includes the top of the list the specs read.
 */
export async function shownIds(page: Page): Promise<number[]> {
  const rows = await page.getByTestId('renders-table').locator('tbody tr[data-build-id]').all();
  return Promise.all(rows.map(async (row) => Number(await row.getAttribute('data-build-id'))));
}

/** The English labels of the render statuses (locales/en.json, RENDERS.STATUS_*) the page shows. */
export const STATUS_LABELS: Readonly<Record<string, string>> = { queued: 'Queued', rendering: 'Rendering', finished: 'Finished', failed: 'Failed' };

/** A build row's status badge (its `data-status` is the server's word) and its progress bar. */
export async function expectBuildState(page: Page, id: number, status: string, progress: number): Promise<void> {
  const row = buildRow(page, id);
  await expect(row.locator('[data-status]')).toHaveAttribute('data-status', status, { timeout: 10_000 });
  await expect(row.locator('[data-status]')).toHaveText(STATUS_LABELS[status] ?? status);
  await expect(row.getByRole('progressbar', { name: `Progress of render #${id}` })).toHaveAttribute('aria-valuenow', String(progress));
}

export interface LoggedEnvelope {
  readonly seq: number;
  readonly brand: string | null;
  readonly source: string;
  readonly event: { readonly type: string; readonly [key: string]: unknown };
}

/**
 * Opens `/__devtools` inside the app (no reload: the worker and its log stay), clicks "Export
 * event log" and returns the envelope lines of the downloaded NDJSON (header and checkpoint left out).
 */
export async function exportEventLog(page: Page): Promise<LoggedEnvelope[]> {
  await navigateInApp(page, '/__devtools');
  const button = page.getByRole('button', { name: 'Export event log', exact: true });
  await expect(button).toBeVisible({ timeout: 15_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const text = await readFile(await download.path(), 'utf8');
  const lines = text.split('\n').filter((line) => line.trim() !== '').map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(lines[0]).toMatchObject({ format: 'adcreative-event-log', evicted: 0 });
  return lines.filter((line): line is LoggedEnvelope & Record<string, unknown> => typeof line.seq === 'number' && typeof line.event === 'object');
}

/**
 * The events of the tab's log as the worker last saved it (IndexedDB `<prefix>-event-log`,
 * worker/ports/tab-log/): what a reload the browser makes keeps. Read from the page, which shares
 * the origin's databases; a database the worker has not created yet is not opened (that would
 * create it).
 */
export async function savedTabLog(page: Page): Promise<{ type: string; reason?: string; id?: string }[]> {
  return page.evaluate(async () => {
    type Request<T> = { result: T; onsuccess: (() => void) | null; onerror: (() => void) | null };
    type Db = { close(): void; transaction(store: string): { objectStore(name: string): { getAll(): Request<unknown[]> } } };
    const idb = (globalThis as unknown as { indexedDB: { databases(): Promise<{ name?: string }[]>; open(name: string): Request<Db> } }).indexedDB;
    const settle = <T>(request: Request<T>) => new Promise<T>((resolve, reject) => ((request.onsuccess = () => resolve(request.result)), (request.onerror = () => reject(new Error('IndexedDB')))));
    const name = (await idb.databases()).map((d) => d.name).find((n) => n?.endsWith('-event-log'));
    if (name === undefined) return [];
    const db = await settle(idb.open(name));
    try {
      const tabs = (await settle(db.transaction('tabs').objectStore('tabs').getAll())) as { envelopes: { event: { type: string; reason?: string; id?: string } }[] }[];
      return tabs.flatMap((tab) => tab.envelopes.map((e) => e.event));
    } finally {
      db.close();
    }
  });
}

/**
 * From now on: how often the page navigated, and every list call of renders the browser made
 * (recorded once answered, so the server has counted it too). Live patches need neither.
 */
export function recordRenderTraffic(page: Page): { navigations(): number; readonly listCalls: URL[] } {
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  const listCalls: URL[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname === '/server/api/v1/visual-build') listCalls.push(url);
  });
  return { navigations: () => navigations, listCalls };
}

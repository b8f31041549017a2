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

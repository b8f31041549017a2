/**
 * `npm run bench:thumbnails -- [--url http://localhost:8090] [--runs 3]`: how soon My Templates'
 * thumbnails are there, against a running local stack (the e2e stack by default: `node
 * scripts/start.mjs --e2e`). Each run resets the seed, waits for the thumbnails the server makes
 * ahead (where it has `POST /__control/thumbnails/idle`; an older server makes them on the first
 * request), signs in as the manager in headless Chromium with an empty cache, opens /acme/visuals
 * at 1280 × 900, and takes from the page itself when the first row appeared and when each
 * thumbnail finished loading. Prints, per run and as medians: the thumbnails shown, how many
 * were filled 1.5 s and 5.5 s after the rows appeared, and when the last one was.
 * Figures: docs/benchmarks.md ("My Templates' thumbnails").
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { parseBenchArgs } from './cli';
import { chromium, type Page } from '@playwright/test';

const USAGE = `npm run bench:thumbnails [-- options]

How soon My Templates' thumbnails are there, against a running local stack (by default the e2e
stack: node scripts/start.mjs --e2e).

  --url URL      the stack (http://localhost:$E2E_PORT, 8090)
  --runs N       runs, each from a reset (3)
  --help         this text`;

const { values: opts } = parseBenchArgs(USAGE, () =>
  parseArgs({
  options: {
    url: { type: 'string', default: `http://localhost:${process.env.E2E_PORT ?? 8090}` },
    runs: { type: 'string', default: '3' },
  },
}),
);
const origin = opts.url.replace(/\/$/, '');

interface Run {
  readonly shown: number;
  readonly at1500: number;
  readonly at5500: number;
  readonly lastMs: number | null;
}

/** In the page, before the app: when the first row appears and each thumbnail loads (ms since navigation). */
const RECORD = () => {
  const w = globalThis as unknown as { __thumbs: { rowsAt: number | null; loads: Record<string, number> }; document: { addEventListener(type: string, fn: (e: { target: unknown }) => void, capture: boolean): void; querySelector(s: string): unknown }; MutationObserver: new (fn: () => void) => { observe(t: unknown, o: unknown): void; disconnect(): void }; performance: { now(): number } };
  w.__thumbs = { rowsAt: null, loads: {} };
  w.document.addEventListener('load', (event) => {
    const target = event.target as { tagName?: string; currentSrc?: string };
    if (target.tagName === 'IMG' && target.currentSrc?.includes('/thumbnail')) w.__thumbs.loads[target.currentSrc] = w.performance.now();
  }, true);
  const rows = new w.MutationObserver(() => {
    if (w.__thumbs.rowsAt === null && w.document.querySelector('[data-testid="template-row"]') !== null) {
      w.__thumbs.rowsAt = w.performance.now();
      rows.disconnect();
    }
  });
  rows.observe(w.document, { childList: true, subtree: true });
};

const READ = () => {
  const w = globalThis as unknown as { __thumbs: { rowsAt: number | null; loads: Record<string, number> }; document: { querySelectorAll(s: string): ArrayLike<{ currentSrc: string }> } };
  const srcs = Array.from(w.document.querySelectorAll('img[data-testid="template-thumbnail"]')).map((img) => img.currentSrc);
  return { rowsAt: w.__thumbs.rowsAt, loads: srcs.map((src) => w.__thumbs.loads[src] ?? null) };
};

/** Every thumbnail on screen has loaded (runs in the page: its own body, nothing from this file). */
const ALL_LOADED = () => {
  const w = globalThis as unknown as { __thumbs: { loads: Record<string, number> }; document: { querySelectorAll(s: string): ArrayLike<{ currentSrc: string }> } };
  const srcs = Array.from(w.document.querySelectorAll('img[data-testid="template-thumbnail"]')).map((img) => img.currentSrc);
  return srcs.length > 0 && srcs.every((src) => w.__thumbs.loads[src] !== undefined);
};

async function post(path: string): Promise<Response> {
  return fetch(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
}

async function once(page: Page): Promise<Run> {
  if (!(await post('/__control/reset')).ok) throw new Error(`POST ${origin}/__control/reset failed: is the stack running?`);
  const idle = await post('/__control/thumbnails/idle');
  if (idle.status !== 404 && !idle.ok) throw new Error(`thumbnails/idle answered ${idle.status}`);
  await page.context().clearCookies();
  await page.goto(`${origin}/acme/visuals`);
  await page.getByRole('button', { name: /manager@example\.com/ }).click({ timeout: 30_000 });
  await page.waitForURL((url) => url.pathname === '/acme/visuals', { timeout: 30_000 });
  await page.getByTestId('template-row').first().waitFor({ timeout: 30_000 });
  // Until every thumbnail on screen has loaded (or 20 s: one that never does is counted as never filled).
  await page.waitForFunction(ALL_LOADED, undefined, { timeout: 20_000 }).catch(() => undefined);
  const read = await page.evaluate(READ);
  const after = read.loads.map((at) => (at === null || read.rowsAt === null ? null : Math.max(0, at - read.rowsAt)));
  const filled = after.filter((ms): ms is number => ms !== null);
  return {
    shown: after.length,
    at1500: filled.filter((ms) => ms <= 1500).length,
    at5500: filled.filter((ms) => ms <= 5500).length,
    lastMs: filled.length === after.length && filled.length > 0 ? Math.round(Math.max(...filled)) : null,
  };
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const browser = await chromium.launch({ executablePath, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'] });
const runs: Run[] = [];
try {
  for (let i = 0; i < Number(opts.runs); i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.addInitScript(RECORD);
    const run = await once(page);
    runs.push(run);
    console.log(`run ${i + 1}: ${run.shown} thumbnails, filled ${run.at1500} at 1.5 s, ${run.at5500} at 5.5 s, last ${run.lastMs === null ? 'never' : `${run.lastMs} ms`} after the rows appeared`);
    await context.close();
  }
} finally {
  await browser.close();
}
const last = runs.map((r) => r.lastMs).filter((ms): ms is number => ms !== null);
console.log(
  `median of ${runs.length}: ${median(runs.map((r) => r.shown))} shown, ${median(runs.map((r) => r.at1500))} filled at 1.5 s, ${median(runs.map((r) => r.at5500))} at 5.5 s, last ${last.length ? `${median(last)} ms` : 'never'}`,
);

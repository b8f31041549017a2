/**
 * `npm run bench:first-load`: what a signed-in visit to the dashboard costs on the wire, cold. Starts
 * the benchmark's stack (scripts/bench/browser/stack.ts: the start
 * script's `--mode stack` build, served by the API server as `npm start` serves it), signs in as
 * the manager, then loads /acme/dashboard `--loads` (3) times with the HTTP cache cleared and
 * counts every response (the worker's included) until the dashboard's three figures are painted:
 * requests, bytes on the wire (headers and bodies as received, so compressed where compressed),
 * by kind. Each load runs unthrottled and under `--rtt` ms (150) of added round trip and
 * `--kbps` (1,600) of bandwidth, Lighthouse's "slow 4G", where round trips and bytes show.
 * Figures: docs/benchmarks.md.
 */
import { parseArgs } from 'node:util';
import { parseBenchArgs } from './cli';
import { chromium, type CDPSession, type Page, type Response } from '@playwright/test';
import { startBenchStack } from './browser/stack';

const USAGE = `npm run bench:first-load [-- options]

What a signed-in visit costs on the wire, cold: requests, bytes by kind and paint time, unthrottled
and on a slow 4G link, against the benchmark's own stack.

  --loads N      cold loads per network (3)
  --rtt MS       added round trip of the slow network (150)
  --kbps N       bandwidth of the slow network (1600)
  --path PATH    the page to load (/acme/dashboard)
  --help         this text`;

const { values: opts } = parseBenchArgs(USAGE, () =>
  parseArgs({
  options: {
    loads: { type: 'string', default: '3' },
    rtt: { type: 'string', default: '150' },
    kbps: { type: 'string', default: '1600' },
    path: { type: 'string', default: '/acme/dashboard' },
  },
}),
);
const loads = Number(opts.loads);

interface Seen {
  /** When the request started and its answer ended, in ms from the navigation. */
  readonly start: number;
  readonly end: number;
  readonly url: string;
  readonly kind: string;
  readonly bytes: number;
  readonly encoding: string;
  /** Answered from the HTTP cache (the worker's script, preloaded by index.html): not on the wire. */
  readonly cached: boolean;
}

interface Load {
  readonly ms: number;
  readonly seen: readonly Seen[];
}

const kindOf = (url: URL, type: string): string => {
  if (url.pathname.startsWith('/server/')) return 'api';
  if (/\.js$/.test(url.pathname)) return 'js';
  if (/\.css$/.test(url.pathname)) return 'css';
  if (type === 'document') return 'html';
  return 'other';
};

/** The dashboard's three figures painted (scripts/bench/browser/probes.ts START_PROBE); a function: the CSP allows no eval. */
const FIGURES_SHOWN = () => {
  // Runs in the page (this file is compiled without the DOM's types).
  const page = globalThis as unknown as { document: { querySelector(selector: string): { textContent: string | null } | null } };
  return ['stat-renders', 'stat-credit', 'stat-storage'].every((id) => /\d/.test(page.document.querySelector(`[data-testid="${id}"] p`)?.textContent ?? ''));
};

async function measure(page: Page, cdp: CDPSession, origin: string, throttled: boolean): Promise<Load> {
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.emulateNetworkConditions', throttled ? { offline: false, latency: Number(opts.rtt), downloadThroughput: (Number(opts.kbps) * 1024) / 8, uploadThroughput: (750 * 1024) / 8 } : { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  const pending: Promise<Seen | null>[] = [];
  let painted = false;
  const onResponse = (response: Response) => {
    if (painted) return;
    pending.push(
      (async () => {
        const url = new URL(response.url());
        if (url.origin !== origin) return null;
        const sizes = await response.request().sizes().catch(() => null);
        const headers = await response.allHeaders().catch(() => ({}) as Record<string, string>);
        // Nothing received (Chromium's encoded length 0, which Playwright reports as a body of minus
        // the headers): answered from the HTTP cache. The worker's own script, fetched, reports no
        // body size (the browser fetches it for the worker): its Content-Length is what travelled.
        const cached = sizes !== null && sizes.responseHeadersSize + sizes.responseBodySize <= 0;
        const body = cached ? 0 : sizes?.responseBodySize || Number(headers['content-length'] ?? 0);
        const timing = response.request().timing();
        await response.finished().catch(() => null);
        return { start: Math.round(timing.startTime - started), end: Math.round(Date.now() - started), url: url.pathname + url.search, kind: kindOf(url, response.request().resourceType()), bytes: (sizes?.responseHeadersSize ?? 0) + body, encoding: headers['content-encoding'] ?? '', cached };
      })(),
    );
  };
  const started = Date.now();
  page.context().on('response', onResponse);
  await page.goto(`${origin}${opts.path}`, { waitUntil: 'commit' });
  await page.waitForFunction(FIGURES_SHOWN, undefined, { timeout: 60_000, polling: 'raf' });
  const ms = Date.now() - started;
  painted = true;
  page.context().off('response', onResponse);
  const seen = (await Promise.all(pending)).filter((s): s is Seen => s !== null);
  return { ms, seen };
}

function report(label: string, runs: readonly Load[]): void {
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const kinds = ['html', 'js', 'css', 'api', 'other'];
  const per = (run: Load, kind?: string) => run.seen.filter((s) => !s.cached && (kind === undefined || s.kind === kind));
  const kib = (n: number) => (n / 1024).toFixed(1);
  console.log(`\n${label}: dashboard painted after ${median(runs.map((r) => r.ms))} ms (median of ${runs.length}: ${runs.map((r) => r.ms).join(', ')})`);
  console.log('| what | requests | KiB on the wire |\n|---|---|---|');
  for (const kind of [...kinds, undefined]) {
    const requests = median(runs.map((r) => per(r, kind).length));
    const bytes = median(runs.map((r) => per(r, kind).reduce((sum, s) => sum + s.bytes, 0)));
    console.log(`| ${kind ?? 'total'} | ${requests} | ${kib(bytes)} |`);
  }
  const last = runs.at(-1)!;
  const encodings = [...new Set(last.seen.filter((s) => s.kind === 'js' || s.kind === 'css').map((s) => s.encoding || 'none'))];
  console.log(`scripts and styles sent as: ${encodings.join(', ')}; answered from the HTTP cache: ${last.seen.filter((s) => s.cached).map((s) => s.url).join(', ') || 'none'}`);
}

const stack = await startBenchStack((line) => console.log(line));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const context = await browser.newContext();
  const signInPage = await context.newPage();
  await signInPage.goto(`${stack.origin}/acme/dashboard`);
  await signInPage.getByRole('button', { name: /manager@example\.com/ }).click({ timeout: 30_000 });
  await signInPage.waitForURL((url) => url.pathname === '/acme/dashboard', { timeout: 30_000 });
  await signInPage.waitForFunction(FIGURES_SHOWN, undefined, { timeout: 60_000 });
  await signInPage.close();
  const results: Record<'fast' | 'slow', Load[]> = { fast: [], slow: [] };
  for (let i = 0; i < loads; i++) {
    for (const throttled of [false, true]) {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      results[throttled ? 'slow' : 'fast'].push(await measure(page, cdp, stack.origin, throttled));
      await page.close();
    }
  }
  report('unthrottled', results.fast);
  report(`slow 4G (${opts.rtt} ms round trip, ${opts.kbps} kbit/s)`, results.slow);
  // FIRST_LOAD_LIST=1: every response of the last loads, when it started and ended (ms from navigation).
  if (process.env.FIRST_LOAD_LIST)
    for (const run of [results.fast.at(-1)!, results.slow.at(-1)!]) {
      console.log(`\n${run === results.fast.at(-1) ? 'unthrottled' : 'slow 4G'}`);
      for (const s of run.seen) console.log(`${s.kind}\t${s.start}\t${s.end}\t${s.cached ? 'cache' : s.bytes}\t${s.encoding}\t${s.url}`);
    }
} finally {
  await browser.close();
  await stack.stop();
}

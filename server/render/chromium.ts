/**
 * PNG and JPEG renders: a filled template page screenshotted at its exact size in headless
 * Chromium (headless-chromium.ts: `CHROMIUM_PATH`, else Debian's headless shell or `chromium`),
 * driven by playwright-core (no browser download). One browser for the process, launched on the first image render; its pages are kept
 * and reused across renders (a page per render slot, at most `pages`), because a new page costs
 * ~50 ms and a browser ~0.5 s. A browser that crashed is launched again on the next render.
 *
 * The page is served from memory under an origin of its own per render
 * (`http://r{n}.s{page}.invalid/`), so one package never sees another's files or cache, and every
 * other request (the network, file://, a popup's) is aborted: a template is untrusted code, and the
 * renderer must not become a way to reach the server's network. Each page's origins are a *site*
 * of their own (`s{page}.invalid`), so Chromium's site isolation gives every page a renderer
 * process of its own, which it keeps from render to render (a new process per render cost a
 * quarter of the PNG throughput): a page that never goes idle blocks only its own process, and no
 * two renders running at once share one. A page whose render came near the memory ceiling (over
 * half of it) is closed after it, so the next render on that slot starts in a fresh process and
 * is never charged another render's memory.
 *
 * The watchdog (docs/template-packages.md "The watchdog"): every call into Chromium waits at most
 * what is left of the capture's deadline (deadline.ts), and a capture whose deadline passes or
 * whose render is stopped (its signal) has its page closed — or, when the page cannot be closed in
 * `PAGE_CLOSE_MS`, the whole browser killed — and replaced, failing with the reason. A renderer
 * over the memory ceiling is killed by the memory watch (memory-watch.ts); V8's own heap limit
 * (twice the ceiling) stops an allocation burst faster than the watch samples. A page that crashed
 * fails its render with `render.crashed` (or `render.memory` when the watch killed it): the render
 * queue decides whether to try it again (server/render-queue/render-runner.ts).
 */
import { existsSync } from 'node:fs';
import { chromium, errors, type Browser, type BrowserContext, type CDPSession, type Page, type Route } from 'playwright-core';
import { RenderError } from './render-error.ts';
import { reason, reasonText } from '../../worker/contract/render-reasons';
import { deadlineError, deadlineSignal, settlesWithin, within } from './deadline.ts';
import { createMemoryWatch, type ChromiumProcess } from './memory-watch.ts';

export interface Screenshot {
  /** Package files by path, the page included (its filled HTML is `html`). */
  readonly files: ReadonlyMap<string, Uint8Array>;
  readonly page: string;
  readonly html: string;
  readonly width: number;
  readonly height: number;
  readonly type: 'png' | 'jpeg';
  /** The longest the capture may take (waiting for a page included): past it the page is killed and it fails with `render.deadline`. */
  readonly deadlineMs: number;
  /** Stops the capture before its deadline (the render's own deadline, a cancel, a shutdown): it fails with the signal's reason. */
  readonly signal?: AbortSignal;
  /** Called once the page is loaded, before the picture is taken and encoded. */
  readonly onLoaded?: () => void;
  /** Told the highest renderer memory (MiB) the memory watch saw while the capture ran (the benchmark). */
  readonly onPeak?: (mib: number) => void;
}

/** What the watchdog did since the start (tests, the benchmark, the log). */
export interface WatchdogStats {
  /** Captures stopped by their deadline or their signal, whose page was then killed. */
  readonly stopped: number;
  /** Pages that crashed under a capture (the memory watch's kills included). */
  readonly crashes: number;
  /** Renderers the memory watch killed for going over the ceiling. */
  readonly memoryKills: number;
  /** Browsers killed because a page could not be closed. */
  readonly browserKills: number;
  /** The highest renderer memory seen, MiB (0 where the watch cannot read memory). */
  readonly peakMib: number;
}

export interface Screenshotter {
  /** Why image renders cannot be made here, or null. */
  readonly unavailable: string | null;
  capture(shot: Screenshot): Promise<Buffer>;
  /** Browsers started and pages open so far (pages are reused: tests and the benchmark read it). */
  stats(): { readonly launches: number; readonly pages: number };
  watchdog(): WatchdogStats;
  close(): Promise<void>;
}

export interface ScreenshotterOptions {
  readonly executablePath: string | null;
  /** Pages (render slots) at most: the renders and thumbnails that may capture at once. */
  readonly pages: number;
  /** `RENDER_MEMORY_MIB`: the most a render's renderer process may hold; null: no ceiling. */
  readonly memoryMib?: number | null;
  /** How often the memory watch samples while captures run. */
  readonly sampleMs?: number;
  /** How long a stopped page may take to close before its browser is killed (PAGE_CLOSE_MS). */
  readonly pageCloseMs?: number;
  readonly log?: { warn(details: object, message: string): void };
}

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  // window.open fails: a template opens no page the watchdog does not know (popups are also closed below).
  '--block-new-web-contents',
];
const JPEG_QUALITY = 90;
export const DEFAULT_MEMORY_MIB = 768;
/** How long a page that is told to close may take before its whole browser is killed. */
export const PAGE_CLOSE_MS = 5_000;
const BROWSER_CLOSE_MS = 3_000;
const LAUNCH_TIMEOUT_MS = 30_000;
const CDP_TIMEOUT_MS = 1_000;

const MIME: Readonly<Record<string, string>> = {
  html: 'text/html; charset=utf-8', htm: 'text/html; charset=utf-8', css: 'text/css', js: 'text/javascript', mjs: 'text/javascript', json: 'application/json',
  svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', avif: 'image/avif',
  woff: 'font/woff', woff2: 'font/woff2', ttf: 'font/ttf', otf: 'font/otf', mp4: 'video/mp4', webm: 'video/webm',
};
export const mimeOf = (path: string): string => MIME[path.slice(path.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

/** The one line `npm start` prints when there is no Chromium, or null. */
export function chromiumProblem(path: string | null): string | null {
  if (path === null) return 'No Chromium found (install Debian\'s chromium-headless-shell or chromium, or set CHROMIUM_PATH): PNG and JPEG renders will fail; HTML5 renders work.';
  if (!existsSync(path)) return `No Chromium at ${path} (CHROMIUM_PATH): PNG and JPEG renders will fail; HTML5 renders work.`;
  return null;
}

interface Running {
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly cdp: CDPSession;
  /** The browser process (SystemInfo.getProcessInfo), for a kill when closing it hangs. */
  readonly pid: number | null;
}

interface Lease {
  readonly page: Page;
  /** The site of this page's origins (`s{n}`): its own renderer process. */
  readonly site: string;
  /** The page's own DevTools session: stops its script (Runtime.terminateExecution) even in an endless loop. */
  readonly cdp: CDPSession;
  /** The browser the page lives in: a lease of a killed browser is never handed out again. */
  readonly of: Promise<Running>;
  /** The files the page's current render serves; replaced per render. */
  serving: { origin: string; files: ReadonlyMap<string, Uint8Array>; pagePath: string; html: string } | null;
  /** Why the page crashed under its current capture (the memory watch's kill, or any other), once it did. */
  crash: RenderError | null;
  onCrash: (() => void) | null;
}

const crashed = () => new RenderError(reason('render.crashed', { times: 1 }));

export function createScreenshotter(options: ScreenshotterOptions): Screenshotter {
  const missing = chromiumProblem(options.executablePath) === null ? null : reason('render.no-chromium');
  const unavailable = missing && reasonText(missing);
  const memoryMib = options.memoryMib === undefined ? DEFAULT_MEMORY_MIB : options.memoryMib;
  let browser: Promise<Running> | null = null;
  const idle: Lease[] = [];
  const waiting: ((lease: Lease | null) => void)[] = [];
  let leased = 0;
  let renders = 0;
  let sites = 0;
  let launches = 0;
  let closed = false;
  const counts = { stopped: 0, crashes: 0, browserKills: 0 };

  const memory = createMemoryWatch({
    ceilingMib: memoryMib ?? Number.POSITIVE_INFINITY,
    ...(options.sampleMs ? { sampleMs: options.sampleMs } : {}),
    ...(options.log ? { log: options.log } : {}),
    async processes(): Promise<readonly ChromiumProcess[]> {
      if (memoryMib === null || browser === null) return [];
      const { cdp } = await browser;
      const answer = cdp.send('SystemInfo.getProcessInfo');
      return (await Promise.race([answer, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer')), CDP_TIMEOUT_MS).unref())])).processInfo;
    },
  });

  function launch(): Promise<Running> {
    if (browser) return browser;
    const starting: Promise<Running> = (async () => {
      launches += 1;
      // V8's heap limit backs the memory watch up: an allocation burst faster than its samples still stops.
      const heap = memoryMib === null ? [] : [`--js-flags=--max-old-space-size=${memoryMib * 2}`];
      const b = await chromium.launch({ executablePath: options.executablePath!, args: [...ARGS, ...heap], headless: true, timeout: LAUNCH_TIMEOUT_MS });
      b.on('disconnected', () => {
        // Its pages went with it: the next render starts another browser.
        if (browser === starting) browser = null;
        forget(starting);
      });
      const cdp = await b.newBrowserCDPSession();
      const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
      const context = await b.newContext({ deviceScaleFactor: 1, serviceWorkers: 'block', acceptDownloads: false });
      // A page without a route of its own (a popup that got through) reaches nothing.
      await context.route('**/*', (route: Route) => route.abort('blockedbyclient'));
      return { browser: b, context, cdp, pid: processInfo.find((p) => p.type === 'browser')?.id ?? null };
    })().catch((error: unknown) => {
      if (browser === starting) browser = null;
      throw new RenderError(reason('render.chromium-failed'), error);
    });
    browser = starting;
    return starting;
  }

  /** The idle pages of a browser that went away are gone with it. */
  function forget(of: Promise<Running>): void {
    for (let i = idle.length - 1; i >= 0; i--) {
      if (idle[i]!.of !== of) continue;
      idle.splice(i, 1);
      leased -= 1;
      waiting.shift()?.(null);
    }
  }

  async function newLease(): Promise<Lease> {
    const of = launch();
    const { context } = await of;
    const page = await context.newPage();
    sites += 1;
    const lease: Lease = { page, site: `s${sites}`, cdp: await context.newCDPSession(page), of, serving: null, crash: null, onCrash: null };
    page.on('crash', () => {
      counts.crashes += 1;
      const mib = memory.takeKill();
      lease.crash = mib === null ? crashed() : new RenderError(reason('render.memory', { mib }));
      lease.onCrash?.();
    });
    page.on('popup', (popup) => void popup.close().catch(() => {}));
    await page.route('**/*', (route: Route) => {
      const current = lease.serving;
      const url = new URL(route.request().url());
      if (!current || url.origin !== current.origin) return route.abort('blockedbyclient');
      const path = decodeURIComponent(url.pathname.slice(1));
      const body = path === current.pagePath ? Buffer.from(current.html) : current.files.get(path);
      if (body === undefined) return route.fulfill({ status: 404, body: '' });
      return route.fulfill({ status: 200, body: Buffer.from(body), headers: { 'content-type': mimeOf(path), 'cache-control': 'no-store' } });
    });
    return lease;
  }

  /** A page for a capture: an idle one, a new one while under `pages`, else the next one released. */
  async function acquire(signal: AbortSignal): Promise<Lease> {
    for (;;) {
      const ready = idle.pop();
      if (ready) {
        if (!ready.page.isClosed() && ready.crash === null && ready.of === browser) return ready;
        leased -= 1;
        void retire(ready);
        continue;
      }
      if (leased < options.pages) {
        leased += 1;
        const making = newLease();
        try {
          return await within(making, signal);
        } catch (error) {
          leased -= 1;
          making.then((late) => void late.page.close().catch(() => {}), () => {});
          throw error;
        }
      }
      const handed = await new Promise<Lease | null>((resolve, reject) => {
        const onAbort = () => {
          waiting.splice(waiting.indexOf(take), 1);
          reject(signal.reason as Error);
        };
        const take = (lease: Lease | null) => {
          signal.removeEventListener('abort', onAbort);
          resolve(lease);
        };
        waiting.push(take);
        signal.addEventListener('abort', onAbort, { once: true });
      });
      if (handed) return handed;
    }
  }

  function release(lease: Lease, broken: boolean): void {
    lease.serving = null;
    lease.onCrash = null;
    if (broken || lease.crash !== null || lease.page.isClosed() || lease.of !== browser) {
      leased -= 1;
      void retire(lease);
      waiting.shift()?.(null);
      return;
    }
    const next = waiting.shift();
    if (next) next(lease);
    else idle.push(lease);
  }

  /**
   * Closes a page that was stopped or broke; one that will not close takes its browser with it.
   * Its script is stopped first: a page in an endless loop then closes in milliseconds rather than
   * after Chromium's own wait for an unresponsive page (~0.5 s, seconds on a busy machine).
   */
  async function retire(lease: Lease): Promise<void> {
    if (!lease.page.isClosed()) await settlesWithin(lease.cdp.send('Runtime.terminateExecution'), CDP_TIMEOUT_MS);
    if (await settlesWithin(lease.page.close({ runBeforeUnload: false }), options.pageCloseMs ?? PAGE_CLOSE_MS)) return;
    counts.browserKills += 1;
    options.log?.warn({}, 'a render page did not close: its Chromium was killed');
    await kill(lease.of);
  }

  async function kill(of: Promise<Running>): Promise<void> {
    if (browser === of) browser = null;
    forget(of);
    const running = await of.catch(() => null);
    if (!running) return;
    if (await settlesWithin(running.browser.close(), BROWSER_CLOSE_MS)) return;
    if (running.pid !== null) {
      try {
        process.kill(running.pid, 'SIGKILL');
      } catch {
        // Gone meanwhile.
      }
    }
  }

  /** What a capture that threw fails with: its stop, its page's crash, or Chromium's failure (logged, never shown). */
  function failure(error: unknown, signal: AbortSignal, lease: Lease | null, deadlineMs: number): RenderError {
    if (lease?.crash) return lease.crash;
    if (signal.aborted) {
      counts.stopped += 1;
      return signal.reason instanceof RenderError ? signal.reason : new RenderError(reason('render.shutting-down'), signal.reason);
    }
    // Playwright's own timeout is what is left of the deadline: the same deadline, a moment earlier.
    if (error instanceof errors.TimeoutError) {
      counts.stopped += 1;
      return deadlineError(deadlineMs);
    }
    if (error instanceof RenderError) return error;
    // The page or its browser went away under the capture (killed with another page's browser).
    if (lease && (lease.page.isClosed() || lease.of !== browser)) return crashed();
    return new RenderError(reason('render.chromium-failed'), error);
  }

  return {
    unavailable,
    async capture(shot) {
      if (missing) throw new RenderError(missing);
      if (closed) throw new RenderError(reason('render.shutting-down'));
      const started = Date.now();
      const left = () => Math.max(1, shot.deadlineMs - (Date.now() - started));
      const deadline = deadlineSignal(shot.deadlineMs, shot.signal);
      const { signal } = deadline;
      const watch = memory.begin();
      let peak: number | null = null;
      const peakSeen = () => (peak ??= watch.end());
      let lease: Lease | null = null;
      try {
        lease = await acquire(signal);
        const current = lease;
        renders += 1;
        const origin = `http://r${renders}.${current.site}.invalid`;
        current.serving = { origin, files: shot.files, pagePath: shot.page, html: shot.html };
        const died = new Promise<never>((_, reject) => (current.onCrash = () => reject(current.crash)));
        died.catch(() => {});
        // Every call waits at most for the deadline (or the stop), and not at all once the page crashed.
        const step = <T>(work: Promise<T>) => within(Promise.race([work, died]), signal);
        await step(current.page.setViewportSize({ width: shot.width, height: shot.height }));
        await step(current.page.goto(`${origin}/${shot.page}`, { waitUntil: 'load', timeout: left() }));
        // Web fonts the package loads are part of the picture (a string: this runs in the page).
        await step(current.page.evaluate('document.fonts.ready.then(() => undefined)'));
        shot.onLoaded?.();
        const bytes = await step(current.page.screenshot({ type: shot.type, animations: 'disabled', ...(shot.type === 'jpeg' ? { quality: JPEG_QUALITY } : {}), timeout: left() }));
        // A render that came near the ceiling leaves its process big: the next one gets a fresh page.
        release(current, memoryMib !== null && peakSeen() > memoryMib / 2);
        return bytes;
      } catch (error) {
        const why = failure(error, signal, lease, shot.deadlineMs);
        if (lease) release(lease, true);
        throw why;
      } finally {
        deadline.clear();
        shot.onPeak?.(peakSeen());
      }
    },
    stats: () => ({ launches, pages: leased }),
    watchdog: () => ({ ...counts, memoryKills: memory.stats().kills, peakMib: memory.stats().peakMib }),
    async close() {
      closed = true;
      memory.stop();
      for (const resolve of waiting.splice(0)) resolve(null);
      const current = browser;
      browser = null;
      if (current) await kill(current);
    },
  };
}

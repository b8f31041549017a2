/**
 * PNG and JPEG renders: a filled template page screenshotted at its exact size in headless
 * Chromium (Debian's `chromium`, or `CHROMIUM_PATH`), driven by playwright-core (no browser
 * download). One browser for the process, launched on the first image render; its pages are kept
 * and reused across renders (a page per render slot, at most `pages`), because a new page costs
 * ~50 ms and a browser ~0.5 s. A browser that crashed is launched again on the next render.
 *
 * The page is served from memory under an origin of its own per render
 * (`http://r{n}.package.invalid/`), so one package never sees another's files or cache, and
 * every other request (the network, file://) is aborted: a template is untrusted code, and the
 * renderer must not become a way to reach the server's network.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page, type Route } from 'playwright-core';
import { RenderError } from './render-error.ts';
import { reason, reasonText } from '../../worker/contract/render-reasons';

export interface Screenshot {
  /** Package files by path, the page included (its filled HTML is `html`). */
  readonly files: ReadonlyMap<string, Uint8Array>;
  readonly page: string;
  readonly html: string;
  readonly width: number;
  readonly height: number;
  readonly type: 'png' | 'jpeg';
  /** Called once the page is loaded, before the picture is taken and encoded. */
  readonly onLoaded?: () => void;
}

export interface Screenshotter {
  /** Why image renders cannot be made here, or null. */
  readonly unavailable: string | null;
  capture(shot: Screenshot): Promise<Buffer>;
  /** Browsers started and pages open so far (pages are reused: tests and the benchmark read it). */
  stats(): { readonly launches: number; readonly pages: number };
  close(): Promise<void>;
}

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];
const LOAD_TIMEOUT_MS = 15_000;
const JPEG_QUALITY = 90;

const MIME: Readonly<Record<string, string>> = {
  html: 'text/html; charset=utf-8', htm: 'text/html; charset=utf-8', css: 'text/css', js: 'text/javascript', mjs: 'text/javascript', json: 'application/json',
  svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', avif: 'image/avif',
  woff: 'font/woff', woff2: 'font/woff2', ttf: 'font/ttf', otf: 'font/otf', mp4: 'video/mp4', webm: 'video/webm',
};
export const mimeOf = (path: string): string => MIME[path.slice(path.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

/** The one line `npm start` prints when there is no Chromium, or null. */
export function chromiumProblem(path: string | null): string | null {
  if (path === null) return 'No Chromium found (install Debian\'s chromium or set CHROMIUM_PATH): PNG and JPEG renders will fail; HTML5 renders work.';
  if (!existsSync(path)) return `No Chromium at ${path} (CHROMIUM_PATH): PNG and JPEG renders will fail; HTML5 renders work.`;
  return null;
}

interface Lease {
  readonly page: Page;
  /** The files the page's current render serves; replaced per render. */
  serving: { origin: string; files: ReadonlyMap<string, Uint8Array>; pagePath: string; html: string } | null;
}

export function createScreenshotter(options: { readonly executablePath: string | null; readonly pages: number }): Screenshotter {
  const missing = chromiumProblem(options.executablePath) === null ? null : reason('render.no-chromium');
  const unavailable = missing && reasonText(missing);
  let browser: Promise<{ browser: Browser; context: BrowserContext }> | null = null;
  const idle: Lease[] = [];
  const waiting: ((lease: Lease | null) => void)[] = [];
  let leased = 0;
  let renders = 0;
  let launches = 0;
  let closed = false;

  function launch(): Promise<{ browser: Browser; context: BrowserContext }> {
    browser ??= (async () => {
      launches += 1;
      const b = await chromium.launch({ executablePath: options.executablePath!, args: ARGS, headless: true });
      b.on('disconnected', () => {
        // Its pages went with it: the next render starts another browser.
        browser = null;
        leased -= idle.length;
        idle.length = 0;
      });
      const context = await b.newContext({ deviceScaleFactor: 1, serviceWorkers: 'block', acceptDownloads: false });
      return { browser: b, context };
    })().catch((error: unknown) => {
      browser = null;
      throw new RenderError(reason('render.chromium-failed'), error);
    });
    return browser;
  }

  async function newLease(): Promise<Lease> {
    const { context } = await launch();
    const page = await context.newPage();
    const lease: Lease = { page, serving: null };
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

  async function acquire(): Promise<Lease> {
    const ready = idle.pop();
    if (ready && !ready.page.isClosed()) return ready;
    if (leased < options.pages) {
      leased += 1;
      try {
        return await newLease();
      } catch (error) {
        leased -= 1;
        throw error;
      }
    }
    const handed = await new Promise<Lease | null>((resolve) => waiting.push(resolve));
    return handed ?? acquire();
  }

  function release(lease: Lease, broken: boolean): void {
    lease.serving = null;
    if (broken || lease.page.isClosed()) {
      leased -= 1;
      void lease.page.close().catch(() => {});
      waiting.shift()?.(null);
      return;
    }
    const next = waiting.shift();
    if (next) next(lease);
    else idle.push(lease);
  }

  return {
    unavailable,
    async capture(shot) {
      if (missing) throw new RenderError(missing);
      if (closed) throw new RenderError(reason('render.shutting-down'));
      const lease = await acquire();
      let broken = false;
      try {
        renders += 1;
        const origin = `http://r${renders}.package.invalid`;
        lease.serving = { origin, files: shot.files, pagePath: shot.page, html: shot.html };
        await lease.page.setViewportSize({ width: shot.width, height: shot.height });
        await lease.page.goto(`${origin}/${shot.page}`, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
        // Web fonts the package loads are part of the picture (a string: this runs in the page).
        await lease.page.evaluate('document.fonts.ready.then(() => undefined)');
        shot.onLoaded?.();
        return await lease.page.screenshot({ type: shot.type, animations: 'disabled', ...(shot.type === 'jpeg' ? { quality: JPEG_QUALITY } : {}), timeout: LOAD_TIMEOUT_MS });
      } catch (error) {
        broken = true;
        if (error instanceof RenderError) throw error;
        throw new RenderError(reason('render.chromium-failed'), error);
      } finally {
        release(lease, broken);
      }
    },
    stats: () => ({ launches, pages: leased }),
    async close() {
      closed = true;
      for (const resolve of waiting.splice(0)) resolve(null);
      const current = browser;
      browser = null;
      if (current) await current.then(({ browser: b }) => b.close(), () => {});
    },
  };
}

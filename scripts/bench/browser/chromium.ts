/**
 * Starts the e2e suite's Chromium (executable and flags from playwright.config.ts) as a plain
 * process with a DevTools endpoint, not through Playwright: Playwright would attach a DevTools
 * session to every page (see cdp.ts). A fresh profile directory per launch, removed on close.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import playwrightConfig from '../../../playwright.config';
import { connectCdp, type CdpConnection } from './cdp';

export interface Chromium {
  /** The browser process (renderers are its descendants). */
  readonly pid: number;
  /** The DevTools endpoint (for Playwright's connectOverCDP). */
  readonly wsUrl: string;
  readonly cdp: CdpConnection;
  close(): Promise<void>;
}

/** What Playwright passes too so that a page in the background is not throttled (a headless window may count as hidden). */
const NO_THROTTLING = ['--disable-background-timer-throttling', '--disable-backgrounding-occluded-windows', '--disable-renderer-backgrounding'];

export async function launchChromium(): Promise<Chromium> {
  const launch = playwrightConfig.use?.launchOptions ?? {};
  const executable = launch.executablePath;
  if (!executable) throw new Error('No Chromium: set CHROMIUM_PATH or install Debian chromium (/usr/bin/chromium), as for the e2e tests.');
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  const args = [...(launch.args ?? []), ...NO_THROTTLING, '--window-size=1280,800', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'];
  const proc = spawn(executable, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  const wsUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Chromium printed no DevTools endpoint within 30 s')), 30_000);
    proc.once('exit', (code) => reject(new Error(`Chromium exited with code ${code} before it was ready`)));
    createInterface({ input: proc.stderr }).on('line', (line) => {
      const match = /DevTools listening on (ws:\/\/\S+)/.exec(line);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
  });
  const cdp = await connectCdp(wsUrl);
  return {
    pid: proc.pid!,
    wsUrl,
    cdp,
    async close() {
      await cdp.send('Browser.close').catch(() => undefined);
      cdp.close();
      const killer = setTimeout(() => proc.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killer);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

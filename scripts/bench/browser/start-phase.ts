/**
 * Start: the dashboard loaded cold (HTTP cache cleared, a new window and renderer) until its three
 * figures are painted, timed in the page from navigation start (probes.ts START_PROBE). Signed in
 * already, so it is the app's own start: the client bundle, the worker (or the in-process engine),
 * the session check, the brand's loads.
 */
import { appUrl, type BenchEnv, type Mode } from './bench-env';
import { openPage } from './pages';
import { START_PROBE } from './probes';
import { median } from './stats';

export interface StartFigures {
  readonly medianMs: number | null;
  readonly loadsMs: readonly number[];
}

export async function startPhase(env: BenchEnv, mode: Mode, loads: number): Promise<StartFigures> {
  const loadsMs: number[] = [];
  for (let i = 0; i < loads; i++) {
    const page = await openPage(env.browser, appUrl(env, mode, 'dashboard', false), async (session) => {
      await session.send('Network.clearBrowserCache');
      // Scripts for new documents run only with the Page domain on (for this load only: the
      // session is detached once the page has loaded).
      await session.send('Page.enable');
      await session.send('Page.addScriptToEvaluateOnNewDocument', { source: START_PROBE });
    });
    const session = await page.attach();
    const ms = await session.evaluate<number | null>(`Promise.race([window.__benchStart ?? null, new Promise((r) => setTimeout(() => r(null), 30000))])`);
    await session.detach();
    await page.close();
    if (ms === null) throw new Error(`The dashboard (${mode}) did not show its figures within 30 s`);
    loadsMs.push(Math.round(ms));
  }
  return { medianMs: median(loadsMs), loadsMs };
}
